// Rack inventory for fleet operators: racks, sleds (with their instances and disks), physical
// disks and switches.
import { sledProvisionPolicyReason } from '@/api/capabilities'
import type { Schemas as S } from '../db/types'
import { requireFleet } from '../db/authz'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { paginate } from '../db/paginate'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

function byId<T extends { id: string }>(list: T[], type: string, id: string) {
  const found = list.find((x) => x.id === id)
  if (!found) throw notFound(type, { id })
  return found
}

function sledInstances(db: Db, sledId: string): S['SledInstance'][] {
  return db.instances.flatMap((i) => {
    if (db.instanceSled[i.id] !== sledId) return []
    const project = db.projects.find((p) => p.id === i.project_id)
    const silo = db.silos.find((s) => s.id === db.projectSilo[i.project_id])
    if (!project || !silo) return []
    return [
      {
        id: i.id,
        name: i.name,
        active_sled_id: sledId,
        migration_id: null,
        memory: i.memory,
        ncpus: i.ncpus,
        project_name: project.name,
        silo_name: silo.name,
        state: i.run_state,
        time_created: i.time_created,
        time_modified: i.time_modified,
      },
    ]
  })
}

export const hardwareHandlers = {
  rack_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.racks, query, 'id_ascending')
  },
  rack_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return byId(db.racks, 'rack', path.rack_id)
  },
  sled_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.sleds, query, 'id_ascending')
  },
  sled_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return byId(db.sleds, 'sled', path.sled_id)
  },
  sled_list_uninitialized: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.uninitializedSleds, query, 'id_ascending', (s) => s.baseboard.serial)
  },
  sled_instance_list: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const sled = byId(db.sleds, 'sled', path.sled_id)
    return paginate(sledInstances(db, sled.id), query, 'id_ascending')
  },
  sled_physical_disk_list: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const sled = byId(db.sleds, 'sled', path.sled_id)
    return paginate(
      db.physicalDisks.filter((d) => d.sled_id === sled.id),
      query,
      'id_ascending',
    )
  },
  sled_set_provision_policy: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const sled = byId(db.sleds, 'sled', path.sled_id)
    // The same rule the console's command checks first (src/api/capabilities.ts).
    if (sled.policy.kind !== 'in_service')
      throw invalidRequest(sledProvisionPolicyReason(sled) ?? 'the sled is not in service')
    const old_state = sled.policy.provision_policy
    sled.policy = { kind: 'in_service', provision_policy: body.state }
    sled.time_modified = clock.iso()
    return { old_state, new_state: body.state }
  },
  physical_disk_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.physicalDisks, query, 'id_ascending')
  },
  physical_disk_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return byId(db.physicalDisks, 'physical-disk', path.disk_id)
  },
  switch_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.switches, query, 'id_ascending')
  },
  switch_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return byId(db.switches, 'switch', path.switch_id)
  },
} satisfies HandlerMap
