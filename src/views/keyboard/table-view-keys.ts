// A list's view as commands: the sort keys, k9s style (Shift and the letter underlined in a
// column's header sorts by it, the same key again reverses it), and the lines `sort <column>
// [asc|desc]`, `show column <column>` and `hide column <column>`. They act on the active table's
// view (table-scope.ts), the page's list after any navigation. Loaded with the built-in
// commands (main.tsx), as the other table keys are.
import { z } from 'zod'
import { defineCommand, type AnyCommand, type Choice } from '@/commands/core/define'
import { activeTable, type TableView } from './table-scope'

const NO_LIST = 'No list on this page'

const viewNow = (): TableView | null => activeTable()?.view?.() ?? null

/** The column of the active list whose key letter is `letter`, if one is. */
export function columnOfLetter(letter: string) {
  const view = viewNow()
  if (!view) return undefined
  const key = [...view.letters].find(([, l]) => l === letter)?.[0]
  return key === undefined ? undefined : view.columns.find((c) => c.key === key)
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('')

/** `table.sort-by-n` and the like: the sort keys' commands, one per letter. */
export const SORT_KEY_PREFIX = 'table.sort-by-'

const sortKeys = LETTERS.map((letter) =>
  defineCommand({
    id: `${SORT_KEY_PREFIX}${letter}`,
    title: `Sort by the column marked ${letter.toUpperCase()}; again to reverse`,
    group: 'Table',
    keyScope: 'table',
    uiOnly: true,
    args: z.object({}),
    keybinding: `shift+${letter}`,
    // Bound only where the list has a column of that letter: elsewhere the key is left alone.
    available: () => (columnOfLetter(letter) ? true : `No column is marked ${letter}`),
    run: async () => {
      const col = columnOfLetter(letter)
      if (col) viewNow()?.sortBy(col.key)
    },
  }),
)

const hasView = () => (viewNow() ? true : NO_LIST)

/** The active list's columns that `pick` keeps, as completions. */
const columnChoices =
  (pick: (c: TableView['columns'][number]) => boolean) => async (): Promise<Choice[]> =>
    (viewNow()?.columns ?? []).filter(pick).map((c) => ({
      value: c.key,
      label: c.key,
      detail: c.header === c.key ? undefined : c.header,
    }))

/** A column of the active list by its key or header, else the reason it is none. */
function findColumn(name: string, pick: (c: TableView['columns'][number]) => boolean) {
  const view = viewNow()
  if (!view) throw new Error(NO_LIST)
  const wanted = name.trim().toLowerCase()
  const col = view.columns.find(
    (c) => c.key.toLowerCase() === wanted || c.header.toLowerCase() === wanted,
  )
  if (!col) {
    const known = view.columns.filter(pick).map((c) => c.key)
    throw new Error(
      `This list has no column ${name}${known.length ? ` (${known.join(', ')})` : ''}`,
    )
  }
  return { view, col }
}

const DIRECTIONS = ['asc', 'desc', 'ascending', 'descending'] as const

const lineCommands = [
  defineCommand({
    id: 'table.sort',
    title: 'Sort the list by a column',
    group: 'Table',
    keywords: ['order', 'newest', 'oldest'],
    args: z.object({
      column: z.string().min(1).describe('The column to sort by (name, created, state...)'),
      direction: z
        .enum(DIRECTIONS)
        .optional()
        .describe('asc or desc; reverses the sort when it is that column already, else asc'),
    }),
    complete: { column: columnChoices((c) => c.sortable) },
    line: { words: ['sort'], positional: ['column', 'direction'] },
    available: hasView,
    run: async ({ column, direction }) => {
      const { view, col } = findColumn(column, (c) => c.sortable)
      if (!col.sortable) throw new Error(`The ${col.header} column does not sort`)
      const dir = direction?.startsWith('desc') ? 'descending' : direction ? 'ascending' : undefined
      view.sortBy(col.key, dir)
      const now =
        dir ??
        (view.sort?.key === col.key && view.sort.dir === 'ascending' ? 'descending' : 'ascending')
      return { column: col.key, direction: now }
    },
  }),
  defineCommand({
    id: 'table.show-column',
    title: 'Show a column of the list',
    group: 'Table',
    keywords: ['columns', 'id'],
    args: z.object({ column: z.string().min(1).describe('The column to show (id, modified...)') }),
    complete: { column: columnChoices((c) => !c.shown) },
    line: { words: ['show', 'column'], positional: ['column'] },
    available: hasView,
    run: async ({ column }) => {
      const { view, col } = findColumn(column, (c) => !c.shown)
      view.show(col.key)
      return { column: col.key }
    },
  }),
  defineCommand({
    id: 'table.hide-column',
    title: 'Hide a column of the list',
    group: 'Table',
    keywords: ['columns'],
    args: z.object({ column: z.string().min(1).describe('The column to hide') }),
    complete: { column: columnChoices((c) => c.shown) },
    line: { words: ['hide', 'column'], positional: ['column'] },
    available: hasView,
    run: async ({ column }) => {
      const { view, col } = findColumn(column, (c) => c.shown)
      if (view.columns.filter((c) => c.shown).length < 2 && col.shown)
        throw new Error('The last column shown stays')
      view.hide(col.key)
      return { column: col.key }
    },
  }),
]

/** The list view's commands: the bindings `?` lists and the lines the palette reads. */
export const tableViewCommands: AnyCommand[] = [
  ...sortKeys,
  ...lineCommands,
] as unknown as AnyCommand[]
