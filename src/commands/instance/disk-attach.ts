// Attaching and detaching a disk: both the disk's state and the instance's run state must allow
// it (section 4, both tables). Callers pass whichever resource they hold as the target (a disk row,
// the instance of a detail page); `resolve` fetches both when they hold neither.
import { z } from 'zod'
import {
  diskDisabledReason,
  hasDiskState,
  hasRunState,
  instanceDisabledReason,
  type DiskLike,
  type InstanceLike,
} from '@/api/capabilities'
import {
  diskList,
  diskView,
  instanceDiskAttach,
  instanceDiskDetach,
  instanceDiskList,
  instanceList,
  instanceView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { project, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeDisks, completeInstances } from '../core/complete'
import { defineCommand, type Availability, type CommandContext } from '../core/define'
import { undoable } from '../core/undo-spec'
import { settle, step } from '../history/undo-checks'

const args = z.object({
  project,
  disk: ref('Disk name'),
  instance: ref('Instance name'),
})
type Args = z.infer<typeof args>

/** The disk and the instance together, as `resolve` returns them. */
export type DiskAndInstance = { disk?: DiskLike; instance?: InstanceLike }

const isPair = (t: unknown): t is DiskAndInstance =>
  typeof t === 'object' && t !== null && ('disk' in t || 'instance' in t) && !hasDiskState(t)

/** Splits a target into the disk and the instance it tells about, whichever it is. */
export function targetParts(target: unknown): DiskAndInstance {
  if (isPair(target)) return target
  if (hasRunState(target)) return { instance: target }
  if (hasDiskState(target)) return { disk: target }
  return {}
}

export const BOOT_DISK_REASON =
  'This is the boot disk of the instance; set another boot disk before detaching it'

export const ALREADY_BOOT_DISK_REASON = 'This disk already is the boot disk of the instance'

/** Whether `disk` is `instance`'s boot disk (both as the tables and the API give them). */
export const isBootOf = (disk: unknown, instance: unknown) => {
  const id = (disk as { id?: unknown } | undefined)?.id
  const boot = (instance as { bootDiskId?: unknown } | undefined)?.bootDiskId
  return typeof id === 'string' && id === boot
}

const gate =
  (disk: 'attach' | 'detach', instance: 'attachDisk' | 'detachDisk') =>
  (_ctx: CommandContext, _args: Partial<Args>, target?: unknown): Availability => {
    const parts = targetParts(target)
    return (
      (parts.instance && instanceDisabledReason(instance, parts.instance)) ||
      (parts.disk && diskDisabledReason(disk, parts.disk)) ||
      true
    )
  }

async function resolve(_ctx: CommandContext, { project, disk, instance }: Args) {
  const [d, i] = await Promise.all([
    diskView({ path: { disk }, query: { project } }),
    instanceView({ path: { instance }, query: { project } }),
  ])
  return { disk: d, instance: i }
}

const refresh = (ctx: CommandContext) =>
  invalidate(ctx.mutate, diskList, diskView, instanceDiskList, instanceList, instanceView)

/** Where the disk is once any attach or detach has settled: an instance id, or none. */
async function diskPlace({ project, disk }: Args) {
  const d = await settle(
    () => diskView({ path: { disk }, query: { project } }),
    (d) => d.state.state === 'attaching' || d.state.state === 'detaching',
  )
  return d.state.state === 'attached' ? d.state.instance : undefined
}

/** Undo of an attach (a detach) or a detach (an attach), while the disk is where it was left. */
const back = (kind: 'attach' | 'detach') =>
  undoable<Args, { id: string } | undefined, { id: string }>({
    before: ({ project, instance }) =>
      instanceView({ path: { instance }, query: { project } }).then((i) => ({ id: i.id })),
    inverse: (a, inst) =>
      step(
        kind === 'attach' ? 'disk.detach' : 'disk.attach',
        { project: a.project, disk: a.disk, instance: a.instance },
        kind === 'attach'
          ? `Detach disk ${a.disk} from ${a.instance}`
          : `Attach disk ${a.disk} to ${a.instance}`,
        async () => {
          const at = await diskPlace(a)
          const left = kind === 'attach' ? inst?.id : undefined
          if (at === left) return true
          return at
            ? `disk ${a.disk} is now attached to ${at === inst?.id ? a.instance : `another instance (${at})`}`
            : `disk ${a.disk} is now detached`
        },
      ),
  })

const defaults = (ctx: CommandContext) => ({
  project: ctx.scope.project,
  instance: ctx.scope.instance,
  disk: ctx.scope.disk,
})

export const diskAttachCommand = defineCommand({
  id: 'disk.attach',
  title: 'Attach disk',
  group: 'Disks',
  keywords: ['instance', 'volume', 'mount'],
  args: args.extend({ instance: ref('Instance to attach the disk to') }),
  defaults,
  complete: { disk: completeDisks, instance: completeInstances },
  resolve,
  available: gate('attach', 'attachDisk'),
  async run({ project, disk, instance }, ctx) {
    const attached = await instanceDiskAttach({
      path: { instance },
      query: { project },
      body: { disk },
    })
    await refresh(ctx)
    return attached
  },
  successMessage: ({ disk, instance }) => `Disk ${disk} attached to ${instance}`,
  undo: back('attach'),
  cli: (a) =>
    cli('instance disk attach', { project: a.project, instance: a.instance, disk: a.disk }),
})

export const diskDetachCommand = defineCommand({
  id: 'disk.detach',
  title: 'Detach disk',
  group: 'Disks',
  keywords: ['instance', 'volume', 'unmount'],
  args: args.extend({ instance: ref('Instance the disk is attached to') }),
  defaults,
  complete: { disk: completeDisks, instance: completeInstances },
  resolve,
  available: (ctx, args, target): Availability => {
    const { disk, instance } = targetParts(target)
    // The platform keeps an instance's boot disk attached until another one is chosen.
    if (isBootOf(disk, instance)) return BOOT_DISK_REASON
    return gate('detach', 'detachDisk')(ctx, args, target)
  },
  confirm: ({ disk, instance }) => ({
    title: 'Detach disk',
    message: `Are you sure you want to detach disk ${disk} from instance ${instance}?`,
    actionLabel: 'Detach',
  }),
  async run({ project, disk, instance }, ctx) {
    const detached = await instanceDiskDetach({
      path: { instance },
      query: { project },
      body: { disk },
    })
    await refresh(ctx)
    return detached
  },
  successMessage: ({ disk, instance }) => `Disk ${disk} detached from ${instance}`,
  undo: back('detach'),
  cli: (a) =>
    cli('instance disk detach', { project: a.project, instance: a.instance, disk: a.disk }),
})

export const diskAttachCommands = commandList(diskAttachCommand, diskDetachCommand)
