// Follow: while on, the entries completed since the newest one shown are asked for every
// FOLLOW_MS and handed over as they arrive, newest first, each once. `since` is inclusive:
// entries of the same millisecond are told apart by id.
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { auditLogList } from '@/api/generated/operations'
import type { AuditLogEntry } from '@/api/generated/schemas'

/** How often a followed log asks for what is new. */
export const FOLLOW_MS = 2000

export type FollowState = {
  /** entries that arrived while following, newest first */
  fresh: AuditLogEntry[]
  /** the last poll's error, cleared by the next poll that answers */
  error?: string
  /** when the last poll answered */
  checkedAt?: Date
}

const timeOf = (e: AuditLogEntry) => {
  const t = e.timeCompleted
  return t instanceof Date && Number.isFinite(t.getTime()) ? t : null
}

type Seen = { since: Date | null; ids: Set<string> }

/** Takes `entries` as seen: their ids, and `since` moved up to the newest of them. */
function see(seen: Seen, entries: AuditLogEntry[]) {
  for (const e of entries) {
    seen.ids.add(e.id)
    const t = timeOf(e)
    if (t && (!seen.since || t > seen.since)) seen.since = t
  }
}

/**
 * `shown`: the entries already on screen (the first page), not new; `start`: where a range with
 * nothing yet begins; `shown` null holds the polls (the first page has not loaded).
 * `resetKey`: another range (or filter) starts over.
 */
export function useAuditFollow(
  on: boolean,
  shown: AuditLogEntry[] | null,
  start: Date,
  resetKey: string,
): FollowState {
  const [state, setState] = useState<{ key: string } & FollowState>({ key: resetKey, fresh: [] })
  const seen = useRef<Seen>({ since: null, ids: new Set() })
  const ready = shown !== null

  // A new range forgets what it had seen.
  useLayoutEffect(() => {
    seen.current = { since: null, ids: new Set() }
  }, [resetKey])
  // What the first page shows is not new; its newest entry moves `since` forward (a refetch
  // brought newer ones).
  useLayoutEffect(() => {
    if (!shown) return
    see(seen.current, shown)
    if (!seen.current.since) seen.current.since = start
  }, [shown, start])

  useEffect(() => {
    if (!on || !ready) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const ac = new AbortController()
    const mine = seen.current
    const poll = async () => {
      const from = mine.since
      try {
        if (!from) return
        const page = await auditLogList(
          {
            query: {
              startTime: from.toISOString(),
              sortBy: 'time_and_id_ascending',
              limit: 1000,
            },
          },
          { signal: ac.signal },
        )
        if (stopped) return
        const items = Array.isArray(page.items) ? page.items : []
        const arrived = items.filter((e) => !mine.ids.has(e.id))
        see(mine, arrived)
        setState((s) => ({
          key: resetKey,
          fresh: [...arrived.toReversed(), ...(s.key === resetKey ? s.fresh : [])],
          checkedAt: new Date(),
        }))
      } catch (e) {
        if (stopped) return
        setState((s) => ({ ...s, error: e instanceof Error ? e.message : String(e) }))
      } finally {
        if (!stopped) timer = setTimeout(() => void poll(), FOLLOW_MS)
      }
    }
    timer = setTimeout(() => void poll(), FOLLOW_MS)
    return () => {
      stopped = true
      ac.abort()
      clearTimeout(timer)
    }
  }, [on, ready, resetKey])

  return state.key === resetKey ? state : { fresh: [] }
}

/** Entries the first page already holds are not fresh twice (a refetch brings them too). */
export function withFresh(fresh: AuditLogEntry[], page: AuditLogEntry[]) {
  if (!fresh.length) return page
  const ids = new Set(fresh.map((e) => e.id))
  return [...fresh, ...page.filter((e) => !ids.has(e.id))]
}
