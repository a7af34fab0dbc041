// What dispatch does for undo after a command ran: read what the change replaces (before the
// run), turn the command's declared inverse into a change on the undo stack, and offer its Undo
// on the success toast. A change without an inverse (a delete) goes on the stack as one that
// cannot be undone, so Ctrl+Z says so instead of reaching past it to an older change.
import { asApiError } from '@/api/errors'
import { pushChangeAtom, type UndoStep } from '@/state/undo'
import type { AnyCommand, CommandContext, ToastAction } from './define'

/** One run's change, as dispatch hands it to the undo stack or to a collecting caller. */
export type Change = {
  /** what happened, as the toast says it */
  title: string
  /** what takes it back, in order (empty when it cannot be) */
  steps: UndoStep[]
  /** why it cannot be undone */
  never?: string
  logSeq: number
}

/** The undo and redo commands; their own runs are moved between the stacks by themselves. */
export const UNDO_COMMAND = 'history.undo'
export const REDO_COMMAND = 'history.redo'

const CONSOLE_ONLY = ['script.', 'ui.', 'nav.', 'mock.', 'session.']

class BeforeFailed {
  constructor(readonly message: string) {}
}

/** What the change will replace (the old role, the old rule), read before the run. */
export async function readBefore(
  cmd: AnyCommand,
  args: Record<string, unknown>,
  ctx: CommandContext,
): Promise<unknown> {
  if (!cmd.undo?.before) return undefined
  try {
    return await cmd.undo.before(args, ctx)
  } catch (e) {
    // The change itself still runs; only its undo is lost, and the stack says why.
    return new BeforeFailed(asApiError(e).message)
  }
}

export function changeOf(
  cmd: AnyCommand,
  args: Record<string, unknown>,
  before: unknown,
  result: unknown,
  logSeq: number,
  success: string | undefined,
): Change | null {
  if (cmd.id === UNDO_COMMAND || cmd.id === REDO_COMMAND) return null
  // The console's own controls (a script recording, the palette) change nothing on the platform.
  if (CONSOLE_ONLY.some((p) => cmd.id.startsWith(p))) return null
  const title = success ?? cmd.title
  const never = (why: string) => ({ title, steps: [], never: why, logSeq })
  if (!cmd.undo) return success ? never(`${cmd.title} cannot be undone`) : null
  if (before instanceof BeforeFailed)
    return never(`could not read what it replaced (${before.message})`)
  const inverse = cmd.undo.inverse(args, before, result)
  if (inverse === null) return null
  if (typeof inverse === 'string') return never(inverse)
  return { title, steps: Array.isArray(inverse) ? inverse : [inverse], logSeq }
}

export function pushChange(ctx: CommandContext, change: Change): number {
  return ctx.store.set(pushChangeAtom, {
    title: change.title,
    steps: change.steps,
    never: change.never,
    logSeqs: [change.logSeq],
  })
}

/** The toast's Undo button for an undoable change on the stack. */
export function undoAction(change: Change | null, key: number | undefined) {
  if (!change?.steps.length || key === undefined) return {}
  const action: ToastAction = { label: 'Undo', commandId: UNDO_COMMAND, args: { entry: key } }
  return { action }
}
