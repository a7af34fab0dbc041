// Rack networking shared by the address lot, BGP and switch port handlers: lookups, switch
// slots, and which address lot block an address comes from. The rules are the ones nexus.json
// implies (addresses come from a lot's blocks, objects in use stay); messages are the mock's.
import { badQuery, invalidRequest, notFound } from './errors'
import { isUuid } from './ids'
import { parseIp } from './ip'
import { lookupNamed } from './lookup'
import type { Db } from './store'
import type { Schemas as S } from './types'

export const lookupAddressLot = (db: Db, value: string) =>
  lookupNamed(db.addressLots, 'address-lot', value)

export const lookupAnnounceSet = (db: Db, value: string) =>
  lookupNamed(db.bgpAnnounceSets, 'bgp-announce-set', value)

/** A BGP configuration with the announce set it announces, if there is one by that name or id. */
export const findBgpConfig = (db: Db, value: string) =>
  db.bgpConfigs.find((c) => (isUuid(value) ? c.value.id === value : c.value.name === value))

export function lookupBgpConfig(db: Db, value: string) {
  const found = findBgpConfig(db, value)
  if (!found) throw notFound('bgp-config', isUuid(value) ? { id: value } : { name: value })
  return found
}

export const lookupPortSettings = (db: Db, value: string) =>
  lookupNamed(db.switchPortSettings, 'switch-port-settings', value)

export const lotBlocks = (db: Db, lotId: string) =>
  db.addressLotBlocks.filter((b) => b.address_lot_id === lotId).map((b) => b.value)

/** `198.51.100.10/30` -> its address and prefix length, or null when malformed. */
export function parseNet(net: string) {
  const [addr = '', width = ''] = net.split('/')
  const ip = parseIp(addr)
  const w = Number(width)
  if (!ip || width === '' || !Number.isInteger(w) || w < 0 || w > (ip.v === 4 ? 32 : 128))
    return null
  return { ip, width: w, addr }
}

/** The block of `lot` holding `address`; Nexus refuses an address outside the lot. */
export function blockFor(db: Db, lot: S['AddressLot'], address: string) {
  const ip = parseIp(address)
  const block = lotBlocks(db, lot.id).find((b) => {
    const first = parseIp(b.first_address)
    const last = parseIp(b.last_address)
    return ip && first && last && ip.v === first.v && ip.n >= first.n && ip.n <= last.n
  })
  if (!block)
    throw invalidRequest(`address ${address} is not in any block of address lot "${lot.name}"`)
  return block
}

/** Address lot blocks in use by loopback addresses, port settings or BGP announcements. */
export function blocksInUse(db: Db) {
  return new Set([
    ...db.loopbackAddresses.map((l) => l.address_lot_block_id),
    ...db.switchPortSettings.flatMap((s) => s.addresses.map((a) => a.address_lot_block_id)),
    ...db.bgpAnnouncements.map((a) => a.address_lot_block_id),
  ])
}

const SLOTS: S['SwitchSlot'][] = ['switch0', 'switch1']

/** A `switch_slot` query or path parameter, refused like dropshot refuses an unknown variant. */
export function switchSlot(raw: string | undefined): S['SwitchSlot'] {
  const slot = SLOTS.find((s) => s === raw)
  if (!slot) throw badQuery(`unknown variant \`${raw ?? ''}\`, expected \`switch0\` or \`switch1\``)
  return slot
}

/** The slot of the rack's `index`th switch (the seed lists them in slot order). */
export const slotOf = (index: number): S['SwitchSlot'] => (index === 0 ? 'switch0' : 'switch1')

/** The port `port` of the switch in `rack_id`/`switch_slot`. */
export function lookupPort(
  db: Db,
  sel: { port: string; rack_id?: string; switch_slot?: string },
): S['SwitchPort'] {
  if (!sel.rack_id) throw badQuery('missing field `rack_id`')
  const slot = switchSlot(sel.switch_slot)
  const port = db.switchPorts.find(
    (p) => p.rack_id === sel.rack_id && p.switch_slot === slot && p.port_name === sel.port,
  )
  if (!port) throw notFound('switch-port', { name: sel.port })
  return port
}
