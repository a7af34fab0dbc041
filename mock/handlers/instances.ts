// Instances: list, view, create, update, delete. Run-state actions live in instance-actions.ts.
import { instanceCan } from '@/api/capabilities'
import { clock } from '../db/clock'
import { invalidRequest } from '../db/errors'
import { createInstance, GiB } from '../db/instance-create'
import { find } from '../db/lookup'
import { paginate } from '../db/paginate'
import type { HandlerMap } from '../msw/types'
import { detachEverything } from '../db/instance-teardown'

/** Nexus's limits (omicron nexus/src/app/mod.rs): vCPUs, memory bounds and granularity. */
export const MAX_VCPUS = 64
export const MAX_MEMORY = 1536 * GiB
export const MIN_MEMORY = GiB

export function checkShape(ncpus: number, memory: number) {
  if (ncpus < 1 || ncpus > MAX_VCPUS)
    throw invalidRequest(`cannot have more than ${MAX_VCPUS} vCPUs per instance`)
  if (memory < MIN_MEMORY) throw invalidRequest('memory must be at least 1 GiB')
  if (memory % GiB !== 0) throw invalidRequest('memory must be divisible by 1 GiB')
  if (memory > MAX_MEMORY) throw invalidRequest('memory must be less than or equal to 1536 GiB')
}

export const instanceHandlers = {
  instance_list: (ctx) => {
    const { db, query } = ctx
    const p = find.project(ctx)
    return paginate(
      db.instances.filter((i) => i.project_id === p.id),
      query,
    )
  },

  instance_view: (ctx) => find.instance(ctx),

  instance_create: (ctx) => {
    const { db, actor, body } = ctx
    const project = find.project(ctx, { need: 'collaborator' })
    checkShape(body.ncpus, body.memory)
    return createInstance(db, actor, project, body)
  },

  instance_update: (ctx) => {
    const { db, body } = ctx
    const instance = find.instance(ctx, { need: 'collaborator' })
    const state = { runState: instance.run_state }
    const resizing = body.ncpus !== instance.ncpus || body.memory !== instance.memory
    if (resizing && !instanceCan.resize(state)) {
      throw invalidRequest(
        `instance must be stopped to be resized (currently ${instance.run_state})`,
      )
    }
    checkShape(body.ncpus, body.memory)
    const bootDisk = body.boot_disk ?? null
    let bootId: string | null = null
    if (bootDisk !== null) {
      const disk = db.disks.find(
        (d) =>
          (d.id === bootDisk || (d.name === bootDisk && d.project_id === instance.project_id)) &&
          d.project_id === instance.project_id,
      )
      if (!disk || disk.state.state !== 'attached' || disk.state.instance !== instance.id) {
        throw invalidRequest(`boot disk must be attached to instance ${instance.name}`)
      }
      bootId = disk.id
    }
    if (bootId !== (instance.boot_disk_id ?? null) && !instanceCan.updateBootDisk(state)) {
      throw invalidRequest('boot disk can only be changed while the instance is stopped')
    }
    instance.ncpus = body.ncpus
    instance.memory = body.memory
    instance.boot_disk_id = bootId
    instance.auto_restart_policy = body.auto_restart_policy ?? null
    instance.auto_restart_enabled = instance.auto_restart_policy !== 'never'
    instance.cpu_platform = body.cpu_platform ?? null
    instance.enable_jumbo_frames = body.enable_jumbo_frames ?? false
    instance.time_modified = clock.iso()
    return instance
  },

  instance_delete: (ctx) => {
    const { db } = ctx
    const instance = find.instance(ctx, { need: 'collaborator' })
    // omicron: nexus/db-queries datastore instance delete, its wording
    if (!instanceCan.delete({ runState: instance.run_state })) {
      throw invalidRequest(`instance cannot be deleted in state "${instance.run_state}"`)
    }
    detachEverything(db, instance)
    db.instances = db.instances.filter((i) => i !== instance)
  },
} satisfies HandlerMap
