// What the table keys read of a table at the moment a key acts (table.tsx keeps it in a ref):
// the rows it shows, the cursor, the selection. Two of the answers it gives the key scope
// (table-scope.ts): the rows to scroll into view, and the rows as commands' subjects.
import type { SubjectRow, TableSubjects } from '../keyboard/table-scope'
import type { FilterLink } from './filter-link'
import type { TableProps } from './table'

export type TableLive<T> = {
  cursor: number
  shown: T[]
  selection: TableProps<T>['selection']
  filter: FilterLink | undefined
  rowKey: (row: T) => string
  subjects: TableProps<T>['subjects']
}

/**
 * Scrolls rows into view: those named (by name or key), else (none of them here) the cursor's
 * and the selected rows. The last, then the first: both when they fit, else the first.
 */
export function revealRows<T>(
  live: TableLive<T>,
  body: HTMLElement | null,
  names?: readonly string[],
): boolean {
  const { cursor: at, shown: list, selection: sel, rowKey: keyOf, subjects: of } = live
  const named = new Set(names)
  const marked = (r: T, i: number) => i === at || Boolean(sel?.isSelected(keyOf(r)))
  const wanted = (r: T, i: number) =>
    named.size > 0
      ? named.has(keyOf(r)) || (of !== undefined && named.has(of.name(r)))
      : marked(r, i)
  let rows = list.flatMap((r, i) => (wanted(r, i) ? [i] : []))
  if (rows.length === 0 && named.size > 0) rows = list.flatMap((r, i) => (marked(r, i) ? [i] : []))
  const trs = rowElements(body)
  if (!trs.length || rows.length === 0) return false
  // rows is not empty: its first and last are indices.
  trs[rows.at(-1)!]?.scrollIntoView({ block: 'nearest' })
  trs[rows[0]!]?.scrollIntoView({ block: 'nearest' })
  return true
}

/** The table's rows as drawn, without the rows that left and are fading (row-changes.ts). */
export function rowElements(body: HTMLElement | null | undefined): HTMLElement[] {
  return body ? [...body.querySelectorAll<HTMLElement>(':scope > tr:not(.row-gone)')] : []
}

/** The rows as the subjects of commands (the palette's), for tables whose rows have menus. */
export function subjectsOf<T>(live: TableLive<T>): TableSubjects | null {
  const { cursor: at, shown: list, selection: sel, rowKey: keyOf, subjects: of } = live
  if (!of) return null
  const subject = (row: T): SubjectRow => ({
    key: keyOf(row),
    label: of.name(row),
    items: of.commands(row),
  })
  const under = list[at]
  const offered = new Map<string, Set<string>>()
  for (const row of list)
    for (const c of of.commands(row)) {
      const keys = offered.get(c.id) ?? offered.set(c.id, new Set()).get(c.id)!
      for (const k of Object.keys(c.args ?? {})) keys.add(k)
    }
  return {
    selected: sel ? list.filter((r) => sel.isSelected(keyOf(r))).map(subject) : [],
    cursor: under === undefined ? undefined : subject(under),
    offered,
    drop: of.drop,
  }
}
