// A command on the rows of a table that offer it: the selected rows, from the table's bulk bar
// or the palette. Which commands the rows share, why none of them can take one, and the run.
import type { CommandContext, CommandSource } from './define'
import { availability } from './availability'
import { runBulk, showOutcome, type BulkResult } from './bulk'
import { mergeArgs } from './prepare-args'
import { commandsReady, findCommand, getCommand, whenCommandsReady } from './registry'

/** A row as the subject of a bulk run: its key, its name, the commands its menu offers. */
export type SubjectRow = {
  key: string
  label: string
  items: { id: string; args?: Record<string, unknown>; target?: unknown }[]
}

/**
 * Command `id` on the rows that offer it (the selected rows of a table, from its bulk bar or the
 * palette): one bulk run, its results over the page, then `done` with the keys of the rows that
 * succeeded (the caller deselects them: failed rows, and rows picked meanwhile, stay). Null when
 * the confirmation was cancelled.
 */
export async function runOnRows(
  id: string,
  rows: SubjectRow[],
  ctx: CommandContext,
  source: CommandSource,
  done: (keys: string[]) => void,
): Promise<BulkResult[] | null> {
  // A click that lands before the built-in commands have loaded (the bulk bar draws their
  // first-paint titles) waits for them rather than being lost.
  if (!findCommand(id) && !commandsReady()) await whenCommandsReady()
  const picked = rows.flatMap((row) => {
    const item = row.items.find((i) => i.id === id)
    return item ? [{ row, item }] : []
  })
  const items = picked.map(({ row, item }) => ({
    label: row.label,
    args: item.args ?? {},
    target: item.target,
  }))
  const results = await runBulk(id, items, ctx, source)
  if (!results) return null
  const cmd = findCommand(id)
  if (cmd) showOutcome(ctx, cmd, results)
  // Results come in the items' order.
  done(picked.filter((_, i) => results[i]?.status === 'ok').map((p) => p.row.key))
  return results
}

/**
 * Why command `id` applies to none of `rows` (each says no), or undefined when one of them can:
 * the bulk bar's disabled button and the palette's disabled entry say it.
 */
export function noneCan(id: string, rows: SubjectRow[], ctx: CommandContext): string | undefined {
  const cmd = getCommand(id)
  let first: string | undefined
  for (const row of rows) {
    const item = row.items.find((i) => i.id === id)
    const ok = item && availability(cmd, ctx, mergeArgs(cmd, ctx, item.args ?? {}), item.target)
    if (ok === true) return undefined
    first ??= `${row.label}: ${ok || 'not available'}`
  }
  return rows.length > 1 ? `None of the ${rows.length} rows: ${first}` : first
}

/** The commands every row offers, in the first row's order. */
export function commonCommands(rows: SubjectRow[]): string[] {
  const [first, ...rest] = rows
  if (!first) return []
  return first.items
    .map((i) => i.id)
    .filter((id, i, all) => all.indexOf(id) === i)
    .filter((id) => rest.every((r) => r.items.some((i) => i.id === id)))
}
