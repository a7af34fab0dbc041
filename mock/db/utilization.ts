// Virtual provisioning as Nexus accounts it: vCPUs and memory of instances that hold a sled
// (started ones), storage of every disk and snapshot. Capacity of a silo is its quota.
import type { Db } from './store'
import type { Schemas as S } from './types'

export function provisioned(
  db: Db,
  siloId: string,
  projectId?: string,
): S['VirtualResourceCounts'] {
  const projects = new Set(
    db.projects
      .filter((p) => db.projectSilo[p.id] === siloId && (!projectId || p.id === projectId))
      .map((p) => p.id),
  )
  const running = db.instances.filter((i) => projects.has(i.project_id) && db.instanceSled[i.id])
  const storage =
    db.disks.filter((d) => projects.has(d.project_id)).reduce((s, d) => s + d.size, 0) +
    db.snapshots.filter((s) => projects.has(s.project_id)).reduce((s, x) => s + x.size, 0)
  return {
    cpus: running.reduce((s, i) => s + i.ncpus, 0),
    memory: running.reduce((s, i) => s + i.memory, 0),
    storage,
  }
}

export function quotaOf(db: Db, siloId: string): S['VirtualResourceCounts'] {
  const q = db.siloQuotas.find((x) => x.silo_id === siloId)
  return { cpus: q?.cpus ?? 0, memory: q?.memory ?? 0, storage: q?.storage ?? 0 }
}

export function siloUtilization(db: Db, silo: S['Silo']): S['SiloUtilization'] {
  return {
    silo_id: silo.id,
    silo_name: silo.name,
    allocated: quotaOf(db, silo.id),
    provisioned: provisioned(db, silo.id),
  }
}
