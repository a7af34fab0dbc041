// Where the built-in commands come from: a chunk of their own, loaded right after the first
// render instead of with the entry chunk (with their zod schemas they are about 40 KiB gzipped,
// and the first page needs none of them to draw its rows). The registry owns the one `ready`
// state (`whenCommandsReady`); main.tsx imports this module and starts the load when idle.
import type { AnyCommand } from './define'
import { commandsReady, registerCommands, setCommandLoader, whenCommandsReady } from './registry'

const extras: (() => Promise<readonly AnyCommand[]>)[] = []

/**
 * More commands that load with the built-ins and count for `ready` (the views' table keys): one
 * load, and a key replayed once the commands are ready finds them all.
 */
export function loadWithCommands(source: () => Promise<readonly AnyCommand[]>) {
  extras.push(source)
}

setCommandLoader(async () => {
  const [all, ...more] = await Promise.all([import('../all'), ...extras.map((s) => s())])
  for (const list of more) registerCommands(list)
  // Last: it marks the registry ready.
  all.registerAllCommands()
})

/** Starts loading the built-ins (once) and resolves when they are registered. */
export const loadCommands = whenCommandsReady

/** True once the built-in commands are in the registry. */
export const commandsLoaded = commandsReady
