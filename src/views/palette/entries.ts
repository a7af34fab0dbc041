// The root page's items: every visible command (with its disabled reason) and the recent runs.
import type { AnyCommand, CommandContext } from '@/commands/core/define'
import { availability } from '@/commands/core/availability'
import type { RecentCommand } from '@/state/preferences'
import { undoLabel, type UndoEntry } from '@/state/undo'
import { isVisible } from '@/commands/core/visible'
import { safeCli } from '../use-command'
import { mergeArgs } from '@/commands/core/prepare-args'
import { bodyFor } from '@/commands/command-line/cli'
import { argsSummary } from './args'
import type { Searchable } from './search'
import type { SubjectRow } from '@/commands/core/bulk-rows'

/** The group of the generated commands for operations no hand-written command performs. */
export const GENERIC_GROUP = 'API'

export type PaletteEntry = Searchable & {
  /** unique cmdk value */
  key: string
  commandId: string
  args: Record<string, unknown>
  target?: unknown
  /** a resource's project (resources in a project only) */
  project?: string
  /** a resource's argument name in the commands that act on it (`instance`, `floatingIp`) */
  arg?: string
  disabledReason?: string
  keybinding?: string
  /** the selected rows a selection's entry runs on (subject-entries.ts) */
  rows?: SubjectRow[]
}

/** Availability of a command for these args, as a reason or undefined. */
export function disabledReason(
  cmd: AnyCommand,
  ctx: CommandContext,
  args: Record<string, unknown>,
  target?: unknown,
): string | undefined {
  const ok = availability(cmd, ctx, mergeArgs(cmd, ctx, args), target)
  return ok === true ? undefined : ok
}

export function commandEntries(commands: AnyCommand[], ctx: CommandContext): PaletteEntry[] {
  return commands
    .filter((cmd) => isVisible(cmd, ctx))
    .map((cmd) => ({
      key: `cmd:${cmd.id}`,
      commandId: cmd.id,
      id: cmd.id,
      args: {},
      title: cmd.title,
      group: cmd.group,
      keywords: cmd.keywords,
      lead: cmd.leadWords,
      keybinding: cmd.keybinding,
      disabledReason: disabledReason(cmd, ctx, {}),
      generic: cmd.group === GENERIC_GROUP,
    }))
}

export function recentEntries(
  recents: RecentCommand[],
  find: (id: string) => AnyCommand | undefined,
  ctx: CommandContext,
): PaletteEntry[] {
  return recents.flatMap((r, i) => {
    const cmd = find(r.id)
    if (!cmd || !isVisible(cmd, ctx)) return []
    return [
      {
        key: `recent:${i}`,
        commandId: cmd.id,
        args: r.args,
        title: cmd.title,
        detail: argsSummary(r.args),
        group: 'Recent',
        keybinding: cmd.keybinding,
        disabledReason: disabledReason(cmd, ctx, r.args),
      },
    ]
  })
}

/** The body file's JSON of the CLI line an entry would run (`--json-body body.json`). */
export function entryCliBody(cmd: AnyCommand | undefined, ctx: CommandContext, args: object) {
  return cmd ? bodyFor(cmd, mergeArgs(cmd, ctx, args as Record<string, unknown>)) : undefined
}

/** The CLI line an entry would run, defaults filled in. */
export function entryCli(cmd: AnyCommand | undefined, ctx: CommandContext, args: object) {
  return cmd ? safeCli(cmd, mergeArgs(cmd, ctx, args as Record<string, unknown>)) : undefined
}

/** How long after a change the palette offers its undo first. */
export const UNDO_OFFER_MS = 2 * 60_000

/** "Undo: Start instance web-1", first in the palette opened right after an undoable change. */
export function undoEntries(stack: UndoEntry[], now: number): PaletteEntry[] {
  const top = stack.at(-1)
  if (!top || top.steps.length === 0 || now - top.at > UNDO_OFFER_MS) return []
  return [
    {
      key: `undo:${top.key}`,
      commandId: 'history.undo',
      args: { entry: top.key },
      title: `Undo: ${undoLabel(top)}`,
      detail: top.title,
      group: 'Undo',
      keybinding: 'mod+z',
      disabledReason: undefined,
    },
  ]
}
