// Rack networking: address lots, switch loopbacks, the BGP configuration announcing the
// external IP pools' ranges, 32 QSFP ports per switch, and uplink settings on qsfp0 of each
// switch. Only switch0's uplink hears its router over LLDP, so switch1's BGP peer is not up.
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { daysAgo } from '../db/clock'
import { seedId } from '../db/ids'
import { slotOf } from '../db/networking'
import { ident, named } from './util'

const LOTS: [string, string, S['AddressLotKind'], [string, string][]][] = [
  [
    'external-pool',
    'Ranges of the external IP pools',
    'pool',
    [
      ['198.51.100.0', '198.51.100.255'],
      ['203.0.113.0', '203.0.113.255'],
    ],
  ],
  ['uplinks', 'Transit links to the edge routers', 'infra', [['100.64.0.0', '100.64.0.255']]],
  ['loopbacks', 'Switch loopback addresses', 'infra', [['10.255.255.0', '10.255.255.255']]],
  ['spare', 'Reserved for a second uplink pair', 'infra', [['172.31.0.0', '172.31.0.255']]],
]

function seedLots(db: Db) {
  for (const [name, description, kind, blocks] of LOTS) {
    const lot: S['AddressLot'] = { ...ident(name, description, 200), kind }
    db.addressLots.push(lot)
    for (const [first_address, last_address] of blocks)
      db.addressLotBlocks.push({
        address_lot_id: lot.id,
        value: { id: seedId(), first_address, last_address },
      })
  }
}

const blockOf = (db: Db, lot: string) => {
  const id = named(db.addressLots, lot).id
  const block = db.addressLotBlocks.find((b) => b.address_lot_id === id)
  if (!block) throw new Error(`seed: lot ${lot} has no block`)
  return block.value.id
}

function seedBgp(db: Db) {
  const set: S['BgpAnnounceSet'] = ident('rack-external', 'External IP pool ranges', 200)
  db.bgpAnnounceSets.push(set)
  const pool = named(db.addressLots, 'external-pool').id
  for (const b of db.addressLotBlocks.filter((x) => x.address_lot_id === pool)) {
    const network = `${b.value.first_address}/24`
    db.bgpAnnouncements.push({
      announce_set_id: set.id,
      address_lot_block_id: b.value.id,
      network,
    })
  }
  db.bgpConfigs.push({
    announce_set_id: set.id,
    value: {
      ...ident('as65100', 'Rack ASN toward the edge', 200),
      asn: 65100,
      max_paths: 1,
      vrf: null,
    },
  })
}

/** Uplink settings for one switch: a /30 transit link with a default route and a BGP peer. */
function uplink(db: Db, slot: number): S['SwitchPortSettings'] {
  const base = ident(`uplink-sw${slot}`, `qsfp0 of switch${slot} to edge-rtr-${slot + 1}`, 200)
  const { id } = base
  const [ours, theirs] = [`100.64.0.${slot * 4 + 2}`, `100.64.0.${slot * 4 + 1}`]
  const lot = named(db.addressLots, 'uplinks')
  const config = db.bgpConfigs[0]?.value
  if (!config) throw new Error('seed: no BGP config')
  return {
    ...base,
    port: { geometry: 'qsfp28x1', port_settings_id: id },
    links: [
      {
        link_name: 'phy0',
        autoneg: false,
        fec: 'rs',
        mtu: 1500,
        speed: 'speed100_g',
        port_settings_id: id,
        tx_eq_config: null,
        lldp_link_config: {
          id: seedId(),
          enabled: true,
          chassis_id: null,
          link_name: 'phy0',
          link_description: 'uplink',
          management_ip: ours,
          system_name: `oxide-switch${slot}`,
          system_description: 'Oxide rack switch',
        },
      },
    ],
    interfaces: [],
    addresses: [
      {
        address: `${ours}/30`,
        address_lot_block_id: blockOf(db, 'uplinks'),
        address_lot_id: lot.id,
        address_lot_name: lot.name,
        interface_name: 'phy0',
        port_settings_id: id,
        vlan_id: null,
      },
    ],
    routes: [
      {
        dst: '0.0.0.0/0',
        gw: theirs,
        interface_name: 'phy0',
        port_settings_id: id,
        rib_priority: null,
        vlan_id: null,
      },
    ],
    bgp_peers: [
      {
        addr: { type: 'numbered', ip: theirs },
        bgp_config: config.id,
        remote_asn: 64512,
        allowed_import: { type: 'no_filtering' },
        allowed_export: { type: 'allow', value: ['198.51.100.0/24', '203.0.113.0/24'] },
        communities: [],
        connect_retry: 3,
        delay_open: 0,
        enforce_first_as: false,
        hold_time: 6,
        idle_hold_time: 3,
        keepalive: 2,
        local_pref: null,
        md5_auth_key: null,
        min_ttl: null,
        multi_exit_discriminator: null,
        vlan_id: null,
      },
    ],
    groups: [],
  }
}

function seedPorts(db: Db) {
  const rack = db.racks[0]
  if (!rack) throw new Error('seed: no rack')
  db.switches.forEach((_, i) => {
    const settings = uplink(db, i)
    db.switchPortSettings.push(settings)
    for (let n = 0; n < 32; n++)
      db.switchPorts.push({
        id: seedId(),
        rack_id: rack.id,
        switch_slot: slotOf(i),
        port_name: `qsfp${n}`,
        port_settings_id: n === 0 ? settings.id : null,
      })
    db.loopbackAddresses.push({
      id: seedId(),
      rack_id: rack.id,
      switch_slot: slotOf(i),
      address: `10.255.255.${i + 1}/32`,
      address_lot_block_id: blockOf(db, 'loopbacks'),
    })
  })
}

function seedNeighbor(db: Db) {
  const port = db.switchPorts.find((p) => p.switch_slot === 'switch0' && p.port_name === 'qsfp0')
  if (!port) throw new Error('seed: no switch0 qsfp0')
  db.lldpNeighbors.push({
    port_id: port.id,
    value: {
      chassis_id: '0c:c4:7a:10:20:01',
      system_name: 'edge-rtr-1',
      system_description: 'Edge router, transit A',
      link_name: 'Ethernet1/49',
      link_description: 'to oxide-switch0 qsfp0',
      local_port: 'qsfp0',
      management_ip: [
        { addr: { ip_addr: '100.64.0.1' }, interface_num: { if_index: 49 }, oid: null },
      ],
      first_seen: daysAgo(12),
      last_seen: daysAgo(0.0001),
    },
  })
}

export function seedNetworking(db: Db) {
  seedLots(db)
  seedBgp(db)
  seedPorts(db)
  seedNeighbor(db)
}
