// Alert delivery to webhook receivers. The mock sends nothing over the network: an endpoint
// whose host is under `.invalid` (RFC 2606: never resolves) is unreachable, one with a path
// segment `error-NNN` answers HTTP NNN, any other answers 200. Deliveries move through the clock
// like other state machines (transitions.ts); as in Nexus, a delivery fails for good after three
// attempts (nexus.json, alert_delivery_list).
import { clock } from './clock'
import { invalidValue } from './errors'
import { newId } from './ids'
import type { Db } from './store'
import { transitionDelay } from './transitions'
import type { Schemas as S } from './types'

export const MAX_ATTEMPTS = 3

const TEST_ALERT = 'This is a test of the emergency alert system'

/** The alert classes Nexus knows (omicron nexus/db-model/src/alert_class.rs), in its order. */
export const ALERT_CLASSES: S['AlertClass'][] = [
  {
    name: 'probe',
    description:
      'Synthetic events sent for webhook receiver liveness probes.\nReceivers should return 2xx HTTP responses for these events, but they should NOT be treated as notifications of an actual event in the system.',
  },
  ...['test.foo', 'test.foo.bar', 'test.foo.baz', 'test.quux.bar', 'test.quux.bar.baz'].map(
    (name) => ({ name, description: TEST_ALERT }),
  ),
]

/**
 * A subscription as Nexus checks it (AlertSubscriptionKind::new): a glob of `*`, `**` and
 * literal segments, or the exact name of a known class other than `probe`.
 */
export function checkSubscription(value: string) {
  const bad = (message: string) => invalidValue('alert_class', message)
  if (value === '') throw bad('must not be empty')
  if (/\s/.test(value))
    throw bad(
      `invalid alert class ${JSON.stringify(value)}: alert classes do not contain whitespace`,
    )
  if (value.includes('*')) {
    for (const seg of value.split('.')) {
      if (seg === '')
        throw bad(
          `invalid alert class ${JSON.stringify(value)}: dot-delimited alert class segments must not be empty`,
        )
      if (seg.includes('*') && seg !== '*' && seg !== '**')
        throw bad(
          `invalid alert class ${JSON.stringify(value)}: all segments must be either '*', '**', or any sequence of non-'*' alphanumeric characters`,
        )
    }
    return
  }
  if (!ALERT_CLASSES.some((c) => c.name === value))
    throw bad(`expected one of [${ALERT_CLASSES.map((c) => c.name).join(', ')}]`)
  if (value === 'probe') throw bad('webhook receivers cannot subscribe to probes')
}

/**
 * An alert class glob (`test.*`, `test.**`) as a matcher: `*` is one segment, `**` any number
 * of segments (at least one), anything else matches literally.
 */
export function classMatcher(glob: string) {
  const segments = glob.split('.').map((s) => {
    if (s === '**') return '.+'
    if (s === '*') return '[^.]+'
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  })
  const re = new RegExp(`^${segments.join('\\.')}$`)
  return (name: string) => re.test(name)
}

export const isSubscribed = (receiver: S['WebhookReceiver'], alertClass: string) =>
  receiver.subscriptions.some((s) => classMatcher(s)(alertClass))

/** The generic view of a receiver: its webhook details move under `kind`. */
export const receiverView = (r: S['WebhookReceiver']): S['AlertReceiver'] => ({
  id: r.id,
  name: r.name,
  description: r.description,
  subscriptions: r.subscriptions,
  kind: { kind: 'webhook', endpoint: r.endpoint, secrets: r.secrets },
  time_created: r.time_created,
  time_modified: r.time_modified,
})

/** What the endpoint answers: nothing (unreachable), an HTTP error status, or 200. */
function answerOf(endpoint: string): 'unreachable' | number {
  try {
    const url = new URL(endpoint)
    if (url.hostname.endsWith('.invalid')) return 'unreachable'
    const status = /(?:^|\/)error-(\d{3})(?:\/|$)/.exec(url.pathname)?.[1]
    return status ? Number(status) : 200
  } catch {
    return 'unreachable'
  }
}

/** One HTTP attempt at `endpoint`, as the delivery records it. */
export function sendAttempt(
  endpoint: string,
  attempt: number,
  at: number,
): S['WebhookDeliveryAttempt'] {
  const time_sent = new Date(at).toISOString()
  const answer = answerOf(endpoint)
  if (answer === 'unreachable')
    return { attempt, result: 'failed_unreachable', response: null, time_sent }
  if (answer >= 300)
    return {
      attempt,
      result: 'failed_http_error',
      response: { status: answer, duration_ms: 20 + ((attempt * 53) % 70) },
      time_sent,
    }
  return {
    attempt,
    result: 'succeeded',
    response: { status: 200, duration_ms: 40 + ((attempt * 37) % 90) },
    time_sent,
  }
}

function attemptDelivery(db: Db, id: string, attempt: number, at: number) {
  const delivery = db.alertDeliveries.find((d) => d.id === id)
  const receiver = db.alertReceivers.find((r) => r.id === delivery?.receiver_id)
  if (!delivery || !receiver) return
  const sent = sendAttempt(receiver.endpoint, attempt, at)
  delivery.attempts.webhook.push(sent)
  if (sent.result === 'succeeded') delivery.state = 'delivered'
  else if (attempt >= MAX_ATTEMPTS) delivery.state = 'failed'
  else scheduleAttempt(db, id, attempt + 1, at)
}

function scheduleAttempt(db: Db, id: string, attempt: number, after: number) {
  const at = after + transitionDelay()
  // Attempts already due (instant transitions in tests) happen now rather than one request later.
  if (at <= clock.now()) return attemptDelivery(db, id, attempt, at)
  db.transitions.push({ target: id, at, apply: (d) => attemptDelivery(d, id, attempt, at) })
}

/** Queue a delivery of `alert` to `receiver`; it is pending until its first attempt. */
export function startDelivery(
  db: Db,
  receiver: S['WebhookReceiver'],
  alert: { id: string; class: string },
  trigger: S['AlertDeliveryTrigger'],
): S['AlertDelivery'] {
  const delivery: S['AlertDelivery'] = {
    id: newId(),
    alert_id: alert.id,
    alert_class: alert.class,
    receiver_id: receiver.id,
    trigger,
    state: 'pending',
    attempts: { webhook: [] },
    time_started: clock.iso(),
  }
  db.alertDeliveries.push(delivery)
  scheduleAttempt(db, delivery.id, 1, clock.now())
  return delivery
}

/** Alerts `receiver` never got: every delivery of them to it failed, none is pending. */
export function undelivered(db: Db, receiver: S['WebhookReceiver']) {
  const mine = db.alertDeliveries.filter(
    (d) => d.receiver_id === receiver.id && d.trigger !== 'probe',
  )
  const ids = new Set(mine.filter((d) => d.state === 'failed').map((d) => d.alert_id))
  for (const d of mine) if (d.state !== 'failed') ids.delete(d.alert_id)
  return db.alerts.filter((a) => ids.has(a.id))
}
