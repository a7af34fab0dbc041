// The table keys' scope. Every table on screen registers what its keys do; the keys themselves
// are commands bound in the one key router (keyboard-shortcuts.tsx), so `?` lists them and they
// obey focus like every other key. They act on the table holding focus, else on the page's main
// table, so after any navigation (a sidebar click, back, the palette, a chord) `j` lands on the
// new page's first row without an Esc first.
import { z } from 'zod'
import { defineCommand, type AnyCommand } from '@/commands/core/define'

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
  /** focuses the table's filter box, when it has one */
  filter?: () => void
}

const tables = new Set<TableKeys>()

/** Adds a table; returns the undo (on unmount). */
export function registerTable(t: TableKeys) {
  tables.add(t)
  return () => void tables.delete(t)
}

/** The table the keys act on: the one holding focus, else the page's main table. */
export function activeTable(): TableKeys | undefined {
  const focused = document.activeElement
  const live = [...tables].filter((t) => t.el.isConnected)
  return (focused && live.find((t) => t.el.contains(focused))) ?? live.findLast((t) => t.main)
}

const NO_TABLE = 'No table on this page'
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
    args: z.object({}),
    keybinding: 'j',
    available: has(always),
    run: run((t) => t.move(1)),
  }),
  defineCommand({
    id: 'table.previous-row',
    title: 'Previous row',
    group: 'Table',
    keyScope: 'table',
    args: z.object({}),
    keybinding: 'k',
    available: has(always),
    run: run((t) => t.move(-1)),
  }),
  defineCommand({
    id: 'table.toggle-row',
    title: 'Select or unselect the row',
    group: 'Table',
    keyScope: 'table',
    args: z.object({}),
    keybinding: 'x',
    available: has(always),
    run: run((t) => t.toggle()),
  }),
  defineCommand({
    id: 'table.row-menu',
    title: "Open the row's menu",
    group: 'Table',
    keyScope: 'table',
    args: z.object({}),
    keybinding: '.',
    available: has(always),
    run: run((t) => t.menu()),
  }),
  defineCommand({
    id: 'table.filter',
    title: 'Filter the table',
    group: 'Table',
    keyScope: 'table',
    args: z.object({}),
    keybinding: '/',
    available: has((t) => Boolean(t.filter)),
    run: run((t) => t.filter?.()),
  }),
] as unknown as AnyCommand[]
