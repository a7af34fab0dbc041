// disk_create's rules (omicron nexus/src/app/disk.rs validate_disk_create_params): the size is
// a whole number of GiB, at most 1023 GiB, a multiple of the block size, and at least the size
// of the image or snapshot it comes from.
import { clock } from './clock'
import { invalidRequest, notFound } from './errors'
import { newId } from './ids'
import { assertUnique } from './lookup'
import type { Db } from './store'
import { later } from './transitions'
import type { Schemas as S } from './types'

const GiB = 1024 ** 3
export const MAX_DISK_SIZE = 1023 * GiB

export function createDisk(
  db: Db,
  project: S['Project'],
  params: S['DiskCreate'],
  initial: 'creating' | 'detached' = 'creating',
): S['Disk'] {
  assertUnique(
    db.disks.filter((d) => d.project_id === project.id),
    'disk',
    params.name,
  )
  let blockSize: S['BlockSize'] = 512
  let imageId: string | null = null
  let snapshotId: string | null = null
  let readOnly = false
  let importing = false
  const backend = params.disk_backend
  if (backend.type === 'distributed') {
    const src = backend.disk_source
    if (src.type === 'blank' || src.type === 'importing_blocks') {
      blockSize = src.block_size
      importing = src.type === 'importing_blocks'
    } else if (src.type === 'image') {
      const image = db.images.find((i) => i.id === src.image_id)
      if (!image || (image.project_id && image.project_id !== project.id))
        throw notFound('image', { id: src.image_id })
      if (params.size < image.size)
        throw invalidRequest(
          `disk size ${params.size} must be greater than or equal to image size ${image.size}`,
        )
      blockSize = image.block_size
      imageId = image.id
      readOnly = src.read_only
    } else {
      const snap = db.snapshots.find((s) => s.id === src.snapshot_id && s.project_id === project.id)
      if (!snap) throw notFound('snapshot', { id: src.snapshot_id })
      if (snap.state !== 'ready')
        throw invalidRequest(`snapshot ${snap.name} is not ready (state ${snap.state})`)
      if (params.size < snap.size)
        throw invalidRequest(
          `disk size ${params.size} must be greater than or equal to snapshot size ${snap.size}`,
        )
      snapshotId = snap.id
      readOnly = src.read_only
    }
  }
  if (params.size < GiB) throw invalidRequest('disk size must be at least 1 GiB')
  if (params.size % GiB !== 0) throw invalidRequest('disk size must be a multiple of 1 GiB')
  if (params.size > MAX_DISK_SIZE) throw invalidRequest('total size must be less than 1023 GiB')
  if (params.size % blockSize !== 0)
    throw invalidRequest(`disk size must be a multiple of the block size ${blockSize}`)

  const time = clock.iso()
  const disk: S['Disk'] = {
    id: newId(),
    name: params.name,
    description: params.description,
    project_id: project.id,
    size: params.size,
    block_size: blockSize,
    device_path: `/mnt/${params.name}`,
    disk_type: backend.type,
    image_id: imageId,
    snapshot_id: snapshotId,
    read_only: readOnly,
    state: importing ? { state: 'import_ready' } : { state: initial },
    time_created: time,
    time_modified: time,
  }
  db.disks.push(disk)
  if (disk.state.state === 'creating') {
    later(db, disk.id, () => {
      if (disk.state.state === 'creating') disk.state = { state: 'detached' }
    })
  }
  return disk
}
