// Address lots (the rack's own address space: infra for switch ports and loopbacks, pool for
// announcements) and switch loopback addresses drawn from them.
import type { Schemas as S } from '../db/types'
import { requireFleet } from '../db/authz'
import { clock } from '../db/clock'
import { alreadyExists, invalidRequest, notFound } from '../db/errors'
import { newId } from '../db/ids'
import { parseIp } from '../db/ip'
import { assertUnique } from '../db/lookup'
import { blockFor, blocksInUse, lookupAddressLot, lotBlocks, switchSlot } from '../db/networking'
import { paginate } from '../db/paginate'
import type { HandlerMap } from '../msw/types'

/** A block's bounds must be one family, in order; blocks of one lot may not overlap. */
function checkBlocks(blocks: S['AddressLotBlockCreate'][]) {
  const parsed = blocks.map((b) => {
    const first = parseIp(b.first_address)
    const last = parseIp(b.last_address)
    if (!first || !last || first.v !== last.v)
      throw invalidRequest(
        `address lot block ${b.first_address}-${b.last_address} mixes IP versions`,
      )
    if (last.n < first.n)
      throw invalidRequest(
        `address lot block ${b.first_address}-${b.last_address}: the first address comes after the last`,
      )
    return { v: first.v, first: first.n, last: last.n, b }
  })
  for (const [i, a] of parsed.entries()) {
    const clash = parsed
      .slice(i + 1)
      .find((o) => o.v === a.v && o.first <= a.last && a.first <= o.last)
    if (clash)
      throw invalidRequest(
        `address lot blocks ${a.b.first_address}-${a.b.last_address} and ` +
          `${clash.b.first_address}-${clash.b.last_address} overlap`,
      )
  }
}

export const addressLotHandlers = {
  networking_address_lot_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.addressLots, query)
  },
  networking_address_lot_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    const lot = lookupAddressLot(db, path.address_lot)
    return { lot, blocks: lotBlocks(db, lot.id) }
  },
  networking_address_lot_block_list: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const lot = lookupAddressLot(db, path.address_lot)
    return paginate(lotBlocks(db, lot.id), query, 'id_ascending')
  },
  networking_address_lot_create: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    assertUnique(db.addressLots, 'address-lot', body.name)
    checkBlocks(body.blocks)
    const time = clock.iso()
    const lot: S['AddressLot'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      kind: body.kind,
      time_created: time,
      time_modified: time,
    }
    const blocks = body.blocks.map((b) => ({ id: newId(), ...b }))
    db.addressLots.push(lot)
    db.addressLotBlocks.push(...blocks.map((value) => ({ address_lot_id: lot.id, value })))
    return { lot, blocks }
  },
  networking_address_lot_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const lot = lookupAddressLot(db, path.address_lot)
    const used = blocksInUse(db)
    if (lotBlocks(db, lot.id).some((b) => used.has(b.id))) throw invalidRequest('lot is in use')
    db.addressLotBlocks = db.addressLotBlocks.filter((b) => b.address_lot_id !== lot.id)
    db.addressLots = db.addressLots.filter((l) => l !== lot)
  },

  networking_loopback_address_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.loopbackAddresses, query, 'id_ascending')
  },
  networking_loopback_address_create: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    if (!db.racks.some((r) => r.id === body.rack_id)) throw notFound('rack', { id: body.rack_id })
    const ip = parseIp(body.address)
    if (!ip || body.mask > (ip.v === 4 ? 32 : 128))
      throw invalidRequest(`invalid loopback address ${body.address}/${body.mask}`)
    const block = blockFor(db, lookupAddressLot(db, body.address_lot), body.address)
    const address = `${body.address}/${body.mask}`
    // Only an anycast address may sit on more than one switch.
    const taken = db.loopbackAddresses.some(
      (l) =>
        l.address === address &&
        (!body.anycast || (l.rack_id === body.rack_id && l.switch_slot === body.switch_slot)),
    )
    if (taken) throw alreadyExists('loopback-address', address)
    const loopback: S['LoopbackAddress'] = {
      id: newId(),
      address,
      address_lot_block_id: block.id,
      rack_id: body.rack_id,
      switch_slot: body.switch_slot,
    }
    db.loopbackAddresses.push(loopback)
    return loopback
  },
  networking_loopback_address_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const slot = switchSlot(path.switch_slot)
    const address = `${path.address}/${path.subnet_mask}`
    const found = db.loopbackAddresses.find(
      (l) => l.rack_id === path.rack_id && l.switch_slot === slot && l.address === address,
    )
    if (!found) throw notFound('loopback-address', { name: address })
    db.loopbackAddresses = db.loopbackAddresses.filter((l) => l !== found)
  },
} satisfies HandlerMap
