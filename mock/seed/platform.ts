// The rest of the platform an operator manages: SCIM tokens, a multicast pool with groups, a
// probe, the allow list, inbound ICMP, networking settings, BFD sessions on the uplinks, disks
// waiting for adoption, the rack's membership and the update system's progress. Seeded last, so
// the ids of everything seeded before stay what they were.
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { clock, daysAgo } from '../db/clock'
import { seedId } from '../db/ids'
import { componentCount } from '../db/update-progress'
import { createProbe } from '../db/probes'
import { ident, named } from './util'

function seedScimTokens(db: Db) {
  const corp = named(db.silos, 'corp')
  const research = named(db.silos, 'research')
  const token = (silo: S['Silo'], age: number, expires: number | null) => ({
    silo_id: silo.id,
    value: {
      id: seedId(),
      time_created: daysAgo(age),
      time_expires: expires === null ? null : daysAgo(-expires),
    },
  })
  db.scimTokens.push(token(corp, 40, null), token(research, 180, null), token(research, 12, 30))
}

/** A multicast pool linked to corp, an any-source group and a source-specific one. */
function seedMulticast(db: Db) {
  const corp = named(db.silos, 'corp')
  const pool: S['IpPool'] = {
    ...ident('multicast-v4', 'Multicast addresses for the silos’ groups', 60),
    ip_version: 'v4',
    pool_type: 'multicast',
    assignment: 'silos',
  }
  db.ipPools.push(pool)
  for (const [first, last] of [
    ['239.20.0.10', '239.20.0.250'],
    ['232.20.0.10', '232.20.0.60'],
  ] as const)
    db.ipPoolRanges.push({
      id: seedId(),
      ip_pool_id: pool.id,
      range: { first, last },
      time_created: daysAgo(60),
    })
  db.ipPoolSilos.push({ ip_pool_id: pool.id, silo_id: corp.id, is_default: true })

  const groups: [string, string, string, [string, string[]][]][] = [
    [
      'video-feed',
      'Lobby camera streams',
      '239.20.0.10',
      [
        ['web-1', []],
        ['web-2', []],
      ],
    ],
    [
      'market-data',
      'Price ticks from the exchange gateway',
      '232.20.0.10',
      [['db-primary', ['198.51.100.77']]],
    ],
  ]
  for (const [name, description, ip, members] of groups) {
    const group: S['MulticastGroup'] = {
      ...ident(name, description, 20),
      ip_pool_id: pool.id,
      multicast_ip: ip,
      source_ips: [],
      has_any_source_member: false,
      state: 'active',
    }
    db.multicastGroups.push(group)
    for (const [instanceName, sources] of members) {
      const instance = named(db.instances, instanceName)
      db.multicastMembers.push({
        ...ident(instance.name, `${instance.name} in ${name}`, 19),
        instance_id: instance.id,
        multicast_group_id: group.id,
        multicast_ip: ip,
        source_ips: sources,
        state: 'joined',
      })
    }
  }
}

function seedProbe(db: Db) {
  const demo = named(db.projects, 'demo')
  const sled = db.sleds[0]
  if (!sled) return
  db.probes.push(
    createProbe(
      db,
      demo,
      { name: 'edge-probe', description: 'Checks reachability of the uplinks', sled: sled.id },
      daysAgo(5),
    ),
  )
}

function seedNetworkSettings(db: Db) {
  db.allowList = {
    allowed_ips: { allow: 'list', ips: ['10.0.0.0/8', '172.16.0.0/12', '2001:db8:ab::/48'] },
    time_created: daysAgo(300),
    time_modified: daysAgo(20),
  }
  db.inboundIcmp = { enabled: true }
  db.networkingSettings = { external_jumbo_frames_opt_in_enabled: false }
  // One single-hop session per uplink BGP peer (db/bgp-peers.ts): switch0's comes up,
  // switch1's link is down.
  for (const slot of [0, 1])
    db.bfdSessions.push({
      remote: `100.64.0.${slot * 4 + 1}`,
      local: `100.64.0.${slot * 4 + 2}`,
      mode: 'single_hop',
      detection_threshold: 3,
      required_rx: 300_000,
      switch_slot: slot === 0 ? 'switch0' : 'switch1',
      time_created: daysAgo(100),
    })
}

/** Two replaced U.2 disks waiting for adoption, and a request for a disk not yet inserted. */
function seedAdoption(db: Db) {
  const disk = (sled: number, slot: number, serial: string): S['UnadoptedPhysicalDisk'] => ({
    disk_id: { vendor: '1b96', model: 'WUS4C6432DSP3X3', serial },
    sled_id: db.sleds[sled]?.id ?? '',
    slot,
    variant: 'u2',
  })
  db.unadoptedDisks.push(disk(3, 4, 'A0N7R2K41'), disk(5, 7, 'A0N7R2K58'))
  db.diskAdoptionRequests.push({
    id: seedId(),
    disk_id: { vendor: '1b96', model: 'WUS4C6432DSP3X3', serial: 'A0N7R2K77' },
    time_created: daysAgo(1),
  })
}

/** Version 1 of the rack's membership: the sleds in service when the rack was set up. */
function seedMembership(db: Db) {
  for (const rack of db.racks)
    db.rackMemberships.push({
      rack_id: rack.id,
      version: 1,
      members: db.sleds
        .filter((s) => s.rack_id === rack.id && s.policy.kind === 'in_service')
        .map((s) => ({ part_number: s.baseboard.part, serial_number: s.baseboard.serial })),
      unacknowledged_members: [],
      state: 'committed',
      time_created: daysAgo(300),
      time_committed: daysAgo(300),
      time_aborted: null,
    })
}

/** The update to the target release (16.0.0) finished days after it was set. */
function seedUpdatePlan(db: Db) {
  const set = db.targetRelease ? Date.parse(db.targetRelease.time_requested) : clock.now()
  db.updatePlan = {
    base: { '15.0.0': componentCount(db) },
    to: db.targetRelease?.version ?? '15.0.0',
    started_at: set,
    step_ms: 20 * 60_000,
  }
}

export function seedPlatform(db: Db) {
  seedScimTokens(db)
  seedMulticast(db)
  seedProbe(db)
  seedNetworkSettings(db)
  seedAdoption(db)
  seedMembership(db)
  seedUpdatePlan(db)
}
