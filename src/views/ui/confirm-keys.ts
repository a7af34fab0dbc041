// The confirm dialog's own keys: Ctrl/Cmd+Enter, and the first letter of its action's label.

/** The letter that confirms: the label's first letter, lower case; none when it is not a letter. */
export function confirmKeyOf(label: string): string | undefined {
  const first = label.trim().charAt(0).toLowerCase()
  return /^[a-z]$/.test(first) ? first : undefined
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>

/** Does this key confirm? Ctrl/Cmd+Enter, or the letter alone (no modifier). */
export function isConfirmKey(e: KeyLike, letter: string | undefined): boolean {
  if (e.key === 'Enter') return (e.ctrlKey || e.metaKey) && !e.altKey
  if (e.ctrlKey || e.metaKey || e.altKey || !letter) return false
  return e.key.toLowerCase() === letter
}
