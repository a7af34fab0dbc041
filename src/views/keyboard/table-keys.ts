// The table keys as commands (j, k, x, . and /): they act on the active table of table-scope.ts.
// Loaded with the built-in commands (load.ts), so zod stays out of the first load.
import { z } from 'zod'
import { defineCommand, type AnyCommand } from '@/commands/core/define'
import { activeTable, NO_TABLE, TABLE_KEYS, type TableKeys } from './table-scope'

// A list's sort keys and its `sort`, `show column` lines load with these (main.tsx: one import).
export { tableViewCommands } from './table-view-keys'

const run = (act: (t: TableKeys) => unknown) => async () => {
  const t = activeTable()
  if (t) act(t)
}
const has = (ok: (t: TableKeys) => boolean) => () => {
  const t = activeTable()
  return !t ? NO_TABLE : ok(t) ? true : 'This table has no such key'
}
const always = () => true

/** The table keys as commands: the key router binds them, `?` lists them under Table. */
export const tableKeyCommands: AnyCommand[] = [
  defineCommand({
    id: 'table.next-row',
    title: 'Next row',
    group: 'Table',
    keyScope: 'table',
    uiOnly: true,
    args: z.object({}),
    keybinding: 'j',
    available: has(always),
    run: run(TABLE_KEYS.j),
  }),
  defineCommand({
    id: 'table.previous-row',
    title: 'Previous row',
    group: 'Table',
    keyScope: 'table',
    uiOnly: true,
    args: z.object({}),
    keybinding: 'k',
    available: has(always),
    run: run(TABLE_KEYS.k),
  }),
  defineCommand({
    id: 'table.toggle-row',
    title: 'Select or unselect the row',
    group: 'Table',
    keyScope: 'table',
    uiOnly: true,
    args: z.object({}),
    keybinding: 'x',
    available: has(always),
    run: run(TABLE_KEYS.x),
  }),
  defineCommand({
    id: 'table.row-menu',
    title: "Open the row's menu",
    group: 'Table',
    keyScope: 'table',
    uiOnly: true,
    args: z.object({}),
    keybinding: '.',
    available: has(always),
    run: run(TABLE_KEYS['.']),
  }),
  defineCommand({
    id: 'table.filter',
    title: 'Filter the table',
    group: 'Table',
    keyScope: 'table',
    uiOnly: true,
    args: z.object({}),
    keybinding: '/',
    available: has((t) => Boolean(t.filter)),
    run: run(TABLE_KEYS['/']),
  }),
] as unknown as AnyCommand[]
