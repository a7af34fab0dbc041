// Shared pieces of the commands' inverses: waiting for a change to settle before checking it (a
// stopped instance is `stopping` for a moment), and the message of a check that found the
// resource changed since.
import type { UndoStep } from '@/state/undo'

const POLL_MS = 500
/** How long a check waits for a transient state to end before it calls it changed. */
export const SETTLE_MS = 20_000

/** Reads until `busy` is false (a transient state has ended), or the time is up. */
export async function settle<T>(
  read: () => Promise<T>,
  busy: (t: T) => boolean,
  timeoutMs = SETTLE_MS,
): Promise<T> {
  const until = Date.now() + timeoutMs
  let cur = await read()
  while (busy(cur) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, POLL_MS))
    cur = await read()
  }
  return cur
}

/** The step that takes a change back; `check` answers true or what changed. */
export const step = (
  id: string,
  args: Record<string, unknown>,
  label: string,
  check: () => Promise<true | string>,
): UndoStep => ({ id, args, label, check })

/** A check's answer: true when `now` is what the change left, else what it is now. */
export const still = (what: string, now: unknown, left: unknown) =>
  now === left
    ? (true as const)
    : `${what} is now ${String(now ?? 'gone')} (this change left ${String(left ?? 'none')})`

/** JSON with object keys sorted, to compare what the API returns with what a change wrote. */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  )
}
