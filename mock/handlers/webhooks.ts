// Webhook receivers (the one kind of alert receiver) and their signing secrets. The secret
// values are write-only on the wire (the API lists ids and times) and the mock signs nothing,
// so it keeps only what the API shows.
import type { Schemas as S } from '../db/types'
import { secretDeleteReason } from '@/api/capabilities-support'
import { checkSubscription } from '../db/alerts'
import { requireFleet } from '../db/authz'
import { clock } from '../db/clock'
import { badQuery, invalidRequest, invalidValue, notFound } from '../db/errors'
import { newId } from '../db/ids'
import { assertUnique } from '../db/lookup'
import type { HandlerMap } from '../msw/types'
import { lookupReceiver } from './alerts'

const newSecret = (): S['WebhookSecret'] => ({ id: newId(), time_created: clock.iso() })

/** An endpoint the platform can send to: an absolute http or https URL. */
function checkEndpoint(endpoint: string) {
  let url: URL | null = null
  try {
    url = new URL(endpoint)
  } catch {
    url = null
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw invalidValue('endpoint', `${JSON.stringify(endpoint)} is not an http or https URL`)
}

export const webhookHandlers = {
  webhook_receiver_create: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    assertUnique(db.alertReceivers, 'alert-receiver', body.name)
    checkEndpoint(body.endpoint)
    if (body.secrets.length === 0)
      throw invalidValue('secrets', 'a webhook receiver needs at least one secret')
    for (const s of body.subscriptions ?? []) checkSubscription(s)
    const time = clock.iso()
    const receiver: S['WebhookReceiver'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      endpoint: body.endpoint,
      secrets: body.secrets.map(newSecret),
      subscriptions: [...new Set(body.subscriptions ?? [])],
      time_created: time,
      time_modified: time,
    }
    db.alertReceivers.push(receiver)
    return receiver
  },
  webhook_receiver_update: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const receiver = lookupReceiver(db, path.receiver)
    if (body.name) {
      assertUnique(db.alertReceivers, 'alert-receiver', body.name, receiver.id)
      receiver.name = body.name
    }
    if (body.description != null) receiver.description = body.description
    if (body.endpoint != null) {
      checkEndpoint(body.endpoint)
      receiver.endpoint = body.endpoint
    }
    receiver.time_modified = clock.iso()
  },

  webhook_secrets_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    if (!query.receiver) throw badQuery('missing field `receiver`')
    return { secrets: lookupReceiver(db, query.receiver).secrets }
  },
  webhook_secrets_add: ({ db, actor, query }) => {
    requireFleet(db, actor, 'admin')
    if (!query.receiver) throw badQuery('missing field `receiver`')
    const receiver = lookupReceiver(db, query.receiver)
    const secret = newSecret()
    receiver.secrets.push(secret)
    receiver.time_modified = secret.time_created
    return secret
  },
  webhook_secrets_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const receiver = db.alertReceivers.find((r) => r.secrets.some((s) => s.id === path.secret_id))
    if (!receiver) throw notFound('webhook-secret', { id: path.secret_id })
    const refused = secretDeleteReason(receiver.name, receiver.secrets.length)
    if (refused) throw invalidRequest(refused)
    receiver.secrets = receiver.secrets.filter((s) => s.id !== path.secret_id)
    receiver.time_modified = clock.iso()
  },
} satisfies HandlerMap
