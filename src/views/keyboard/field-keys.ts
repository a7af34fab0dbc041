// Keys replayed into a text field: a key kept while the page loaded (index.html's first script,
// the key router's queue) that finds focus in a field once its turn comes, because a key before
// it put it there (`/` focused the table's filter) or the page did. The field takes it as if it
// had been typed there: its own key handlers see it (Enter or Down in a filter hand the keyboard
// to the rows, Esc clears it), a character goes in at the caret, Backspace deletes.

/** Keys dispatched to a field here: the key router's listeners leave them to the field. */
const forwarded = new WeakSet<Event>()

export const forwardedToField = (e: Event) => forwarded.has(e)

type TextField = HTMLInputElement | HTMLTextAreaElement

const isTextField = (el: Element | null): el is TextField =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(el.type))

/** Sets the value as typing does, so that React sees the change (its own setter would hide it). */
function setValue(el: TextField, value: string, caret: number) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(el, value)
  try {
    el.setSelectionRange(caret, caret)
  } catch {
    // an input type without a caret (email, number): the end is where typing goes on
  }
  el.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Types `key` into the focused text field. False (the key stays the key router's) when focus is
 * not in a text field or the key has a modifier other than Shift (mod+k is the palette's).
 */
export function typeIntoField(key: KeyboardEvent): boolean {
  const el = document.activeElement
  if (!isTextField(el) || key.ctrlKey || key.metaKey || key.altKey) return false
  const e = new KeyboardEvent('keydown', {
    key: key.key,
    code: key.code,
    shiftKey: key.shiftKey,
    bubbles: true,
    cancelable: true,
  })
  forwarded.add(e)
  if (!el.dispatchEvent(e) || el.readOnly || el.disabled) return true
  const value = el.value
  const from = el.selectionStart ?? value.length
  const to = el.selectionEnd ?? value.length
  if (key.key.length === 1) setValue(el, value.slice(0, from) + key.key + value.slice(to), from + 1)
  else if (key.key === 'Backspace' && (from < to || from > 0)) {
    const start = from < to ? from : from - 1
    setValue(el, value.slice(0, start) + value.slice(to), start)
  }
  return true
}
