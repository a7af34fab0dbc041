// Subnet pools and the external subnets they hand out, the way Nexus keeps them: members are
// CIDR blocks unique across every pool (and every IP pool range), external subnets are aligned
// blocks of a member between its min and max prefix lengths, unique across the rack; a silo has
// at most one default pool per IP version. Rules and messages follow omicron's
// nexus/db-queries/src/db/datastore/external_subnet.rs, nexus/db-model/src/external_subnet.rs
// and nexus/db-queries/src/db/queries/external_subnet.rs.
import type { Schemas as S } from './types'
import { clock } from './clock'
import {
  addressCount,
  contains,
  endOf,
  firstFreeBlock,
  formatNet,
  netKey,
  overlaps,
  parseNet,
  type Net,
} from './cidr'
import { invalidRequest, notFound } from './errors'
import { isUuid, newId } from './ids'
import { parseIp } from './ip'
import type { Db } from './store'

const by = (v: string) => (isUuid(v) ? { id: v } : { name: v })

export function lookupSubnetPool(db: Db, value: string): S['SubnetPool'] {
  const pool = db.subnetPools.find((p) => (isUuid(value) ? p.id === value : p.name === value))
  if (!pool) throw notFound('subnet-pool', by(value))
  return pool
}

/** A stored subnet as a number (the mock stores only well-formed, canonical ones). */
export const netOf = (text: string): Net => parseNet(text) ?? { v: 4, start: 0n, width: 32 } // unreachable for stored subnets

/** The subnet of a request body, or 400 as dropshot refuses a body it cannot parse. */
export function requestNet(text: string): Net & { host: boolean } {
  const net = parseNet(text)
  if (!net) throw invalidRequest(`unable to parse JSON body: invalid IP subnet "${text}"`)
  return net
}

const versionOf = (n: Net): S['IpVersion'] => (n.v === 4 ? 'v4' : 'v6')

export const siloSubnetPool = (
  pool: S['SubnetPool'],
  link: S['SubnetPoolSiloLink'],
): S['SiloSubnetPool'] => ({ ...pool, is_default: link.is_default })

/** The pools linked to a silo, in the silo's view (with `is_default`). */
export function linkedSubnetPools(db: Db, siloId: string): S['SiloSubnetPool'][] {
  return db.subnetPoolSilos.flatMap((l) => {
    const pool = l.silo_id === siloId ? db.subnetPools.find((p) => p.id === l.subnet_pool_id) : null
    return pool ? [siloSubnetPool(pool, l)] : []
  })
}

export const poolMembers = (db: Db, pool: S['SubnetPool']) =>
  db.subnetPoolMembers.filter((m) => m.subnet_pool_id === pool.id)

/** Members sort by their subnet, as Nexus pages them. */
export const memberKey = (m: S['SubnetPoolMember']) => netKey(netOf(m.subnet))

/** Addresses of the members, and those not yet allocated to external subnets (doubles). */
export function subnetPoolUtilization(db: Db, pool: S['SubnetPool']): S['SubnetPoolUtilization'] {
  const capacity = poolMembers(db, pool).reduce((s, m) => s + addressCount(netOf(m.subnet)), 0)
  const allocated = db.externalSubnets
    .filter((x) => x.subnet_pool_id === pool.id)
    .reduce((s, x) => s + addressCount(netOf(x.subnet)), 0)
  return { capacity, remaining: Math.max(0, capacity - allocated) }
}

/** Does the member block overlap an IP pool range? */
function overlapsIpRange(db: Db, net: Net) {
  return db.ipPoolRanges.some((r) => {
    const a = parseIp(r.range.first)
    const b = parseIp(r.range.last)
    return !!a && !!b && a.v === net.v && a.n <= endOf(net) && net.start <= b.n
  })
}

export function addMember(
  db: Db,
  pool: S['SubnetPool'],
  body: S['SubnetPoolMemberAdd'],
): S['SubnetPoolMember'] {
  const net = requestNet(body.subnet)
  const version = versionOf(net)
  if (version !== pool.ip_version)
    throw invalidRequest(`Cannot add IP${version} members to IP${pool.ip_version} subnet pool`)
  if (net.host) throw invalidRequest('IP subnet must be a network address, with a host ID of zero.')
  const bits = net.v === 4 ? 32 : 128
  const min = body.min_prefix_length ?? net.width
  const max = body.max_prefix_length ?? bits
  if (min > max)
    throw invalidRequest('The minimum prefix length must be no greater than the maximum')
  if (max > bits)
    throw invalidRequest(
      `Cannot create an IP${version} subnet with a max prefix length greater than ${bits}`,
    )
  if (min < net.width || max < net.width)
    throw invalidRequest(
      `Min and max prefix length must be no less than the IP subnet prefix length (/${net.width})`,
    )
  const clash =
    db.subnetPoolMembers.some((m) => overlaps(netOf(m.subnet), net)) || overlapsIpRange(db, net)
  if (clash)
    throw invalidRequest(
      `The IP subnet ${formatNet(net)} overlaps with an existing subnet pool member or IP pool range`,
    )
  const member: S['SubnetPoolMember'] = {
    id: newId(),
    subnet_pool_id: pool.id,
    subnet: formatNet(net),
    min_prefix_length: min,
    max_prefix_length: max,
    time_created: clock.iso(),
  }
  db.subnetPoolMembers.push(member)
  return member
}

export function removeMember(db: Db, pool: S['SubnetPool'], subnet: string) {
  const net = requestNet(subnet)
  const member = poolMembers(db, pool).find((m) => {
    const n = netOf(m.subnet)
    return n.v === net.v && n.start === net.start && n.width === net.width && !net.host
  })
  if (!member)
    throw invalidRequest(`A provided subnet pool member with subnet ${subnet} does not exist`)
  if (db.externalSubnets.some((x) => x.subnet_pool_member_id === member.id))
    throw invalidRequest(
      'Cannot delete external subnet pool member while it contains external subnets. Please delete all external subnets first.',
    )
  db.subnetPoolMembers = db.subnetPoolMembers.filter((m) => m !== member)
}

/**
 * A silo has at most one default pool per IP version: making one the default demotes the other,
 * which stays linked.
 */
export function makeDefault(db: Db, link: S['SubnetPoolSiloLink']) {
  const version = (id: string) => db.subnetPools.find((p) => p.id === id)?.ip_version
  const mine = version(link.subnet_pool_id)
  for (const l of db.subnetPoolSilos) {
    if (l.silo_id === link.silo_id && version(l.subnet_pool_id) === mine) l.is_default = false
  }
  link.is_default = true
}

type Allocation = { net: Net; pool: S['SubnetPool']; member: S['SubnetPoolMember'] }

const NO_LINKED_POOL_CONTAINS_SUBNET =
  'The requested IP subnet is not contained in any subnet pool available in the current silo.'
const SUBNET_OVERLAPS_EXISTING = 'The requested IP subnet overlaps with an existing external subnet'
const NO_LINKED_DEFAULT_POOL =
  'Must specify a subnet pool, as there is no linked default pool for the current silo'
const MULTIPLE_LINKED_DEFAULT_POOLS =
  'Must specify an IP version when there is more than one default subnet pool for the silo'

const takenNets = (db: Db) => db.externalSubnets.map((x) => netOf(x.subnet))

/** Where an external subnet comes from: an explicit subnet, or a block of a pool's members. */
export function allocateSubnet(
  db: Db,
  siloId: string,
  allocator: S['ExternalSubnetAllocator'],
): Allocation {
  const linked = linkedSubnetPools(db, siloId)
  if (allocator.type === 'explicit') {
    const net = requestNet(allocator.subnet)
    if (net.host)
      throw invalidRequest('IP subnet must be a network address, with a host ID of zero.')
    for (const sp of linked) {
      const pool = db.subnetPools.find((p) => p.id === sp.id)
      const member = pool
        ? poolMembers(db, pool).find(
            (m) =>
              contains(netOf(m.subnet), net) &&
              net.width >= m.min_prefix_length &&
              net.width <= m.max_prefix_length,
          )
        : undefined
      if (!pool || !member) continue
      if (takenNets(db).some((t) => overlaps(t, net)))
        throw invalidRequest(SUBNET_OVERLAPS_EXISTING)
      return { net, pool, member }
    }
    throw invalidRequest(NO_LINKED_POOL_CONTAINS_SUBNET)
  }
  const width = allocator.prefix_length
  const selector = allocator.pool_selector ?? { type: 'auto', ip_version: null }
  let pool: S['SubnetPool'] | undefined
  let where: string
  if (selector.type === 'explicit') {
    const found = linked.find((p) =>
      isUuid(selector.pool) ? p.id === selector.pool : p.name === selector.pool,
    )
    if (!found) throw notFound('subnet-pool', by(selector.pool))
    pool = db.subnetPools.find((p) => p.id === found.id)
    where = isUuid(selector.pool)
      ? `the subnet pool with ID '${selector.pool}'`
      : `the subnet pool with name '${selector.pool}'`
  } else {
    const version = selector.ip_version ?? null
    const defaults = linked.filter((p) => p.is_default && (!version || p.ip_version === version))
    if (defaults.length === 0) throw invalidRequest(NO_LINKED_DEFAULT_POOL)
    if (defaults.length > 1) throw invalidRequest(MULTIPLE_LINKED_DEFAULT_POOLS)
    pool = db.subnetPools.find((p) => p.id === defaults[0]?.id)
    where = `the default ${version ? `IP${version} ` : ''}subnet pool for the current silo`
  }
  const members = pool
    ? poolMembers(db, pool).toSorted((a, b) => (memberKey(a) < memberKey(b) ? -1 : 1))
    : []
  const taken = takenNets(db)
  for (const member of members) {
    if (width < member.min_prefix_length || width > member.max_prefix_length) continue
    const net = firstFreeBlock(netOf(member.subnet), width, taken)
    if (net && pool) return { net, pool, member }
  }
  throw invalidRequest(`Could not allocate a /${width} subnet from ${where}`)
}

/** The external subnet, stored whole in the wire format. */
export function createExternalSubnet(
  db: Db,
  project: S['Project'],
  body: S['ExternalSubnetCreate'],
  siloId: string,
): S['ExternalSubnet'] {
  const { net, pool, member } = allocateSubnet(db, siloId, body.allocator)
  const time = clock.iso()
  const subnet: S['ExternalSubnet'] = {
    id: newId(),
    name: body.name,
    description: body.description,
    project_id: project.id,
    subnet: formatNet(net),
    subnet_pool_id: pool.id,
    subnet_pool_member_id: member.id,
    instance_id: null,
    time_created: time,
    time_modified: time,
  }
  db.externalSubnets.push(subnet)
  return subnet
}
