// Where the built-in commands come from: a chunk of their own, loaded right after the first
// render instead of with the entry chunk (with their zod schemas they are about 40 KiB gzipped,
// and the first page needs none of them to draw its rows). The registry owns the one `ready`
// state (`whenCommandsReady`); main.tsx imports this module and starts the load when idle.
import { commandsReady, setCommandLoader, whenCommandsReady } from './registry'

setCommandLoader(() => import('../all').then((m) => m.registerAllCommands()))

/** Starts loading the built-ins (once) and resolves when they are registered. */
export const loadCommands = whenCommandsReady

/** True once the built-in commands are in the registry. */
export const commandsLoaded = commandsReady
