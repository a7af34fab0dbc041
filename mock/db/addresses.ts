// Address allocation: external addresses from IP pools, private addresses from VPC subnets.
import { clock } from './clock'
import { invalidRequest } from './errors'
import { newId } from './ids'
import { firstFree, subnetHosts } from './ip'
import type { Db } from './store'
import type { Schemas as S } from './types'

/**
 * Every external address in use: floating, ephemeral, SNAT and internet gateway addresses,
 * probes' addresses and multicast groups' addresses.
 */
export function usedExternal(db: Db) {
  return new Set([
    ...db.floatingIps.map((f) => f.ip),
    ...db.externalIps.map((e) => e.value.ip),
    ...db.igwIpAddresses.map((a) => a.address),
    ...db.probes.flatMap((p) => p.external_ips.map((e) => e.ip)),
    ...db.multicastGroups.map((g) => g.multicast_ip),
  ])
}

/** The silo's default pool of the given IP version and type (unicast unless asked). */
export function defaultPool(
  db: Db,
  siloId: string,
  version: S['IpVersion'] = 'v4',
  type: S['IpPoolType'] = 'unicast',
) {
  const link = db.ipPoolSilos.find((l) => {
    const pool = db.ipPools.find((p) => p.id === l.ip_pool_id)
    return (
      l.silo_id === siloId &&
      l.is_default &&
      pool?.ip_version === version &&
      pool.pool_type === type
    )
  })
  return db.ipPools.find((p) => p.id === link?.ip_pool_id)
}

/**
 * The next free address of `pool`; 400 like Nexus when it is exhausted. Instances, floating IPs
 * and probes take unicast addresses: a multicast pool is refused (`multicast` for groups).
 */
export function allocExternal(
  db: Db,
  pool: S['IpPool'],
  used = usedExternal(db),
  type: S['IpPoolType'] = 'unicast',
) {
  if (pool.pool_type !== type)
    throw invalidRequest(
      `IP pool ${pool.name} is a ${pool.pool_type} pool; ${type} addresses cannot be allocated from it`,
    )
  const ranges = db.ipPoolRanges.filter((r) => r.ip_pool_id === pool.id).map((r) => r.range)
  const ip = firstFree(ranges, used)
  if (!ip) throw invalidRequest(`No external IP addresses available in pool ${pool.name}`)
  used.add(ip)
  return ip
}

/** The next free private IPv4 address of a subnet. */
export function allocPrivate(db: Db, subnet: S['VpcSubnet']) {
  const used = new Set<string>()
  for (const nic of db.networkInterfaces) {
    if (nic.subnet_id !== subnet.id) continue
    const s = nic.ip_stack
    if (s.type === 'v4') used.add(s.value.ip)
    else if (s.type === 'dual_stack') used.add(s.value.v4.ip)
  }
  // Probes' interfaces sit in the subnet too.
  for (const { nic, subnet_id } of db.probes) {
    const c = nic.ip_config
    if (subnet_id === subnet.id && c.type === 'v4') used.add(c.value.ip)
  }
  const hosts = subnetHosts(subnet.ipv4_block)
  const ip = hosts && firstFree([hosts], used)
  if (!ip) throw invalidRequest(`No available IP addresses for interface in subnet ${subnet.name}`)
  return ip
}

export function addNic(
  db: Db,
  instance: S['Instance'],
  p: {
    vpc: S['Vpc']
    subnet: S['VpcSubnet']
    name: string
    description: string
    ip?: string | null
  },
): S['InstanceNetworkInterface'] {
  const primary = !db.networkInterfaces.some((n) => n.instance_id === instance.id)
  const time = clock.iso()
  const id = newId()
  const h = id.replace(/-/g, '').toUpperCase()
  const nic: S['InstanceNetworkInterface'] = {
    id,
    name: p.name,
    description: p.description,
    instance_id: instance.id,
    vpc_id: p.vpc.id,
    subnet_id: p.subnet.id,
    primary,
    // The Oxide OUI range for guest interfaces.
    mac: `A8:40:25:F${h.slice(0, 1)}:${h.slice(1, 3)}:${h.slice(3, 5)}`,
    ip_stack: { type: 'v4', value: { ip: p.ip ?? allocPrivate(db, p.subnet), transit_ips: [] } },
    time_created: time,
    time_modified: time,
  }
  db.networkInterfaces.push(nic)
  return nic
}
