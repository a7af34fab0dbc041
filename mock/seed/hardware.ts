// One rack of sleds with their physical disks, and the rack's two switches. Part numbers and
// serials have the shape the real inventory shows; the values are made up.
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { seedId } from '../db/ids'
import { GiB, times } from './util'

const SLEDS = 10

function sled(rackId: string, i: number): S['Sled'] {
  const policy: S['Sled']['policy'] =
    i === 9
      ? { kind: 'expunged' }
      : { kind: 'in_service', provision_policy: i === 8 ? 'non_provisionable' : 'provisionable' }
  return {
    id: seedId(),
    rack_id: rackId,
    slot: [0, 1, 2, 3, 6, 7, 8, 9, 14, 17][i] ?? i,
    baseboard: {
      part: '913-0000019',
      revision: 6,
      serial: `BRM4222${(31 + i * 7).toString().padStart(4, '0')}`,
    },
    policy,
    state: i === 9 ? 'decommissioned' : 'active',
    usable_hardware_threads: 128,
    usable_physical_ram: 1012 * GiB,
    ...times(300 - i),
  }
}

function disks(s: S['Sled'], n: number): S['PhysicalDisk'][] {
  const gone = s.state === 'decommissioned'
  const u2 = Array.from({ length: 10 }, (_, d) => ({
    id: seedId(),
    sled_id: s.id,
    form_factor: 'u2' as const,
    vendor: '1b96',
    model: 'WUS4C6432DSP3X3',
    serial: `A0${(84 + n).toString(16).toUpperCase()}A7${(d * 37 + n * 11).toString().padStart(2, '0')}`,
    policy: gone ? { kind: 'expunged' as const } : { kind: 'in_service' as const },
    state: gone ? ('decommissioned' as const) : ('active' as const),
    ...times(300 - n),
  }))
  const m2 = [0, 1].map((d) => ({
    id: seedId(),
    sled_id: s.id,
    form_factor: 'm2' as const,
    vendor: '1344',
    model: 'Micron_7300_MTFDHBG1T9TDF',
    serial: `2140${n}${d}3A9F${(n * 3 + d).toString().padStart(2, '0')}`,
    policy: gone ? { kind: 'expunged' as const } : { kind: 'in_service' as const },
    state: gone ? ('decommissioned' as const) : ('active' as const),
    ...times(300 - n),
  }))
  return [...u2, ...m2]
}

export function seedHardware(db: Db) {
  const rack: S['Rack'] = { id: seedId(), ...times(320) }
  db.racks.push(rack)
  for (let i = 0; i < SLEDS; i++) {
    const s = sled(rack.id, i)
    db.sleds.push(s)
    db.physicalDisks.push(...disks(s, i))
  }
  db.uninitializedSleds.push({
    rack_id: rack.id,
    cubby: 20,
    baseboard: { part: '913-0000019', revision: 6, serial: 'BRM42220412' },
  })
  for (const slot of [0, 1]) {
    db.switches.push({
      id: seedId(),
      rack_id: rack.id,
      baseboard: { part: '913-0000006', revision: 4, serial: `BRM4421000${slot}` },
      ...times(320),
    })
  }
}
