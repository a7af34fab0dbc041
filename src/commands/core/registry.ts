// The one registry of commands. Each `src/commands/<resource>.ts` exports a list; this file
// gathers them. Page-specific commands register and unregister through `registerDynamic`.
import type { AnyCommand } from './define'

const commands = new Map<string, AnyCommand>()
const listeners = new Set<() => void>()
let version = 0

/** Add commands; a duplicate id is a bug and throws. */
export function registerCommands(list: readonly AnyCommand[]) {
  for (const cmd of list) {
    if (commands.has(cmd.id)) throw new Error(`Duplicate command id: ${cmd.id}`)
    commands.set(cmd.id, cmd)
  }
  version++
  listeners.forEach((l) => l())
  return () => {
    for (const cmd of list) if (commands.get(cmd.id) === cmd) commands.delete(cmd.id)
    version++
    listeners.forEach((l) => l())
  }
}

export function getCommand(id: string): AnyCommand {
  const cmd = commands.get(id)
  if (!cmd) throw new Error(`Unknown command: ${id}`)
  return cmd
}

export const findCommand = (id: string) => commands.get(id)

export const allCommands = () => [...commands.values()]

/** For useSyncExternalStore: the registry changes when pages register their own commands. */
export const subscribeRegistry = (l: () => void) => {
  listeners.add(l)
  return () => void listeners.delete(l)
}
export const registryVersion = () => version

// The built-in commands load after the first render (load.ts). One `ready` state for everything
// that must wait for them: dispatch, buttons clicked early, keys pressed early, the palette.
let ready = false
let resolveReady: () => void = () => {}
const readyPromise = new Promise<void>((r) => (resolveReady = r))
let loader: (() => Promise<unknown>) | null = null
let loading: Promise<void> | null = null

/**
 * True once the built-in commands are in the registry, or when there is nothing to wait for (no
 * loader: a unit test that registers its own commands).
 */
export const commandsReady = () => ready || !loader

/**
 * True while the built-ins' load is under way (started, neither arrived nor failed): what waits
 * for them is still making progress.
 */
export const commandsLoading = () => !ready && loading !== null

/** all.ts, once it has registered the built-ins. */
export function markCommandsReady() {
  if (ready) return
  ready = true
  resolveReady()
  version++
  listeners.forEach((l) => l())
}

/** Where the built-ins come from (load.ts sets a lazy import of ../all.ts). */
export function setCommandLoader(load: () => Promise<unknown>) {
  loader = load
}

/**
 * Resolves once the built-ins are registered, starting their load if nobody has (main.tsx starts
 * it when the first page is idle). Without a loader (a unit test that registers its own) there is
 * nothing to wait for.
 */
export function whenCommandsReady(): Promise<void> {
  if (ready || !loader) return Promise.resolve()
  // A failed load (the chunk did not arrive) is tried again by the next caller.
  loading ??= loader()
    .then(() => readyPromise)
    .catch((e: unknown) => {
      loading = null
      throw e
    })
  return loading
}
