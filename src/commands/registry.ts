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
