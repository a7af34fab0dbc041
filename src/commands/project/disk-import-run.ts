// The disk import pipeline (spec section 4: bulk-write start, bulk-write repeated, bulk-write
// stop, finalize): make an import-ready disk, write the file into it in block-aligned base64
// chunks a few at a time, finalize it (optionally snapshotting it) and optionally make an
// image of that snapshot. A failure or a cancel stops the bulk write and deletes the disk, and
// its message names the step. Each chunk is read with Blob.slice when its turn comes, so a
// 1 GiB file never sits in memory whole.
import { asApiError } from '@/api/errors'
import {
  diskBulkWriteImport,
  diskBulkWriteImportStart,
  diskBulkWriteImportStop,
  diskCreate,
  diskDelete,
  diskFinalizeImport,
  diskList,
  diskView,
  imageCreate,
  imageList,
  snapshotList,
  snapshotView,
} from '@/api/generated/operations'
import type { Disk, Image } from '@/api/generated/schemas'
import { fetchAllPages, invalidate } from '@/api/hooks'
import {
  IMPORT_CONCURRENCY,
  chunkToBase64,
  importDiskSize,
  importSizeError,
  planChunks,
  runBounded,
} from '@/lib/import-chunker'
import {
  IMPORT_STEPS,
  importKey,
  setImportProgressAtom,
  type ImportProgress,
  type ImportStep,
} from '@/state/disk-import'
import type { CommandContext } from '../core/define'

/** The block sizes a disk may have (nexus.json BlockSize). */
export const BLOCK_SIZES = [512, 2048, 4096] as const

export type DiskImportArgs = {
  project: string
  disk: string
  description: string
  file: Blob
  blockSize: (typeof BLOCK_SIZES)[number]
  snapshot?: string
  image?: string
  imageDescription: string
  imageOs?: string
  imageVersion?: string
}

// Imports running in this tab, so disk.import-cancel can stop one.
const running = new Map<string, AbortController>()

export const isImportRunning = (project: string, disk: string) =>
  running.has(importKey(project, disk))

/** Stops the import's uploads; the import then cleans up. False when none is running. */
export function cancelImport(project: string, disk: string): boolean {
  const controller = running.get(importKey(project, disk))
  controller?.abort(new Error('cancelled'))
  return controller !== undefined
}

/** Checks made before anything is created, so a bad request leaves nothing behind. */
export function importArgsError(a: DiskImportArgs): string | undefined {
  const size = importSizeError(a.file.size)
  if (size) return size
  if (a.image && !a.snapshot) return 'An image is made from a snapshot: give the snapshot a name'
  if (a.image && (!a.imageOs || !a.imageVersion)) return 'An image needs its OS and version'
  return undefined
}

export async function runDiskImport(a: DiskImportArgs, ctx: CommandContext) {
  const argsError = importArgsError(a)
  if (argsError) throw new Error(argsError)
  const key = importKey(a.project, a.disk)
  if (running.has(key)) throw new Error(`Disk ${a.disk} is already being imported`)
  const controller = new AbortController()
  const { signal } = controller
  const query = { project: a.project }
  const path = { disk: a.disk }
  const now = () => Date.now()
  const progress: ImportProgress = {
    project: a.project,
    disk: a.disk,
    step: 'check',
    status: 'running',
    bytes: 0,
    total: a.file.size,
    startedAt: now(),
    updatedAt: now(),
  }
  const report = (change: Partial<ImportProgress>) => {
    Object.assign(progress, change)
    ctx.store.set(setImportProgressAtom, { ...progress })
  }
  const step = async <T>(name: ImportStep, work: () => Promise<T>): Promise<T> => {
    report({ step: name })
    if (signal.aborted) throw signal.reason
    return work()
  }

  running.set(key, controller)
  report({})
  let created = false
  try {
    // Before uploading what may be gigabytes, make sure the names after the upload are free.
    await step('check', () => namesTaken(a))
    await step('create', () =>
      diskCreate({
        query,
        body: {
          name: a.disk,
          description: a.description,
          size: importDiskSize(a.file.size),
          diskBackend: {
            type: 'distributed',
            diskSource: { type: 'importing_blocks', blockSize: a.blockSize },
          },
        },
      }),
    )
    created = true
    await invalidate(ctx.mutate, diskList)
    await step('start', () => diskBulkWriteImportStart({ path, query }, { signal }))
    await step('upload', () => {
      report({ startedAt: now(), updatedAt: now() })
      return runBounded(
        planChunks(a.file.size, a.blockSize),
        IMPORT_CONCURRENCY,
        async (chunk) => {
          const bytes = new Uint8Array(
            await a.file.slice(chunk.offset, chunk.offset + chunk.length).arrayBuffer(),
          )
          const base64EncodedData = chunkToBase64(bytes, chunk.sentLength)
          await diskBulkWriteImport(
            { path, query, body: { offset: chunk.offset, base64EncodedData } },
            { signal },
          )
          report({ bytes: progress.bytes + chunk.length, updatedAt: now() })
        },
        signal,
      )
    })
    await step('stop', () => diskBulkWriteImportStop({ path, query }))
    await step('finalize', () =>
      diskFinalizeImport({ path, query, body: { snapshotName: a.snapshot ?? null } }),
    )
  } catch (e) {
    const failedAt = progress.step
    const cancelled = signal.aborted
    const cleanup = created ? await cleanUp(a) : ''
    await invalidate(ctx.mutate, diskList)
    const message = cancelled
      ? `Import of disk ${a.disk} cancelled while ${IMPORT_STEPS[failedAt]}${cleanup}`
      : `Import failed while ${IMPORT_STEPS[failedAt]}: ${asApiError(e).message}${cleanup}`
    report({ status: cancelled ? 'cancelled' : 'failed', message })
    throw new Error(message)
  } finally {
    running.delete(key)
  }
  await invalidate(ctx.mutate, diskList, diskView, snapshotList)
  const image = a.image ? await makeImage(a, report) : undefined
  report({ status: 'done', bytes: a.file.size })
  return { disk: await diskView({ path, query }), image }
}

/** The states of a disk an import left unfinished. */
export const IMPORTING_STATES = ['import_ready', 'importing_from_bulk_writes']

/**
 * What the CLI does with an import it abandons: stop the bulk write if one runs, then delete the
 * disk (Nexus deletes an import-ready disk for this).
 */
export async function abandonImport(project: string, disk: string) {
  const params = { path: { disk }, query: { project } }
  const d: Disk = await diskView(params)
  if (d.state.state === 'importing_from_bulk_writes') await diskBulkWriteImportStop(params)
  await diskDelete(params)
}

/** Abandons the import; says what happened, for the failure's message. */
async function cleanUp(a: DiskImportArgs): Promise<string> {
  try {
    await abandonImport(a.project, a.disk)
    return `; disk ${a.disk} was deleted`
  } catch (e) {
    return `; deleting disk ${a.disk} failed too (${asApiError(e).message}): cancel its import to try again`
  }
}

/** Fails when the snapshot or image the import would make already exists. */
async function namesTaken(a: DiskImportArgs) {
  const query = { project: a.project }
  const [snapshots, images] = await Promise.all([
    a.snapshot ? fetchAllPages(snapshotList, { query }) : [],
    a.image ? fetchAllPages(imageList, { query }) : [],
  ])
  if (snapshots.some((s) => s.name === a.snapshot)) throw new Error('Snapshot name already exists')
  if (images.some((i) => i.name === a.image)) throw new Error('Image name already exists')
}

const SNAPSHOT_WAIT_MS = 30_000
const SNAPSHOT_POLL_MS = 500

/** The finalized disk's snapshot once it is ready: an image can only be made of a ready one. */
async function readySnapshot(project: string, snapshot: string) {
  const deadline = Date.now() + SNAPSHOT_WAIT_MS
  for (;;) {
    const s = await snapshotView({ path: { snapshot }, query: { project } })
    if (s.state === 'ready') return s
    if (s.state !== 'creating' || Date.now() > deadline)
      throw new Error(`snapshot ${snapshot} is ${s.state}, not ready`)
    await new Promise((r) => setTimeout(r, SNAPSHOT_POLL_MS))
  }
}

async function makeImage(
  a: DiskImportArgs,
  report: (p: Partial<ImportProgress>) => void,
): Promise<Image> {
  report({ step: 'image' })
  try {
    const snapshot = await readySnapshot(a.project, a.snapshot ?? '')
    return await imageCreate({
      query: { project: a.project },
      body: {
        name: a.image ?? '',
        description: a.imageDescription,
        os: a.imageOs ?? '',
        version: a.imageVersion ?? '',
        source: { type: 'snapshot', id: snapshot.id },
      },
    })
  } catch (e) {
    const message = `Import failed while ${IMPORT_STEPS.image}: ${asApiError(e).message}; disk ${a.disk} and snapshot ${a.snapshot} were kept`
    report({ status: 'failed', message })
    throw new Error(message)
  }
}
