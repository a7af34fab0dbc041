// A list sorted here over its whole (use-sorted-list.ts): the filter looks in the whole sorted
// list at once (no read of its own), and the pages are turned here. The rows on screen take the
// latest of what the API's own page says of them (a polled instance's state).
import { useState } from 'react'
import type { WholeListSearch } from './use-whole-list-filter'
import type { WholeSort } from './use-sorted-list'

export type LocalPages<T> = {
  /** the rows of this page */
  rows: T[]
  /** every row the filter keeps, in order */
  matches: readonly T[]
  /** what the filter's status says it searched */
  search: WholeListSearch<T> | null
  pagination: { page: number; hasPrev: boolean; next: () => void; prev: () => void }
  more: boolean
  total: number
}

export function useLocalPages<T>(opts: {
  sorted: WholeSort<T> | null
  needle: string
  text: (row: T) => string
  rowKey: (row: T) => string
  /** the API's page: the latest of its rows */
  items: readonly T[]
  limit: number
}): LocalPages<T> | null {
  const { sorted, needle, text, rowKey, items, limit } = opts
  const [page, setPage] = useState(0)
  // Another sort, filter or page size starts from the first page.
  const resetKey = `${needle}\n${limit}`
  const [seen, setSeen] = useState({ key: resetKey, rows: sorted?.rows })
  if (seen.key !== resetKey || seen.rows !== sorted?.rows) {
    setSeen({ key: resetKey, rows: sorted?.rows })
    if (page !== 0) setPage(0)
  }
  const rows = sorted?.rows
  if (!rows) return null
  const matches = needle ? rows.filter((r) => text(r).toLowerCase().includes(needle)) : rows
  const from = Math.min(page * limit, Math.max(0, matches.length - 1))
  const fresh = new Map(items.map((r) => [rowKey(r), r]))
  const shown = matches.slice(from, from + limit).map((r) => fresh.get(rowKey(r)) ?? r)
  return {
    rows: shown,
    matches,
    search: needle
      ? {
          needle,
          matches: matches as T[],
          searched: rows.length,
          done: !sorted.pending,
          stopped: false,
        }
      : null,
    pagination: {
      page: Math.floor(from / limit) + 1,
      hasPrev: from > 0,
      next: () => setPage((p) => p + 1),
      prev: () => setPage((p) => Math.max(0, p - 1)),
    },
    more: from + limit < matches.length,
    total: matches.length,
  }
}

/** `first`, then the rows of `more` not in it. */
export function union<T>(first: T[], more: T[], key: (row: T) => string) {
  const seen = new Set(first.map(key))
  return [...first, ...more.filter((r) => !seen.has(key(r)))]
}

/**
 * The list's answer, or while another order of the same list is on its way the answer before
 * (no skeleton between two sorts); another list (another project) never shows this one's rows.
 */
export function useHeldAnswer<D>(listId: string, answer: D | undefined, error: unknown) {
  const [held, setHeld] = useState<{ list: string; data: D } | null>(null)
  if (answer !== undefined && held?.data !== answer) setHeld({ list: listId, data: answer })
  return answer ?? (held?.list === listId && !error ? held.data : undefined)
}
