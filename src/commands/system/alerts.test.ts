// Alert receiver commands against the node mock: create (and its refusals), probe (what came back,
// kept for the receiver's page), subscribe, secrets, resend and what makes a delivery one to resend.
import { beforeEach, describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import {
  alertDeliveryList,
  alertReceiverView,
  webhookSecretsList,
} from '@/api/generated/operations'
import { alertProbesAtom } from '@/state/alert-probes'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { dispatch } from '../core/dispatch'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })
beforeEach(() => {
  store.set(setFleetViewerAtom, true)
})

const run = (id: string, args: Record<string, unknown>, ctx = fakeContext().ctx) =>
  dispatch(id, args, 'test', { ctx, skipConfirm: true, quiet: true })
const ok = async (id: string, args: Record<string, unknown>, ctx = fakeContext().ctx) => {
  const r = await run(id, args, ctx)
  expect(r, JSON.stringify(r)).toMatchObject({ status: 'ok' })
  return (r as { result: unknown }).result
}

describe('receivers', () => {
  it('creates a webhook receiver with its secret and subscriptions', async () => {
    await ok('alert-receiver.create', {
      name: 'night-pager',
      endpoint: 'https://pager.example.com/hook',
      secret: 'pssst',
      subscriptions: 'test.foo, test.quux.**',
    })
    const r = await alertReceiverView({ path: { receiver: 'night-pager' } })
    expect(r.subscriptions).toEqual(['test.foo', 'test.quux.**'])
    expect('endpoint' in r.kind && r.kind.secrets).toHaveLength(1)
  })

  it('refuses a bad endpoint and a bad subscription before asking the platform', async () => {
    const bad = await run('alert-receiver.create', {
      name: 'x',
      endpoint: 'pager.example.com',
      secret: 's',
    })
    expect(bad).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^endpoint: Must be a URL/),
    })
    const glob = await run('alert-receiver.create', {
      name: 'x',
      endpoint: 'https://pager.example.com',
      secret: 's',
      subscriptions: 'test.fo*',
    })
    expect(glob).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/not an alert class or glob/),
    })
  })

  it('edit with nothing to change opens the form; a rename moves the page', async () => {
    const { ctx, navigated } = fakeContext({ receiver: 'ops-pager' })
    await ok('alert-receiver.update', { receiver: 'ops-pager' }, ctx)
    expect(navigated).toEqual(['/system/alerts/ops-pager/edit'])
    await ok('alert-receiver.update', { receiver: 'ops-pager', name: 'day-pager' }, ctx)
    expect(navigated.at(-1)).toBe('/system/alerts/day-pager')
  })
})

describe('probe', () => {
  it('keeps what came back for the receiver’s page; a failed probe toasts as an error', async () => {
    const good = fakeContext()
    await ok('alert-receiver.probe', { receiver: 'ops-pager' }, good.ctx)
    const pager = await alertReceiverView({ path: { receiver: 'ops-pager' } })
    expect(store.get(alertProbesAtom)[pager.id]).toMatchObject({
      state: 'delivered',
      attempts: [{ result: 'succeeded', status: 200 }],
      resendsStarted: null,
    })
    const bad = fakeContext()
    await ok('alert-receiver.probe', { receiver: 'legacy-siem' }, bad.ctx)
    expect(bad.toasts).toEqual([
      expect.objectContaining({
        title: 'Probe of legacy-siem failed: unreachable',
        variant: 'error',
      }),
    ])
  })

  it('with --resend, a delivered probe sends the missed alerts again', async () => {
    // Point legacy-siem at a host that answers, then probe it with resend.
    await ok('alert-receiver.update', {
      receiver: 'legacy-siem',
      endpoint: 'https://siem.example.com/ingest',
    })
    const record = (await ok('alert-receiver.probe', {
      receiver: 'legacy-siem',
      resend: true,
    })) as { resendsStarted: number }
    expect(record.resendsStarted).toBeGreaterThan(0)
  })
})

describe('subscriptions and secrets', () => {
  it('subscribes and unsubscribes; the platform’s refusal is the message', async () => {
    await ok('alert-receiver.subscribe', { receiver: 'legacy-siem', subscription: 'test.foo.bar' })
    const subs = async () =>
      (await alertReceiverView({ path: { receiver: 'legacy-siem' } })).subscriptions
    expect(await subs()).toEqual(['test.foo', 'test.foo.bar'])
    const probe = await run('alert-receiver.subscribe', {
      receiver: 'legacy-siem',
      subscription: 'probe',
    })
    expect(probe).toMatchObject({ message: expect.stringMatching(/cannot subscribe to probes/) })
    await ok('alert-receiver.unsubscribe', { receiver: 'legacy-siem', subscription: 'test.foo' })
    expect(await subs()).toEqual(['test.foo.bar'])
  })

  it('adds a secret; the last one cannot be deleted, with the reason', async () => {
    const secrets = async () =>
      (await webhookSecretsList({ query: { receiver: 'ops-pager' } })).secrets
    const [only] = await secrets()
    const refused = await run('webhook-secret.delete', {
      receiver: 'ops-pager',
      secretId: only!.id,
    })
    expect(refused).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/only secret of webhook receiver ops-pager/),
    })
    await ok('webhook-secret.add', { receiver: 'ops-pager', secret: 'next' })
    await ok('webhook-secret.delete', { receiver: 'ops-pager', secretId: only!.id })
    expect((await secrets()).map((s) => s.id)).not.toContain(only!.id)
  })
})

describe('resend', () => {
  const failed = async () =>
    (await alertDeliveryList({ path: { receiver: 'legacy-siem' }, query: { failed: true } })).items
  it('resends a failed delivery; a delivered one is refused with the reason', async () => {
    const [d] = await failed()
    await ok('alert.resend', { receiver: 'legacy-siem', alertId: d!.alertId })
    const all = (await alertDeliveryList({ path: { receiver: 'legacy-siem' } })).items
    expect(all.filter((x) => x.alertId === d!.alertId && x.trigger === 'resend')).toHaveLength(1)
    const delivered = (await alertDeliveryList({ path: { receiver: 'ops-pager' } })).items[0]!
    const refused = await run('alert.resend', {
      receiver: 'ops-pager',
      alertId: delivered.alertId,
    })
    expect(refused).toMatchObject({ status: 'error', message: 'The alert was delivered' })
  })

  it('a resend that went through is not offered again', async () => {
    await ok('alert-receiver.update', {
      receiver: 'legacy-siem',
      endpoint: 'https://siem.example.com/ingest',
    })
    const [d] = await failed()
    await ok('alert.resend', { receiver: 'legacy-siem', alertId: d!.alertId })
    const again = await run('alert.resend', { receiver: 'legacy-siem', alertId: d!.alertId })
    expect(again).toMatchObject({ status: 'error', message: 'Already resent, and delivered' })
  })
})
