// Disks: list, view, create, delete, and the bulk-write import (disk-import.ts).
import { diskCan } from '@/api/capabilities'
import { invalidRequest } from '../db/errors'
import { createDisk } from '../db/disk-create'
import { lookupInProject, lookupProject } from '../db/lookup'
import { paginate } from '../db/paginate'
import type { HandlerMap } from '../msw/types'

export const diskHandlers = {
  disk_list: ({ db, actor, query }) => {
    const p = lookupProject(db, actor, query.project)
    return paginate(
      db.disks.filter((d) => d.project_id === p.id),
      query,
    )
  },

  disk_view: ({ db, actor, path, query }) =>
    lookupInProject(db, actor, db.disks, 'disk', path.disk, query.project),

  disk_create: ({ db, actor, query, body }) =>
    createDisk(db, lookupProject(db, actor, query.project, 'collaborator'), body),

  disk_delete: ({ db, actor, path, query }) => {
    const disk = lookupInProject(
      db,
      actor,
      db.disks,
      'disk',
      path.disk,
      query.project,
      'collaborator',
    )
    // Nexus also deletes an import-ready disk, so an abandoned import can be cleaned up.
    if (!diskCan.delete(disk) && disk.state.state !== 'import_ready')
      throw invalidRequest(`disk cannot be deleted in state "${disk.state.state}"`)
    db.disks = db.disks.filter((d) => d !== disk)
    delete db.diskImports[disk.id]
  },
} satisfies HandlerMap
