// The filters look at the whole time range, not the page on screen: while one is set, the range is
// read from both ends (audit-scan.ts) and the matching entries kept as they come, with the count
// read so far, as a table filter does (use-whole-list-filter.ts). A change of range or filter
// restarts the read; Esc in the text box stops it where it is.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { AuditLogEntry } from '@/api/generated/schemas'
import { scanAuditRange, type AuditRange } from '@/api/audit-scan'
import { isAbort } from '@/api/request-slots'
import type { WholeListSearch } from '../../../list/use-whole-list-filter'

/** Typing pauses this long before a read starts (each key would restart it). */
export const SEARCH_DELAY_MS = 150
/** The longest stretch of matching in one task. */
const SLICE_MS = 8

export type AuditSearch = WholeListSearch<AuditLogEntry> & {
  /** where the read stops: the range's end, or, for a range open to now, when it started */
  cut: Date
}

/**
 * `key`: what the filters are (their text), null when there are none; `matches(entry)` decides.
 * The matches come newest first (the end read from the newest, then the other end's, reversed).
 */
export function useAuditSearch(
  range: AuditRange,
  key: string | null,
  matches: (e: AuditLogEntry) => boolean,
) {
  const [search, setSearch] = useState<AuditSearch | null>(null)
  const abort = useRef<AbortController | null>(null)
  const test = useRef(matches)
  // The predicate may be a new function each render (names arrive); the read uses the latest.
  useLayoutEffect(() => {
    test.current = matches
  })
  const start = range.start.getTime()
  const end = range.end?.getTime() ?? null

  useEffect(() => {
    if (key === null) return
    const ac = new AbortController()
    abort.current = ac
    const front: AuditLogEntry[] = []
    const back: AuditLogEntry[] = []
    const all = () => [...front, ...back.toReversed()]
    let searched = 0
    const timer = setTimeout(() => {
      // A range open to now is read up to this moment; follow takes it from here.
      const cut = new Date(end ?? Date.now())
      setSearch({ needle: key, matches: [], searched: 0, done: false, stopped: false, cut })
      const r = { start: new Date(start), end: cut }
      // Each page is matched a slice at a time (SLICE_MS), so that a page of 1,000 entries never
      // holds the main thread: keys and paint go on while the range is read.
      const queue: { rows: AuditLogEntry[]; into: AuditLogEntry[]; done: boolean; at: number }[] =
        []
      let pumping = false
      const pump = () => {
        pumping = true
        const until = performance.now() + SLICE_MS
        while (queue.length && !ac.signal.aborted) {
          const batch = queue[0]!
          while (batch.at < batch.rows.length && performance.now() < until) {
            const row = batch.rows[batch.at++]!
            if (test.current(row)) batch.into.push(row)
            searched++
          }
          if (batch.at < batch.rows.length) break
          queue.shift()
          setSearch({
            needle: key,
            matches: all(),
            searched,
            done: batch.done,
            stopped: false,
            cut,
          })
        }
        if (queue.length && !ac.signal.aborted) setTimeout(pump, 0)
        else pumping = false
      }
      scanAuditRange(
        r,
        (rows, end, done) => {
          queue.push({ rows, into: end === 'first' ? front : back, done, at: 0 })
          if (!pumping) pump()
        },
        { signal: ac.signal },
      ).catch((e: unknown) => {
        const error = isAbort(e) ? undefined : e instanceof Error ? e.message : String(e)
        setSearch({ needle: key, matches: all(), searched, done: false, stopped: true, error, cut })
      })
    }, SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      ac.abort()
    }
  }, [key, start, end])

  /** Stops the read where it is: what was found stays. */
  const stop = useCallback(() => abort.current?.abort(), [])
  return { search: key !== null && search?.needle === key ? search : null, stop }
}
