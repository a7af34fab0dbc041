// Alert receivers as the mock serves them: subscriptions checked as Nexus checks them, probes
// answered synchronously and not listed among deliveries, endpoints that fail on purpose,
// deliveries retried three times, resends, and a receiver's last secret kept.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { advanceClock, freezeClock } from './db/clock'
import { setTransitionDelay } from './db/transitions'
import { resetMock, server, startMockServer } from './node'
import { call, get, post } from './test/http'

beforeAll(() => void startMockServer())
beforeEach(() => resetMock())
afterAll(() => server.close())

const hook = (name: string, endpoint: string, subscriptions: string[] = []) =>
  post('/v1/webhook-receivers', {
    name,
    description: '',
    endpoint,
    secrets: ['s3cret'],
    subscriptions,
  })

describe('subscriptions', () => {
  test('globs and known classes are taken; the rest is refused with Nexus’s words', async () => {
    expect((await hook('rx', 'https://hooks.example.com/a', ['test.**'])).status).toBe(201)
    const sub = (subscription: string) =>
      post('/v1/alert-receivers/rx/subscriptions', { subscription })
    expect((await sub('test.foo.bar')).status).toBe(201)
    expect((await sub('test.*')).status).toBe(201)
    const unknown = await sub('test.nope')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(
      /^unsupported value for "alert_class": expected one of \[probe, test\.foo/,
    )
    expect((await sub('probe')).body.message).toBe(
      'unsupported value for "alert_class": webhook receivers cannot subscribe to probes',
    )
    // The body's own pattern refuses this one first (as dropshot's deserialiser does).
    expect((await sub('test.fo*')).status).toBe(400)
    const rx = (await get('/v1/alert-receivers/rx')).body
    expect(rx.subscriptions).toEqual(['test.**', 'test.foo.bar', 'test.*'])
  })
})

describe('probes and deliveries', () => {
  test('a probe says what came back and is not listed among the deliveries', async () => {
    await hook('fine', 'https://hooks.example.com/ok')
    await hook('broken', 'https://hooks.example.com/error-503/in')
    const ok = await post('/v1/alert-receivers/fine/probe')
    expect(ok.body).toMatchObject({
      probe: { alert_class: 'probe', trigger: 'probe', state: 'delivered' },
      resends_started: null,
    })
    const bad = await post('/v1/alert-receivers/broken/probe')
    const attempts = (bad.body.probe as { attempts: { webhook: unknown[] } }).attempts.webhook
    expect(attempts).toMatchObject([{ result: 'failed_http_error', response: { status: 503 } }])
    expect((await get('/v1/alert-receivers/fine/deliveries')).body.items).toEqual([])
  })

  test('a resend to an unreachable receiver is retried three times, then fails', async () => {
    freezeClock(Date.parse('2026-11-20T09:00:00Z'))
    setTransitionDelay(1000)
    const failed = (await get('/v1/alert-receivers/legacy-siem/deliveries?failed=true')).body.items!
    const alertId = failed[0]!.alert_id as string
    const res = await post(`/v1/alerts/${alertId}/resend?receiver=legacy-siem`)
    expect(res.status).toBe(201)
    const mine = async () =>
      (await get('/v1/alert-receivers/legacy-siem/deliveries')).body.items!.find(
        (d) => d.id === res.body.delivery_id,
      )!
    expect(await mine()).toMatchObject({ state: 'pending', trigger: 'resend' })
    advanceClock(3000)
    const done = await mine()
    expect(done.state).toBe('failed')
    expect((done.attempts as { webhook: unknown[] }).webhook).toHaveLength(3)
  })

  test('a resend needs the receiver subscribed to the alert’s class', async () => {
    await hook('quiet', 'https://hooks.example.com/q')
    const alert = (await get('/v1/alerts?alert_class=test.foo')).body.items![0]!
    const res = await post(`/v1/alerts/${alert.id}/resend?receiver=quiet`)
    expect(res.body.message).toBe(
      "cannot resend alert: receiver is not subscribed to the 'test.foo' alert class",
    )
  })
})

describe('receivers', () => {
  test('a receiver needs an http(s) endpoint and at least one secret, and keeps its last', async () => {
    expect((await hook('nope', 'ftp://files.example.com')).status).toBe(400)
    const none = await post('/v1/webhook-receivers', {
      name: 'bare',
      description: '',
      endpoint: 'https://x.example.com',
      secrets: [],
    })
    expect(none.status).toBe(400)
    await hook('one', 'https://hooks.example.com/one')
    const [secret] = (await get('/v1/webhook-secrets?receiver=one')).body.secrets as {
      id: string
    }[]
    const refused = await call('DELETE', `/v1/webhook-secrets/${secret!.id}`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/only secret of webhook receiver one/)
    await post('/v1/webhook-secrets?receiver=one', { secret: 'next' })
    expect((await call('DELETE', `/v1/webhook-secrets/${secret!.id}`)).status).toBe(204)
  })
})
