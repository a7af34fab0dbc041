// Round trips of the subnet pool and external subnet commands: creates undone by their delete, a
// member added removed, links and defaults put back, attach and detach reversed, edits restored.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { systemSubnetPoolSiloUpdate } from '@/api/generated/operations'
import { store } from '@/state/store'
import { setFleetViewerAtom } from '@/state/session'
import { redoStackAtom } from '@/state/undo'
import { closeMock, resetAll, roundTrip, run, setUpMock, undo } from './harness'

beforeAll(() => {
  setUpMock()
  store.set(setFleetViewerAtom, true)
})
beforeEach(resetAll)
afterAll(closeMock)

const demo = { project: 'demo' }
const link = { pool: 'lab-blocks', silo: 'corp' }

describe('creates and the member add', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['subnet-pool.create', { name: 'undo-pool', ipVersion: 'v6' }],
    ['external-subnet.create', { ...demo, name: 'undo-block', prefixLength: 27 }],
  ]
  for (const [id, args] of cases)
    it(id, async () => {
      await roundTrip(id, args, { redo: false })
      expect(store.get(redoStackAtom).at(-1)?.steps ?? []).toEqual([])
    })

  it('subnet-pool.member-add', () =>
    roundTrip(
      'subnet-pool.member-add',
      { pool: 'reserve-v6', subnet: 'fd00:99::/48', minPrefixLength: 56 },
      { redo: false },
    ))
})

describe('edits', () => {
  const edit = { name: 'renamed', description: 'changed by the test' }
  it('subnet-pool.update', () => roundTrip('subnet-pool.update', { pool: 'edge-v6', ...edit }))
  it('external-subnet.update', () =>
    roundTrip('external-subnet.update', { ...demo, externalSubnet: 'staging', ...edit }))
})

describe('silo links and defaults', () => {
  it('subnet-pool.silo-link', () =>
    roundTrip('subnet-pool.silo-link', { ...link, isDefault: false }))
  it('subnet-pool.silo-unlink', async () => {
    await run('subnet-pool.silo-link', { ...link, isDefault: false })
    await roundTrip('subnet-pool.silo-unlink', link)
  })
  it('subnet-pool.silo-make-default (back to the old default)', async () => {
    await run('subnet-pool.silo-link', { ...link, isDefault: false })
    await roundTrip('subnet-pool.silo-make-default', link)
  })
  it('subnet-pool.silo-make-default (no default before: cleared again)', () =>
    roundTrip('subnet-pool.silo-make-default', { pool: 'edge-v6', silo: 'corp' }))
  it('subnet-pool.silo-clear-default', () =>
    roundTrip('subnet-pool.silo-clear-default', { pool: 'edge-v4', silo: 'corp' }))

  it('refuses when the link changed since, and says what', async () => {
    await run('subnet-pool.silo-link', { ...link, isDefault: false })
    await run('subnet-pool.silo-make-default', link)
    await systemSubnetPoolSiloUpdate({ path: link, body: { isDefault: false } })
    expect(await undo()).toMatchObject({
      status: 'error',
      message:
        'Not undone, nothing changed: the link of lab-blocks to corp is now linked (this change left default)',
    })
  })
})

describe('attach and detach', () => {
  it('external-subnet.attach', () =>
    roundTrip('external-subnet.attach', { ...demo, externalSubnet: 'staging', instance: 'web-3' }))
  it('external-subnet.detach', () =>
    roundTrip('external-subnet.detach', { ...demo, externalSubnet: 'web-edge' }))
})
