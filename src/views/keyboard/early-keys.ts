// Keys pressed before the key router exists: between the first paint of index.html and the app's
// first render (its code and the first page's still loading). They are kept, in order, and the
// router replays them when it mounts, so Ctrl+K typed at once opens the palette with what came
// after it. index.html keeps them from the first byte (an inline script, before any chunk has
// arrived); where there is no such page (unit tests), main.tsx starts the same keeping here.
type KeptKey = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'>

declare global {
  interface Window {
    __earlyKeys?: KeptKey[]
    __earlyKeysStop?: () => void
  }
}

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'])

function keep(e: KeyboardEvent) {
  const kept = window.__earlyKeys
  if (!kept || e.isComposing || MODIFIERS.has(e.key)) return
  // Only keys meant for the page: a field that has focus (none yet, normally) types its own.
  const el = document.activeElement
  if (el && el !== document.body && el !== document.documentElement) return
  e.preventDefault()
  const { key, code, ctrlKey, shiftKey, altKey, metaKey } = e
  kept.push({ key, code, ctrlKey, shiftKey, altKey, metaKey })
}

/** Start keeping keys, unless index.html already does (main.tsx, first thing). */
export function startEarlyKeys() {
  if (window.__earlyKeys) return
  window.__earlyKeys = []
  window.addEventListener('keydown', keep, true)
  window.__earlyKeysStop = () => window.removeEventListener('keydown', keep, true)
}

/** The keys kept so far, oldest first, as events to replay; keeping stops (the router takes over). */
export function takeEarlyKeys(): KeyboardEvent[] {
  window.__earlyKeysStop?.()
  const keys = window.__earlyKeys ?? []
  window.__earlyKeys = undefined
  window.__earlyKeysStop = undefined
  return keys.map((k) => new KeyboardEvent('keydown', k))
}
