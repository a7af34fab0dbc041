// The table filter every table shares: a box above it (`/` focuses it, Esc clears then leaves)
// and the rows whose text contains what is typed, case-insensitively.
import { useRef, useState, type ReactNode, type RefObject } from 'react'
import './list.css'

export type RowFilter<T> = {
  /** the rows the filter keeps (all of them while it is empty) */
  rows: T[]
  filter: string
  setFilter: (text: string) => void
  input: RefObject<HTMLInputElement | null>
  /** focuses the box: the table's `/` */
  focus: () => void
}

/** `text(row)`: what the filter looks in for that row (its name, or more). */
export function useRowFilter<T>(items: T[], text: (row: T) => string): RowFilter<T> {
  const [filter, setFilter] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const needle = filter.trim().toLowerCase()
  const rows = needle ? items.filter((r) => text(r).toLowerCase().includes(needle)) : items
  return { rows, filter, setFilter, input, focus: () => input.current?.focus() }
}

/**
 * `label`: the table's accessible name ("Instances"), for the box's ("Filter instances").
 * `onStop`: Esc stops what the filter is doing (a read of the whole list); `children`: its status.
 */
export function FilterBox<T>({
  label,
  state,
  onStop,
  children,
}: {
  label: string
  state: RowFilter<T>
  onStop?: () => void
  children?: ReactNode
}) {
  const { filter, setFilter, input } = state
  return (
    <div className="list-filter">
      <input
        ref={input}
        type="search"
        aria-label={`Filter ${label.toLowerCase()}`}
        placeholder="Filter (/)"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        onKeyDown={(e) => {
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
