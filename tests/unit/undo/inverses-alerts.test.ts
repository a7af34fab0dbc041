// Round trips of the alert receiver and support bundle changes that have an inverse: subscribe
// and unsubscribe (each the other's undo), a secret added (undone by its delete), receiver and
// bundle creates (undone by their delete) and edits (the old values back).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '@mock/db/store'
import { closeMock, resetAll, roundTrip, run, setUpMock, undo } from './harness'

beforeAll(setUpMock)
beforeEach(resetAll)
afterAll(closeMock)

const hook = {
  name: 'undo-hook',
  endpoint: 'https://hooks.example.com/undo',
  secret: 's3cret',
  subscriptions: 'test.foo',
}

describe('subscriptions and secrets', () => {
  it('alert-receiver.subscribe', () =>
    roundTrip('alert-receiver.subscribe', { receiver: 'legacy-siem', subscription: 'test.**' }))
  it('alert-receiver.unsubscribe', () =>
    roundTrip('alert-receiver.unsubscribe', { receiver: 'ops-pager', subscription: 'test.**' }))
  it('webhook-secret.add', () =>
    roundTrip('webhook-secret.add', { receiver: 'ops-pager', secret: 'rotated' }, { redo: false }))

  it('an unsubscribe is not undone once someone subscribed the receiver again', async () => {
    await run('alert-receiver.unsubscribe', { receiver: 'ops-pager', subscription: 'test.**' })
    getDb()
      .alertReceivers.find((r) => r.name === 'ops-pager')!
      .subscriptions.push('test.**')
    expect(await undo()).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/ops-pager is subscribed to test\.\*\* again already/),
    })
  })
})

describe('creates and edits', () => {
  it('alert-receiver.create', () => roundTrip('alert-receiver.create', hook, { redo: false }))
  it('alert-receiver.update', () =>
    roundTrip('alert-receiver.update', {
      receiver: 'ops-pager',
      name: 'pager-2',
      description: 'moved',
      endpoint: 'https://hooks.example.com/new',
    }))
  it('support-bundle.create', () =>
    roundTrip('support-bundle.create', { comment: 'undo me' }, { redo: false }))
  it('support-bundle.update', () => {
    const bundle = getDb().supportBundles.find((b) => b.state === 'active')!
    return roundTrip('support-bundle.update', { bundle: bundle.id, comment: 'a better reason' })
  })
})
