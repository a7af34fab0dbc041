// A silo of many projects: `?mock-projects=N` on the first URL (or `npm run mock:server --
// --projects N`) adds projects team-000 ... each with a default VPC, an instance and a disk, and in
// the last one a disk named `needle-disk`, so the palette's name index can be measured at scale
// (npm run bench uses 300).
import type { Db } from '../db/store'
import { withSeedIds } from '../db/ids'
import { addVpc } from '../db/vpc'
import { GiB, ident, named } from './util'

export const PROJECTS_MAX = 2_000

const projectName = (i: number) => `team-${String(i).padStart(3, '0')}`

/** Adds `count` projects (at most PROJECTS_MAX); none when team-000 is there already. */
export function seedManyProjects(db: Db, count: number): number {
  const n = Math.min(Math.max(0, Math.floor(count)), PROJECTS_MAX)
  if (n === 0 || db.projects.some((p) => p.name === projectName(0))) return 0
  // Its own id stream: the main seed's stream would repeat the seeded ids.
  withSeedIds(() => {
    const corp = named(db.silos, 'corp')
    for (let i = 0; i < n; i++) {
      const name = projectName(i)
      const p = ident(name, `project ${i + 1} of ${n}`, 30)
      db.projects.push(p)
      db.projectSilo[p.id] = corp.id
      db.projectPolicies[p.id] = { role_assignments: [] }
      addVpc(
        db,
        { project_id: p.id, name: 'default', description: 'Default VPC', dns_name: 'default' },
        { time: p.time_created },
      )
      const diskName = i === n - 1 ? 'needle-disk' : `data-${String(i).padStart(3, '0')}`
      db.disks.push({
        ...ident(diskName, `a disk of ${name}`, 20),
        project_id: p.id,
        size: 10 * GiB,
        block_size: 4096,
        device_path: `/mnt/${diskName}`,
        disk_type: 'distributed',
        image_id: null,
        snapshot_id: null,
        read_only: false,
        state: { state: 'detached' },
      })
    }
  }, 0x7ea0)
  return n
}

/** The `mock-projects` URL parameter (browser only), 0 when absent. */
export function projectsFromEnvironment(): number {
  try {
    return Number(new URLSearchParams(window.location.search).get('mock-projects') ?? 0) || 0
  } catch {
    return 0
  }
}
