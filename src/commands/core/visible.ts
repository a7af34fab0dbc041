// Whether a command is offered to this user at all (the fleet's commands to fleet viewers only):
// the palette, the command line's completion, `?` and the key router ask the same question. A
// predicate that throws (a context it did not expect) hides the command rather than the page.
import { fleetViewerAtom } from '@/state/session'
import type { AnyCommand, CommandContext } from './define'

/** System areas only apply to fleet viewers (spec section 6); unknown counts as not. */
export const isFleetViewer = (ctx: CommandContext) => ctx.store.get(fleetViewerAtom) === true

/** Why a command is not offered to this user, in words for the status line. */
export function hiddenReason(cmd: AnyCommand, ctx: CommandContext): string {
  if (cmd.visible !== isFleetViewer) return 'not offered here'
  return ctx.store.get(fleetViewerAtom) === null
    ? 'for fleet viewers only (your roles are still being read)'
    : 'needs the fleet viewer role'
}

export function isVisible(cmd: AnyCommand, ctx: CommandContext): boolean {
  try {
    return cmd.visible ? cmd.visible(ctx) : true
  } catch {
    return false
  }
}
