// Whole lists as a table reads them to sort by a column the API does not sort by (list-scan.ts:
// pages of 1,000 from both ends, through the shared request slots). What was read is kept in
// whole-list-store.ts; a list older than WHOLE_LIST_FRESH_MS is read again, the old one shown
// meanwhile.
import type { Endpoint } from './endpoint'
import { scanList } from './list-scan'
import { isAbort, PRIORITY } from './request-slots'
import {
  changed,
  isFresh,
  keepWholeList,
  lastError,
  wholeList,
  wholeListKey,
  type Base,
  type WholeRead,
} from './whole-list-store'

const reads = new Map<string, WholeRead & { users: number; abort: AbortController }>()

/** The read under way of the list, if one is: how many rows it has read. */
export const wholeRead = (key: string): WholeRead | undefined => reads.get(key)

/**
 * Reads the list whole unless a fresh one is kept or a read is under way; several tables asking
 * share one read. Returns the release: the read stops once no one wants it.
 */
export function wantWholeList(ep: Endpoint<never>, base: Base): () => void {
  const key = wholeListKey(ep.key, base)
  const running = reads.get(key)
  if (running) {
    running.users++
    return () => release(key)
  }
  if (isFresh(wholeList(key))) return () => {}
  const abort = new AbortController()
  const state = { read: 0, users: 1, abort }
  reads.set(key, state)
  const front: unknown[] = []
  const back: unknown[] = []
  changed()
  scanList(
    ep as never,
    base as never,
    (rows: unknown[], end, done) => {
      ;(end === 'first' ? front : back).push(...rows)
      state.read += rows.length
      if (done) {
        reads.delete(key)
        keepWholeList(key, [...front, ...back.toReversed()])
      } else changed()
    },
    { signal: abort.signal, priority: PRIORITY.asked },
  ).catch((e: unknown) => {
    if (reads.get(key) !== state) return
    reads.delete(key)
    if (!isAbort(e)) {
      // Said where the sort is shown; the next sort tries again.
      lastError.set(key, e instanceof Error ? e.message : String(e))
    }
    changed()
  })
  return () => release(key)
}

/** Why the last read of the list failed, if it did (and none has ended since). */
export const wholeListError = (key: string) => (wholeList(key) ? undefined : lastError.get(key))

function release(key: string) {
  const r = reads.get(key)
  if (!r || --r.users > 0) return
  reads.delete(key)
  r.abort.abort()
  changed()
}
