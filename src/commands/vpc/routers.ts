// VPC router commands: create, update, delete (custom routers; the system router is fixed).
import { z } from 'zod'
import {
  vpcRouterCreate,
  vpcRouterDelete,
  vpcRouterList,
  vpcRouterUpdate,
  vpcRouterView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import {
  description,
  newName,
  optionalDescription,
  project,
  ref,
  rename,
  vpc,
  vpcDefaults,
} from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeRouters, completeVpcs } from '../core/complete'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { defineCommand } from '../core/define'
import { undoCreate, undoEdit } from '../history/undo-kinds'

const group = 'Routers'
export const router = ref('Router name')

export const routerCreateCommand = defineCommand({
  id: 'router.create',
  title: 'Create router',
  group,
  keywords: ['new'],
  args: z.object({ project, vpc, name: newName('router'), description: description('router') }),
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs },
  async run({ project, vpc, name, description }, ctx) {
    const created = await vpcRouterCreate({ query: { project, vpc }, body: { name, description } })
    await invalidate(ctx.mutate, vpcRouterList)
    return created
  },
  successMessage: ({ name }) => `Router ${name} created`,
  undo: undoCreate<{ project: string; vpc: string }>({
    what: 'router',
    del: 'router.delete',
    args: (a, c) => ({ project: a.project, vpc: a.vpc, router: c.name }),
    read: (a, c) =>
      vpcRouterView({ path: { router: c.name }, query: { project: a.project, vpc: a.vpc } }),
  }),
  cli: (a) =>
    cli('vpc router create', {
      project: a.project,
      vpc: a.vpc,
      name: a.name,
      description: a.description,
    }),
})

export const routerUpdateCommand = defineCommand({
  id: 'router.update',
  title: 'Update router',
  group,
  keywords: ['edit', 'rename'],
  args: z.object({
    project,
    vpc,
    router,
    name: rename('router'),
    description: optionalDescription('router'),
  }),
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs, router: completeRouters },
  async run({ project, vpc, router, name, description }, ctx) {
    if (nothingToChange({ name, description }, ['name', 'description'])) {
      return openEditForm(ctx, pb.vpcRouterEdit({ project, vpc, router }))
    }
    const updated = await vpcRouterUpdate({
      path: { router },
      query: { project, vpc },
      body: { name, description },
    })
    await invalidate(ctx.mutate, vpcRouterList, vpcRouterView)
    return updated
  },
  successMessage: (a, r) => (isOpened(r) ? '' : `Router ${a.name ?? a.router} updated`),
  undo: undoEdit<{ project: string; vpc: string; router: string }>({
    what: 'router',
    id: 'router.update',
    key: 'router',
    read: (a, n) =>
      vpcRouterView({ path: { router: n }, query: { project: a.project, vpc: a.vpc } }),
  }),
  cli: (a) =>
    cli('vpc router update', {
      project: a.project,
      vpc: a.vpc,
      router: a.router,
      name: a.name,
      description: a.description,
    }),
})

export const routerDeleteCommand = defineCommand({
  id: 'router.delete',
  title: 'Delete router',
  group,
  keywords: ['remove'],
  args: z.object({ project, vpc, router }),
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs, router: completeRouters },
  confirm: ({ router }) => ({
    title: 'Delete router',
    message: `Are you sure you want to delete router ${router}? Its routes go with it.`,
    actionLabel: 'Delete',
  }),
  async run({ project, vpc, router }, ctx) {
    await vpcRouterDelete({ path: { router }, query: { project, vpc } })
    await invalidate(ctx.mutate, vpcRouterList)
  },
  successMessage: ({ router }) => `Router ${router} deleted`,
  cli: (a) => cli('vpc router delete', { project: a.project, vpc: a.vpc, router: a.router }),
})

export const routerCommands = commandList(
  routerCreateCommand,
  routerUpdateCommand,
  routerDeleteCommand,
)
