// The registry's key bindings as the key router matches them, and the keys it refuses: a key
// bound to a command this user is not offered (a fleet page's `g s` for a user who is not a fleet
// viewer) does nothing, and the status line says why (key-refusal.tsx shows it).
import type { AnyCommand, CommandContext } from '@/commands/core/define'
import { hiddenReason, isVisible } from '@/commands/core/visible'
import { showKeyRefusalAtom } from '@/state/key-refusal'
import { matchesStep, parseBinding, type Step } from './keys'

/** A command's binding, split into its first key and, for a chord, its second. */
export type Bound = { cmd: AnyCommand; binding: string; first: Step; second?: Step }

export function bindingsOf(commands: readonly AnyCommand[]): Bound[] {
  return commands.flatMap((cmd) => {
    const [first, second] = cmd.keybinding ? parseBinding(cmd.keybinding) : []
    return first && cmd.keybinding ? [{ cmd, binding: cmd.keybinding, first, second }] : []
  })
}

export const sameStep = (a: Step, b: Step) =>
  a.key === b.key && a.mod === b.mod && a.alt === b.alt && a.shift === b.shift

/**
 * The key `e` (the second of a chord when `pending` holds the first) is bound only to commands
 * this user is not offered: the status line says so, and the key counts as taken. Returns whether
 * it was.
 */
export function refuseHiddenKey(
  bound: readonly Bound[],
  e: KeyboardEvent,
  pending: Step | null,
  ctx: CommandContext,
): boolean {
  const hit = bound.find(
    (b) =>
      !isVisible(b.cmd, ctx) &&
      (pending
        ? b.second && sameStep(b.first, pending) && matchesStep(b.second, e)
        : !b.second && matchesStep(b.first, e)),
  )
  if (!hit) return false
  e.preventDefault()
  ctx.store.set(
    showKeyRefusalAtom,
    `${hit.binding} · ${hit.cmd.title}: ${hiddenReason(hit.cmd, ctx)}`,
  )
  return true
}
