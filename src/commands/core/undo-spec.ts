// How a command says its change is taken back: what it reads before the change, and from that
// (and the run's result) the inverse: a command and its arguments, plus the check the undo runs
// first ("is what this change left still there?"). Dispatch asks for it after every run.
import type { UndoStep } from '@/state/undo'
import type { CommandContext } from './define'

export type { UndoStep }

/**
 * `inverse` answers the step (or steps, run in order) that take the change back, or a string saying why this change
 * cannot be (e.g. the API did not say what it created), or null when nothing changed.
 */
export type UndoSpec<A> = {
  before?: (args: A, ctx: CommandContext) => Promise<unknown>
  inverse: (args: A, before: unknown, result: unknown) => UndoStep | UndoStep[] | string | null
}

/** Typed on the command's args `A`, what `before` reads `B` and what `run` returns `R`. */
export function undoable<A, B = undefined, R = unknown>(spec: {
  before?: (args: A, ctx: CommandContext) => Promise<B>
  inverse: (args: A, before: B, result: R) => UndoStep | UndoStep[] | string | null
}): UndoSpec<A> {
  // The two functions are called only with what this spec's own `before` and `run` produced.
  return spec as unknown as UndoSpec<A>
}

/** Why a command that changes something without a declared inverse cannot be undone. */
export const NOT_UNDOABLE = 'cannot be undone'
