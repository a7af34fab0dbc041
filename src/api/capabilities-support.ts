// What alert deliveries, webhook secrets and support bundles may do in each state, beside
// capabilities.ts and in its manner: plain data and functions that the views, the commands and
// the mock platform all read, so a button never offers what the platform would refuse.
import { unknownStateReason } from './capabilities'

/** Every support bundle state of nexus.json's SupportBundleState. */
export const SUPPORT_BUNDLE_STATES = ['collecting', 'active', 'destroying', 'failed'] as const

/** States a bundle leaves by itself: lists refresh while a bundle is in one. */
export const BUNDLE_MOVING_STATES = ['collecting', 'destroying'] as const

export const isBundleMoving = (state: string) =>
  (BUNDLE_MOVING_STATES as readonly string[]).includes(state)

/** What the bundle checks read: a bundle row, a bundle page's bundle, a resolved one. */
export type BundleLike = { state: string }

/** A command target that tells a support bundle's state (a string). */
export const hasBundleState = (t: unknown): t is BundleLike =>
  typeof t === 'object' && t !== null && typeof (t as { state?: unknown }).state === 'string'

const knownBundle = (state: string) => (SUPPORT_BUNDLE_STATES as readonly string[]).includes(state)

/** Why the bundle cannot be downloaded: only an active bundle has its files (nexus refuses). */
export function bundleDownloadReason(b: BundleLike): string | undefined {
  if (b.state === 'active') return undefined
  if (!knownBundle(b.state)) return unknownStateReason('support bundle', b.state)
  if (b.state === 'collecting') return 'The bundle is still being collected'
  if (b.state === 'destroying') return 'The bundle is being deleted'
  return 'The bundle failed; it holds no files'
}

/** Why the bundle cannot be deleted: a delete already under way is the only case. */
export function bundleDeleteReason(b: BundleLike): string | undefined {
  if (b.state === 'destroying') return 'The bundle is already being deleted'
  if (!knownBundle(b.state)) return unknownStateReason('support bundle', b.state)
  return undefined
}

/** Every delivery state of nexus.json's AlertDeliveryState. */
export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const

/**
 * A delivery as the resend check reads it: its state, and what became of the alert's later
 * deliveries to the same receiver (a resend already under way or through).
 */
export type DeliveryLike = { state: string; resent?: 'pending' | 'delivered' | 'failed' }

/** A delivery still being attempted: lists refresh while one is. */
export const isBusyDelivery = (state: string) => state === 'pending'

export const hasDeliveryState = (t: unknown): t is DeliveryLike =>
  typeof t === 'object' && t !== null && typeof (t as { state?: unknown }).state === 'string'

/** Why the delivery is not one to resend: only a delivery that failed for good is. */
export function deliveryResendReason(d: DeliveryLike): string | undefined {
  if (!(DELIVERY_STATES as readonly string[]).includes(d.state))
    return unknownStateReason('delivery', d.state)
  if (d.state === 'pending') return 'The delivery is still being attempted'
  if (d.state === 'delivered') return 'The alert was delivered'
  if (d.resent === 'delivered') return 'Already resent, and delivered'
  if (d.resent === 'pending') return 'Already resent; that delivery is under way'
  return undefined
}

/**
 * Why a webhook secret cannot be deleted: a receiver signs every delivery, so it keeps at least
 * one secret (its create takes "a non-empty list", nexus.json WebhookCreate).
 */
export function secretDeleteReason(receiver: string, secrets: number): string | undefined {
  if (secrets > 1) return undefined
  return `This is the only secret of webhook receiver ${receiver}; add another before deleting it`
}

type DeliveryRow = { id: string; alertId: string; state: string; timeStarted: Date }

/**
 * Each delivery with what became of the alert's later deliveries to the same receiver (`rows`
 * are one receiver's): a failed one that was resent says whether the resend is under way or
 * through, the best outcome first.
 */
export function withResendOutcome<T extends DeliveryRow>(rows: T[]): (T & DeliveryLike)[] {
  return rows.map((d) => {
    if (d.state !== 'failed') return d
    const later = rows.filter(
      (o) => o.alertId === d.alertId && o.id !== d.id && o.timeStarted > d.timeStarted,
    )
    const best = (['delivered', 'pending', 'failed'] as const).find((s) =>
      later.some((o) => o.state === s),
    )
    return best ? { ...d, resent: best } : d
  })
}

/**
 * The alerts that have not reached the receiver (`rows` are one receiver's deliveries): no
 * delivery of them delivered or under way. Each is given by its latest failed delivery.
 */
export function undeliveredAlerts<T extends DeliveryRow>(rows: T[]): T[] {
  const latest = new Map<string, T>()
  const reached = new Set<string>()
  for (const d of rows) {
    if (d.state === 'delivered' || d.state === 'pending') reached.add(d.alertId)
    const seen = latest.get(d.alertId)
    if (d.state === 'failed' && (!seen || d.timeStarted > seen.timeStarted))
      latest.set(d.alertId, d)
  }
  return [...latest.values()].filter((d) => !reached.has(d.alertId))
}
