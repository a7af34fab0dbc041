// The key router's side of early-keys.ts: it takes the kept keys when it mounts. Apart from the
// keeping itself, so that this loads with the router (keyboard-shortcuts.tsx), not the entry.

/** The keys kept so far, oldest first, as events to replay; keeping stops (the router takes over). */
export function takeEarlyKeys(): KeyboardEvent[] {
  window.__earlyKeysStop?.()
  const keys = window.__earlyKeys ?? []
  window.__earlyKeys = undefined
  window.__earlyKeysStop = undefined
  return keys.map((k) => new KeyboardEvent('keydown', k))
}
