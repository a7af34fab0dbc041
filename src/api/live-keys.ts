// What the open page shows, for the live feed (src/views/live/): every query key a mounted hook
// holds, with its role (a page's own data, a secondary query, a table row's read), when its data
// was last read and whether that read failed. The feed revalidates the keys a change touched;
// without the audit log it polls the page's keys within a budget, and the status bar says how
// fresh they are. Every read is also told to the observers (the name index takes a whole list a
// page read, so one read serves both).
import type { ApiKey } from './hooks'
import { keyText } from './prefetch'

export type KeyRole = 'page' | 'query' | 'row'

export type HeldKey = {
  key: ApiKey
  role: KeyRole
  /** hooks holding it now */
  count: number
  /** when its last read answered (ms since the epoch), null before */
  readAt: number | null
  /** the last read failed */
  failed: boolean
}

const held = new Map<string, HeldKey>()
const readAt = new Map<string, { at: number; failed: boolean }>()
const observers = new Set<(key: ApiKey, data: unknown) => void>()
/** keys the feed asked to read again, until that read answers */
const asked = new Set<string>()
/** keys whose feed-asked read answered 404 (the resource went elsewhere), and when */
const gone = new Map<string, number>()

const RANK: Record<KeyRole, number> = { row: 0, query: 1, page: 2 }

/** A mounted hook holds `key` until the returned function runs. */
export function holdKey(key: ApiKey, role: KeyRole): () => void {
  const text = keyText(key)
  const known = held.get(text)
  if (known) {
    known.count++
    if (RANK[role] > RANK[known.role]) known.role = role
  } else {
    const read = readAt.get(text)
    held.set(text, {
      key,
      role,
      count: 1,
      readAt: read?.at ?? null,
      failed: read?.failed ?? false,
    })
  }
  return () => {
    const h = held.get(text)
    if (h && --h.count <= 0) held.delete(text)
  }
}

/** The keys mounted hooks hold now. */
export const heldKeys = (): HeldKey[] => [...held.values()]

/** A read of `key` answered (data) or failed (an error). */
export function noteRead(key: ApiKey, outcome: { data: unknown } | { error: unknown }) {
  const text = keyText(key)
  const failed = 'error' in outcome
  const at = Date.now()
  readAt.set(text, { at, failed })
  // Bounded: keys read once and never held again (another page's) are forgotten first.
  if (readAt.size > 2000) for (const k of [...readAt.keys()].slice(0, 500)) readAt.delete(k)
  const status = failed ? (outcome.error as { statusCode?: number } | null)?.statusCode : undefined
  if (asked.delete(text) && status === 404) gone.set(text, at)
  else if (!failed) gone.delete(text)
  const h = held.get(text)
  if (h) {
    h.readAt = at
    h.failed = failed
  }
  if ('data' in outcome) for (const o of observers) o(key, outcome.data)
}

/** Hears every successful read (the name index). */
export function onRead(fn: (key: ApiKey, data: unknown) => void): () => void {
  observers.add(fn)
  return () => void observers.delete(fn)
}

/** The feed asks for these keys again because of a change made elsewhere. */
export function markAsked(keys: ApiKey[]) {
  for (const k of keys) asked.add(keyText(k))
}

/**
 * The resource of `key` went while its page was open (since `since`): a read the feed asked for
 * answered 404 (a page's own command that deletes it navigates away; this is someone else's
 * delete or rename). A page opened after that asks afresh: the name may be taken again.
 */
export const goneSince = (key: ApiKey, since: number) => (gone.get(keyText(key)) ?? -1) >= since
