// Disks: list, view, create, delete, and the bulk-write import (disk-import.ts).
import { diskCan } from '@/api/capabilities'
import { invalidRequest } from '../db/errors'
import { createDisk } from '../db/disk-create'
import { find } from '../db/lookup'
import { paginate } from '../db/paginate'
import type { HandlerMap } from '../msw/types'

export const diskHandlers = {
  disk_list: (ctx) => {
    const { db, query } = ctx
    const p = find.project(ctx)
    return paginate(
      db.disks.filter((d) => d.project_id === p.id),
      query,
    )
  },

  disk_view: (ctx) => find.disk(ctx),

  disk_create: (ctx) => createDisk(ctx.db, find.project(ctx, { need: 'collaborator' }), ctx.body),

  disk_delete: (ctx) => {
    const { db } = ctx
    const disk = find.disk(ctx, { need: 'collaborator' })
    // Nexus also deletes an import-ready disk, so an abandoned import can be cleaned up.
    if (!diskCan.delete(disk) && disk.state.state !== 'import_ready')
      throw invalidRequest(`disk cannot be deleted in state "${disk.state.state}"`)
    db.disks = db.disks.filter((d) => d !== disk)
    delete db.diskImports[disk.id]
  },
} satisfies HandlerMap
