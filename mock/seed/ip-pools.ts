// IP pools: IPv4 and IPv6 pools linked to the silos, plus one pool kept for system services.
// Addresses come from the documentation ranges (RFC 5737, RFC 3849).
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { daysAgo } from '../db/clock'
import { seedId } from '../db/ids'
import { ident, named } from './util'

type PoolSpec = {
  name: string
  description: string
  version: S['IpVersion']
  assignment?: S['IpPoolAssignment']
  ranges: [string, string][]
  silos: [string, boolean][]
}

const pools: PoolSpec[] = [
  {
    name: 'default',
    description: 'Default external IPv4 pool',
    version: 'v4',
    ranges: [
      ['198.51.100.10', '198.51.100.250'],
      ['203.0.113.20', '203.0.113.60'],
    ],
    silos: [
      ['corp', true],
      ['research', false],
    ],
  },
  {
    name: 'public-v6',
    description: 'Routed IPv6 addresses for internet-facing services',
    version: 'v6',
    ranges: [['2001:db8:100::10', '2001:db8:100::ffff']],
    silos: [['corp', false]],
  },
  {
    name: 'lab',
    description: 'Research lab addresses',
    version: 'v4',
    ranges: [['192.0.2.32', '192.0.2.96']],
    silos: [['research', true]],
  },
  {
    name: 'lab-v6',
    description: 'Research lab IPv6 addresses',
    version: 'v6',
    ranges: [
      ['2001:db8:200::100', '2001:db8:200::1ff'],
      ['2001:db8:201::', '2001:db8:201::ffff:ffff'],
    ],
    silos: [['research', false]],
  },
  {
    name: 'oxide-service-pool',
    description: 'Addresses of the rack’s own services (DNS, Nexus, NTP)',
    version: 'v4',
    assignment: 'system_services',
    ranges: [['198.51.100.2', '198.51.100.9']],
    silos: [],
  },
]

export function seedIpPools(db: Db) {
  for (const p of pools) {
    const pool: S['IpPool'] = {
      ...ident(p.name, p.description, 300),
      ip_version: p.version,
      pool_type: 'unicast',
      assignment: p.assignment ?? 'silos',
    }
    db.ipPools.push(pool)
    for (const [first, last] of p.ranges) {
      db.ipPoolRanges.push({
        id: seedId(),
        ip_pool_id: pool.id,
        range: { first, last },
        time_created: daysAgo(299),
      })
    }
    for (const [silo, isDefault] of p.silos) {
      db.ipPoolSilos.push({
        ip_pool_id: pool.id,
        silo_id: named(db.silos, silo).id,
        is_default: isDefault,
      })
    }
  }
}
