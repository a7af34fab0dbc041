// The table filter every table shares: a box above it and the rows whose text contains what is
// typed, case-insensitively. `/` focuses it; Down or Enter hands the keyboard to the first
// matching row, keeping the filter (filter-link.ts); Esc clears it, then leaves it.
import { useState, type ReactNode } from 'react'
import { useFilterLink, type FilterLink } from '../ui/filter-link'
import './list.css'

/** What the box shows and sets, and its link to the table (the table's `filter`). */
export type FilterBoxState = {
  filter: string
  setFilter: (text: string) => void
  link: FilterLink
}

export type RowFilter<T> = FilterBoxState & {
  /** the rows the filter keeps (all of them while it is empty) */
  rows: T[]
}

/**
 * `text(row)`: what the filter looks in for that row (its name, or more); `initial`: the filter
 * the list opens with (its URL's).
 */
export function useRowFilter<T>(items: T[], text: (row: T) => string, initial = ''): RowFilter<T> {
  const [filter, setFilter] = useState(initial)
  const link = useFilterLink()
  const needle = filter.trim().toLowerCase()
  const rows = needle ? items.filter((r) => text(r).toLowerCase().includes(needle)) : items
  return { rows, filter, setFilter, link }
}

/**
 * `label`: the table's accessible name ("Instances"), for the box's ("Filter instances").
 * `onStop`: Esc stops what the filter is doing (a read of the whole list); `children`: its status.
 */
export function FilterBox({
  label,
  state,
  onStop,
  children,
}: {
  label: string
  state: FilterBoxState
  onStop?: () => void
  children?: ReactNode
}) {
  const { filter, setFilter, link } = state
  const { setInput } = link
  return (
    <div className="list-filter">
      <input
        ref={setInput}
        type="search"
        aria-label={`Filter ${label.toLowerCase()}`}
        placeholder="Filter (/)"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        onKeyDown={(e) => {
          // Down or Enter: the rows take the keyboard, the filter stays. With no row to take it
          // (nothing matches yet) the keys stay here.
          if (e.key === 'ArrowDown' || e.key === 'Enter') {
            const plain = !(e.ctrlKey || e.metaKey || e.altKey || e.shiftKey)
            if (plain && link.toRows()) e.preventDefault()
            return
          }
          // Esc backs out of the filter: first its text, then focus.
          if (e.key !== 'Escape') return
          onStop?.()
          e.preventDefault()
          if (filter) setFilter('')
          else e.currentTarget.blur()
        }}
      />
      {children}
    </div>
  )
}
