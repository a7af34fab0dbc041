// What the key router asks of every key: the bindings as the registry holds them now, the focus
// scope the key is typed in, and whether it is the palette's key.
import { allCommands, registryVersion } from '@/commands/core/registry'
import { bindingsOf, type Bound } from './bindings'
import { matchesStep, parseStep } from './keys'

const PALETTE_COMMAND = 'ui.open-palette'
// The palette key works before the built-in commands (and its own) have loaded.
const PALETTE_FALLBACK = parseStep('mod+k')

// The bindings as the registry holds them at the moment a key is pressed (not as of the last
// render): a key replayed just after the built-in commands load must find them.
let boundCache = { version: -1, list: [] as Bound[] }
export function boundNow(): Bound[] {
  const version = registryVersion()
  if (boundCache.version !== version) boundCache = { version, list: bindingsOf(allCommands()) }
  return boundCache.list
}

/** The focus scope: whether a key is the page's, the terminal's or the focused element's. */
export function focusContext(): 'none' | 'field' | 'dialog' | 'terminal' {
  const el = document.activeElement
  if (!(el instanceof HTMLElement)) return 'none'
  if (el.closest('[data-key-scope="terminal"]')) return 'terminal'
  if (el.closest('[aria-modal="true"], dialog[open], [role="menu"]')) return 'dialog'
  if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) return 'none'
  if (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return 'field'
  return 'none'
}

/** mod+k (or what the palette's command is bound to now). */
export function isPaletteToggle(e: KeyboardEvent) {
  const palette = boundNow().find((b) => b.cmd.id === PALETTE_COMMAND && !b.second)
  return matchesStep(palette?.first ?? PALETTE_FALLBACK, e)
}
