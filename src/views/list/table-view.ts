// A list's view as its table's keys and lines see it (table-scope.ts `TableView`): the columns
// shown and not, their sort letters, the sort, and the ways to change them, all through the
// list's view (list-view.ts: its URL and what is kept of it).
import type { TableView } from '../keyboard/table-scope'
import { sortLetters } from '../ui/sort-letters'
import type { Column } from '../ui/table'
import type { ListView } from './list-view'

export function tableViewOf<T>(
  all: readonly Column<T>[],
  shownKeys: readonly string[],
  view: ListView,
  pending: boolean,
): TableView {
  const shownSet = new Set(shownKeys)
  const columns = all.map((c) => ({
    key: c.key,
    header: c.header,
    sortable: Boolean(c.sortValue),
    shown: shownSet.has(c.key),
  }))
  const shownCols = all.filter((c) => shownSet.has(c.key))
  const letters = sortLetters(
    shownCols.map((c) => ({ ...c, letter: c.letter, sortable: Boolean(c.sortValue) })),
  )
  // Shown columns keep the page's order, whatever order they were asked for in.
  const withShown = (keys: Set<string>) => all.filter((c) => keys.has(c.key)).map((c) => c.key)
  return {
    columns,
    letters,
    sort: view.sort ? { ...view.sort, pending } : null,
    sortBy: (key, dir) => {
      if (!columns.some((c) => c.key === key && c.sortable)) return
      const same = view.sort?.key === key
      const next = dir ?? (same && view.sort?.dir === 'ascending' ? 'descending' : 'ascending')
      view.setSort({ key, dir: next })
    },
    show: (key) => {
      if (shownSet.has(key) || !all.some((c) => c.key === key)) return
      view.setShown(withShown(new Set([...shownKeys, key])))
    },
    hide: (key) => {
      if (!shownSet.has(key) || shownKeys.length < 2) return
      view.setShown(withShown(new Set(shownKeys.filter((k) => k !== key))))
    },
  }
}
