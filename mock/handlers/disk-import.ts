// Importing an image into a disk with bulk writes, the flow the CLI and console upload use:
// import_ready -> (bulk-write-start) importing_from_bulk_writes -> (bulk-write ...) ->
// (bulk-write-stop) import_ready -> (finalize) detached, optionally snapshotting the result.
// Checks follow omicron nexus/src/app/disk.rs (disk_manual_import and friends).
import { clock } from '../db/clock'
import { invalidRequest } from '../db/errors'
import { find } from '../db/lookup'
import type { Schemas as S } from '../db/types'
import type { HandlerMap } from '../msw/types'
import { createSnapshot } from './snapshots-images'

/** The largest chunk one bulk-write call may carry (512 KiB in Nexus). */
export const MAX_CHUNK = 512 * 1024

const requireState = (disk: S['Disk'], state: S['DiskState']['state'], doing: string) => {
  if (disk.state.state !== state) {
    throw invalidRequest(
      `cannot ${doing} disk ${disk.name}: it is ${disk.state.state}, expected ${state}`,
    )
  }
}

function decodedLength(b64: string) {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 !== 0) return null
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0
  return (b64.length / 4) * 3 - padding
}

export const diskImportHandlers = {
  disk_bulk_write_import_start: (ctx) => {
    const { db } = ctx
    const disk = find.disk(ctx, { need: 'collaborator' })
    requireState(disk, 'import_ready', 'start a bulk write into')
    disk.state = { state: 'importing_from_bulk_writes' }
    disk.time_modified = clock.iso()
    db.diskImports[disk.id] ??= { bytes: 0 }
  },

  disk_bulk_write_import: (ctx) => {
    const { db, body } = ctx
    const disk = find.disk(ctx, { need: 'collaborator' })
    requireState(disk, 'importing_from_bulk_writes', 'bulk write into')
    const length = decodedLength(body.base64_encoded_data)
    if (length === null) throw invalidRequest('error decoding base64 data: invalid base64')
    if (body.offset % disk.block_size !== 0) throw invalidRequest('offset not block size aligned')
    if (length % disk.block_size !== 0) throw invalidRequest('data length not block size aligned')
    if (length > MAX_CHUNK) throw invalidRequest(`data must be at most ${MAX_CHUNK} bytes`)
    if (body.offset + length > disk.size) {
      throw invalidRequest(
        `offset ${body.offset} + data length ${length} is past the end of the disk (${disk.size} bytes)`,
      )
    }
    const progress = (db.diskImports[disk.id] ??= { bytes: 0 })
    progress.bytes = Math.max(progress.bytes, body.offset + length)
  },

  disk_bulk_write_import_stop: (ctx) => {
    const disk = find.disk(ctx, { need: 'collaborator' })
    requireState(disk, 'importing_from_bulk_writes', 'stop the bulk write into')
    disk.state = { state: 'import_ready' }
    disk.time_modified = clock.iso()
  },

  disk_finalize_import: (ctx) => {
    const { db, body } = ctx
    const disk = find.disk(ctx, { need: 'collaborator' })
    requireState(disk, 'import_ready', 'finalize the import of')
    // Create the snapshot first so a duplicate name leaves the disk untouched. Nexus runs the
    // snapshot saga to its end before finalize answers, so the snapshot is ready.
    if (body.snapshot_name) {
      const description = `Snapshot of imported disk ${disk.name}`
      createSnapshot(db, disk, body.snapshot_name, description, 'ready')
    }
    disk.state = { state: 'detached' }
    disk.time_modified = clock.iso()
    delete db.diskImports[disk.id]
  },
} satisfies HandlerMap
