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
import { validateIp, validateIpNet, validateName } from '@/lib/validators'
import { description, newName, optionalDescription, project, ref, rename, vpc } from './args'
import { cli } from './cli'
import { commandList } from './command-list'
import { completeRouters, completeRoutes, completeVpcs } from './complete'
import { defineCommand, type CommandContext } from './define'
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
const routeCli = (verb: string, a: Partial<RouteFields> & Record<string, unknown>) =>
  cli(`vpc router route ${verb}`, {
    project: a.project,
    vpc: a.vpc,
    router: a.router,
    route: a.route,
    name: a.name,
    description: a.description,
    destination: a.destinationType && `${a.destinationType}:${a.destination ?? ''}`,
    target:
      a.targetType && (a.targetType === 'drop' ? 'drop' : `${a.targetType}:${a.target ?? ''}`),
  })

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
  cli: (a) => routeCli('create', a),
})

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
      ...routeFields,
    })
    .superRefine(checkRoute),
  defaults,
  complete: { vpc: completeVpcs, router: completeRouters, route: completeRoutes },
  async run(a, ctx) {
    const updated = await vpcRouterRouteUpdate({
      path: { route: a.route },
      query: where(a),
      body: {
        name: a.name,
        description: a.description,
        destination: toDestination(a),
        target: toTarget(a),
      },
    })
    await invalidate(ctx.mutate, vpcRouterRouteList, vpcRouterRouteView)
    return updated
  },
  successMessage: (a) => `Route ${a.name ?? a.route} updated`,
  cli: (a) => routeCli('update', a),
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
