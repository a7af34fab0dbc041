// Snapshot commands: create (of a disk) and delete.
import { z } from 'zod'
import { diskDisabledReason } from '@/api/capabilities'
import {
  snapshotCreate,
  snapshotDelete,
  snapshotList,
  snapshotView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { description, diskDefaults, newName, project, projectDefaults, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeDisks, completeSnapshots } from '../core/complete'
import { defineCommand, type Availability } from '../core/define'
import { undoCreate } from '../history/undo-kinds'
import { isDisk, resolveDisk } from './disks'

const group = 'Snapshots'

export const snapshotCreateCommand = defineCommand({
  id: 'snapshot.create',
  title: 'Create snapshot',
  group,
  keywords: ['new', 'backup', 'disk'],
  args: z.object({
    project,
    disk: ref('Disk to snapshot'),
    name: newName('snapshot'),
    description: description('snapshot'),
  }),
  defaults: diskDefaults,
  complete: { disk: completeDisks },
  resolve: resolveDisk,
  available: (_ctx, _args, target): Availability =>
    isDisk(target) ? (diskDisabledReason('snapshot', target) ?? true) : true,
  async run({ project, disk, name, description }, ctx) {
    const created = await snapshotCreate({ query: { project }, body: { disk, name, description } })
    await invalidate(ctx.mutate, snapshotList)
    return created
  },
  successMessage: ({ name }) => `Snapshot ${name} created`,
  undo: undoCreate<{ project: string }>({
    what: 'snapshot',
    del: 'snapshot.delete',
    args: (a, c) => ({ project: a.project, snapshot: c.name }),
    read: (a, c) => snapshotView({ path: { snapshot: c.name }, query: { project: a.project } }),
  }),
  cli: (a) =>
    cli('snapshot create', {
      project: a.project,
      disk: a.disk,
      name: a.name,
      description: a.description,
    }),
})

export const snapshotDeleteCommand = defineCommand({
  id: 'snapshot.delete',
  title: 'Delete snapshot',
  group,
  keywords: ['remove'],
  args: z.object({ project, snapshot: ref('Snapshot name') }),
  defaults: projectDefaults,
  complete: { snapshot: completeSnapshots },
  confirm: ({ snapshot }) => ({
    title: 'Delete snapshot',
    message: `Are you sure you want to delete snapshot ${snapshot}? This cannot be undone.`,
    actionLabel: 'Delete',
  }),
  async run({ project, snapshot }, ctx) {
    await snapshotDelete({ path: { snapshot }, query: { project } })
    await invalidate(ctx.mutate, snapshotList)
  },
  successMessage: ({ snapshot }) => `Snapshot ${snapshot} deleted`,
  cli: (a) => cli('snapshot delete', { project: a.project, snapshot: a.snapshot }),
})

export const snapshotCommands = commandList(snapshotCreateCommand, snapshotDeleteCommand)
