// A whole time range of the audit log read from both ends at once, for a filter that must look
// at every entry of the range, not the page on screen (as a table filter reads a list,
// list-scan.ts): one stream from the newest entry down, one from the oldest up, pages of 1,000
// through the shared request slots, until they meet. An entry on the range's last page (its
// oldest) is in the first page of the second stream.
import { auditLogList } from './generated/operations'
import type { AuditLogEntry } from './generated/schemas'
import { streamPages } from './page-stream'
import { PRIORITY } from './request-slots'
import type { ScanEnd } from './list-scan'

export type AuditRange = {
  /** inclusive */
  start: Date
  /** exclusive; null: up to now */
  end: Date | null
}

/** Where an entry sits in list order: time completed, then id. */
export const entryKey = (e: AuditLogEntry) => {
  const t = e.timeCompleted instanceof Date ? e.timeCompleted.getTime() : NaN
  return `${Number.isFinite(t) ? new Date(t).toISOString() : ''}|${e.id}`
}

/** The list's params for a range in one order (without limit and page token). */
export function rangeParams(range: AuditRange, order: 'ascending' | 'descending') {
  return {
    query: {
      startTime: range.start.toISOString(),
      ...(range.end ? { endTime: range.end.toISOString() } : {}),
      sortBy: `time_and_id_${order}` as const,
    },
  }
}

/** One page of a range as the log page asks for it (the same params, so the same cache key). */
export function auditPageParams(
  range: AuditRange,
  order: 'ascending' | 'descending',
  limit: number,
  pageToken?: string,
) {
  const base = rangeParams(range, order)
  return { query: { ...base.query, limit, pageToken } }
}

/**
 * Calls `onRows` with each page's entries not seen before and the end they came from (`last`:
 * oldest first); `done` is true on the call after which the whole range has been seen. Resolves
 * then; rejects with an AbortError when `signal` aborts, or with a stream's error.
 */
export function scanAuditRange(
  range: AuditRange,
  onRows: (rows: AuditLogEntry[], end: ScanEnd, done: boolean) => void,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  const inner = new AbortController()
  const outer = () => inner.abort()
  signal?.addEventListener('abort', outer, { once: true })
  const seen = new Set<string>()
  // The oldest key the newest-first stream has reached, the newest the other has.
  let low: string | undefined
  let high: string | undefined
  let finished = false
  const fresh = (rows: AuditLogEntry[]) =>
    rows.filter((r) => {
      if (seen.has(r.id)) return false
      seen.add(r.id)
      return true
    })
  return new Promise<void>((resolve, reject) => {
    const stop = (e?: unknown) => {
      if (finished) return
      finished = true
      signal?.removeEventListener('abort', outer)
      inner.abort()
      if (e === undefined) resolve()
      else reject(e)
    }
    const page = (end: ScanEnd) => (rows: AuditLogEntry[], last: boolean) => {
      if (finished) return
      const tail = rows.length ? entryKey(rows[rows.length - 1]!) : undefined
      if (end === 'first') low = tail ?? low
      else high = tail ?? high
      const met = low !== undefined && high !== undefined && high >= low
      onRows(fresh(rows), end, last || met)
      if (last || met) stop()
    }
    const opts = { signal: inner.signal, priority: PRIORITY.asked }
    for (const [end, order] of [
      ['first', 'descending'],
      ['last', 'ascending'],
    ] as const)
      streamPages(auditLogList, rangeParams(range, order), page(end), opts).catch(stop)
  })
}
