// The series behind a query, from the platform's objects: an instance's vCPUs (per state), the
// disks attached to it, its network interfaces; every running instance's vCPUs; each sled's
// data links. Other queries get one synthesized series.
import { instanceCan } from '@/api/capabilities'
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import type { SeriesDef } from './catalog'
import type { SeriesEnd, SeriesSource } from './oxql-run'

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

/** Each vCPU of the instance in each microstate (only `state` when the query names one). */
function vcpuSeries(ids: NonNullable<ReturnType<typeof instanceIds>>, state?: string): Fields[] {
  const out: Fields[] = []
  for (let vcpu = 0; vcpu < ids.instance.ncpus; vcpu++) {
    for (const s of state ? [state] : VCPU_STATES) {
      out.push({
        instance_id: uuid(ids.instance.id),
        project_id: uuid(ids.instance.project_id),
        silo_id: uuid(ids.silo),
        sled_id: uuid(ids.sled),
        vcpu_id: { type: 'u32', value: vcpu },
        state: { type: 'string', value: s },
      })
    }
  }
  return out
}

/** Every sled has two physical data links. */
const SLED_LINKS = ['cxgbe0', 'cxgbe1']

export const seriesSource =
  (db: Db, projectId?: string): SeriesSource =>
  (def: SeriesDef, filters) => {
    if (def.name === 'virtual_machine:vcpu_usage') {
      if (filters.instance_id) {
        const ids = instanceIds(db, filters.instance_id, projectId)
        return ids ? vcpuSeries(ids, filters.state) : []
      }
      // Without an instance: every running instance the query can see (one project, or all).
      return db.instances
        .filter((i) => i.run_state === 'running' && (!projectId || i.project_id === projectId))
        .flatMap((i) => {
          const ids = instanceIds(db, i.id, projectId)
          return ids ? vcpuSeries(ids, filters.state) : []
        })
    }
    if (def.name.startsWith('sled_data_link:')) {
      return db.sleds
        .filter((s) => !filters.sled_id || s.id === filters.sled_id)
        .flatMap((s) =>
          SLED_LINKS.map((link): Fields => ({
            sled_id: uuid(s.id),
            link_name: { type: 'string', value: link },
            kind: { type: 'string', value: 'physical' },
          })),
        )
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

/**
 * Instances record samples only while they have a running VMM: the states in which the serial
 * console is open (section 4). Otherwise their series end when they left that state.
 */
export const seriesEnd =
  (db: Db): SeriesEnd =>
  (fields) => {
    const id = fields.instance_id?.value ?? fields.attached_instance_id?.value
    const instance = id === undefined ? undefined : db.instances.find((i) => i.id === id)
    if (!instance || instanceCan.serialConsole({ runState: instance.run_state })) return undefined
    return Date.parse(instance.time_run_state_updated)
  }
