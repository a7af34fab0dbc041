// Round trips of the creates: the undo is the resource's delete (asked like any delete), and the
// platform's wire state is as it was before the create. The redo of a delete is refused: a
// delete cannot be undone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { store } from '@/state/store'
import { redoStackAtom } from '@/state/undo'
import { closeMock, resetAll, roundTrip, setUpMock } from './harness'

beforeAll(setUpMock)
beforeEach(resetAll)
afterAll(closeMock)

const demo = { project: 'demo' }
const vpc = { project: 'demo', vpc: 'default' }
const KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl undo@test'

const cases: [string, Record<string, unknown>][] = [
  ['project.create', { name: 'undo-me' }],
  ['vpc.create', { ...demo, name: 'undo-vpc', dnsName: 'undovpc' }],
  ['subnet.create', { ...vpc, name: 'undo-sub', ipv4Block: '10.99.0.0/24' }],
  ['router.create', { ...vpc, name: 'undo-router' }],
  [
    'route.create',
    {
      ...vpc,
      vpc: 'backend',
      router: 'egress',
      name: 'undo-route',
      destinationType: 'ip_net',
      destination: '10.77.0.0/16',
      targetType: 'drop',
    },
  ],
  ['image.create', { ...demo, snapshot: 'web-1-golden', name: 'undo-img', os: 'x', version: '1' }],
  ['internet-gateway.create', { ...vpc, name: 'undo-gw' }],
  ['ssh-key.create', { name: 'undo-key', publicKey: KEY }],
  ['disk.create', { ...demo, name: 'undo-disk', size: 10 }],
  ['snapshot.create', { ...demo, disk: 'spare-volume', name: 'undo-snap' }],
  ['floating-ip.create', { ...demo, name: 'undo-fip' }],
  ['instance.create', { ...demo, name: 'undo-inst', image: 'debian-12' }],
  ['ip-pool.range-add', { pool: 'default', first: '10.250.0.1', last: '10.250.0.9' }],
]

describe('creates are undone by their delete', () => {
  for (const [id, args] of cases)
    it(id, async () => {
      await roundTrip(id, args, { redo: false })
      const redo = store.get(redoStackAtom).at(-1)
      // What took the create back was a delete: there is nothing to redo it with.
      expect(redo?.steps ?? []).toEqual([])
    })
})
