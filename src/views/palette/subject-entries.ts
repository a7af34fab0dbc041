// The palette and the page it opened over. With rows of the page's table selected, each command
// the selected rows all offer is one entry that runs on all of them ("Stop instance · 2
// selected"), first in the list, showing its typed line (`instance stop web-1 web-2`). Without a
// selection, the page's own actions come first on the empty palette: the commands of the
// resource the page shows, or those its table's rows offer. All of it is read once, when the
// palette opens: nothing here runs per keystroke.
import { commonCommands, noneCan, type SubjectRow } from '@/commands/core/bulk-rows'
import type { AnyCommand, CommandContext, CommandScope } from '@/commands/core/define'
import { mergeArgs } from '@/commands/core/prepare-args'
import { isVisible } from '@/commands/core/visible'
import { toBulkLine } from '@/commands/command-line/line'
import type { TableSubjects } from '../keyboard/table-scope'
import type { PaletteEntry } from './entries'

export const SELECTED_GROUP = 'Selected rows'
export const PAGE_GROUP = 'This page'

/** "Stop instance · 2 selected": one entry per command every selected row offers. */
export function selectionEntries(
  subjects: TableSubjects | null,
  find: (id: string) => AnyCommand | undefined,
  ctx: CommandContext,
): PaletteEntry[] {
  const rows = subjects?.selected ?? []
  if (rows.length === 0) return []
  return commonCommands(rows).flatMap((id) => {
    const cmd = find(id)
    if (!cmd || !isVisible(cmd, ctx)) return []
    return [
      {
        key: `selected:${id}`,
        commandId: id,
        id,
        args: {},
        title: `${cmd.title} · ${rows.length} selected`,
        group: SELECTED_GROUP,
        keywords: cmd.keywords,
        keybinding: cmd.keybinding,
        disabledReason: noneCan(id, rows, ctx),
        rows,
      },
    ]
  })
}

/** The resource the page is about, below the project: an instance, a VPC, an IP pool, a silo. */
const PAGE_RESOURCES: (keyof CommandScope)[] = ['instance', 'vpc', 'pool', 'silo']

/**
 * The page's own actions, enabled ones only: the commands whose defaults name the resource the
 * page shows (Stop instance on web-1's page), else those the rows of its table offer (on a list).
 * `commands` are the palette's command entries; the page's are taken out of it.
 */
export function pageEntries(
  commands: PaletteEntry[],
  ctx: CommandContext,
  subjects: TableSubjects | null,
  find: (id: string) => AnyCommand | undefined,
): PaletteEntry[] {
  const key = PAGE_RESOURCES.find((k) => ctx.scope[k] !== undefined)
  const ownsPage = (cmd: AnyCommand) =>
    key !== undefined &&
    cmd.defaults !== undefined &&
    mergeArgs(cmd, ctx, {})[key] === ctx.scope[key]
  return commands.flatMap((e) => {
    const cmd = find(e.commandId)
    if (!cmd || e.disabledReason !== undefined || e.generic || cmd.uiOnly) return []
    const own = key !== undefined ? ownsPage(cmd) : (subjects?.offered.has(cmd.id) ?? false)
    return own ? [{ ...e, key: `page:${cmd.id}`, group: PAGE_GROUP }] : []
  })
}

/** The typed line of a command on these rows: `instance stop web-1 web-2`. */
export function rowsLine(cmd: AnyCommand, ctx: CommandContext, rows: SubjectRow[]) {
  const defaults = (cmd.defaults?.(ctx) ?? {}) as Record<string, unknown>
  const runs = rows.flatMap((row) => {
    const item = row.items.find((i) => i.id === cmd.id)
    if (!item) return []
    // What the page already says (the current project) goes without saying, as when typed.
    const args = mergeArgs(cmd, ctx, item.args ?? {})
    return [Object.fromEntries(Object.entries(args).filter(([k, v]) => defaults[k] !== v))]
  })
  return toBulkLine(cmd, runs)
}

/**
 * The argument page's first choice for `arg` of `cmd` when the palette opened over a table whose
 * rows give the command that argument: the value of the row under the cursor, or null with no
 * cursor (none: the first row of the table is not the user's choice). Undefined when the table
 * has nothing to say about it (another page, a command its rows do not offer).
 */
export function cursorChoice(
  subjects: TableSubjects | null,
  cmdId: string,
  arg: string,
): string | null | undefined {
  if (!subjects?.offered.get(cmdId)?.has(arg)) return undefined
  const value = subjects.cursor?.items.find((i) => i.id === cmdId)?.args?.[arg]
  return value === undefined || value === null ? null : String(value)
}
