// "Create and attach disk" from an instance's storage tab: a new blank disk, attached at once.
// Attaching is gated by the instance's run state (section 4), so the command checks it before
// creating anything; a disk in `creating` may be attached, so there is no wait in between.
import { z } from 'zod'
import { hasRunState, instanceDisabledReason } from '@/api/capabilities'
import {
  diskCreate,
  diskList,
  instanceDiskAttach,
  instanceDiskList,
  instanceView,
} from '@/api/generated/operations'
import { asApiError } from '@/api/errors'
import { invalidate } from '@/api/hooks'
import { DISK_MAX_GIB, description, gibToBytes, newName, project, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeInstances } from '../core/complete'
import { defineCommand, type Availability } from '../core/define'
import { diskSizeChoices } from '../core/size-choices'

export const instanceDiskCreateCommand = defineCommand({
  id: 'instance.disk-create',
  title: 'Create and attach disk',
  group: 'Instances',
  keywords: ['new', 'disk', 'volume', 'attach'],
  args: z.object({
    project,
    instance: ref('Instance to attach the new disk to'),
    name: newName('disk'),
    description: description('disk'),
    size: z.coerce.number().int().min(1).max(DISK_MAX_GIB).default(10).describe('Size in GiB'),
    blockSize: z.coerce
      .number()
      .pipe(z.union([z.literal(512), z.literal(2048), z.literal(4096)]))
      .default(4096)
      .describe('Block size in bytes: 512, 2048 or 4096'),
  }),
  defaults: (ctx) => ({ project: ctx.scope.project, instance: ctx.scope.instance }),
  ask: ['size'],
  complete: { instance: completeInstances, size: async () => diskSizeChoices(10) },
  resolve: (_ctx, { project, instance }) =>
    instanceView({ path: { instance }, query: { project } }),
  target: hasRunState,
  available: (_ctx, _args, target): Availability =>
    target ? (instanceDisabledReason('attachDisk', target) ?? true) : true,
  async run(a, ctx) {
    const disk = await diskCreate({
      query: { project: a.project },
      body: {
        name: a.name,
        description: a.description,
        size: gibToBytes(a.size),
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'blank', blockSize: a.blockSize },
        },
      },
    })
    try {
      const attached = await instanceDiskAttach({
        path: { instance: a.instance },
        query: { project: a.project },
        body: { disk: disk.id },
      })
      return attached
    } catch (e) {
      // Say what did happen: the disk exists, detached, and can be attached or deleted later.
      const error = asApiError(e)
      throw new Error(`Disk ${a.name} was created but not attached: ${error.message}`)
    } finally {
      await invalidate(ctx.mutate, diskList, instanceDiskList)
    }
  },
  successMessage: (a) => `Disk ${a.name} created and attached to ${a.instance}`,
  cli: (a) =>
    [
      cli('disk create', {
        project: a.project,
        name: a.name,
        description: a.description,
        size: a.size === undefined ? undefined : `${a.size}GiB`,
      }),
      cli('instance disk attach', { project: a.project, instance: a.instance, disk: a.name }),
    ].join(' && '),
})

export const instanceDiskCreateCommands = commandList(instanceDiskCreateCommand)
