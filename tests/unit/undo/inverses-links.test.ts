// Round trips of attach/detach, promote/demote, link/unlink/make-default, the sled provision
// policy and silo quotas: each change, then its undo, leaves the wire state as it was.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '@mock/db/store'
import { closeMock, resetAll, roundTrip, run, setUpMock, undo } from './harness'

beforeAll(setUpMock)
beforeEach(resetAll)
afterAll(closeMock)

const demo = { project: 'demo' }

describe('addresses', () => {
  it('instance.ephemeral-ip-detach', () =>
    roundTrip('instance.ephemeral-ip-detach', { ...demo, instance: 'web-1' }))
  it('instance.ephemeral-ip-attach', async () => {
    await run('instance.ephemeral-ip-detach', { ...demo, instance: 'web-1' })
    await roundTrip('instance.ephemeral-ip-attach', { ...demo, instance: 'web-1' })
  })
  it('floating-ip.attach', () =>
    roundTrip('floating-ip.attach', { ...demo, floatingIp: 'spare-ip', instance: 'web-3' }))
  it('floating-ip.detach', () => roundTrip('floating-ip.detach', { ...demo, floatingIp: 'web-lb' }))
})

describe('images', () => {
  it('image.promote', () => roundTrip('image.promote', { ...demo, image: 'app-base' }))
  it('image.demote', () => roundTrip('image.demote', { ...demo, image: 'debian-12' }))
})

describe('IP pools and silos', () => {
  it('ip-pool.silo-link', () =>
    roundTrip('ip-pool.silo-link', { pool: 'lab', silo: 'corp', isDefault: false }))
  it('ip-pool.silo-unlink', async () => {
    await run('ip-pool.silo-link', { pool: 'lab', silo: 'corp', isDefault: false })
    await roundTrip('ip-pool.silo-unlink', { pool: 'lab', silo: 'corp' })
  })
  it('ip-pool.silo-make-default (back to the old default)', async () => {
    await run('ip-pool.silo-link', { pool: 'lab', silo: 'corp', isDefault: false })
    await roundTrip('ip-pool.silo-make-default', { pool: 'lab', silo: 'corp' })
  })
  it('silo.quotas-update', () =>
    roundTrip('silo.quotas-update', { silo: 'corp', cpus: 900, memory: 9000, storage: 90000 }))
})

describe('sleds', () => {
  it('sled.set-provision-policy', async () => {
    const sled = getDb().sleds.find(
      (s) => s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable',
    )!
    await roundTrip('sled.set-provision-policy', { sled: sled.id, policy: 'non_provisionable' })
  })

  it('two policy changes are undone one after the other, back to the first policy', async () => {
    const sled = getDb().sleds.find(
      (s) => s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable',
    )!
    await run('sled.set-provision-policy', { sled: sled.id, policy: 'non_provisionable' })
    await run('sled.set-provision-policy', { sled: sled.id, policy: 'provisionable' })
    expect(await undo()).toMatchObject({ status: 'ok' }) // back to non_provisionable
    expect(await undo()).toMatchObject({ status: 'ok' }) // back to provisionable
    const now = getDb().sleds.find((s) => s.id === sled.id)!
    expect(now.policy).toMatchObject({ kind: 'in_service', provision_policy: 'provisionable' })
  })
})
