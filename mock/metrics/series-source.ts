// The series behind a query, from the platform's objects: an instance's vCPUs (per state), the
// disks attached to it, its network interfaces. Other queries get one synthesized series.
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import type { SeriesDef } from './catalog'
import type { SeriesSource } from './oxql-run'

type Fields = Record<string, S['FieldValue']>
const uuid = (value: string): S['FieldValue'] => ({ type: 'uuid', value })
const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation']

function instanceIds(db: Db, instanceId: string, projectId: string | undefined) {
  const instance = db.instances.find((i) => i.id === instanceId)
  // A project-scoped query only sees its own project's series.
  if (!instance || (projectId && instance.project_id !== projectId)) return null
  const silo = db.projectSilo[instance.project_id] ?? ''
  return { instance, silo, sled: db.instanceSled[instance.id] ?? db.sleds[0]?.id ?? '' }
}

export const seriesSource =
  (db: Db, projectId?: string): SeriesSource =>
  (def: SeriesDef, filters) => {
    if (def.name === 'virtual_machine:vcpu_usage' && filters.instance_id) {
      const ids = instanceIds(db, filters.instance_id, projectId)
      if (!ids) return []
      const out: Fields[] = []
      for (let vcpu = 0; vcpu < ids.instance.ncpus; vcpu++) {
        for (const state of VCPU_STATES) {
          out.push({
            instance_id: uuid(ids.instance.id),
            project_id: uuid(ids.instance.project_id),
            silo_id: uuid(ids.silo),
            sled_id: uuid(ids.sled),
            vcpu_id: { type: 'u32', value: vcpu },
            state: { type: 'string', value: state },
          })
        }
      }
      return out
    }
    if (def.name.startsWith('virtual_disk:') && filters.attached_instance_id) {
      const ids = instanceIds(db, filters.attached_instance_id, projectId)
      if (!ids) return []
      return db.disks
        .filter((d) => 'instance' in d.state && d.state.instance === ids.instance.id)
        .map((d) => ({
          attached_instance_id: uuid(ids.instance.id),
          disk_id: uuid(d.id),
          project_id: uuid(d.project_id),
          silo_id: uuid(ids.silo),
          block_size: { type: 'u32', value: d.block_size },
        }))
    }
    if (def.name.startsWith('instance_network_interface:') && filters.instance_id) {
      const ids = instanceIds(db, filters.instance_id, projectId)
      if (!ids) return []
      return db.networkInterfaces
        .filter((n) => n.instance_id === ids.instance.id)
        .map((n) => ({
          instance_id: uuid(ids.instance.id),
          interface_id: uuid(n.id),
          project_id: uuid(ids.instance.project_id),
          silo_id: uuid(ids.silo),
        }))
    }
    return null
  }
