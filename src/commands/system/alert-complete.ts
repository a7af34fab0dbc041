// Completion sources of the alert receiver commands: receivers, the alert classes and globs a
// receiver may subscribe to (and those it has), its secrets, and its failed deliveries.
import { withResendOutcome } from '@/api/capabilities-support'
import {
  alertClassList,
  alertDeliveryList,
  alertReceiverList,
  alertReceiverView,
} from '@/api/generated/operations'
import type { AlertReceiver } from '@/api/generated/schemas'
import { fetchAllPages } from '@/api/hooks'
import { formatRelativeTime } from '@/lib/format'
import type { Choice, CommandContext } from '../core/define'

type Given = { receiver?: string }

const receiverOf = (ctx: CommandContext, p: Given) => p.receiver ?? ctx.scope.receiver

/** The webhook details of a receiver (the only kind nexus.json describes; none for another). */
export const webhookOf = (r: AlertReceiver) =>
  r.kind && 'endpoint' in r.kind ? r.kind : { kind: 'webhook' as const, endpoint: '', secrets: [] }

export const completeReceivers = async (): Promise<Choice[]> =>
  (await fetchAllPages(alertReceiverList, {})).map((r) => ({
    value: r.name,
    detail: webhookOf(r).endpoint,
    target: r,
  }))

/** Globs offered beside the classes: everything of a family. */
const GLOBS = ['**', 'test.**']

/** What the receiver could subscribe to: every class but probes, common globs; not what it has. */
export async function completeNewSubscriptions(ctx: CommandContext, p: Given) {
  const receiver = receiverOf(ctx, p)
  const [classes, has] = await Promise.all([
    fetchAllPages(alertClassList, {}),
    receiver
      ? alertReceiverView({ path: { receiver } }).then((r) => r.subscriptions)
      : Promise.resolve([] as string[]),
  ])
  const offered: Choice[] = [
    ...classes
      .filter((c) => c.name !== 'probe')
      .map((c) => ({ value: c.name, detail: c.description })),
    ...GLOBS.map((g) => ({ value: g, detail: 'glob: every matching class, present and future' })),
  ]
  return offered.filter((c) => !has.includes(c.value))
}

/** The receiver's subscriptions. */
export async function completeSubscriptions(ctx: CommandContext, p: Given): Promise<Choice[]> {
  const receiver = receiverOf(ctx, p)
  if (!receiver) return []
  const r = await alertReceiverView({ path: { receiver } })
  return r.subscriptions.map((s) => ({ value: s }))
}

/** The receiver's secrets, by id (their values are never shown again). */
export async function completeSecrets(ctx: CommandContext, p: Given): Promise<Choice[]> {
  const receiver = receiverOf(ctx, p)
  if (!receiver) return []
  const r = await alertReceiverView({ path: { receiver } })
  const secrets = webhookOf(r).secrets
  return secrets.map((s) => ({
    value: s.id,
    detail: `added ${formatRelativeTime(s.timeCreated)}`,
    target: { receiver: r.name, secrets: secrets.length },
  }))
}

/** The alerts whose delivery to the receiver failed, as resend targets. */
export async function completeFailedAlerts(ctx: CommandContext, p: Given): Promise<Choice[]> {
  const receiver = receiverOf(ctx, p)
  if (!receiver) return []
  const rows = withResendOutcome(
    await fetchAllPages(alertDeliveryList, { path: { receiver } }, 1000),
  )
  return rows
    .filter((d) => d.state === 'failed')
    .map((d) => ({
      value: d.alertId,
      label: `${d.alertClass} ${d.alertId.slice(0, 8)}`,
      detail: `failed ${formatRelativeTime(d.timeStarted)}${d.resent ? `; resent, ${d.resent}` : ''}`,
      keywords: [d.alertClass],
      target: d,
    }))
}
