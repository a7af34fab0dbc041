// The built-in commands load right after the first render instead of with the entry chunk: with
// their zod schemas they are about 40 KiB gzipped, and the first page needs none of them to draw
// its rows. Views subscribe to the registry and update when it fills; dispatch waits for it, so
// a command run early still runs.
let loading: Promise<void> | null = null
let loaded = false

export function loadCommands(): Promise<void> {
  loading ??= import('./all').then((m) => {
    m.registerAllCommands()
    loaded = true
  })
  return loading
}

/** True once the built-in commands are in the registry. */
export const commandsLoaded = () => loaded
