// Router route commands: create, update, delete. A route sends traffic matching a destination
// (an IP, an IP network, a VPC or a subnet) to a target (an IP, a VPC, subnet, instance or
// internet gateway, or nowhere: drop).
import { z } from 'zod'
import {
  vpcRouterRouteCreate,
  vpcRouterRouteDelete,
  vpcRouterRouteList,
  vpcRouterRouteUpdate,
  vpcRouterRouteView,
} from '@/api/generated/operations'
import type { RouteDestination, RouteTarget } from '@/api/generated/schemas'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { validateIp, validateIpNet, validateName } from '@/lib/validators'
import { description, newName, optionalDescription, project, ref, rename, vpc } from '../core/args'
import { cli, cliJson } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeRouters, completeRoutes, completeVpcs } from '../core/complete'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { defineCommand, type CommandContext } from '../core/define'
import { undoCreate, undoEdit } from '../history/undo-kinds'
import { router } from './routers'

const group = 'Routes'
const route = ref('Route name')

export const DESTINATION_TYPES = ['ip', 'ip_net', 'vpc', 'subnet'] as const
export const TARGET_TYPES = ['ip', 'vpc', 'subnet', 'instance', 'internet_gateway', 'drop'] as const
export type DestinationType = (typeof DESTINATION_TYPES)[number]
export type TargetType = (typeof TARGET_TYPES)[number]

/** What is wrong with a destination or target value of that type, if anything. */
export function routeValueError(type: DestinationType | TargetType, value: string | undefined) {
  if (type === 'drop') return undefined
  if (!value) return 'A value is required'
  if (type === 'ip') return validateIp(value)
  if (type === 'ip_net') return validateIpNet(value)
  return validateName(value)
}

const routeFields = {
  destinationType: z.enum(DESTINATION_TYPES).describe('Kind of destination the route matches'),
  destination: z.string().describe('Destination: an IP, an IP network, or a VPC or subnet name'),
  targetType: z.enum(TARGET_TYPES).describe('Kind of target the traffic is sent to'),
  target: z
    .string()
    .optional()
    .describe('Target: an IP, or a VPC, subnet, instance or gateway name; none for drop'),
}

type RouteFields = {
  destinationType: DestinationType
  destination: string
  targetType: TargetType
  target?: string
}

const checkRoute = (a: RouteFields, ctx: z.RefinementCtx) => {
  const d = routeValueError(a.destinationType, a.destination)
  if (d) ctx.addIssue({ code: 'custom', path: ['destination'], message: d })
  const t = routeValueError(a.targetType, a.target)
  if (t) ctx.addIssue({ code: 'custom', path: ['target'], message: t })
}

const toDestination = (a: RouteFields) =>
  ({ type: a.destinationType, value: a.destination }) as RouteDestination
const toTarget = (a: RouteFields) =>
  (a.targetType === 'drop'
    ? { type: 'drop' }
    : { type: a.targetType, value: a.target }) as RouteTarget

const defaults = (ctx: CommandContext) => ({ project: ctx.scope.project, vpc: ctx.scope.vpc })
const where = (a: { project: string; vpc: string; router: string }) => ({
  project: a.project,
  vpc: a.vpc,
  router: a.router,
})
/** `{ type, value }` as the wire spells a destination or target; `drop` has no value. */
const routeValue = (type: string | undefined, value: string | undefined) =>
  type === undefined ? undefined : type === 'drop' ? { type } : { type, value: value ?? '' }

/** The CLI takes a route's destination and target only in the body (`--json-body`). */
const routeCli = (verb: string, a: Partial<RouteFields> & Record<string, unknown>) => {
  const where = { project: a.project, vpc: a.vpc, router: a.router, route: a.route }
  return a.destinationType || a.targetType
    ? cliJson(`vpc router route ${verb}`, where)
    : cli(`vpc router route ${verb}`, { ...where, name: a.name, description: a.description })
}

const routeBody = (a: Partial<RouteFields> & Record<string, unknown>) =>
  a.destinationType || a.targetType
    ? {
        name: a.name,
        description: a.description,
        destination: routeValue(a.destinationType, a.destination),
        target: routeValue(a.targetType, a.target),
      }
    : undefined

export const routeCreateCommand = defineCommand({
  id: 'route.create',
  title: 'Create route',
  group,
  keywords: ['new'],
  args: z
    .object({
      project,
      vpc,
      router,
      name: newName('route'),
      description: description('route'),
      ...routeFields,
    })
    .superRefine(checkRoute),
  defaults,
  complete: { vpc: completeVpcs, router: completeRouters },
  async run(a, ctx) {
    const created = await vpcRouterRouteCreate({
      query: where(a),
      body: {
        name: a.name,
        description: a.description,
        destination: toDestination(a),
        target: toTarget(a),
      },
    })
    await invalidate(ctx.mutate, vpcRouterRouteList)
    return created
  },
  successMessage: ({ name }) => `Route ${name} created`,
  undo: undoCreate<{ project: string; vpc: string; router: string }>({
    what: 'route',
    del: 'route.delete',
    args: (a, c) => ({ project: a.project, vpc: a.vpc, router: a.router, route: c.name }),
    read: (a, c) =>
      vpcRouterRouteView({
        path: { route: c.name },
        query: { project: a.project, vpc: a.vpc, router: a.router },
      }),
  }),
  cli: (a) => routeCli('create', a),
  cliBody: routeBody,
})

/** In an update, a destination or target is given whole (kind and value) or not at all. */
const checkRouteUpdate = (a: Partial<RouteFields>, ctx: z.RefinementCtx) => {
  if (a.destination !== undefined && !a.destinationType) {
    ctx.addIssue({
      code: 'custom',
      path: ['destinationType'],
      message: 'Give the destination kind too',
    })
  }
  if (a.target !== undefined && !a.targetType) {
    ctx.addIssue({ code: 'custom', path: ['targetType'], message: 'Give the target kind too' })
  }
  if (a.destinationType) {
    const d = routeValueError(a.destinationType, a.destination)
    if (d) ctx.addIssue({ code: 'custom', path: ['destination'], message: d })
  }
  if (a.targetType) {
    const t = routeValueError(a.targetType, a.target)
    if (t) ctx.addIssue({ code: 'custom', path: ['target'], message: t })
  }
}

export const routeUpdateCommand = defineCommand({
  id: 'route.update',
  title: 'Update route',
  group,
  keywords: ['edit', 'rename'],
  args: z
    .object({
      project,
      vpc,
      router,
      route,
      name: rename('route'),
      description: optionalDescription('route'),
      destinationType: routeFields.destinationType
        .optional()
        .describe('Kind of destination the route matches; unchanged if omitted'),
      destination: routeFields.destination
        .optional()
        .describe('Destination value, given with its kind; unchanged if omitted'),
      targetType: routeFields.targetType
        .optional()
        .describe('Kind of target the traffic is sent to; unchanged if omitted'),
      target: routeFields.target,
    })
    .superRefine(checkRouteUpdate),
  defaults,
  complete: { vpc: completeVpcs, router: completeRouters, route: completeRoutes },
  async run(a, ctx) {
    const fields = ['name', 'description', 'destinationType', 'targetType']
    if (nothingToChange(a, fields)) return openEditForm(ctx, pb.vpcRouterRouteEdit(a))
    // The API replaces destination and target on every update: unchanged ones are sent back.
    const current = await vpcRouterRouteView({ path: { route: a.route }, query: where(a) })
    const updated = await vpcRouterRouteUpdate({
      path: { route: a.route },
      query: where(a),
      body: {
        name: a.name,
        description: a.description,
        destination: a.destinationType ? toDestination(a as RouteFields) : current.destination,
        target: a.targetType ? toTarget(a as RouteFields) : current.target,
      },
    })
    await invalidate(ctx.mutate, vpcRouterRouteList, vpcRouterRouteView)
    return updated
  },
  successMessage: (a, r) => (isOpened(r) ? '' : `Route ${a.name ?? a.route} updated`),
  undo: undoEdit<{ project: string; vpc: string; router: string; route: string }>({
    what: 'route',
    id: 'route.update',
    key: 'route',
    read: (a, n) =>
      vpcRouterRouteView({
        path: { route: n },
        query: { project: a.project, vpc: a.vpc, router: a.router },
      }),
  }),
  cli: (a) => routeCli('update', a),
  cliBody: routeBody,
})

export const routeDeleteCommand = defineCommand({
  id: 'route.delete',
  title: 'Delete route',
  group,
  keywords: ['remove'],
  args: z.object({ project, vpc, router, route }),
  defaults,
  complete: { vpc: completeVpcs, router: completeRouters, route: completeRoutes },
  confirm: ({ route }) => ({
    title: 'Delete route',
    message: `Are you sure you want to delete route ${route}?`,
    actionLabel: 'Delete',
  }),
  async run(a, ctx) {
    await vpcRouterRouteDelete({ path: { route: a.route }, query: where(a) })
    await invalidate(ctx.mutate, vpcRouterRouteList)
  },
  successMessage: ({ route }) => `Route ${route} deleted`,
  cli: (a) => routeCli('delete', a),
})

export const routeCommands = commandList(routeCreateCommand, routeUpdateCommand, routeDeleteCommand)
