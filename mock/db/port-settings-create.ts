// Building a switch port settings object from its create body: every address comes from a
// block of the lot it names, every BGP peer names an existing configuration, and addresses,
// routes, interfaces and peers name a link of the same settings.
import { clock } from './clock'
import { invalidRequest } from './errors'
import { newId } from './ids'
import { assertUnique } from './lookup'
import {
  blockFor,
  lookupAddressLot,
  lookupBgpConfig,
  lookupPortSettings,
  parseNet,
} from './networking'
import type { Db } from './store'
import type { Schemas as S } from './types'

type Create = S['SwitchPortSettingsCreate']

function checkLinkNames(body: Create) {
  const links = new Set(body.links.map((l) => l.link_name))
  const named = [
    ...body.addresses,
    ...(body.routes ?? []),
    ...(body.interfaces ?? []),
    ...(body.bgp_peers ?? []),
  ]
  const unknown = named.find((x) => !links.has(x.link_name))
  if (unknown) throw invalidRequest(`no link named "${unknown.link_name}" in the port settings`)
}

function addresses(db: Db, id: string, body: Create): S['SwitchPortAddressView'][] {
  return body.addresses.flatMap((config) =>
    config.addresses.map((a) => {
      const net = parseNet(a.address)
      if (!net) throw invalidRequest(`invalid address ${a.address}`)
      const lot = lookupAddressLot(db, a.address_lot)
      return {
        address: a.address,
        address_lot_block_id: blockFor(db, lot, net.addr).id,
        address_lot_id: lot.id,
        address_lot_name: lot.name,
        interface_name: config.link_name,
        port_settings_id: id,
        vlan_id: a.vlan_id ?? null,
      }
    }),
  )
}

const routes = (id: string, body: Create): S['SwitchPortRouteConfig'][] =>
  (body.routes ?? []).flatMap((config) =>
    config.routes.map((r) => ({
      dst: r.dst,
      gw: r.gw,
      interface_name: config.link_name,
      port_settings_id: id,
      rib_priority: r.rib_priority ?? null,
      vlan_id: r.vid ?? null,
    })),
  )

/** Peers keep the id of their configuration, so renaming the configuration does not orphan them. */
const bgpPeers = (db: Db, body: Create): S['BgpPeer'][] =>
  (body.bgp_peers ?? []).flatMap((config) =>
    config.peers.map((p) => ({ ...p, bgp_config: lookupBgpConfig(db, p.bgp_config).value.id })),
  )

const links = (id: string, body: Create): S['SwitchPortLinkConfig'][] =>
  body.links.map((l) => ({
    link_name: l.link_name,
    autoneg: l.autoneg,
    fec: l.fec ?? null,
    mtu: l.mtu,
    speed: l.speed,
    port_settings_id: id,
    lldp_link_config: { id: newId(), ...l.lldp },
    tx_eq_config: l.tx_eq ?? null,
  }))

export function createPortSettings(db: Db, body: Create): S['SwitchPortSettings'] {
  assertUnique(db.switchPortSettings, 'switch-port-settings', body.name)
  checkLinkNames(body)
  const id = newId()
  const time = clock.iso()
  return {
    id,
    name: body.name,
    description: body.description,
    port: { geometry: body.port_config.geometry, port_settings_id: id },
    links: links(id, body),
    interfaces: (body.interfaces ?? []).map((i) => ({
      id: newId(),
      interface_name: i.link_name,
      kind: i.kind,
      v6_enabled: i.v6_enabled,
      port_settings_id: id,
    })),
    addresses: addresses(db, id, body),
    routes: routes(id, body),
    bgp_peers: bgpPeers(db, body),
    groups: (body.groups ?? []).map((g) => ({
      port_settings_group_id: lookupPortSettings(db, g).id,
      port_settings_id: id,
    })),
    time_created: time,
    time_modified: time,
  }
}
