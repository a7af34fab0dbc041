// The pagination bar: rows per page, the range shown, previous and next.
import { useId } from 'react'
import { formatNumber } from '@/lib/format'
import { ROWS_PER_PAGE_CHOICES } from '@/state/preferences'
import { Button } from './button'
import type { Pagination } from './use-pagination'

export const PAGE_SIZES = ROWS_PER_PAGE_CHOICES

export function PaginationBar({
  pagination,
  shown,
  nextPage,
  label = 'Pagination',
  filtered,
  total,
}: {
  pagination: Pagination
  /** rows on this page */
  shown: number
  /** the API's token for the next page, if any */
  nextPage?: string | null
  /** the navigation's name; unique when two lists show at once (a result over a page) */
  label?: string
  /**
   * A filter is on: the rows shown are its matches from the whole list, not this page, so the
   * range counts the matches (`complete` once the whole list has been searched) and the pages
   * do not turn.
   */
  filtered?: { matched: number; complete: boolean }
  /** how many rows the list has, once it has been read whole (a sort or a filter read it) */
  total?: number
}) {
  const id = useId()
  const { limit, page, hasPrev } = pagination
  const first = shown ? (page - 1) * limit + 1 : 0
  const last = (page - 1) * limit + shown
  const range = filtered
    ? matchRange(shown, filtered.matched, filtered.complete)
    : pageRange(first, last, Boolean(nextPage), total)
  return (
    <nav className="pagination" aria-label={label}>
      <label htmlFor={id} className="dim">
        rows per page
      </label>
      <select id={id} value={limit} onChange={(e) => pagination.setLimit(Number(e.target.value))}>
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <span className="num" aria-live="polite">
        {range}
      </span>
      <Button
        size="sm"
        variant="ghost"
        disabled={!hasPrev || filtered !== undefined}
        onClick={pagination.prev}
        title="Previous page"
      >
        {/* The visible word is the name (a voice user says "click prev"); the arrow is decor. */}
        <span aria-hidden="true">‹</span> prev
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={!nextPage || filtered !== undefined}
        onClick={() => nextPage && pagination.next(nextPage)}
        title="Next page"
      >
        next <span aria-hidden="true">›</span>
      </Button>
    </nav>
  )
}

/**
 * The rows shown and how many there are: `1–25 of 28` on the last page; while another page
 * exists the API gives no total, so `1–25 of 25+` (at least that many), until the list has been
 * read whole: `1–50 of 10,000`. Empty: `0 of 0`.
 */
export function pageRange(first: number, last: number, more: boolean, total?: number): string {
  // A total read before the rows on screen changed (a row created since) would be wrong: it
  // counts only while it holds them.
  if (total !== undefined && total >= last && (more || total === last))
    return last === 0 ? '0 of 0' : `${first}–${last} of ${formatNumber(total)}`
  if (last === 0) return more ? '0 of 0+' : '0 of 0'
  return `${first}–${last} of ${last}${more ? '+' : ''}`
}

/** Under a filter: `1–1 of 1`, `1–50 of 120` (the first 50 matches shown), `1–3 of 3+` still searching. */
export function matchRange(shown: number, matched: number, complete: boolean): string {
  const more = complete ? '' : '+'
  if (shown === 0) return `0 of ${matched}${more}`
  return `1–${shown} of ${Math.max(matched, shown)}${more}`
}
