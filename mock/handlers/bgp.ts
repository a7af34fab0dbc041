// BGP: configurations, announce sets and what the switches' routers report. The mock runs no
// router: a peer of an applied port settings object is established when its port hears an
// LLDP neighbor (the link is up), and its routes and messages follow from the configuration.
import type { Schemas as S } from '../db/types'
import { requireFleet } from '../db/authz'
import { clock } from '../db/clock'
import { badQuery, invalidRequest } from '../db/errors'
import { isUuid, newId } from '../db/ids'
import { assertUnique } from '../db/lookup'
import {
  blockFor,
  lookupAddressLot,
  lookupAnnounceSet,
  lookupBgpConfig,
  parseNet,
} from '../db/networking'
import { paginate } from '../db/paginate'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'
import { bgpPeers, type PeerState } from '../db/bgp-peers'

/** `address_lot_block` names the lot (or one of its blocks); the block holds the network. */
function announcement(db: Db, setId: string, a: S['BgpAnnouncementCreate']): S['BgpAnnouncement'] {
  const net = parseNet(a.network)
  if (!net) throw invalidRequest(`invalid network ${a.network}`)
  const direct = isUuid(a.address_lot_block)
    ? db.addressLotBlocks.find((b) => b.value.id === a.address_lot_block)
    : undefined
  const lot = lookupAddressLot(db, direct?.address_lot_id ?? a.address_lot_block)
  const block = blockFor(db, lot, net.addr)
  return { announce_set_id: setId, address_lot_block_id: block.id, network: a.network }
}

function requireAsn(raw: string | undefined) {
  const asn = Number(raw)
  if (raw === undefined || raw === '' || !Number.isInteger(asn) || asn < 0 || asn > 4294967295)
    throw badQuery(`invalid value for asn: "${raw ?? ''}"`)
  return asn
}

const established = (db: Db) => bgpPeers(db).filter((p) => p.state === 'established')

/** Routes learned from a peer: its import allow list, or a default route when it takes all. */
const imported = (p: PeerState) =>
  p.peer.allowed_import.type === 'allow' ? p.peer.allowed_import.value : ['0.0.0.0/0']

export const bgpHandlers = {
  networking_bgp_announce_set_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.bgpAnnounceSets, query).items
  },
  networking_bgp_announce_set_update: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    const time = clock.iso()
    const existing = db.bgpAnnounceSets.find((s) => s.name === body.name)
    const id = existing?.id ?? newId()
    // Resolve every announcement before changing anything, so a bad one changes nothing.
    const announcements = body.announcement.map((a) => announcement(db, id, a))
    const set = existing ?? {
      id,
      name: body.name,
      description: body.description,
      time_created: time,
      time_modified: time,
    }
    if (existing) Object.assign(existing, { description: body.description, time_modified: time })
    else db.bgpAnnounceSets.push(set)
    db.bgpAnnouncements = [
      ...db.bgpAnnouncements.filter((a) => a.announce_set_id !== id),
      ...announcements,
    ]
    return set
  },
  networking_bgp_announce_set_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const set = lookupAnnounceSet(db, path.announce_set)
    if (db.bgpConfigs.some((c) => c.announce_set_id === set.id))
      throw invalidRequest(`announce set "${set.name}" is in use by a BGP configuration`)
    db.bgpAnnouncements = db.bgpAnnouncements.filter((a) => a.announce_set_id !== set.id)
    db.bgpAnnounceSets = db.bgpAnnounceSets.filter((s) => s !== set)
  },
  networking_bgp_announcement_list: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    const set = lookupAnnounceSet(db, path.announce_set)
    return db.bgpAnnouncements.filter((a) => a.announce_set_id === set.id)
  },

  networking_bgp_config_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(
      db.bgpConfigs.map((c) => c.value),
      query,
    )
  },
  networking_bgp_config_create: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    assertUnique(
      db.bgpConfigs.map((c) => c.value),
      'bgp-config',
      body.name,
    )
    const set = lookupAnnounceSet(db, body.bgp_announce_set_id)
    const time = clock.iso()
    const value: S['BgpConfig'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      asn: body.asn,
      max_paths: body.max_paths ?? 1,
      vrf: body.vrf ?? null,
      time_created: time,
      time_modified: time,
    }
    db.bgpConfigs.push({ announce_set_id: set.id, value })
    return value
  },
  networking_bgp_config_update: ({ db, actor, query, body }) => {
    requireFleet(db, actor, 'admin')
    if (!query.name_or_id) throw badQuery('missing field `name_or_id`')
    const config = lookupBgpConfig(db, query.name_or_id)
    const { value } = config
    if (body.bgp_announce_set_id != null)
      config.announce_set_id = lookupAnnounceSet(db, body.bgp_announce_set_id).id
    if (body.name) {
      assertUnique(
        db.bgpConfigs.map((c) => c.value),
        'bgp-config',
        body.name,
        value.id,
      )
      value.name = body.name
    }
    if (body.description != null) value.description = body.description
    if (body.max_paths != null) value.max_paths = body.max_paths
    value.time_modified = clock.iso()
    return value
  },
  networking_bgp_config_delete: ({ db, actor, query }) => {
    requireFleet(db, actor, 'admin')
    if (!query.name_or_id) throw badQuery('missing field `name_or_id`')
    const config = lookupBgpConfig(db, query.name_or_id)
    const inUse = db.switchPortSettings.some((s) =>
      s.bgp_peers.some((p) => p.bgp_config === config.value.id),
    )
    if (inUse)
      throw invalidRequest(`BGP config "${config.value.name}" is in use by switch port settings`)
    db.bgpConfigs = db.bgpConfigs.filter((c) => c !== config)
  },

  networking_bgp_status: ({ db, actor }) => {
    requireFleet(db, actor, 'viewer')
    const now = clock.now()
    return bgpPeers(db).map((p) => ({
      addr: p.addr,
      peer_id: p.addr,
      local_asn: p.config.value.asn,
      remote_asn: p.peer.remote_asn ?? 0,
      state: p.state,
      state_duration_millis: Math.max(0, now - Date.parse(p.since)),
      switch: p.port.switch_slot,
    }))
  },
  networking_bgp_exported: ({ db, actor }) => {
    requireFleet(db, actor, 'viewer')
    return established(db).flatMap((p) => {
      const policy = p.peer.allowed_export
      return db.bgpAnnouncements
        .filter((a) => a.announce_set_id === p.config.announce_set_id)
        .filter((a) => policy.type === 'no_filtering' || policy.value.includes(a.network))
        .map((a) => ({ peer_id: p.addr, prefix: a.network, switch: p.port.switch_slot }))
    })
  },
  networking_bgp_imported: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    const asn = requireAsn(query.asn)
    return established(db)
      .filter((p) => p.config.value.asn === asn)
      .flatMap((p) =>
        imported(p).map((prefix) => ({ prefix, nexthop: p.addr, switch: p.port.switch_slot })),
      )
      .map((route, id) => ({ id, ...route }))
  },
  networking_bgp_message_history: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    const asn = requireAsn(query.asn)
    const peers = established(db).filter((p) => p.config.value.asn === asn)
    const slots = [...new Set(peers.map((p) => p.port.switch_slot))]
    return {
      switch_histories: slots.map((slot) => ({
        switch: slot,
        history: Object.fromEntries(
          peers.filter((p) => p.port.switch_slot === slot).map((p) => [p.addr, messages(p)]),
        ),
      })),
    }
  },
} satisfies HandlerMap

/** The last keepalives each way, as the router's message history lists them. */
function messages(p: PeerState) {
  const now = clock.now()
  const every = p.peer.keepalive * 1000
  const recent = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      timestamp: new Date(now - i * every).toISOString(),
      message: { Keepalive: null },
    }))
  return { received: recent(3), sent: recent(3) }
}
