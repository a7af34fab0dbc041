// Alerts and their receivers: the alert log, receivers with their subscriptions, deliveries,
// liveness probes and re-delivery. Fleet-level like the other /v1/system resources: viewers
// read, admins change (Nexus authorizes alert receivers against the fleet).
import type { Schemas as S } from '../db/types'
import {
  checkSubscription,
  classMatcher,
  isSubscribed,
  receiverView,
  sendAttempt,
  startDelivery,
  undelivered,
} from '../db/alerts'
import { requireFleet } from '../db/authz'
import { clock } from '../db/clock'
import { alreadyExists, badQuery, invalidRequest, notFound } from '../db/errors'
import { newId } from '../db/ids'
import { lookupNamed } from '../db/lookup'
import { paginate } from '../db/paginate'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

export const lookupReceiver = (db: Db, value: string) =>
  lookupNamed(db.alertReceivers, 'alert-receiver', value)

function lookupAlert(db: Db, id: string) {
  const alert = db.alerts.find((a) => a.id === id)
  if (!alert) throw notFound('alert', { id })
  return alert
}

/** An RFC 3339 time bound of the query, as milliseconds. */
function timeBound(raw: string | undefined, label: string) {
  if (raw === undefined) return null
  const ms = Date.parse(raw)
  if (Number.isNaN(ms)) throw badQuery(`${label}: input contains invalid characters`)
  return ms
}

/** The delivery states asked for; none named means all of them (nexus.json). */
function wantedStates(q: { delivered?: string; failed?: string; pending?: string }) {
  const asked = (['delivered', 'failed', 'pending'] as const).filter((s) => q[s] === 'true')
  return new Set<S['AlertDeliveryState']>(asked.length ? asked : ['delivered', 'failed', 'pending'])
}

export const alertHandlers = {
  alert_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    const matches = query.alert_class ? classMatcher(query.alert_class) : () => true
    const from = timeBound(query.start_time, 'start_time')
    const to = timeBound(query.end_time, 'end_time')
    const list = db.alerts.filter((a) => {
      const t = Date.parse(a.time_created)
      return matches(a.class) && (from === null || t >= from) && (to === null || t <= to)
    })
    return paginate(list, query, 'time_and_id_ascending')
  },
  alert_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return lookupAlert(db, path.alert_id)
  },
  alert_delivery_resend: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'admin')
    const alert = lookupAlert(db, path.alert_id)
    if (!query.receiver) throw badQuery('missing field `receiver`')
    const receiver = lookupReceiver(db, query.receiver)
    if (!isSubscribed(receiver, alert.class))
      throw invalidRequest(
        `cannot resend alert: receiver is not subscribed to the '${alert.class}' alert class`,
      )
    return { delivery_id: startDelivery(db, receiver, alert, 'resend').id }
  },

  alert_receiver_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.alertReceivers.map(receiverView), query)
  },
  alert_receiver_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return receiverView(lookupReceiver(db, path.receiver))
  },
  alert_receiver_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const receiver = lookupReceiver(db, path.receiver)
    db.alertDeliveries = db.alertDeliveries.filter((d) => d.receiver_id !== receiver.id)
    db.alertReceivers = db.alertReceivers.filter((r) => r !== receiver)
  },
  alert_receiver_subscription_add: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const receiver = lookupReceiver(db, path.receiver)
    checkSubscription(body.subscription)
    if (receiver.subscriptions.includes(body.subscription))
      throw alreadyExists('alert-subscription', body.subscription)
    receiver.subscriptions.push(body.subscription)
    receiver.time_modified = clock.iso()
    return { subscription: body.subscription }
  },
  alert_receiver_subscription_remove: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const receiver = lookupReceiver(db, path.receiver)
    if (!receiver.subscriptions.includes(path.subscription))
      throw notFound('alert-subscription', { name: path.subscription })
    receiver.subscriptions = receiver.subscriptions.filter((s) => s !== path.subscription)
    receiver.time_modified = clock.iso()
  },

  alert_delivery_list: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const receiver = lookupReceiver(db, path.receiver)
    const states = wantedStates(query)
    // Probes are not listed (nexus: "No probes; they could have their own list endpoint later").
    const list = db.alertDeliveries.filter(
      (d) => d.receiver_id === receiver.id && d.trigger !== 'probe' && states.has(d.state),
    )
    return paginate(list, query, 'time_and_id_ascending')
  },
  alert_receiver_probe: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'admin')
    const receiver = lookupReceiver(db, path.receiver)
    const now = clock.now()
    const sent = sendAttempt(receiver.endpoint, 1, now)
    // The probe is a synthetic event of class `probe`; it is sent once, synchronously, and is
    // not kept among the receiver's deliveries.
    const probe: S['AlertDelivery'] = {
      id: newId(),
      alert_id: newId(),
      alert_class: 'probe',
      receiver_id: receiver.id,
      trigger: 'probe',
      state: sent.result === 'succeeded' ? 'delivered' : 'failed',
      attempts: { webhook: [sent] },
      time_started: new Date(now).toISOString(),
    }
    const resend = query.resend === 'true' && probe.state === 'delivered'
    const resends_started = resend
      ? undelivered(db, receiver).map((a) => startDelivery(db, receiver, a, 'resend')).length
      : null
    return { probe, resends_started }
  },
} satisfies HandlerMap
