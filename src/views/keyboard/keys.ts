// Key binding strings and keyboard events. One format everywhere: steps separated by spaces
// (`g i` is a chord), each step is modifiers and a key joined by `+` (`mod+k`, `shift+/`).
// `mod` is ⌘ on a Mac and Ctrl elsewhere.

export type Step = { mod: boolean; alt: boolean; shift: boolean; key: string }

export type KeyEventLike = {
  key: string
  code?: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

export function parseStep(step: string): Step {
  const parts = step.toLowerCase().split('+')
  // `mod++` would name the plus key; bindings here don't use it, so the last part is the key.
  const key = parts.pop() ?? ''
  return {
    mod: parts.includes('mod') || parts.includes('ctrl'),
    alt: parts.includes('alt'),
    shift: parts.includes('shift'),
    key,
  }
}

export const parseBinding = (binding: string) => binding.trim().split(/\s+/).map(parseStep)

/** The unshifted key from the physical position, so `shift+/` matches whatever `?` reports. */
function keyFromCode(code = ''): string | undefined {
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase()
  if (/^Digit\d$/.test(code)) return code.slice(5)
  const named: Record<string, string> = {
    Slash: '/',
    Backquote: '`',
    Comma: ',',
    Period: '.',
    Semicolon: ';',
    Quote: "'",
    BracketLeft: '[',
    BracketRight: ']',
    Backslash: '\\',
    Minus: '-',
    Equal: '=',
    Space: 'space',
  }
  return named[code]
}

const isModifierKey = (key: string) => ['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'].includes(key)

export const isMacPlatform = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || '')

export function matchesStep(step: Step, e: KeyEventLike, mac = isMacPlatform()): boolean {
  if (isModifierKey(e.key)) return false
  const mod = mac ? e.metaKey : e.ctrlKey
  // The other of Ctrl/⌘ is never part of a binding: Ctrl+K on a Mac is not ⌘K.
  const other = mac ? e.ctrlKey : e.metaKey
  if (mod !== step.mod || other || e.altKey !== step.alt) return false
  const key = e.key === ' ' ? 'space' : e.key.toLowerCase()
  if (keyFromCode(e.code) === step.key && e.shiftKey === step.shift) return true
  if (key !== step.key) return false
  // A symbol typed with Shift (`?`) is bound by the symbol itself; letters need the exact shift.
  return e.shiftKey === step.shift || (!step.shift && !/^[a-z0-9]$/.test(key))
}

/** Is the event only a modifier going down (it must not break a pending chord)? */
export const isModifierOnly = (e: KeyEventLike) => isModifierKey(e.key)
