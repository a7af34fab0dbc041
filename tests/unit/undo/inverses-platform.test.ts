// Round trips of the operator's settings and hardware commands: a SCIM token's create (undone by
// its delete), the allow list, inbound ICMP, the jumbo-frame opt-in, BFD sessions and disk
// adoption, each put back as it was.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '@mock/db/store'
import { setTransitionDelay } from '@mock/db/transitions'
import { closeMock, resetAll, roundTrip, run, setUpMock, undo } from './harness'

beforeAll(setUpMock)
beforeEach(resetAll)
afterAll(closeMock)

describe('silos', () => {
  // The redo of a delete is refused, as for every create.
  it('scim-token.create', () => roundTrip('scim-token.create', { silo: 'corp' }, { redo: false }))
})

describe('networking settings', () => {
  it('allow-list.update (a list)', () =>
    roundTrip('allow-list.update', { allow: 'list', ips: '192.0.2.0/24,2001:db8::/32' }))
  it('allow-list.update (any source, back to the seeded list)', () =>
    roundTrip('allow-list.update', { allow: 'any' }))
  it('inbound-icmp.update', () => roundTrip('inbound-icmp.update', { enabled: false }))
  it('networking-settings.update', () =>
    roundTrip('networking-settings.update', { jumboFrames: true }))

  it('an allow list changed by someone else since is not undone', async () => {
    await run('allow-list.update', { allow: 'any' })
    await run('allow-list.update', { allow: 'list', ips: '198.51.100.0/24' })
    // The second change's undo is taken by hand elsewhere: the first one's no longer holds.
    getDb().allowList.allowed_ips = { allow: 'list', ips: ['203.0.113.0/24'] }
    const r = await undo()
    expect(JSON.stringify(r)).toContain('the allow list is now 203.0.113.0/24')
  })
})

describe('BFD', () => {
  it('bfd.enable', () =>
    roundTrip('bfd.enable', { remote: '100.64.0.9', switchSlot: 'switch0', mode: 'multi_hop' }))
  // The last session: disabled and enabled again, it is back in its place.
  it('bfd.disable', () => roundTrip('bfd.disable', { remote: '100.64.0.5', switchSlot: 'switch1' }))
})

describe('disk adoption', () => {
  it('physical-disk.enable-adoption', async () => {
    // Slow enough that the control plane has not adopted the disk before the undo.
    setTransitionDelay(60_000)
    await roundTrip('physical-disk.enable-adoption', { serial: 'A0N7R2K41' })
  })
  it('physical-disk.disable-adoption', async () => {
    const request = getDb().diskAdoptionRequests[0]?.id
    await roundTrip('physical-disk.disable-adoption', { request })
  })
})
