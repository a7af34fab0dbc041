// Gathers every command list into the registry. One import and one entry per resource file.
import type { AnyCommand } from './define'
import { navigationCommands } from './navigation'
import { navigationSystemCommands } from './navigation-system'
import { registerCommands } from './registry'
import { sessionCommands } from './session'

const lists: (readonly AnyCommand[])[] = [
  // resource command lists are added here, one per src/commands/<resource>.ts
  navigationCommands,
  navigationSystemCommands,
  sessionCommands,
]

let registered = false

/** Registers every built-in command once (the app shell and tests call it). */
export function registerAllCommands() {
  if (registered) return
  registered = true
  for (const list of lists) registerCommands(list)
}
