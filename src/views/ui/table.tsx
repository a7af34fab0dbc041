// The dense table: 27 px rows, sortable columns, a row cursor (j/k or arrows while focus is in
// the table, or anywhere on the page for the page's main table), `x` selects the cursor row, `.`
// opens its row menu, a row menu column and a footer with counts and pagination.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { PanelBoundary } from '../errors/panel-boundary'
import { sortRows, type SortDir, type SortValue } from './table-sort'
import './table.css'

export type Column<T> = {
  /** stable key, also the sort key */
  key: string
  header: string
  cell: (row: T) => ReactNode
  /** makes the column sortable */
  sortValue?: (row: T) => SortValue
  /** numbers: right-aligned, tabular figures */
  numeric?: boolean
  width?: string
  /**
   * Long free text (targets, filters, descriptions): the cell is cut to this width with an
   * ellipsis and the full text shows on hover, so one long value cannot push the row menu off
   * the pane. A CSS length; `vw`-relative values let it shrink on narrow screens.
   */
  clip?: { maxWidth: string; text: (row: T) => string }
}

export type TableProps<T> = {
  /** accessible name (caption) */
  label: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  /** the row's "more actions" menu */
  menu?: (row: T) => ReactNode
  /** shown instead of the body when there are no rows */
  empty?: ReactNode
  /** counts and pagination */
  footer?: ReactNode
  /** row selection (checkbox column, `x`) for bulk actions */
  selection?: {
    isSelected: (key: string) => boolean
    toggle: (key: string) => void
    /** the row's name for its checkbox */
    label: (row: T) => string
  }
  /** the page's main table: j/k work while nothing else on the page has focus */
  pageKeys?: boolean
}

/** One cell's content, rendered inside its own boundary (so a throwing `cell` is contained). */
function Cell<T>({ column: c, row }: { column: Column<T>; row: T }) {
  if (!c.clip) return c.cell(row)
  return (
    <span className="cell-clip" style={{ maxWidth: c.clip.maxWidth }} title={c.clip.text(row)}>
      {c.cell(row)}
    </span>
  )
}

/** Rows sorted by a column; as they came when a row's sort value cannot be computed. */
function sortedOrAsIs<T>(rows: T[], value: (row: T) => SortValue, dir: SortDir): T[] {
  try {
    return sortRows(rows, value, dir)
  } catch {
    return rows
  }
}

const ROW_KEYS: Record<string, number> = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 }

/** Focus is on the page itself, not in a field, a dialog or a menu. */
const pageHasFocus = () => {
  const el = document.activeElement
  return !el || el === document.body
}

export function Table<T>({
  label,
  columns,
  rows,
  rowKey,
  menu,
  empty,
  footer,
  selection,
  pageKeys = false,
}: TableProps<T>) {
  const [sort, setSort] = useState<{ key: string; dir: SortDir } | null>(null)
  const [cursor, setCursor] = useState(-1)
  // Going from one list to another can reuse this component: the cursor (and sort) belong to
  // the table they were set on, so a new table starts without them.
  const [tableOf, setTableOf] = useState(label)
  if (tableOf !== label) {
    setTableOf(label)
    setCursor(-1)
    setSort(null)
  }
  const bodyRef = useRef<HTMLTableSectionElement>(null)

  const sortCol = sort && columns.find((c) => c.key === sort.key)
  const shown = sort && sortCol?.sortValue ? sortedOrAsIs(rows, sortCol.sortValue, sort.dir) : rows

  const toggleSort = (key: string) =>
    setSort((s) =>
      s?.key === key
        ? { key, dir: s.dir === 'ascending' ? 'descending' : 'ascending' }
        : { key, dir: 'ascending' },
    )

  // The cursor moves focus to the row's first control, so Enter opens it and the row menu is
  // a Tab away. Keys typed into inputs (filters, menus) are left alone.
  const rowKeyDown = (e: KeyboardEvent, row: number) => {
    const rowsEl = bodyRef.current?.querySelectorAll('tr')
    if (!rowsEl?.length) return false
    const step = ROW_KEYS[e.key]
    if (step) {
      e.preventDefault()
      const next = Math.min(Math.max(row + step, 0), rowsEl.length - 1)
      setCursor(next)
      rowsEl[next]?.querySelector<HTMLElement>('a, button, [tabindex="0"]')?.focus()
      return true
    }
    const current = shown[row]
    if (e.key === 'x' && selection && current) {
      e.preventDefault()
      selection.toggle(rowKey(current))
      return true
    }
    if (e.key === '.' && row >= 0) {
      e.preventDefault()
      rowsEl[row]?.querySelector<HTMLElement>('.col-menu button')?.click()
      return true
    }
    return false
  }
  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement
    if (
      e.metaKey ||
      e.ctrlKey ||
      e.altKey ||
      target.closest('input:not([type="checkbox"]), select, [role="menu"]')
    )
      return
    rowKeyDown(e, cursor)
  }
  // The main table answers j/k from the page too: the first j lands on the first row.
  useEffect(() => {
    if (!pageKeys) return
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey || !pageHasFocus()) return
      if (e.key !== 'j' && e.key !== 'k') return
      const first = bodyRef.current?.querySelector('tr')
      if (!first) return
      e.preventDefault()
      setCursor(0)
      first.querySelector<HTMLElement>('a, button, [tabindex="0"]')?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [pageKeys])

  return (
    <div className="table-wrap" onKeyDown={onKeyDown}>
      <table className="table">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="col-select">
                <span className="sr-only">Selected</span>
              </th>
            )}
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={c.numeric ? 'num' : undefined}
                style={c.width ? { width: c.width } : undefined}
                aria-sort={sort?.key === c.key ? sort.dir : undefined}
              >
                {c.sortValue ? (
                  <button type="button" className="th-sort" onClick={() => toggleSort(c.key)}>
                    {c.header}
                    <span aria-hidden="true" className="dim">
                      {sort?.key === c.key ? (sort.dir === 'ascending' ? ' ↑' : ' ↓') : ''}
                    </span>
                  </button>
                ) : (
                  c.header
                )}
              </th>
            ))}
            {menu && (
              <th scope="col" className="col-menu">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {shown.map((row, i) => (
            <tr
              key={rowKey(row)}
              className={i === cursor ? 'row-cursor' : undefined}
              data-selected={selection?.isSelected(rowKey(row)) || undefined}
              onMouseEnter={() => setCursor(i)}
              onFocus={() => setCursor(i)}
            >
              {selection && (
                <td className="col-select">
                  <input
                    type="checkbox"
                    tabIndex={-1}
                    aria-label={`Select ${selection.label(row)}`}
                    checked={selection.isSelected(rowKey(row))}
                    onChange={() => selection.toggle(rowKey(row))}
                  />
                </td>
              )}
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? 'num' : undefined}>
                  {/* A cell that cannot draw says so; the row and the table stay. */}
                  <PanelBoundary inline resetKey={row}>
                    <Cell column={c} row={row} />
                  </PanelBoundary>
                </td>
              ))}
              {menu && <td className="col-menu">{menu(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty}
      {footer && <div className="table-footer">{footer}</div>}
    </div>
  )
}
