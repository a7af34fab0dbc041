// Snapshots and images. Images live in a project or, once promoted, silo-wide.
import { diskCan } from '@/api/capabilities'
import type { Schemas as S } from '../db/types'
import { requireSiloMember, requireSiloRole } from '../db/authz'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { isUuid, newId } from '../db/ids'
import { assertUnique, find, inProjectOf } from '../db/lookup'
import { paginate } from '../db/paginate'
import { later } from '../db/transitions'
import type { Actor } from '../db/authz'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

/** An image by id, by name in a project, or by name among the silo's images. */
function lookupImage(
  db: Db,
  actor: Actor,
  value: string,
  project: string | undefined,
  need: 'viewer' | 'collaborator' = 'viewer',
) {
  if (isUuid(value)) {
    const image = db.images.find((i) => i.id === value)
    if (!image) throw notFound('image', { id: value })
    if (image.project_id) find.image({ db, actor }, { value, project: undefined, need })
    else requireSiloMember(db, actor)
    return image
  }
  if (project) return find.image({ db, actor }, { value, project, need })
  requireSiloMember(db, actor)
  const image = db.images.find((i) => i.project_id == null && i.name === value)
  if (!image) throw notFound('image', { name: value })
  return image
}

/** A new snapshot; `ready` at once when the caller waited for it (finalize's snapshot saga). */
export function createSnapshot(
  db: Db,
  disk: S['Disk'],
  name: string,
  description: string,
  initial: 'creating' | 'ready' = 'creating',
) {
  assertUnique(
    db.snapshots.filter((s) => s.project_id === disk.project_id),
    'snapshot',
    name,
  )
  const time = clock.iso()
  const snapshot: S['Snapshot'] = {
    id: newId(),
    name,
    description,
    project_id: disk.project_id,
    disk_id: disk.id,
    size: disk.size,
    state: initial,
    time_created: time,
    time_modified: time,
  }
  db.snapshots.push(snapshot)
  later(db, snapshot.id, () => {
    if (snapshot.state === 'creating') snapshot.state = 'ready'
  })
  return snapshot
}

export const snapshotImageHandlers = {
  snapshot_list: (ctx) => {
    const { db, query } = ctx
    const p = find.project(ctx)
    return paginate(
      db.snapshots.filter((s) => s.project_id === p.id),
      query,
    )
  },
  snapshot_view: (ctx) => find.snapshot(ctx),
  snapshot_create: (ctx) => {
    const { db, body } = ctx
    const p = find.project(ctx, { need: 'collaborator' })
    const disk = find.disk(ctx, inProjectOf(body.disk, { project_id: p.id }))
    if (!diskCan.snapshot(disk))
      throw invalidRequest(`disk ${disk.name} is ${disk.state.state} and cannot be snapshotted`)
    return createSnapshot(db, disk, body.name, body.description)
  },
  snapshot_delete: (ctx) => {
    const { db } = ctx
    const snap = find.snapshot(ctx, { need: 'collaborator' })
    if (snap.state === 'creating')
      throw invalidRequest(`snapshot ${snap.name} is still being created`)
    db.snapshots = db.snapshots.filter((s) => s !== snap)
  },

  image_list: (ctx) => {
    const { db, actor, query } = ctx
    if (query.project) {
      const p = find.project(ctx)
      return paginate(
        db.images.filter((i) => i.project_id === p.id),
        query,
      )
    }
    requireSiloMember(db, actor)
    return paginate(
      db.images.filter((i) => i.project_id == null),
      query,
    )
  },
  image_view: ({ db, actor, path, query }) => lookupImage(db, actor, path.image, query.project),
  image_create: (ctx) => {
    const { db, actor, query, body } = ctx
    const p = query.project ? find.project(ctx, { need: 'collaborator' }) : null
    if (!p) requireSiloRole(db, actor, 'collaborator')
    const snap = db.snapshots.find((s) => s.id === body.source.id)
    if (!snap || (p && snap.project_id !== p.id)) throw notFound('snapshot', { id: body.source.id })
    if (snap.state !== 'ready')
      throw invalidRequest(`snapshot ${snap.name} is not ready (state ${snap.state})`)
    const siblings = db.images.filter((i) => (p ? i.project_id === p.id : i.project_id == null))
    assertUnique(siblings, 'image', body.name)
    const disk = db.disks.find((d) => d.id === snap.disk_id)
    const time = clock.iso()
    const image: S['Image'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      os: body.os,
      version: body.version,
      project_id: p?.id ?? null,
      size: snap.size,
      block_size: disk?.block_size ?? 512,
      digest: null,
      time_created: time,
      time_modified: time,
    }
    db.images.push(image)
    return image
  },
  image_delete: ({ db, actor, path, query }) => {
    const image = lookupImage(db, actor, path.image, query.project, 'collaborator')
    if (!image.project_id) requireSiloRole(db, actor, 'collaborator')
    db.images = db.images.filter((i) => i !== image)
  },
  image_promote: ({ db, actor, path, query }) => {
    const image = lookupImage(db, actor, path.image, query.project, 'collaborator')
    requireSiloRole(db, actor, 'collaborator')
    if (!image.project_id) throw invalidRequest(`image ${image.name} is already a silo image`)
    assertUnique(
      db.images.filter((i) => i.project_id == null),
      'image',
      image.name,
    )
    image.project_id = null
    image.time_modified = clock.iso()
    return image
  },
  image_demote: (ctx) => {
    const { db, actor, path } = ctx
    requireSiloRole(db, actor, 'collaborator')
    const p = find.project(ctx, { need: 'collaborator' })
    const image = lookupImage(db, actor, path.image, undefined)
    if (image.project_id) throw invalidRequest(`image ${image.name} is not a silo image`)
    assertUnique(
      db.images.filter((i) => i.project_id === p.id),
      'image',
      image.name,
    )
    image.project_id = p.id
    image.time_modified = clock.iso()
    return image
  },
} satisfies HandlerMap
