// The dense table: 27 px rows, sortable columns, a row cursor (j/k or arrows while focus is in
// the table, or anywhere on the page for the page's main table), `x` selects the cursor row, `.`
// opens its row menu, a row menu column and a footer with counts and pagination.
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { PanelBoundary } from '../errors/panel-boundary'
import { registerTable, type RowCommand, type TableView } from '../keyboard/table-scope'
import { sortRows, type SortDir, type SortValue } from './table-sort'
import './table.css'
import { markFirstScreenDrawn } from '../first-screen'
import type { FilterLink } from './filter-link'
import { revealRows, subjectsOf } from './table-live'
import { TableHead } from './table-head'

export type Column<T> = {
  /** stable key, also the sort key */
  key: string
  header: string
  cell: (row: T) => ReactNode
  /** makes the column sortable */
  sortValue?: (row: T) => SortValue
  /**
   * The API's `sort_by` for this column, by direction (`name_descending`): a list table asks the
   * API for that order where its endpoint takes it (nexus.json), else sorts the whole list itself.
   */
  apiSort?: { ascending?: string; descending?: string }
  /** the letter that sorts by it with Shift (sort-letters.ts); the header's first free one unless given */
  letter?: string
  /** not shown unless asked for (`show column id`, the columns menu) */
  hidden?: boolean
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
    /** unselects every row; false when none was selected */
    clear?: () => boolean
    /** the row's name for its checkbox */
    label: (row: T) => string
  }
  /** the page's main table: the table keys act on it while focus is not in another table */
  pageKeys?: boolean
  /** the table's filter box: `/` focuses it, Down or Enter in it hands over to the rows */
  filter?: FilterLink
  /** the row to put the cursor on once it is shown (a `view` line opening its list) */
  focusRow?: (row: T) => boolean
  /**
   * The sort is the list's (list-table.tsx): the rows come sorted, the header shows `sort` and a
   * click or a sort key asks `view` for another. Without it the table sorts the rows it has.
   */
  view?: TableView
  /**
   * Rows as the subjects of commands (the palette acts on the selected rows, else offers the
   * cursor's row first): each row's name and the commands its menu offers.
   */
  subjects?: {
    name: (row: T) => string
    commands: (row: T) => RowCommand[]
    /** unselects rows a run on the selection has done */
    drop: (keys: string[]) => void
  }
}

/** Inside the table the arrows move the cursor too (the table keys j/k are commands). */
const ARROWS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 }

/** One cell's content, rendered inside its own boundary (so a throwing `cell` is contained). */
function Cell<T>({ column: c, row }: { column: Column<T>; row: T }) {
  if (!c.clip) return c.cell(row)
  return (
    <span className="cell-clip" style={{ maxWidth: c.clip.maxWidth }} title={c.clip.text(row)}>
      {c.cell(row)}
    </span>
  )
}

type RowProps<T> = {
  row: T
  rowId: string
  index: number
  atCursor: boolean
  selected: boolean
  columns: Column<T>[]
  menu: TableProps<T>['menu']
  selection: TableProps<T>['selection']
  setCursor: (index: number) => void
}

/**
 * One row. Memoized: moving the cursor (j/k, the mouse) draws the two rows it leaves and
 * reaches, not every row of the page, so a key's frame does not grow with the page size.
 */
const TableRow = memo(function TableRow<T>({
  row,
  rowId,
  index,
  atCursor,
  selected,
  columns,
  menu,
  selection,
  setCursor,
}: RowProps<T>) {
  return (
    <tr
      className={atCursor ? 'row-cursor' : undefined}
      data-selected={selected || undefined}
      onMouseEnter={() => setCursor(index)}
      onFocus={() => setCursor(index)}
    >
      {selection && (
        <td className="col-select">
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={`Select ${selection.label(row)}`}
            checked={selected}
            onChange={() => selection.toggle(rowId)}
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
  )
}) as <T>(props: RowProps<T>) => ReactNode

/** Rows sorted by a column; as they came when a row's sort value cannot be computed. */
function sortedOrAsIs<T>(rows: T[], value: (row: T) => SortValue, dir: SortDir): T[] {
  try {
    return sortRows(rows, value, dir)
  } catch {
    return rows
  }
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
  filter,
  focusRow,
  subjects,
  view,
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
  const shown =
    !view && sort && sortCol?.sortValue ? sortedOrAsIs(rows, sortCol.sortValue, sort.dir) : rows

  const toggleSort = (key: string) =>
    setSort((s) =>
      s?.key === key
        ? { key, dir: s.dir === 'ascending' ? 'descending' : 'ascending' }
        : { key, dir: 'ascending' },
    )

  // What the table keys do here (table-scope.ts), read through refs: the keys are bound once in
  // the key router, and they act on this table while it holds focus or is the page's main table.
  const wrapRef = useRef<HTMLDivElement>(null)
  const live = useRef({ cursor, shown, selection, filter, rowKey, subjects, view })
  useLayoutEffect(() => {
    live.current = { cursor, shown, selection, filter, rowKey, subjects, view }
  })
  // The cursor stays on its row when rows come in above it (a followed log, a refresh).
  const cursorKey = useRef<string | null>(null)
  useLayoutEffect(() => {
    const row = cursor >= 0 ? shown[cursor] : undefined
    const at = row && cursorKey.current !== null && rowKey(row) !== cursorKey.current
    const moved = at ? shown.findIndex((r) => rowKey(r) === cursorKey.current) : -1
    if (moved >= 0) {
      setCursor(moved)
      live.current.cursor = moved
    } else cursorKey.current = row ? rowKey(row) : null
  }, [cursor, shown, rowKey])
  const hasFilter = Boolean(filter)
  const hasRows = shown.length > 0
  useEffect(() => {
    // Painted: the frame after this commit. Idle work waits for it (first-screen.ts).
    if (hasRows) requestAnimationFrame(() => markFirstScreenDrawn())
  }, [hasRows])
  const move = useCallback((step: number) => {
    const rowsEl = bodyRef.current?.querySelectorAll('tr')
    if (!rowsEl?.length) return false
    // The cursor moves focus to the row's first control, so Enter opens it and the row menu is
    // a Tab away. The first key lands on the first row.
    const from = live.current.cursor
    const next = from < 0 ? 0 : Math.min(Math.max(from + step, 0), rowsEl.length - 1)
    setCursor(next)
    // Now, not at the next render: a key right behind this one (`x`) acts on the new row.
    live.current.cursor = next
    const row = live.current.shown[next]
    cursorKey.current = row ? live.current.rowKey(row) : null
    rowsEl[next]?.querySelector<HTMLElement>('a, button, [tabindex="0"]')?.focus()
    return true
  }, [])
  // The row a line asked for gets the cursor, and focus, once: the keys go on from there (keys
  // typed while the page loaded too, from the registration below).
  // Once per row asked for (a new `focusRow`: a row a create made after the one in the URL).
  const focused = useRef<typeof focusRow>(undefined)
  useLayoutEffect(() => {
    if (!focusRow || focused.current === focusRow) return
    const at = shown.findIndex(focusRow)
    if (at < 0) return
    focused.current = focusRow
    live.current.cursor = 0
    move(at)
    bodyRef.current?.querySelectorAll('tr')[at]?.scrollIntoView({ block: 'nearest' })
  }, [focusRow, shown, move])
  // The filter box hands the keyboard over: the cursor to the first row it kept, focus into the
  // table (the row's first control, else the table itself), so the table keys act on its rows.
  useLayoutEffect(
    () =>
      filter?.connect(() => {
        live.current.cursor = -1
        if (!move(1)) return false
        const el = wrapRef.current
        if (el && !el.contains(document.activeElement)) {
          el.tabIndex = -1
          el.focus()
        }
        return true
      }),
    [filter, move],
  )
  // In the commit that draws the table, not after its paint: a key pressed between the two is
  // the table's (table-scope.ts), not kept for the key router.
  useLayoutEffect(() => {
    const el = wrapRef.current
    if (!el) return
    return registerTable({
      el,
      main: pageKeys,
      move,
      toggle: () => {
        const { cursor: at, shown: list, selection: sel, rowKey: keyOf } = live.current
        const row = list[at]
        if (!sel || !row) return false
        sel.toggle(keyOf(row))
        return true
      },
      menu: () => {
        const at = live.current.cursor
        const btn = bodyRef.current
          ?.querySelectorAll('tr')
          [at]?.querySelector<HTMLElement>('.col-menu button')
        btn?.click()
        return Boolean(btn)
      },
      clearSelection: () => live.current.selection?.clear?.() ?? false,
      reveal: (names) => revealRows(live.current, bodyRef.current, names),
      filter: hasFilter ? () => live.current.filter?.focus() : undefined,
      rows: () => live.current.shown.length,
      subjects: () => subjectsOf(live.current),
      view: () => live.current.view ?? null,
    })
  }, [pageKeys, move, hasFilter])
  const onKeyDown = (e: KeyboardEvent) => {
    const step = ARROWS[e.key]
    if (!step || e.metaKey || e.ctrlKey || e.altKey) return
    if ((e.target as HTMLElement).closest('input:not([type="checkbox"]), select, [role="menu"]'))
      return
    if (move(step)) e.preventDefault()
  }

  return (
    <div ref={wrapRef} className="table-wrap" onKeyDown={onKeyDown}>
      <table className="table">
        <caption className="sr-only">{label}</caption>
        <TableHead
          columns={columns.map((c) => ({ ...c, sortable: Boolean(c.sortValue) }))}
          sort={view ? view.sort : sort}
          onSort={view ? (key) => view.sortBy(key) : toggleSort}
          letters={view?.letters}
          selection={Boolean(selection)}
          menu={Boolean(menu)}
        />
        <tbody ref={bodyRef}>
          {shown.map((row, i) => {
            const key = rowKey(row)
            return (
              <TableRow
                key={key}
                row={row}
                rowId={key}
                index={i}
                atCursor={i === cursor}
                selected={selection?.isSelected(key) ?? false}
                columns={columns}
                menu={menu}
                selection={selection}
                setCursor={setCursor}
              />
            )
          })}
        </tbody>
      </table>
      {rows.length === 0 && empty}
      {footer && <div className="table-footer">{footer}</div>}
    </div>
  )
}
