// Disk commands: create (blank, or from a snapshot or an image) and delete.
import { z } from 'zod'
import { diskDisabledReason } from '@/api/capabilities'
import {
  diskCreate,
  diskDelete,
  diskList,
  diskView,
  snapshotView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { isUuid } from '@/lib/validators'
import { pb } from '@/lib/paths'
import {
  DISK_MAX_GIB,
  bytesToGib,
  description,
  diskDefaults,
  gibToBytes,
  newName,
  project,
  projectDefaults,
  ref,
} from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeBootImages, completeDisks, completeSnapshots, findImage } from '../core/complete'
import { defineCommand, type Availability, type CommandContext } from '../core/define'
import { diskSizeChoices } from '../core/size-choices'
import { undoCreate } from '../history/undo-kinds'
import { BLOCK_SIZES } from './disk-import-run'
import { diskImportCancelCommand, diskImportCommand } from './disk-import'

const group = 'Disks'

/** A blank disk's size when none is given. */
export const DEFAULT_BLANK_DISK_GIB = 10

export const DISK_SOURCES = ['blank', 'snapshot', 'image'] as const
export { BLOCK_SIZES }

const snapshotFor = (project: string, snapshot: string) =>
  snapshotView({ path: { snapshot }, query: isUuid(snapshot) ? {} : { project } })

/** The source's backend and the smallest size (GiB) a disk made from it may have. */
async function diskSource(a: {
  project: string
  source: (typeof DISK_SOURCES)[number]
  snapshot?: string
  image?: string
  blockSize: (typeof BLOCK_SIZES)[number]
}) {
  if (a.source === 'snapshot') {
    if (!a.snapshot) throw new Error('Choose the snapshot to create the disk from')
    const snap = await snapshotFor(a.project, a.snapshot)
    const source = { type: 'snapshot' as const, snapshotId: snap.id, readOnly: false }
    return { source, minGib: Math.ceil(bytesToGib(snap.size)) }
  }
  if (a.source === 'image') {
    if (!a.image) throw new Error('Choose the image to create the disk from')
    const image = await findImage(a.project, a.image)
    const source = { type: 'image' as const, imageId: image.id, readOnly: false }
    return { source, minGib: Math.ceil(bytesToGib(image.size)) }
  }
  return { source: { type: 'blank' as const, blockSize: a.blockSize }, minGib: 1 }
}

/** A new disk's size when none is given: the source's size, or 10 GiB for a blank disk. */
async function defaultSizeGib(a: Parameters<typeof diskSource>[0]) {
  if (a.source === 'blank') return DEFAULT_BLANK_DISK_GIB
  return (await diskSource(a)).minGib
}

export const diskCreateCommand = defineCommand({
  id: 'disk.create',
  title: 'Create disk',
  group,
  keywords: ['new', 'volume'],
  args: z.object({
    project,
    name: newName('disk'),
    description: description('disk'),
    source: z
      .enum(DISK_SOURCES)
      .default('blank')
      .describe('Blank, or a copy of a snapshot or image'),
    snapshot: z.string().optional().describe('Snapshot to copy, when the source is a snapshot'),
    image: z
      .string()
      .optional()
      .describe('Image to copy (project or silo), when the source is an image'),
    blockSize: z.coerce
      .number()
      .pipe(z.union(BLOCK_SIZES.map((n) => z.literal(n))))
      .default(4096)
      .describe('Block size in bytes of a blank disk: 512, 2048 or 4096'),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .max(DISK_MAX_GIB)
      .optional()
      .describe(
        `Size in GiB; the source's size, or ${DEFAULT_BLANK_DISK_GIB} for a blank disk, if omitted`,
      ),
  }),
  defaults: projectDefaults,
  ask: ['size'],
  complete: {
    snapshot: completeSnapshots,
    image: completeBootImages,
    size: async (_ctx, p) =>
      diskSizeChoices(
        await defaultSizeGib({
          project: p.project ?? '',
          source: p.source ?? 'blank',
          snapshot: p.snapshot,
          image: p.image,
          blockSize: p.blockSize ?? 4096,
        }).catch(() => DEFAULT_BLANK_DISK_GIB),
      ),
  },
  async run(a, ctx) {
    const { source, minGib } = await diskSource(a)
    const size = a.size ?? (a.source === 'blank' ? DEFAULT_BLANK_DISK_GIB : minGib)
    if (size < minGib)
      throw new Error(`Size must be at least ${minGib} GiB, the size of the ${a.source}`)
    const created = await diskCreate({
      query: { project: a.project },
      body: {
        name: a.name,
        description: a.description,
        size: gibToBytes(size),
        diskBackend: { type: 'distributed', diskSource: source },
      },
    })
    await invalidate(ctx.mutate, diskList)
    return created
  },
  successMessage: ({ name }) => `Disk ${name} created`,
  undo: undoCreate<{ project: string }>({
    what: 'disk',
    del: 'disk.delete',
    args: (a, c) => ({ project: a.project, disk: c.name }),
    read: (a, c) => diskView({ path: { disk: c.name }, query: { project: a.project } }),
  }),
  cli: (a) =>
    cli('disk create', {
      project: a.project,
      name: a.name,
      description: a.description,
      size: a.size === undefined ? undefined : `${a.size}GiB`,
      snapshot: a.source === 'snapshot' ? a.snapshot : undefined,
      image: a.source === 'image' ? a.image : undefined,
    }),
})

/** A disk row or completion choice, whose state the section 4 disk table gates. */
export const isDisk = (t: unknown): t is { state: { state: string } } =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as { state?: { state?: unknown } }).state?.state === 'string'

/** The disk named by the args, for `available` when the caller has no row. */
export const resolveDisk = (
  _ctx: CommandContext,
  { project, disk }: { project: string; disk: string },
) => diskView({ path: { disk }, query: { project } })

export const diskDeleteCommand = defineCommand({
  id: 'disk.delete',
  title: 'Delete disk',
  group,
  keywords: ['remove', 'volume'],
  args: z.object({ project, disk: ref('Disk name') }),
  defaults: diskDefaults,
  complete: { disk: completeDisks },
  resolve: resolveDisk,
  available: (_ctx, _args, target): Availability =>
    isDisk(target) ? (diskDisabledReason('delete', target) ?? true) : true,
  confirm: ({ disk }) => ({
    title: 'Delete disk',
    message: `Are you sure you want to delete disk ${disk}? Its data is lost.`,
    actionLabel: 'Delete',
  }),
  async run({ project, disk }, ctx) {
    await diskDelete({ path: { disk }, query: { project } })
    // Leave the disk's own page before it refetches into a 404.
    if (ctx.scope.disk === disk) ctx.navigate(pb.disks({ project }))
    await invalidate(ctx.mutate, diskList)
  },
  successMessage: ({ disk }) => `Disk ${disk} deleted`,
  cli: (a) => cli('disk delete', { project: a.project, disk: a.disk }),
})

export const diskCommands = commandList(
  diskCreateCommand,
  diskDeleteCommand,
  diskImportCommand,
  diskImportCancelCommand,
)
