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
  escape: 'Esc',
  esc: 'Esc',
  backspace: 'Backspace',
  space: 'Space',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
}

/** One key of a binding as people read it: `mod` is ⌘ on a Mac and Ctrl elsewhere. */
export function keyLabel(key: string): string {
  const k = key.toLowerCase()
  if (k === 'mod') return isMac() ? '⌘' : 'Ctrl'
  return names[k] ?? (key.length === 1 ? key.toUpperCase() : key)
}

/** A whole binding as chips, readable by screen readers as text ("Ctrl+K", "G then I"). */
export function KeyCombo({ binding }: { binding: string }) {
  const steps = binding.trim().split(/\s+/)
  const spoken = steps.map((s) => s.split('+').map(keyLabel).join('+')).join(' then ')
  return (
    <span className="kbd-combo" aria-label={spoken} role="img">
      {steps.map((step, i) => (
        <span key={i} className="kbd-combo" aria-hidden="true">
          {step.split('+').map((k) => (
            <Kbd key={k}>{keyLabel(k)}</Kbd>
          ))}
        </span>
      ))}
    </span>
  )
}
