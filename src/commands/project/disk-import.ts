// Import a local image file into a new disk, and cancel a running import. A file can't be typed
// into the palette: run with neither a file nor a same-origin `--url` (a script's demo image),
// disk.import opens the disk form on its upload source.
import { z } from 'zod'
import { diskList, diskView, imageList, snapshotList } from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { fetchSameOriginFile } from '@/api/same-origin-file'
import { pb } from '@/lib/paths'
import { description, diskDefaults, newName, project, projectDefaults, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { completeDisks } from '../core/complete'
import { defineCommand, type Availability } from '../core/define'
import { openEditForm, isOpened } from '../core/edit-form'
import {
  BLOCK_SIZES,
  IMPORTING_STATES,
  abandonImport,
  cancelImport,
  isImportRunning,
  runDiskImport,
} from './disk-import-run'

const group = 'Disks'

/**
 * The disk form's address with the upload source chosen (and the name, when given); `image`
 * opens it with "create an image" ticked, for uploading an image.
 */
export const diskImportFormPath = (project: string, disk?: string, image = false) => {
  const query = new URLSearchParams({ source: 'upload' })
  if (disk) query.set('name', disk)
  if (image) query.set('image', '1')
  return `${pb.disksNew({ project })}?${query}`
}

const fileName = (file: unknown) =>
  typeof file === 'object' && file !== null && 'name' in file ? String(file.name) : undefined

export const diskImportCommand = defineCommand({
  id: 'disk.import',
  title: 'Import disk from file',
  group,
  keywords: ['upload', 'image', 'iso', 'raw', 'bulk', 'new', 'create'],
  args: z.object({
    project,
    disk: newName('disk'),
    description: description('disk'),
    file: z
      .instanceof(Blob)
      .optional()
      .describe('The raw disk image to upload; chosen in the form (opened when omitted)'),
    url: z
      .string()
      .min(1)
      .optional()
      .describe('Path of a raw disk image this site serves, e.g. /demos/tiny-disk.raw'),
    blockSize: z.coerce
      .number()
      .pipe(z.union(BLOCK_SIZES.map((n) => z.literal(n))))
      .default(512)
      .describe('Block size in bytes of the disk: 512, 2048 or 4096'),
    snapshot: newName('snapshot')
      .optional()
      .describe('Name of a snapshot taken of the disk once imported'),
    image: newName('image').optional().describe('Name of an image made from that snapshot'),
    imageDescription: description('image'),
    imageOs: z.string().optional().describe('Operating system of the image, e.g. ubuntu'),
    imageVersion: z.string().optional().describe('Version of the operating system, e.g. 24.04'),
  }),
  defaults: projectDefaults,
  // `--name` as for every other new resource (the CLI's own flag is `--disk`).
  line: { flags: { name: 'disk' } },
  async run({ file, url, ...a }, ctx) {
    if (file && url) throw new Error('Give a file or a URL, not both')
    const source = file ?? (url === undefined ? undefined : await fetchSameOriginFile(url))
    if (!source) return openEditForm(ctx, diskImportFormPath(a.project, a.disk))
    const result = await runDiskImport({ ...a, file: source }, ctx)
    await invalidate(ctx.mutate, imageList, snapshotList, diskList)
    return result
  },
  successMessage: (a, result) =>
    isOpened(result) ? '' : `Disk ${a.disk} imported${a.image ? `, image ${a.image} created` : ''}`,
  cli: (a) =>
    cli('disk import', {
      project: a.project,
      description: a.description,
      // The CLI reads a local path; a site path reads back as --url (the oxide line round-trips).
      path: fileName(a.file) ?? a.url,
      disk: a.disk,
      diskBlockSize: a.blockSize,
      snapshot: a.snapshot,
      image: a.image,
      imageDescription: a.image ? a.imageDescription : undefined,
      imageOs: a.imageOs,
      imageVersion: a.imageVersion,
    }),
})

const diskState = (t: unknown) =>
  typeof t === 'object' && t !== null
    ? (t as { state?: { state?: unknown } }).state?.state
    : undefined

/** disk.import-cancel's result when it stopped an import running in this tab. */
const RUNNING = 'stopping the running import'

export const diskImportCancelCommand = defineCommand({
  id: 'disk.import-cancel',
  title: 'Cancel disk import',
  group,
  keywords: ['stop', 'abort', 'upload'],
  args: z.object({ project, disk: ref('Disk being imported') }),
  defaults: diskDefaults,
  complete: { disk: completeDisks },
  resolve: (_ctx, { project, disk }) => diskView({ path: { disk }, query: { project } }),
  // An import running in this tab, or one left unfinished (a closed tab, an interrupted CLI).
  available: (_ctx, { project, disk }, target): Availability => {
    if (project && disk && isImportRunning(project, disk)) return true
    const state = diskState(target)
    return typeof state !== 'string' || IMPORTING_STATES.includes(state)
      ? true
      : 'Only import ready or importing disks have an import to cancel'
  },
  confirm: ({ disk }) => ({
    title: 'Cancel disk import',
    message: `Stop importing into disk ${disk}? The disk is deleted.`,
    actionLabel: 'Cancel import',
  }),
  async run({ project, disk }, ctx) {
    // A running import stops its uploads and cleans up itself, and reports how that went.
    if (cancelImport(project, disk)) return RUNNING
    await abandonImport(project, disk)
    await invalidate(ctx.mutate, diskList)
    return undefined
  },
  successMessage: (a, result) =>
    result === RUNNING ? '' : `Import of disk ${a.disk} cancelled; the disk was deleted`,
  // What the CLI does when its import is interrupted.
  cli: (a) =>
    `${cli('disk import stop', { project: a.project, disk: a.disk })} && ${cli('disk delete', { project: a.project, disk: a.disk })}`,
})
