// Running what the palette chose: ask for a missing argument, or hide the palette, dispatch, and
// close on success or come back with the reason on failure. Also where focus goes back after.
import { runBulkLine } from '@/commands/core/bulk'
import { runOnRows, type SubjectRow } from '@/commands/core/bulk-rows'
import type { CommandContext } from '@/commands/core/define'
import { dispatch } from '@/commands/core/dispatch'
import { findCommand } from '@/commands/core/registry'
import { pushVisitAtom } from '@/state/history'
import {
  closePaletteAtom,
  hidePaletteAtom,
  paletteSessionAtom,
  pushArgPageAtom,
  reopenPaletteAtom,
} from '@/state/palette'
import { pushRecentCommandAtom } from '@/state/preferences'
import { store } from '@/state/store'
import { publicArgs } from './args'
import { paletteRunning, restoreFocus, setPaletteRunning } from './palette-focus'

/** Choose a command with some args: ask for the next missing one, or run it. */
export async function runFromPalette(
  ctx: CommandContext,
  commandId: string,
  args: Record<string, unknown>,
  target?: unknown,
  /** the palette key of the resource entry chosen, remembered as visited */
  visit?: { key: string; title: string },
) {
  const cmd = findCommand(commandId)
  if (!cmd) return
  // Hidden, not closed: a confirm dialog must be on top, and a failure reopens this page.
  setPaletteRunning(true)
  store.set(hidePaletteAtom)
  const session = store.get(paletteSessionAtom)
  try {
    // quiet: a failure shows in the palette's red line when it reopens, not as a toast as well.
    const result = await dispatch(commandId, args, 'palette', {
      target,
      ctx,
      ask: true,
      quiet: true,
    })
    if (result.status === 'ok') {
      // What actually ran, defaults included: "Go to instance web-1" means demo's web-1.
      store.set(pushRecentCommandAtom, { id: commandId, args: publicArgs(result.args) })
      if (visit) store.set(pushVisitAtom, visit)
    }
    if (store.get(paletteSessionAtom) !== session) {
      // Ctrl+K meanwhile opened the palette afresh: that one is the user's now. A failure
      // still says what failed; the question for a missing argument is dropped.
      if (result.status === 'error')
        ctx.toast({ title: cmd.title, content: result.message, variant: 'error' })
      return
    }
    if (result.status === 'needs-arg') {
      // Dispatch ran nothing: ask for the argument on its own page, the palette shown again.
      store.set(pushArgPageAtom, { commandId, arg: result.arg, args, target })
      store.set(reopenPaletteAtom)
      return
    }
    if (result.status === 'error') {
      store.set(reopenPaletteAtom, result.message)
      // What the failure offers (overwrite someone else's change) is a button the palette's red
      // line has not: a toast carries it, the reason staying in the palette.
      if (result.action)
        ctx.toast({ title: `${cmd.title}: not done`, variant: 'info', action: result.action })
      return
    }
    store.set(closePaletteAtom)
    restoreFocus()
  } finally {
    setPaletteRunning(false)
  }
}

/**
 * A line naming several resources: one confirmation, then each row; the results (each row ok or
 * its reason) show over the page. A cancel closes the palette, as for one resource.
 */
export async function runBulkFromPalette(
  ctx: CommandContext,
  commandId: string,
  runs: Record<string, unknown>[],
) {
  setPaletteRunning(true)
  store.set(hidePaletteAtom)
  const session = store.get(paletteSessionAtom)
  try {
    await runBulkLine(commandId, runs, ctx, 'palette')
    // A palette opened afresh meanwhile stays open.
    if (store.get(paletteSessionAtom) !== session) return
    store.set(closePaletteAtom)
    restoreFocus()
  } finally {
    setPaletteRunning(false)
  }
}

/**
 * A command on the selected rows of the table the palette opened over: one confirmation, then
 * each row, as from the table's bulk bar; the rows done are deselected.
 */
export async function runOnRowsFromPalette(
  ctx: CommandContext,
  commandId: string,
  rows: SubjectRow[],
  drop: (keys: string[]) => void,
) {
  setPaletteRunning(true)
  store.set(hidePaletteAtom)
  const session = store.get(paletteSessionAtom)
  try {
    await runOnRows(commandId, rows, ctx, 'palette', drop)
    if (store.get(paletteSessionAtom) !== session) return
    store.set(closePaletteAtom)
    restoreFocus()
  } finally {
    setPaletteRunning(false)
  }
}

/** Set while a command chosen in the palette runs: the palette is hidden, not closed. */
export const isRunning = paletteRunning
