// A whole list read from both ends at once, for a search that wants every row soon: one stream
// from the first page in name order, one from the last (`sort_by=name_descending`, which the
// lists sorted by name or id take), until they meet. Page tokens chain, so one stream can only
// have one page in flight: two ends halve a full read and find a row on the last page at once.
// A list that refuses the descending sort (another sort mode, 400) or ignores it (its answer is
// not in descending order) is read from the first page alone.
import type { Endpoint, EndpointParams } from './endpoint'
import { PRIORITY, type Priority } from './request-slots'
import { streamPages } from './page-stream'
import { sortModesOf } from './sort-modes'

export type ScanEnd = 'first' | 'last'

type Page<T> = { items: T[]; nextPage?: string | null }

const nameOf = (row: unknown): string | undefined => {
  const n = (row as { name?: unknown } | null)?.name
  return typeof n === 'string' ? n : undefined
}

const descending = (rows: unknown[]) =>
  rows.every((r, i) => i === 0 || (nameOf(rows[i - 1]) ?? '') >= (nameOf(r) ?? ''))

/**
 * Calls `onRows` with each page's rows not seen before and the end they came from (`last`: in
 * descending order); `done` is true on the call after which the whole list has been seen.
 * Resolves then; rejects with an AbortError when `signal` aborts, or with the first stream's
 * error.
 */
export function scanList<O, T>(
  ep: Endpoint<O> & ((p: never) => Promise<Page<T>>),
  params: EndpointParams<O>,
  onRows: (rows: T[], end: ScanEnd, done: boolean) => void,
  { signal, priority = PRIORITY.asked }: { signal?: AbortSignal; priority?: Priority } = {},
): Promise<void> {
  const inner = new AbortController()
  const outer = () => inner.abort()
  signal?.addEventListener('abort', outer, { once: true })
  const seen = new Set<string>()
  let firstLast: string | undefined
  let lastLast: string | undefined
  let finished = false
  const fresh = (rows: T[]) =>
    rows.filter((r) => {
      const n = nameOf(r)
      if (n === undefined) return true
      if (seen.has(n)) return false
      seen.add(n)
      return true
    })

  return new Promise<void>((resolve, reject) => {
    const finish = () => {
      finished = true
      signal?.removeEventListener('abort', outer)
      inner.abort()
      resolve()
    }
    const page = (end: ScanEnd) => (rows: T[], last: boolean) => {
      if (finished) return
      const tail = rows.length ? nameOf(rows[rows.length - 1]) : undefined
      if (end === 'first') firstLast = tail ?? firstLast
      else lastLast = tail ?? lastLast
      const met = firstLast !== undefined && lastLast !== undefined && firstLast >= lastLast
      onRows(fresh(rows), end, last || met)
      if (last || met) finish()
    }
    const base = params as { query?: Record<string, unknown> }
    streamPages(ep, params, page('first'), { signal: inner.signal, priority }).catch(
      (e: unknown) => {
        if (finished) return
        signal?.removeEventListener('abort', outer)
        inner.abort()
        reject(e)
      },
    )
    // A list already asked for in some order is read in that order only, and one whose API has
    // no name order (nexus.json: a sled list sorts by id alone) from the first page alone.
    if (base.query?.sortBy !== undefined || !sortModesOf(ep.key).includes('name_descending')) return
    let checked = false
    const fromLast = page('last')
    streamPages(
      ep,
      {
        ...base,
        query: { ...base.query, sortBy: 'name_descending' },
      } as unknown as EndpointParams<O>,
      (rows, last) => {
        if (!checked && !descending(rows)) throw new Error('the list ignores name_descending')
        checked = true
        fromLast(rows, last)
      },
      { signal: inner.signal, priority },
    ).catch(() => {
      // Refused or ignored: the first end reads the whole list alone.
    })
  })
}
