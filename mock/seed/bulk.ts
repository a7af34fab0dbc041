// A load-testing project: `?mock-bulk=N` on the first URL adds project `bulk` with N instances
// named inst-00000, inst-00001, ... so the palette and tables can be measured with thousands of
// resources (npm run bench uses 10,000).
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { atTime, clock } from '../db/clock'
import { seedId, withSeedIds } from '../db/ids'
import { addVpc } from '../db/vpc'
import { GiB, ident, named } from './util'

const STATES: S['InstanceState'][] = ['running', 'running', 'running', 'stopped', 'failed']
export const BULK_MAX = 20_000

/**
 * What made the bulk project: how many instances, and when (they are made again from it); in
 * memory also their ids, so a save can tell the changed ones without making them all again.
 */
export type BulkSeed = { count: number; at: number; ids?: string[] }

const DAY = 86_400_000

/**
 * Adds project `bulk` with `count` instances (at most BULK_MAX), made as at time `at`; nothing
 * when the project is there already. Answers what it made, or null.
 */
export function seedBulk(db: Db, count: number, at = clock.now()): BulkSeed | null {
  if (db.projects.some((p) => p.name === 'bulk')) return null
  const n = Math.min(Math.max(0, Math.floor(count)), BULK_MAX)
  // Its own id stream: the main seed's stream would repeat the seeded ids.
  const project = atTime(at, () =>
    withSeedIds(() => {
      const corp = named(db.silos, 'corp')
      const p = ident('bulk', `${n} instances for load testing`, 10)
      db.projects.push(p)
      db.projectSilo[p.id] = corp.id
      db.projectPolicies[p.id] = { role_assignments: [] }
      addVpc(
        db,
        { project_id: p.id, name: 'default', description: 'Default VPC', dns_name: 'default' },
        { time: p.time_created },
      )
      return p
    }, 0xb01c),
  )
  const ids = bulkIds(n)
  for (let i = 0; i < n; i++) db.instances.push(bulkInstance(i, ids[i]!, project.id, at))
  return { count: n, at, ids }
}

/** The ids of the bulk project's instances, the same every time: a stream of their own. */
export const bulkIds = (n: number) => withSeedIds(() => Array.from({ length: n }, seedId), 0xb01d)

/** Bulk instance number `i` as `seedBulk` made it at time `at`. */
export function bulkInstance(i: number, id: string, projectId: string, at: number): S['Instance'] {
  const name = `inst-${String(i).padStart(5, '0')}`
  const made = new Date(at - 9 * DAY).toISOString()
  return {
    id,
    name,
    description: 'bulk instance',
    time_created: made,
    time_modified: made,
    project_id: projectId,
    hostname: name,
    ncpus: 2 ** (i % 4),
    memory: 2 ** (i % 5) * GiB,
    run_state: STATES[i % STATES.length] ?? 'running',
    time_run_state_updated: new Date(at - DAY).toISOString(),
    boot_disk_id: null,
    auto_restart_enabled: true,
    auto_restart_policy: null,
    auto_restart_cooldown_expiration: null,
    time_last_auto_restarted: null,
    cpu_platform: null,
    enable_jumbo_frames: false,
  }
}

/** The `mock-bulk` URL parameter (browser only), 0 when absent. */
export function bulkFromEnvironment(): number {
  try {
    return Number(new URLSearchParams(window.location.search).get('mock-bulk') ?? 0) || 0
  } catch {
    return 0
  }
}
