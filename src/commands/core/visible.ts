// Whether a command is offered to this user at all (the fleet's commands to fleet viewers only):
// the palette, the command line's completion, `?` and the key router ask the same question. A
// predicate that throws (a context it did not expect) hides the command rather than the page.
import type { AnyCommand, CommandContext } from './define'

export function isVisible(cmd: AnyCommand, ctx: CommandContext): boolean {
  try {
    return cmd.visible ? cmd.visible(ctx) : true
  } catch {
    return false
  }
}
