// Alerts and two webhook receivers: `ops-pager` gets everything (one delivery needed a retry
// after a 503), `legacy-siem` points at a host that never resolves, so its deliveries failed.
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { daysAgo } from '../db/clock'
import { MAX_ATTEMPTS, sendAttempt } from '../db/alerts'
import { seedId } from '../db/ids'
import { ident } from './util'

const ALERTS: [S['AlertClass']['name'], number, string][] = [
  ['test.foo', 9, 'Quarterly test of the alert pipeline'],
  ['test.foo.bar', 4.2, 'Test alert after the receiver rotation'],
  ['test.foo', 1.5, 'Test alert before the maintenance window'],
  ['test.foo.bar', 0.3, 'Test alert after the maintenance window'],
]

function receiver(name: string, description: string, endpoint: string, subs: string[]) {
  const value: S['WebhookReceiver'] = {
    ...ident(name, description, 30),
    endpoint,
    secrets: [{ id: seedId(), time_created: daysAgo(30) }],
    subscriptions: subs,
  }
  return value
}

function delivered(rx: S['WebhookReceiver'], alert: S['Alert'], retried: boolean) {
  const at = Date.parse(alert.time_created) + 2_000
  const first = retried
    ? [
        {
          attempt: 1,
          result: 'failed_http_error',
          response: { status: 503, duration_ms: 212 },
          time_sent: new Date(at).toISOString(),
        } as const,
      ]
    : []
  return delivery(rx, alert, 'delivered', [
    ...first,
    sendAttempt(rx.endpoint, first.length + 1, at + first.length * 60_000),
  ])
}

function failed(rx: S['WebhookReceiver'], alert: S['Alert']) {
  const at = Date.parse(alert.time_created) + 2_000
  const attempts = Array.from({ length: MAX_ATTEMPTS }, (_, i) =>
    sendAttempt(rx.endpoint, i + 1, at + i * 60_000),
  )
  return delivery(rx, alert, 'failed', attempts)
}

function delivery(
  rx: S['WebhookReceiver'],
  alert: S['Alert'],
  state: S['AlertDeliveryState'],
  webhook: S['WebhookDeliveryAttempt'][],
): S['AlertDelivery'] {
  return {
    id: seedId(),
    alert_id: alert.id,
    alert_class: alert.class,
    receiver_id: rx.id,
    trigger: 'alert',
    state,
    attempts: { webhook },
    time_started: alert.time_created,
  }
}

export function seedAlerts(db: Db) {
  const pager = receiver(
    'ops-pager',
    'On-call paging bridge',
    'https://hooks.ops.example.com/oxide/alerts',
    ['test.**'],
  )
  const siem = receiver(
    'legacy-siem',
    'Old SIEM collector, decommissioned with its DNS name',
    'https://siem.corp.invalid/ingest/oxide',
    ['test.foo'],
  )
  db.alertReceivers.push(pager, siem)
  ALERTS.forEach(([cls, age, message], i) => {
    const time = daysAgo(age)
    const alert: S['Alert'] = {
      id: seedId(),
      class: cls,
      version: 1,
      alert: { message, sequence: i + 1 },
      time_created: time,
      time_modified: time,
    }
    db.alerts.push(alert)
    db.alertDeliveries.push(delivered(pager, alert, i === 2))
    if (cls === 'test.foo') db.alertDeliveries.push(failed(siem, alert))
  })
}
