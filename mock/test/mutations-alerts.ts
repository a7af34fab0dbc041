// Alerts, webhook receivers and system update repositories, through the console's client.
import { expect } from 'vitest'
import * as api from '@/api/generated/operations'
import { expectApiError } from './expect-error'

export async function alertsAndWebhooks() {
  const rx = await api.webhookReceiverCreate({
    body: {
      name: 'conf-hook',
      description: 'conformance',
      endpoint: 'https://hooks.example.com/conf',
      secrets: ['s3cret'],
      subscriptions: ['test.foo'],
    },
  })
  expect(rx.secrets).toHaveLength(1)
  await expectApiError(
    api.webhookReceiverCreate({
      body: {
        name: 'conf-hook',
        description: '',
        endpoint: 'https://x.example.com',
        secrets: [],
        subscriptions: [],
      },
    }),
    400,
    'ObjectAlreadyExists',
  )
  const receiver = 'conf-hook'
  await api.webhookReceiverUpdate({ path: { receiver }, body: { description: 'renamed soon' } })
  await api.alertReceiverSubscriptionAdd({ path: { receiver }, body: { subscription: 'test.*' } })
  await expectApiError(
    api.alertReceiverSubscriptionAdd({ path: { receiver }, body: { subscription: 'test.*' } }),
    400,
    'ObjectAlreadyExists',
  )
  await api.alertReceiverSubscriptionRemove({ path: { receiver, subscription: 'test.foo' } })
  expect((await api.alertReceiverView({ path: { receiver } })).subscriptions).toEqual(['test.*'])

  const secret = await api.webhookSecretsAdd({ query: { receiver }, body: { secret: 'next' } })
  expect((await api.webhookSecretsList({ query: { receiver } })).secrets).toHaveLength(2)
  await api.webhookSecretsDelete({ path: { secretId: secret.id } })
  await expectApiError(api.webhookSecretsDelete({ path: { secretId: secret.id } }), 404)

  // `test.*` is one segment: test.foo.bar alerts are not for this receiver.
  const alerts = (await api.alertList({ query: { alertClass: 'test.*' } })).items
  expect(alerts.length).toBeGreaterThan(0)
  expect(alerts.every((a) => a.class === 'test.foo')).toBe(true)
  const [alert] = alerts
  if (!alert) throw new Error('seed has no test.foo alert')
  await api.alertView({ path: { alertId: alert.id } })
  const { deliveryId } = await api.alertDeliveryResend({
    path: { alertId: alert.id },
    query: { receiver },
  })
  const delivered = await api.alertDeliveryList({ path: { receiver }, query: { delivered: true } })
  expect(delivered.items.map((d) => d.id)).toEqual([deliveryId])
  const bar = (await api.alertList({ query: { alertClass: 'test.foo.bar' } })).items[0]
  if (!bar) throw new Error('seed has no test.foo.bar alert')
  await expectApiError(
    api.alertDeliveryResend({ path: { alertId: bar.id }, query: { receiver } }),
    400,
    'InvalidRequest',
  )
  const probe = await api.alertReceiverProbe({ path: { receiver }, query: { resend: true } })
  expect(probe.probe.state).toBe('delivered')
  expect(probe.resendsStarted).toBe(0)

  await api.alertReceiverDelete({ path: { receiver } })
  await expectApiError(api.alertReceiverView({ path: { receiver } }), 404, 'ObjectNotFound')
}

/** The seeded unreachable receiver: deliveries fail after three attempts, probes fail. */
export async function failingReceiver() {
  const receiver = 'legacy-siem'
  const failed = await api.alertDeliveryList({ path: { receiver }, query: { failed: true } })
  expect(failed.items.length).toBeGreaterThan(0)
  const [first] = failed.items
  expect(first?.attempts.webhook.map((a) => a.result)).toEqual(Array(3).fill('failed_unreachable'))
  const probe = await api.alertReceiverProbe({ path: { receiver }, query: { resend: true } })
  expect(probe.probe.state).toBe('failed')
  expect(probe.resendsStarted).toBeNull()
  // Pointed at a live host, the probe succeeds and the failed alerts go out again.
  await api.webhookReceiverUpdate({
    path: { receiver },
    body: { endpoint: 'https://siem.corp.example.com/ingest' },
  })
  const retried = await api.alertReceiverProbe({ path: { receiver }, query: { resend: true } })
  expect(retried.resendsStarted).toBe(failed.items.length)
  const resent = await api.alertDeliveryList({ path: { receiver }, query: { delivered: true } })
  expect(resent.items.filter((d) => d.trigger === 'resend')).toHaveLength(failed.items.length)
}

export async function updateRepositories() {
  const list = await api.systemUpdateRepositoryList({ query: {} })
  expect(list.items.map((r) => r.systemVersion)).toEqual(['16.1.0', '16.0.0', '15.0.0'])
  const bytes = new TextEncoder().encode('not really a zip, but bytes all the same')
  const up = await api.systemUpdateRepositoryUpload({
    query: { fileName: 'repo-17.0.0.zip' },
    body: bytes as unknown as string,
  })
  expect(up).toMatchObject({ status: 'inserted', repo: { systemVersion: '17.0.0' } })
  expect(up.repo.hash).toMatch(/^[0-9a-f]{64}$/)
  const again = await api.systemUpdateRepositoryUpload({
    query: { fileName: 'repo-17.0.0.zip' },
    body: bytes as unknown as string,
  })
  expect(again.status).toBe('already_exists')
  await expectApiError(
    api.systemUpdateRepositoryUpload({
      query: { fileName: 'repo-17.0.0.zip' },
      body: new TextEncoder().encode('other bytes') as unknown as string,
    }),
    409,
  )
  await api.systemUpdateRepositoryView({ path: { systemVersion: '17.0.0' } })
  await expectApiError(api.targetReleaseUpdate({ body: { systemVersion: '18.0.0' } }), 404)
  await expectApiError(api.targetReleaseUpdate({ body: { systemVersion: '15.0.0' } }), 400)
  await api.targetReleaseUpdate({ body: { systemVersion: '17.0.0' } })
  expect((await api.systemUpdateStatus()).targetRelease?.version).toBe('17.0.0')
  await expectApiError(api.systemUpdateRecoveryFinish({ body: { systemVersion: '16.0.0' } }), 400)
  await api.systemUpdateRecoveryFinish({ body: { systemVersion: '17.0.0' } })
}
