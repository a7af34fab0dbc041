// A load-testing project: `?mock-bulk=N` on the first URL adds project `bulk` with N instances
// named inst-00000, inst-00001, ... so the palette and tables can be measured with thousands of
// resources (npm run bench uses 10,000).
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { daysAgo } from '../db/clock'
import { withSeedIds } from '../db/ids'
import { addVpc } from '../db/vpc'
import { GiB, ident, named } from './util'

const STATES: S['InstanceState'][] = ['running', 'running', 'running', 'stopped', 'failed']
export const BULK_MAX = 20_000

export function seedBulk(db: Db, count: number) {
  if (db.projects.some((p) => p.name === 'bulk')) return
  const n = Math.min(Math.max(0, Math.floor(count)), BULK_MAX)
  // Its own id stream: the main seed's stream would repeat the seeded ids.
  withSeedIds(() => {
    const corp = named(db.silos, 'corp')
    const project = ident('bulk', `${n} instances for load testing`, 10)
    db.projects.push(project)
    db.projectSilo[project.id] = corp.id
    db.projectPolicies[project.id] = { role_assignments: [] }
    addVpc(
      db,
      { project_id: project.id, name: 'default', description: 'Default VPC', dns_name: 'default' },
      { time: project.time_created },
    )
    for (let i = 0; i < n; i++) {
      const name = `inst-${String(i).padStart(5, '0')}`
      db.instances.push({
        ...ident(name, 'bulk instance', 9),
        project_id: project.id,
        hostname: name,
        ncpus: 2 ** (i % 4),
        memory: 2 ** (i % 5) * GiB,
        run_state: STATES[i % STATES.length] ?? 'running',
        time_run_state_updated: daysAgo(1),
        boot_disk_id: null,
        auto_restart_enabled: true,
        auto_restart_policy: null,
        auto_restart_cooldown_expiration: null,
        time_last_auto_restarted: null,
        cpu_platform: null,
        enable_jumbo_frames: false,
      })
    }
  }, 0xb01c)
}

/** The `mock-bulk` URL parameter (browser only), 0 when absent. */
export function bulkFromEnvironment(): number {
  try {
    return Number(new URLSearchParams(window.location.search).get('mock-bulk') ?? 0) || 0
  } catch {
    return 0
  }
}
