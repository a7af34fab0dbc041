// Ctrl+Enter (Cmd+Enter on a Mac) submits a form from any of its fields, a textarea included,
// as it confirms a confirmation dialog (confirm-keys.ts). The footer names the key beside the
// submit button.
import type { KeyboardEvent } from 'react'
import { KeyCombo } from './kbd'
import './ui.css'

type KeyLike = Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>

/** Ctrl/Cmd+Enter, without Alt or Shift. */
export const isSubmitKey = (e: KeyLike) =>
  e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey

/**
 * The form's onKeyDown: the key submits it the way its submit button does (the form's own
 * submit handler runs, validation and all). Not while an input method is composing.
 */
export function submitOnModEnter(e: KeyboardEvent<HTMLFormElement>) {
  if (!isSubmitKey(e) || e.nativeEvent.isComposing || e.defaultPrevented) return
  e.preventDefault()
  e.stopPropagation()
  e.currentTarget.requestSubmit()
}

/** The key, for the footer beside the submit button. */
export function SubmitKeyHint() {
  return (
    <span className="form-submit-key dim">
      <KeyCombo binding="mod+enter" />
    </span>
  )
}
