// Whether a command can run with these args and target, as views read it while they render
// (apart from dispatch, so that a view that only reads a command does not load dispatch).
import type { AnyCommand, CommandContext } from './define'

/** Availability that never throws: a throwing predicate disables the entry and logs once. */
const loggedPredicateErrors = new Set<string>()
export function availability(cmd: AnyCommand, ctx: CommandContext, args: object, target?: unknown) {
  if (!cmd.available) return true
  try {
    return cmd.available(ctx, args, !cmd.target || cmd.target(target) ? target : undefined)
  } catch (e) {
    if (!loggedPredicateErrors.has(cmd.id)) {
      loggedPredicateErrors.add(cmd.id)
      console.error(`Availability check of ${cmd.id} failed`, e)
    }
    return 'Unavailable: the check failed'
  }
}
