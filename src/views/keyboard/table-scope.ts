// The table keys' scope. Every table on screen registers what its keys do; the keys themselves
// are commands bound in the one key router (keyboard-shortcuts.tsx), so `?` lists them and they
// obey focus like every other key. They act on the table holding focus, else on the page's main
// table, so after any navigation (a sidebar click, back, the palette, a chord) `j` lands on the
// new page's first row without an Esc first. The commands themselves (table-keys.ts, with their
// zod schemas) load with the built-in commands, not with the entry; until they have, the table
// answers its own keys (`answerTableKey`): the first `j` after the first row moves the cursor at
// once, not when the commands arrive.
import type { SubjectRow } from '@/commands/core/bulk-rows'
import { typeIntoField } from './field-keys'

export type { SubjectRow }

/** One command a row offers (its row menu's item): what the command runs with for that row. */
export type RowCommand = SubjectRow['items'][number]

/**
 * The rows commands act on (the palette reads them when it opens): the selected rows, the row
 * under the cursor, and the way to deselect rows a run has done.
 */
export type TableSubjects = {
  selected: SubjectRow[]
  cursor?: SubjectRow
  /** the commands the table's rows offer, each with the arguments the rows give it */
  offered: ReadonlyMap<string, ReadonlySet<string>>
  /** unselects these rows (a run on the selection done with them) */
  drop: (keys: string[]) => void
}

/** A list's column as its sort keys and `show column`/`hide column` see it. */
export type TableViewColumn = {
  key: string
  header: string
  sortable: boolean
  shown: boolean
}

/**
 * A list's view (list-table.tsx): its columns, its sort and the ways to change them, for the sort
 * keys and the `sort`, `show column` and `hide column` lines.
 */
export type TableView = {
  /** every column the list has, shown or not */
  columns: TableViewColumn[]
  /** each shown sortable column's key letter: Shift and it sorts */
  letters: ReadonlyMap<string, string>
  /** `pending`: waiting for the whole list to be read */
  sort: { key: string; dir: 'ascending' | 'descending'; pending?: boolean } | null
  /** sorts by the column: in `dir`, else ascending, or reversed when it is the sort already */
  sortBy: (key: string, dir?: 'ascending' | 'descending') => void
  show: (key: string) => void
  hide: (key: string) => void
}

export type TableKeys = {
  /** the table's box: focus inside it makes it the active table */
  el: HTMLElement
  /** the page's main table (the list the page is about) */
  main: boolean
  /** moves the cursor by `step` rows (from before the first row when there is none yet) */
  move: (step: number) => boolean
  /** selects or unselects the cursor's row; false when the table has no selection */
  toggle: () => boolean
  /** opens the cursor's row menu */
  menu: () => boolean
  /** unselects every row (Esc); false when none was selected */
  clearSelection: () => boolean
  /** focuses the table's filter box, when it has one */
  filter?: () => void
  /** how many rows it shows now */
  rows: () => number
  /**
   * Scrolls rows into view: those named (a bulk run's rows, by name or key), else the cursor's
   * and the selected rows. False when none of them is in the table.
   */
  reveal: (names?: readonly string[]) => boolean
  /** the rows commands take (tables whose rows have menus); null for others */
  subjects: () => TableSubjects | null
  /** its view, for a list's table (the sort keys, `sort`, `show column`) */
  view?: () => TableView | null
}

const tables = new Set<TableKeys>()

declare global {
  interface Window {
    /** index.html's key keeper asks the table first (answerTableKey), once a table is here */
    __tableKey?: (e: KeyboardEvent) => boolean
    /**
     * Scrolls the active table's rows into view (TableKeys.reveal), once a table is here: the dock
     * (dock-reveal.ts, first load) calls it without importing this module, so this module and the
     * field typing it uses load with the tables, not with the entry.
     */
    __tableReveal?: (names?: readonly string[]) => void
  }
}

/**
 * Adds a table; returns the undo (on unmount). The table registers as it commits (a layout
 * effect), so a key that lands between its first rows and their paint is already its own.
 */
export function registerTable(t: TableKeys) {
  tables.add(t)
  window.__tableKey ??= answerTableKey
  window.__tableReveal ??= (names) => void activeTable()?.reveal(names)
  applyKeptTableKeys()
  return () => void tables.delete(t)
}

let applying = false

/**
 * Table keys typed while the page loaded (kept by index.html's first script, early-keys.ts) apply
 * the moment a table is here, not when the key router has loaded: the kept keys at the head of
 * the queue that the active table takes, in order, and those after a `/` typed into its filter. The first one it cannot take, and every key
 * after it, stay kept for the router. After the commit's microtasks, so that every table of the
 * commit has registered and the page's main one takes them.
 */
function applyKeptTableKeys() {
  if (applying || !window.__earlyKeys?.length) return
  applying = true
  queueMicrotask(() => {
    applying = false
    const kept = window.__earlyKeys
    while (kept?.length) {
      // A key after `/` types into the filter it focused (`/etcd`: the filter holds "etcd").
      const key = new KeyboardEvent('keydown', kept[0])
      if (!typeIntoField(key) && !answerTableKey(key)) break
      kept.shift()
    }
  })
}

/**
 * The table the keys act on: the one holding focus, else the page's main table. A page that
 * marks none (a detail page's tab, the fleet's issues) has as its main table the first one in
 * the page's main region that shows rows.
 */
export function activeTable(): TableKeys | undefined {
  const focused = document.activeElement
  const live = [...tables].filter((t) => t.el.isConnected)
  const holding = focused && live.find((t) => t.el.contains(focused))
  if (holding) return holding
  const marked = live.findLast((t) => t.main)
  if (marked) return marked
  const inMain = live
    .filter((t) => t.el.closest('main') !== null && t.rows() > 0)
    .sort((a, b) =>
      a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )
  return inMain[0]
}

export const NO_TABLE = 'No table on this page'

/**
 * What each table key does: the table-key commands run these (table-keys.ts), and the table runs
 * them itself for a key pressed before those commands have loaded. Each returns false where the
 * table cannot (no rows, no selection, no filter).
 */
export const TABLE_KEYS = {
  j: (t) => t.move(1),
  k: (t) => t.move(-1),
  x: (t) => t.toggle(),
  '.': (t) => t.menu(),
  '/': (t) => (t.filter ? (t.filter(), true) : false),
} satisfies Record<string, (t: TableKeys) => boolean>

const tableKeyFor = (key: string) =>
  Object.hasOwn(TABLE_KEYS, key) ? TABLE_KEYS[key as keyof typeof TABLE_KEYS] : undefined

/**
 * A plain table key (no modifier, focus on the page) pressed before the key router or its
 * commands are ready: the active table applies it now. False (the key is kept for the router)
 * when it is not a table key, focus is in a field, dialog or terminal, or no table can take it.
 */
export function answerTableKey(e: KeyboardEvent): boolean {
  const act = tableKeyFor(e.key)
  if (!act || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return false
  const el = document.activeElement
  if (
    el instanceof HTMLElement &&
    el !== document.body &&
    (el.isContentEditable ||
      /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) ||
      el.closest('[aria-modal="true"], dialog[open], [role="menu"], [data-key-scope="terminal"]'))
  )
    return false
  if (document.querySelector('[aria-modal="true"]')) return false
  const t = activeTable()
  return t ? act(t) : false
}

/** The subjects of the active table (the palette's, read when it opens), if it has any. */
export const tableSubjects = () => activeTable()?.subjects() ?? null
