// Keys pressed before the key router exists: from the first paint of index.html until the router's
// code has loaded and mounted (it loads from the app's first render on). They are kept, in order, and the
// router replays them when it mounts, so Ctrl+K typed at once opens the palette with what came
// after it. index.html keeps them from its first script (inline, first in <head>, ahead of the
// stylesheet and any chunk); where there is no such page (unit tests), main.tsx starts the same keeping here.
type KeptKey = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'>

declare global {
  interface Window {
    __earlyKeys?: KeptKey[]
    __earlyKeysStop?: () => void
  }
}

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'])

/** A field that types its own keys (an input, a text area, a select, an editable element). */
export function typesItsOwnKeys(el: Element | null): boolean {
  if (!el || !(el instanceof HTMLElement)) return false
  return el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)
}

const NATIVE = /^(Enter|Tab| |ArrowUp|ArrowDown|ArrowLeft|ArrowRight|Home|End|PageUp|PageDown)$/

/**
 * A key the focused control acts on itself (Enter on a row's link, Tab, the arrows): no binding
 * uses it, so while nothing waits before it, it is the control's, not kept for the key router.
 * index.html's first script has the same rule.
 */
export function actsNatively(e: KeyboardEvent): boolean {
  const el = document.activeElement
  return el instanceof HTMLElement && el !== document.body && NATIVE.test(e.key)
}

const isPaletteKey = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k'

/** A paste after kept keys (Ctrl+K, then Ctrl+V) is kept as the keys of its text. */
function keepPaste(e: ClipboardEvent) {
  const kept = window.__earlyKeys
  if (!kept?.length || typesItsOwnKeys(document.activeElement)) return
  e.preventDefault()
  const text = e.clipboardData?.getData('text/plain') ?? ''
  for (const key of text.replace(/\s*[\r\n]+\s*/g, ' ').trim()) kept.push({ key } as KeptKey)
}

function keep(e: KeyboardEvent) {
  const kept = window.__earlyKeys
  // mod+v is left to the browser, whose paste event brings the text (keepPaste).
  const paste = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'v'
  if (!kept || e.isComposing || MODIFIERS.has(e.key) || paste) return
  // Keys meant for the page, wherever focus is (a link clicked, the main region), but a field
  // types its own; mod+k is the router's from anywhere.
  if (typesItsOwnKeys(document.activeElement) && !isPaletteKey(e)) return
  // A table on screen answers its own keys now, and a focused control its own, unless keys
  // kept before must go first.
  if (!kept.length && actsNatively(e)) return
  if (!kept.length && window.__tableKey?.(e)) return e.preventDefault()
  e.preventDefault()
  const { key, code, ctrlKey, shiftKey, altKey, metaKey } = e
  kept.push({ key, code, ctrlKey, shiftKey, altKey, metaKey })
}

/** Start keeping keys, unless index.html already does (main.tsx loads this only then). */
export function startEarlyKeys() {
  if (window.__earlyKeys) return
  window.__earlyKeys = []
  window.addEventListener('keydown', keep, true)
  window.addEventListener('paste', keepPaste, true)
  window.__earlyKeysStop = () => {
    window.removeEventListener('keydown', keep, true)
    window.removeEventListener('paste', keepPaste, true)
  }
}
