// Queries asked for before the code that reads them has loaded: at a cold start, the first page's
// main list (and the shell's own queries) leave as soon as the platform can answer, while the page's
// code is still on its way (views/routes/route-data.ts). The page's query takes the answer instead
// of asking again. An answer nobody took within PREFETCH_TTL_MS is dropped: a query made later
// asks afresh, so a prefetch never hands out data older than that.
import type { ApiKey } from './hooks'

export const PREFETCH_TTL_MS = 10_000

type Waiting = {
  promise: Promise<unknown>
  at: number
  /** set once it answered: the query's first render draws it (`answeredPrefetch`) */
  answer?: { value: unknown }
}
const waiting = new Map<string, Waiting>()

/** A key's text, the same whatever order the params object's keys were written in. */
export function keyText(key: ApiKey): string {
  return JSON.stringify(key, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  )
}

/** Ask for `key` now; `ask` makes the call. A key already asked for is not asked again. */
export function prefetch(key: ApiKey, ask: () => Promise<unknown>): void {
  const text = keyText(key)
  const known = waiting.get(text)
  if (known && Date.now() - known.at <= PREFETCH_TTL_MS) return
  const promise = ask()
  const entry: Waiting = { promise, at: Date.now() }
  waiting.set(text, entry)
  promise.then(
    (value) => void (entry.answer = { value }),
    () => undefined,
  )
  // Whoever takes it sees the failure; untaken, it is nobody's error. An untaken 401 answered
  // for a session that is gone (a first visit sent to the sign-in page): the page that asks
  // once signed in must ask afresh, not be handed that 401.
  promise.catch((e: unknown) => {
    if (
      (e as { statusCode?: unknown } | null)?.statusCode === 401 &&
      waiting.get(text)?.promise === promise
    )
      waiting.delete(text)
  })
}

/** The prefetched answer for `key`, once: undefined when there is none, or it is too old. */
export function takePrefetched(key: ApiKey): Promise<unknown> | undefined {
  if (waiting.size === 0) return undefined
  const text = keyText(key)
  const found = waiting.get(text)
  if (!found) return undefined
  waiting.delete(text)
  return Date.now() - found.at <= PREFETCH_TTL_MS ? found.promise : undefined
}

/**
 * The answer for `key` when it is already in and no query has taken it yet (nor is it too old):
 * the query's first render draws it at once (hooks.ts). It stays to be taken: that query still
 * takes it rather than asking again.
 */
export function answeredPrefetch(key: ApiKey): { value: unknown } | undefined {
  if (waiting.size === 0) return undefined
  const found = waiting.get(keyText(key))
  return found && Date.now() - found.at <= PREFETCH_TTL_MS ? found.answer : undefined
}

/** Keys asked for that no query has taken (tests check a route's declarations with it). */
export function untakenPrefetches(): string[] {
  return [...waiting.keys()]
}

/** Forget every prefetch (a new session; tests). */
export function clearPrefetches(): void {
  waiting.clear()
}
