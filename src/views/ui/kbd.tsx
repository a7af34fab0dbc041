// Key chips. Bindings use one format: `mod+shift+s`, chords separated by spaces (`g i`).
import type { ReactNode } from 'react'
import './ui.css'

export function Kbd({ children }: { children: ReactNode }) {
  return <kbd className="kbd">{children}</kbd>
}

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || '')

const names: Record<string, string> = {
  shift: 'Shift',
  alt: 'Alt',
  ctrl: 'Ctrl',
  enter: 'Enter',
  tab: 'Tab',
  escape: 'Esc',
  esc: 'Esc',
  backspace: 'Backspace',
  space: 'Space',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
}

/**
 * One key of a binding as people read it: `mod` is ⌘ on a Mac and Ctrl elsewhere. A letter is
 * written as it is typed, `j` (a capital `J` reads as Shift+J), except beside a modifier, where
 * the capital is the custom (`Ctrl+K`).
 */
export function keyLabel(key: string, withModifier = false): string {
  const k = key.toLowerCase()
  if (k === 'mod') return isMac() ? '⌘' : 'Ctrl'
  if (names[k]) return names[k]
  return key.length === 1 && withModifier ? key.toUpperCase() : key
}

const MODIFIERS = new Set(['mod', 'ctrl', 'alt', 'meta', 'shift'])

/** One step of a binding, each key as people read it: `Ctrl+K`, `j`. */
const stepLabels = (step: string) => {
  const keys = step.split('+')
  const modified = keys.some((k) => MODIFIERS.has(k.toLowerCase()))
  return keys.map((k) => keyLabel(k, modified))
}

/** A whole binding as chips, readable by screen readers as text ("Ctrl+K", "g then i"). */
export function KeyCombo({ binding }: { binding: string }) {
  const steps = binding.trim().split(/\s+/)
  const spoken = steps.map((s) => stepLabels(s).join('+')).join(' then ')
  return (
    <span className="kbd-combo" aria-label={spoken} role="img">
      {steps.map((step, i) => (
        <span key={i} className="kbd-combo" aria-hidden="true">
          {stepLabels(step).map((k, j) => (
            <Kbd key={j}>{k}</Kbd>
          ))}
        </span>
      ))}
    </span>
  )
}
