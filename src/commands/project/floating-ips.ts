// Floating IP commands: create, update, delete, attach to an instance, detach.
import { z } from 'zod'
import {
  floatingIpAttach,
  floatingIpCreate,
  floatingIpDelete,
  floatingIpDetach,
  floatingIpList,
  floatingIpUpdate,
  floatingIpView,
  instanceExternalIpList,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { validateIp } from '@/lib/validators'
import {
  checked,
  description,
  newName,
  optionalDescription,
  project,
  projectDefaults,
  ref,
  rename,
} from '../core/args'
import { cli, cliJson } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeFloatingIps, completeInstances, completeSiloIpPools } from '../core/complete'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { defineCommand, type Availability, type CommandContext } from '../core/define'
import { undoFloatingIpAttach, undoFloatingIpDetach } from '../history/undo-links'
import { undoCreate, undoEdit } from '../history/undo-kinds'

const group = 'Floating IPs'
const floatingIp = ref('Floating IP name')
const args = z.object({ project, floatingIp })
type Args = z.infer<typeof args>

// Nexus refuses to delete or re-attach an attached floating IP, and to detach a free one.
const isFloatingIp = (t: unknown): t is { instanceId?: string | null } =>
  typeof t === 'object' && t !== null && 'ip' in t
const whenAttached =
  (attached: boolean, reason: string) =>
  (_c: unknown, _a: unknown, t?: unknown): Availability =>
    !isFloatingIp(t) || Boolean(t.instanceId) === attached ? true : reason
const resolve = (_ctx: CommandContext, { project, floatingIp }: Args) =>
  floatingIpView({ path: { floatingIp }, query: { project } })
const refresh = (ctx: CommandContext) =>
  invalidate(ctx.mutate, floatingIpList, floatingIpView, instanceExternalIpList)
const common = {
  group,
  defaults: projectDefaults,
  complete: { floatingIp: completeFloatingIps },
}

export const floatingIpCreateCommand = defineCommand({
  id: 'floating-ip.create',
  title: 'Create floating IP',
  group,
  keywords: ['new', 'reserve', 'address'],
  args: z.object({
    project,
    name: newName('floating IP'),
    description: description('floating IP'),
    pool: z
      .string()
      .optional()
      .describe("IP pool to allocate from; the silo's default when omitted"),
    ip: checked(validateIp)
      .optional()
      .describe('A specific address to reserve; any free one when omitted'),
  }),
  defaults: projectDefaults,
  complete: { pool: completeSiloIpPools },
  async run({ project, name, description, pool, ip }, ctx) {
    const addressAllocator = ip
      ? { type: 'explicit' as const, ip }
      : {
          type: 'auto' as const,
          poolSelector: pool
            ? { type: 'explicit' as const, pool }
            : { type: 'auto' as const, ipVersion: null },
        }
    const created = await floatingIpCreate({
      query: { project },
      body: { name, description, addressAllocator },
    })
    await refresh(ctx)
    return created
  },
  successMessage: ({ name }) => `Floating IP ${name} created`,
  undo: undoCreate<{ project: string }>({
    what: 'floating IP',
    del: 'floating-ip.delete',
    args: (a, c) => ({ project: a.project, floatingIp: c.name }),
    read: (a, c) => floatingIpView({ path: { floatingIp: c.name }, query: { project: a.project } }),
  }),
  // The CLI has flags for the name and description only: a pool or an address needs the body.
  cli: (a) =>
    a.pool || a.ip
      ? cliJson('floating-ip create', { project: a.project })
      : cli('floating-ip create', { project: a.project, name: a.name, description: a.description }),
  cliBody: (a) =>
    a.pool || a.ip
      ? {
          name: a.name,
          description: a.description,
          address_allocator: a.ip
            ? { type: 'explicit', ip: a.ip }
            : { type: 'auto', pool_selector: { type: 'explicit', pool: a.pool } },
        }
      : undefined,
})

export const floatingIpUpdateCommand = defineCommand({
  ...common,
  id: 'floating-ip.update',
  title: 'Update floating IP',
  keywords: ['edit', 'rename'],
  args: z.object({
    project,
    floatingIp,
    name: rename('floating IP'),
    description: optionalDescription('floating IP'),
  }),
  async run({ project, floatingIp, name, description }, ctx) {
    if (nothingToChange({ name, description }, ['name', 'description'])) {
      return openEditForm(ctx, pb.floatingIpEdit({ project, floatingIp }))
    }
    const updated = await floatingIpUpdate({
      path: { floatingIp },
      query: { project },
      body: { name, description },
    })
    await refresh(ctx)
    return updated
  },
  successMessage: (a, r) => (isOpened(r) ? '' : `Floating IP ${a.name ?? a.floatingIp} updated`),
  undo: undoEdit<{ project: string; floatingIp: string }>({
    what: 'floating IP',
    id: 'floating-ip.update',
    key: 'floatingIp',
    read: (a, n) => floatingIpView({ path: { floatingIp: n }, query: { project: a.project } }),
  }),
  cli: (a) =>
    cli('floating-ip update', {
      project: a.project,
      floatingIp: a.floatingIp,
      name: a.name,
      description: a.description,
    }),
})

export const floatingIpDeleteCommand = defineCommand({
  ...common,
  id: 'floating-ip.delete',
  title: 'Delete floating IP',
  keywords: ['remove', 'release'],
  args,
  resolve,
  available: whenAttached(false, 'Detach the floating IP before deleting it'),
  confirm: ({ floatingIp }) => ({
    title: 'Delete floating IP',
    message: `Are you sure you want to delete floating IP ${floatingIp}? Its address goes back to the pool.`,
    actionLabel: 'Delete',
  }),
  async run({ project, floatingIp }, ctx) {
    await floatingIpDelete({ path: { floatingIp }, query: { project } })
    await invalidate(ctx.mutate, floatingIpList)
  },
  successMessage: ({ floatingIp }) => `Floating IP ${floatingIp} deleted`,
  cli: (a) => cli('floating-ip delete', { project: a.project, floatingIp: a.floatingIp }),
})

export const floatingIpAttachCommand = defineCommand({
  ...common,
  id: 'floating-ip.attach',
  title: 'Attach floating IP',
  keywords: ['instance', 'assign'],
  args: args.extend({ instance: ref('Instance to attach the floating IP to') }),
  defaults: (ctx) => ({ ...projectDefaults(ctx), instance: ctx.scope.instance }),
  complete: { floatingIp: completeFloatingIps, instance: completeInstances },
  resolve,
  available: whenAttached(false, 'The floating IP is already attached; detach it first'),
  async run({ project, floatingIp, instance }, ctx) {
    const attached = await floatingIpAttach({
      path: { floatingIp },
      query: { project },
      body: { kind: 'instance', parent: instance },
    })
    await refresh(ctx)
    return attached
  },
  successMessage: (a) => `Floating IP ${a.floatingIp} attached to ${a.instance}`,
  undo: undoFloatingIpAttach,
  cli: (a) =>
    cli('floating-ip attach', {
      project: a.project,
      floatingIp: a.floatingIp,
      kind: 'instance',
      parent: a.instance,
    }),
})

export const floatingIpDetachCommand = defineCommand({
  ...common,
  id: 'floating-ip.detach',
  title: 'Detach floating IP',
  keywords: ['instance', 'unassign'],
  args,
  resolve,
  available: whenAttached(true, 'The floating IP is not attached to an instance'),
  confirm: ({ floatingIp }) => ({
    title: 'Detach floating IP',
    message: `Are you sure you want to detach floating IP ${floatingIp} from its instance?`,
    actionLabel: 'Detach',
  }),
  async run({ project, floatingIp }, ctx) {
    const detached = await floatingIpDetach({ path: { floatingIp }, query: { project } })
    await refresh(ctx)
    return detached
  },
  successMessage: ({ floatingIp }) => `Floating IP ${floatingIp} detached`,
  undo: undoFloatingIpDetach,
  cli: (a) => cli('floating-ip detach', { project: a.project, floatingIp: a.floatingIp }),
})

export const floatingIpCommands = commandList(
  floatingIpCreateCommand,
  floatingIpUpdateCommand,
  floatingIpDeleteCommand,
  floatingIpAttachCommand,
  floatingIpDetachCommand,
)
