// Reconfiguring an instance after creation: resize (vCPUs and memory), boot disk and auto-restart
// policy. instance_update replaces the whole configuration, so each command reads the instance
// and sends back everything it does not change.
import { z } from 'zod'
import {
  diskDisabledReason,
  hasRunState,
  instanceDisabledReason,
  type InstanceAction,
  type InstanceLike,
} from '@/api/capabilities'
import {
  instanceDiskList,
  instanceList,
  instanceUpdate,
  instanceView,
} from '@/api/generated/operations'
import type { Instance, InstanceUpdate } from '@/api/generated/schemas'
import { fetchAllPages, invalidate } from '@/api/hooks'
import {
  INSTANCE_MAX_CPUS,
  INSTANCE_MAX_MEMORY_GIB,
  bytesToGib,
  gibToBytes,
  project,
  ref,
} from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeInstances } from '../core/complete'
import { ALREADY_BOOT_DISK_REASON, isBootOf, targetParts } from './disk-attach'
import { defineCommand, type Availability, type Choice, type CommandContext } from '../core/define'

const group = 'Instances'

const gate =
  (action: InstanceAction | undefined) =>
  (_ctx: CommandContext, _args: object, target?: InstanceLike): Availability =>
    action && target ? (instanceDisabledReason(action, target) ?? true) : true

const resolve = (
  _ctx: CommandContext,
  { project, instance }: { project: string; instance: string },
) => instanceView({ path: { instance }, query: { project } })

/** The instance's current configuration with `patch` applied, as instance_update wants it. */
export function updateBody(i: Instance, patch: Partial<InstanceUpdate>): InstanceUpdate {
  return {
    ncpus: i.ncpus,
    memory: i.memory,
    bootDisk: i.bootDiskId ?? null,
    autoRestartPolicy: i.autoRestartPolicy ?? null,
    cpuPlatform: i.cpuPlatform ?? null,
    enableJumboFrames: i.enableJumboFrames ?? false,
    // null leaves multicast membership as it is.
    multicastGroups: null,
    ...patch,
  }
}

async function update(project: string, instance: string, patch: Partial<InstanceUpdate>) {
  const current = await instanceView({ path: { instance }, query: { project } })
  return instanceUpdate({
    path: { instance },
    query: { project },
    body: updateBody(current, patch),
  })
}

const refresh = (ctx: CommandContext) => invalidate(ctx.mutate, instanceList, instanceView)

const base = z.object({ project, instance: ref('Instance name') })
const defaults = (ctx: CommandContext) => ({
  project: ctx.scope.project,
  instance: ctx.scope.instance,
})

export const instanceResizeCommand = defineCommand({
  id: 'instance.resize',
  title: 'Resize instance',
  group,
  keywords: ['cpu', 'memory', 'vcpu', 'ram', 'update'],
  args: base.extend({
    ncpus: z.coerce.number().int().min(1).max(INSTANCE_MAX_CPUS).describe('Number of virtual CPUs'),
    memory: z.coerce.number().int().min(1).max(INSTANCE_MAX_MEMORY_GIB).describe('Memory in GiB'),
  }),
  defaults,
  complete: { instance: completeInstances },
  resolve,
  target: hasRunState,
  available: gate('resize'),
  async run({ project, instance, ncpus, memory }, ctx) {
    const updated = await update(project, instance, { ncpus, memory: gibToBytes(memory) })
    await refresh(ctx)
    return updated
  },
  successMessage: ({ instance, ncpus, memory }) =>
    `Instance ${instance} resized to ${ncpus} vCPU, ${memory} GiB`,
  cli: (a) =>
    cli('instance update', {
      project: a.project,
      instance: a.instance,
      ncpus: a.ncpus,
      memory: a.memory === undefined ? undefined : `${a.memory}GiB`,
    }),
})

/** The instance's attached disks, as boot disk choices. */
async function completeAttachedDisks(
  ctx: CommandContext,
  p: { project?: string; instance?: string },
): Promise<Choice[]> {
  const project = p.project ?? ctx.scope.project
  const instance = p.instance ?? ctx.scope.instance
  if (!project || !instance) return []
  const disks = await fetchAllPages(instanceDiskList, { path: { instance }, query: { project } })
  return disks.map((d) => ({
    value: d.name,
    detail: `${Math.ceil(bytesToGib(d.size))} GiB`,
    target: d,
  }))
}

export const instanceSetBootDiskCommand = defineCommand({
  id: 'instance.set-boot-disk',
  title: 'Set boot disk',
  group,
  keywords: ['boot', 'disk', 'update'],
  args: base.extend({ disk: ref('Attached disk to boot from') }),
  defaults,
  complete: { instance: completeInstances, disk: completeAttachedDisks },
  resolve,
  // From a disk row the target is the disk with its instance: both tables apply.
  available: (_ctx, _args, target): Availability => {
    const { disk, instance } = targetParts(target)
    return (
      (instance && instanceDisabledReason('updateBootDisk', instance)) ||
      (disk && diskDisabledReason('setAsBoot', disk)) ||
      (isBootOf(disk, instance) && ALREADY_BOOT_DISK_REASON) ||
      true
    )
  },
  async run({ project, instance, disk }, ctx) {
    const updated = await update(project, instance, { bootDisk: disk })
    await refresh(ctx)
    return updated
  },
  successMessage: ({ instance, disk }) => `Disk ${disk} is now the boot disk of ${instance}`,
  cli: (a) =>
    cli('instance update', { project: a.project, instance: a.instance, bootDisk: a.disk }),
})

/** `default` leaves the choice to the control plane (currently best effort). */
export const AUTO_RESTART_POLICIES = ['default', 'best_effort', 'never'] as const

export const instanceSetAutoRestartCommand = defineCommand({
  id: 'instance.set-auto-restart',
  title: 'Set auto-restart policy',
  group,
  keywords: ['restart', 'failure', 'policy'],
  args: base.extend({
    policy: z
      .enum(AUTO_RESTART_POLICIES)
      .describe('best_effort, never, or default (the control plane decides; now best effort)'),
  }),
  defaults,
  complete: {
    instance: completeInstances,
    policy: () =>
      Promise.resolve(
        AUTO_RESTART_POLICIES.map((value) => ({
          value,
          detail:
            value === 'never'
              ? 'never restarted after a failure'
              : value === 'best_effort'
                ? 'restarted after a failure when possible'
                : "the control plane's default",
        })),
      ),
  },
  // The platform accepts a policy change in any state.
  target: hasRunState,
  available: gate(undefined),
  async run({ project, instance, policy }, ctx) {
    const updated = await update(project, instance, {
      autoRestartPolicy: policy === 'default' ? null : policy,
    })
    await refresh(ctx)
    return updated
  },
  successMessage: ({ instance, policy }) =>
    `Auto-restart policy of ${instance} set to ${policy.replace('_', ' ')}`,
  cli: (a) =>
    cli('instance update', {
      project: a.project,
      instance: a.instance,
      // `default` sends null, the control plane's own choice: the CLI's update leaves out a
      // policy it is not given.
      autoRestartPolicy: a.policy === 'default' ? undefined : a.policy,
    }),
})

export const instanceUpdateCommands = commandList(
  instanceResizeCommand,
  instanceSetBootDiskCommand,
  instanceSetAutoRestartCommand,
)
