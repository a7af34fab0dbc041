// The dense table: 27 px rows, sortable columns, a row cursor (j/k or arrows while focus is in
// the table, or anywhere on the page for the page's main table), `x` selects the cursor row, `.`
// opens its row menu, a row menu column and a footer with counts and pagination.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { registerTable, type RowCommand, type TableView } from '../keyboard/table-scope'
import { sortRows, type SortDir, type SortValue } from './table-sort'
import './table.css'
import { markFirstScreenDrawn } from '../first-screen'
import type { FilterLink } from './filter-link'
import { revealRows, rowElements, subjectsOf } from './table-live'
import { TableHead } from './table-head'
import { withGone } from './row-changes'
import { TableRow } from './table-row'
import { useCursorFollow } from './use-cursor-follow'
import { useRowChanges } from './use-row-changes'

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
   * The rows as the platform answered, before any filter, sort or cut (`rows` unless given): a
   * row whose data differs from the last answer, or that is new, is marked a moment, and a row
   * that left fades (use-row-changes.ts).
   */
  source?: readonly T[]
  /** what `source` was asked as (the list and its page; `label` unless given): a new ask marks nothing */
  sourceKey?: string
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
  source,
  sourceKey,
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
  // Rows that changed are marked a moment, rows that left fade where they stood.
  const changes = useRowChanges({
    source: source ?? rows,
    scope: sourceKey ?? label,
    shown,
    rowKey,
  })
  // The cursor stays on its row when rows arrive or leave around it; its row gone, it goes to
  // the next one, and says so (use-cursor-follow.ts).
  const cursorKey = useRef<string | null>(null)
  const focusHandlers = useCursorFollow({
    cursorKeyRef: cursorKey,
    cursor,
    setCursor,
    liveRef: live,
    shown,
    rowKey,
    left: changes.left,
    nameOf: subjects?.name ?? selection?.label,
    bodyRef,
    wrapRef,
  })
  const hasFilter = Boolean(filter)
  const hasRows = shown.length > 0
  useEffect(() => {
    // Painted: the frame after this commit. Idle work waits for it (first-screen.ts).
    if (hasRows) requestAnimationFrame(() => markFirstScreenDrawn())
  }, [hasRows])
  const move = useCallback((step: number) => {
    const rowsEl = rowElements(bodyRef.current)
    if (!rowsEl.length) return false
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
    rowElements(bodyRef.current)[at]?.scrollIntoView({ block: 'nearest' })
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
        const btn = rowElements(bodyRef.current)[at]?.querySelector<HTMLElement>('.col-menu button')
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
    <div ref={wrapRef} className="table-wrap" onKeyDown={onKeyDown} {...focusHandlers}>
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
          {withGone(shown, changes.gone, rowKey).map(({ key, row, gone, index }) => (
            <TableRow
              key={key}
              row={row}
              rowId={key}
              index={index}
              atCursor={!gone && index === cursor}
              selected={!gone && (selection?.isSelected(key) ?? false)}
              marked={!gone && changes.marks.has(key)}
              gone={gone}
              columns={columns}
              menu={menu}
              selection={selection}
              setCursor={setCursor}
            />
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty}
      {footer && <div className="table-footer">{footer}</div>}
    </div>
  )
}
