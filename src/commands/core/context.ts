// The one command context: what only the React shell knows (navigate, mutate, toast, where the
// user is). The shell's bridge (src/views/command-context.tsx) builds it and sets it here;
// dispatch, the script runtime and the views all read this one; tests set their own.
import type { CommandContext } from './define'

let current: CommandContext | null = null
const listeners = new Set<() => void>()

export function setCommandContext(ctx: CommandContext) {
  current = ctx
  listeners.forEach((l) => l())
}

/**
 * Sets the first context while nothing is set and nobody listens yet, without telling anyone:
 * the shell's first render hands it over this way, so that the views drawn after it in that same
 * render already read it. True when it was set.
 */
export function seedCommandContext(ctx: CommandContext): boolean {
  if (current !== null || listeners.size > 0) return false
  current = ctx
  return true
}

export function getCommandContext(): CommandContext {
  if (!current) throw new Error('Command context is not set')
  return current
}

/** The context, or null before the shell has set one (for useSyncExternalStore). */
export const currentCommandContext = () => current

export function subscribeCommandContext(l: () => void) {
  listeners.add(l)
  return () => void listeners.delete(l)
}
