// Subnet pools and external subnets: an IPv4 and an IPv6 pool linked to corp (the IPv4 one its
// default), a lab pool for research, an empty pool linked nowhere (deletable), and a few external
// subnets in project demo, one attached to web-1. Blocks come from the benchmarking range
// (RFC 2544), shared address space (RFC 6598) and IPv6 documentation space (RFC 3849), clear of
// every IP pool range.
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { daysAgo } from '../db/clock'
import { seedId } from '../db/ids'
import { createExternalSubnet } from '../db/subnet-pools'
import { ident, named } from './util'

type PoolSpec = {
  name: string
  description: string
  version: S['IpVersion']
  /** subnet, min and max prefix length */
  members: [string, number, number][]
  silos: [string, boolean][]
}

const pools: PoolSpec[] = [
  {
    name: 'edge-v4',
    description: 'Routed IPv4 blocks for edge services',
    version: 'v4',
    members: [
      ['198.18.0.0/16', 20, 28],
      ['198.19.0.0/20', 24, 30],
    ],
    silos: [
      ['corp', true],
      ['research', false],
    ],
  },
  {
    name: 'edge-v6',
    description: 'Routed IPv6 prefixes for edge services',
    version: 'v6',
    members: [['2001:db8:1000::/36', 48, 64]],
    silos: [['corp', false]],
  },
  {
    name: 'lab-blocks',
    description: 'Research lab IPv4 blocks',
    version: 'v4',
    members: [['100.64.0.0/18', 22, 26]],
    silos: [['research', true]],
  },
  {
    name: 'reserve-v6',
    description: 'Held back for the next site',
    version: 'v6',
    members: [],
    silos: [],
  },
]

type SubnetSpec = [name: string, description: string, pool: string, prefix: number, on?: string]

const subnets: SubnetSpec[] = [
  ['web-edge', 'Public block of the web tier', 'edge-v4', 24, 'web-1'],
  ['db-ingress', 'Replication ingress from the backup site', 'edge-v4', 26],
  ['staging', 'Staging services', 'edge-v4', 28],
  ['api-v6', 'IPv6 block for the API', 'edge-v6', 48],
]

export function seedSubnetPools(db: Db) {
  for (const p of pools) {
    const pool: S['SubnetPool'] = { ...ident(p.name, p.description, 120), ip_version: p.version }
    db.subnetPools.push(pool)
    for (const [subnet, min, max] of p.members) {
      db.subnetPoolMembers.push({
        id: seedId(),
        subnet_pool_id: pool.id,
        subnet,
        min_prefix_length: min,
        max_prefix_length: max,
        time_created: daysAgo(119),
      })
    }
    for (const [silo, isDefault] of p.silos) {
      db.subnetPoolSilos.push({
        subnet_pool_id: pool.id,
        silo_id: named(db.silos, silo).id,
        is_default: isDefault,
      })
    }
  }
  const demo = named(db.projects, 'demo')
  const corp = db.projectSilo[demo.id] ?? ''
  subnets.forEach(([name, description, pool, prefix, on], i) => {
    const subnet = createExternalSubnet(
      db,
      demo,
      {
        name,
        description,
        allocator: {
          type: 'auto',
          prefix_length: prefix,
          pool_selector: { type: 'explicit', pool },
        },
      },
      corp,
    )
    subnet.time_created = subnet.time_modified = daysAgo(40 - i * 5)
    if (on) subnet.instance_id = named(db.instances, on).id
  })
}
