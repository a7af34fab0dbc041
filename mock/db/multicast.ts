// Multicast groups (nexus.json `instance_multicast_group_join` and friends). A group exists while
// it has members: joining by a new name or address creates it with an address from a multicast
// pool linked to the caller's silo, and the last member leaving deletes it. Source-specific
// addresses (232.0.0.0/8, ff3x::/32) need source IPs. Member and group states are read from the
// instances: a member is `joined` while its instance runs and `left` while it does not.
import { allocExternal, defaultPool, usedExternal } from './addresses'
import { clock } from './clock'
import { alreadyExists, invalidRequest, invalidValue, notFound } from './errors'
import { isUuid, newId } from './ids'
import { inRange, parseIp } from './ip'
import type { Db } from './store'
import { transitionDelay } from './transitions'
import type { Schemas as S } from './types'

const MAX_SOURCES = 64

/** Source-specific multicast: 232.0.0.0/8, or ff3x::/32 in IPv6. */
export function isSsm(ip: string) {
  const p = parseIp(ip)
  if (!p) return false
  return p.v === 4 ? p.n >> 24n === 232n : p.n >> 116n === 0xff3n
}

const ON_SLED: S['InstanceState'][] = ['starting', 'running', 'rebooting', 'migrating']

function memberState(db: Db, m: S['MulticastGroupMember']) {
  const instance = db.instances.find((i) => i.id === m.instance_id)
  return instance && ON_SLED.includes(instance.run_state) ? 'joined' : 'left'
}

export function memberView(db: Db, m: S['MulticastGroupMember']): S['MulticastGroupMember'] {
  return { ...m, state: memberState(db, m) }
}

/** A group with what its members say: the union of their sources, any-source members. */
export function groupView(db: Db, g: S['MulticastGroup']): S['MulticastGroup'] {
  const members = db.multicastMembers.filter((m) => m.multicast_group_id === g.id)
  const sources = [...new Set(members.flatMap((m) => m.source_ips))]
  const young = clock.now() - Date.parse(g.time_created) < transitionDelay()
  return {
    ...g,
    source_ips: sources,
    has_any_source_member: members.some((m) => m.source_ips.length === 0),
    state: young ? 'creating' : 'active',
  }
}

/** A group by name, UUID or multicast address; undefined when there is none. */
export function findGroup(db: Db, ref: string) {
  if (isUuid(ref)) return db.multicastGroups.find((g) => g.id === ref)
  if (parseIp(ref)) return db.multicastGroups.find((g) => g.multicast_ip === ref)
  return db.multicastGroups.find((g) => g.name === ref)
}

export function lookupGroup(db: Db, ref: string) {
  const group = findGroup(db, ref)
  if (!group) throw notFound('multicast-group', isUuid(ref) ? { id: ref } : { name: ref })
  return group
}

function linkedMulticastPools(db: Db, siloId: string) {
  return db.ipPools.filter(
    (p) =>
      p.pool_type === 'multicast' &&
      db.ipPoolSilos.some((l) => l.ip_pool_id === p.id && l.silo_id === siloId),
  )
}

/** A group the join creates: at the address given, or the next one of the silo's default pool. */
function createGroup(
  db: Db,
  siloId: string,
  ref: string,
  ipVersion: S['IpVersion'] | null | undefined,
): S['MulticastGroup'] {
  let ip: string
  let pool: S['IpPool'] | undefined
  if (parseIp(ref)) {
    pool = linkedMulticastPools(db, siloId).find((p) =>
      db.ipPoolRanges.some(
        (r) => r.ip_pool_id === p.id && inRange(ref, r.range.first, r.range.last),
      ),
    )
    if (!pool)
      throw invalidRequest(`multicast IP ${ref} is not in any multicast pool linked to the silo`)
    ip = ref
  } else {
    const v4 = defaultPool(db, siloId, 'v4', 'multicast')
    const v6 = defaultPool(db, siloId, 'v6', 'multicast')
    if (v4 && v6 && !ipVersion)
      throw invalidRequest(
        'both IPv4 and IPv6 default multicast pools are linked to the silo; specify ip_version',
      )
    pool = ipVersion === 'v6' ? v6 : ipVersion === 'v4' ? v4 : (v4 ?? v6)
    if (!pool) throw invalidRequest('no default multicast pool is linked to the silo')
    ip = allocExternal(db, pool, usedExternal(db), 'multicast')
  }
  const time = clock.iso()
  const name = parseIp(ref) ? `mcast-${ref.replace(/[.:]+/g, '-')}`.replace(/-$/, '') : ref
  if (db.multicastGroups.some((g) => g.name === name)) throw alreadyExists('multicast-group', name)
  const group: S['MulticastGroup'] = {
    id: newId(),
    name,
    description: `Created when ${ref} was first joined`,
    ip_pool_id: pool.id,
    multicast_ip: ip,
    source_ips: [],
    has_any_source_member: false,
    state: 'creating',
    time_created: time,
    time_modified: time,
  }
  db.multicastGroups.push(group)
  return group
}

function checkSources(ip: string, sources: string[] | null | undefined) {
  const list = [...new Set(sources ?? [])]
  if (list.length > MAX_SOURCES)
    throw invalidValue('source_ips', `at most ${MAX_SOURCES} source IPs are allowed`)
  const bad = list.find((s) => !parseIp(s))
  if (bad !== undefined) throw invalidValue('source_ips', `"${bad}" is not an IP address`)
  if (isSsm(ip) && list.length === 0)
    throw invalidRequest(
      `${ip} is a source-specific multicast address (232.0.0.0/8, ff3x::/32): source_ips are required`,
    )
  return list
}

/** Join (or update the sources of) the instance's membership; the group is made when new. */
export function joinGroup(
  db: Db,
  siloId: string,
  instance: S['Instance'],
  ref: string,
  body: S['InstanceMulticastGroupJoin'],
) {
  let group = findGroup(db, ref)
  if (!group && isUuid(ref)) throw notFound('multicast-group', { id: ref })
  const ip = group?.multicast_ip ?? ref
  // Check the sources first so a refused join creates no group.
  const sources = parseIp(ip) ? checkSources(ip, body.source_ips) : null
  let source_ips = sources
  if (!group) {
    const made = createGroup(db, siloId, ref, body.ip_version)
    try {
      source_ips ??= checkSources(made.multicast_ip, body.source_ips)
    } catch (e) {
      db.multicastGroups = db.multicastGroups.filter((g) => g !== made)
      throw e
    }
    group = made
  }
  source_ips ??= checkSources(group.multicast_ip, body.source_ips)
  const time = clock.iso()
  const existing = db.multicastMembers.find(
    (m) => m.multicast_group_id === group.id && m.instance_id === instance.id,
  )
  if (existing) {
    existing.source_ips = source_ips
    existing.time_modified = time
    return existing
  }
  const member: S['MulticastGroupMember'] = {
    id: newId(),
    name: instance.name,
    description: `${instance.name} in ${group.name}`,
    instance_id: instance.id,
    multicast_group_id: group.id,
    multicast_ip: group.multicast_ip,
    source_ips,
    state: 'joining',
    time_created: time,
    time_modified: time,
  }
  db.multicastMembers.push(member)
  return member
}

/** The instance leaves the group; the group goes with its last member. */
export function leaveGroup(db: Db, group: S['MulticastGroup'], instanceId: string) {
  const member = db.multicastMembers.find(
    (m) => m.multicast_group_id === group.id && m.instance_id === instanceId,
  )
  if (!member) throw notFound('multicast-group-member', { id: instanceId })
  db.multicastMembers = db.multicastMembers.filter((m) => m !== member)
  dropEmptyGroups(db)
}

/** Every membership of a deleted instance ends (instance-teardown.ts). */
export function leaveAllGroups(db: Db, instanceId: string) {
  db.multicastMembers = db.multicastMembers.filter((m) => m.instance_id !== instanceId)
  dropEmptyGroups(db)
}

function dropEmptyGroups(db: Db) {
  db.multicastGroups = db.multicastGroups.filter((g) =>
    db.multicastMembers.some((m) => m.multicast_group_id === g.id),
  )
}
