// Reads again, in this tab, what changes touched: the queries the page holds (live-keys.ts) that a
// change's reach covers (audit-touches.ts) and that were read before it. A hidden tab asks
// nothing: what touched it waits, and is read once the tab is shown again.
import type { ScopedMutator } from 'swr'
import { keyTouched, type Touch } from '@/api/audit-touches'
import type { ApiKey } from '@/api/hooks'
import { heldKeys, markAsked, type HeldKey } from '@/api/live-keys'
import { keyText } from '@/api/prefetch'
import { currentCommandContext } from '@/commands/core/context'

/** The platform's clock and the browser's may differ by this much. */
export const SKEW_MS = 5_000

/** A change to read again for: its reach, when it completed, when this tab heard of it. */
export type Due = { touch: Touch; at: number; heard: number }

/** Read before the change: what it holds may be older than the change. */
export const readBefore = (readAt: number | null, d: Due) =>
  readAt === null || readAt < Math.min(d.at + SKEW_MS, d.heard)

/**
 * The held queries to read again: touched and read before the change. A table row's own read
 * (a column its list does not carry) only when the change names its resource: a change that
 * reaches "every instance's addresses" does not read fifty rows again.
 */
export function keysToRead(held: HeldKey[], dues: Due[]): ApiKey[] {
  return held
    .filter((h) =>
      dues.some(
        (d) =>
          readBefore(h.readAt, d) &&
          keyTouched(h.key, d.touch) &&
          (h.role !== 'row' || namesAll(h.key, d.touch)),
      ),
    )
    .map((h) => h.key)
}

/** The change names every path parameter of the key (the row's resource). */
function namesAll(key: ApiKey, t: Touch) {
  if (t.eps[0] === '*') return true
  const path = (key[1] as { path?: Record<string, unknown> } | null)?.path ?? {}
  return Object.keys(path).every((n) => t.params[n] !== undefined)
}

let pending: Due[] = []
let listening = false

/** Reads again what `dues` touched: now, or once the tab is shown. */
export function revalidate(dues: Due[]) {
  if (!dues.length) return
  pending.push(...dues)
  if (!listening && typeof document !== 'undefined') {
    listening = true
    document.addEventListener('visibilitychange', () => {
      if (!document.hidden) void flush()
    })
  }
  if (typeof document === 'undefined' || !document.hidden) void flush()
}

/** Reads `keys` again through SWR (only mounted ones ask: they are the page's). */
export function readAgain(keys: ApiKey[], mutate?: ScopedMutator) {
  const m = mutate ?? currentCommandContext()?.mutate
  if (!m || !keys.length) return Promise.resolve()
  markAsked(keys)
  const texts = new Set(keys.map(keyText))
  return m((k) => Array.isArray(k) && texts.has(keyText(k as unknown as ApiKey))).then(
    () => undefined,
    () => undefined,
  )
}

function flush() {
  const dues = pending
  pending = []
  return readAgain(keysToRead(heldKeys(), dues))
}
