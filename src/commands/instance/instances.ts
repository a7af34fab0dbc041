// Instance lifecycle commands: start, stop, reboot, delete. Each is gated by the section 4 table
// through the capability helpers, on the target instance (a table row, a completion choice) or,
// when the caller has none, on the instance fetched by `resolve`.
import { z } from 'zod'
import {
  hasRunState,
  instanceDisabledReason,
  isBusy,
  type InstanceAction,
  type InstanceLike,
} from '@/api/capabilities'
import {
  instanceDelete,
  instanceList,
  instanceReboot,
  instanceStart,
  instanceStop,
  instanceView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { project, projectDefaults, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeInstances } from '../core/complete'
import { defineCommand, type Availability, type CommandContext } from '../core/define'
import { undoable } from '../core/undo-spec'
import { settle, step, still } from '../history/undo-checks'

const group = 'Instances'
const args = z.object({ project, instance: ref('Instance name') })
type Args = z.infer<typeof args>

/** Allowed by the table for the target's run state; without a target `resolve` decides later. */
const gate =
  (action: InstanceAction) =>
  (_ctx: CommandContext, _args: Partial<Args>, target?: InstanceLike): Availability =>
    target ? (instanceDisabledReason(action, target) ?? true) : true

const resolve = (_ctx: CommandContext, { project, instance }: Args) =>
  instanceView({ path: { instance }, query: { project } })

/** The instance's run state once any transition (`stopping`, `starting`) has ended. */
const settledState = ({ project, instance }: Args) =>
  settle(
    () => instanceView({ path: { instance }, query: { project } }),
    (i) => isBusy(i.runState),
  ).then((i) => i.runState)

/** Undo of a start or stop: the other one, once the instance is still where the change left it. */
const back = (id: 'instance.start' | 'instance.stop', left: 'running' | 'stopped') =>
  undoable<Args>({
    inverse: (a) =>
      step(
        id,
        { project: a.project, instance: a.instance },
        `${id === 'instance.start' ? 'Start' : 'Stop'} instance ${a.instance}`,
        async () => still(`instance ${a.instance}`, await settledState(a), left),
      ),
  })

/**
 * The instance's lists and view read again; so does the fleet's health (/system/issues lists
 * failed and stuck instances, and the row of one just started leaves it now, not at the page's
 * next 15 s look). Not waited for: it is several calls per project.
 */
const refresh = (ctx: CommandContext) => {
  void invalidate(ctx.mutate, { key: 'fleet-health' })
  return invalidate(ctx.mutate, instanceList, instanceView)
}

const common = {
  group,
  args,
  defaults: (ctx: CommandContext) => ({ ...projectDefaults(ctx), instance: ctx.scope.instance }),
  complete: { instance: completeInstances },
  resolve,
  target: hasRunState,
}

export const instanceStartCommand = defineCommand({
  ...common,
  id: 'instance.start',
  title: 'Start instance',
  keywords: ['boot', 'power on'],
  available: gate('start'),
  async run({ project, instance }, ctx) {
    const started = await instanceStart({ path: { instance }, query: { project } })
    await refresh(ctx)
    return started
  },
  successMessage: ({ instance }) => `Starting instance ${instance}`,
  undo: back('instance.stop', 'running'),
  cli: (a) => cli('instance start', { project: a.project, instance: a.instance }),
})

export const instanceStopCommand = defineCommand({
  ...common,
  id: 'instance.stop',
  title: 'Stop instance',
  keywords: ['shutdown', 'power off'],
  available: gate('stop'),
  confirm: ({ instance }) => ({
    title: 'Stop instance',
    message: `Are you sure you want to stop instance ${instance}? It will lose its in-memory state.`,
    actionLabel: 'Stop',
  }),
  async run({ project, instance }, ctx) {
    const stopped = await instanceStop({ path: { instance }, query: { project } })
    await refresh(ctx)
    return stopped
  },
  successMessage: ({ instance }) => `Stopping instance ${instance}`,
  undo: back('instance.start', 'stopped'),
  cli: (a) => cli('instance stop', { project: a.project, instance: a.instance }),
})

export const instanceRebootCommand = defineCommand({
  ...common,
  id: 'instance.reboot',
  title: 'Reboot instance',
  keywords: ['restart'],
  available: gate('reboot'),
  async run({ project, instance }, ctx) {
    const rebooted = await instanceReboot({ path: { instance }, query: { project } })
    await refresh(ctx)
    return rebooted
  },
  successMessage: ({ instance }) => `Rebooting instance ${instance}`,
  cli: (a) => cli('instance reboot', { project: a.project, instance: a.instance }),
})

export const instanceDeleteCommand = defineCommand({
  ...common,
  id: 'instance.delete',
  title: 'Delete instance',
  keywords: ['remove', 'destroy'],
  available: gate('delete'),
  confirm: ({ instance }) => ({
    title: 'Delete instance',
    message: `Are you sure you want to delete instance ${instance}? This cannot be undone.`,
    actionLabel: 'Delete',
  }),
  async run({ project, instance }, ctx) {
    await instanceDelete({ path: { instance }, query: { project } })
    // Leave the deleted instance's own pages before their queries refetch it into a 404.
    if (ctx.scope.instance === instance) ctx.navigate(pb.instances({ project }))
    await refresh(ctx)
  },
  successMessage: ({ instance }) => `Instance ${instance} deleted`,
  cli: (a) => cli('instance delete', { project: a.project, instance: a.instance }),
})

export const instanceCommands = commandList(
  instanceStartCommand,
  instanceStopCommand,
  instanceRebootCommand,
  instanceDeleteCommand,
)
