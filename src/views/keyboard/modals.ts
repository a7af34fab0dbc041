// The modal dialogs the key router gives way to: a form's fields, the innermost modal, a dialog
// that opened over the palette.
/** A dialog with fields to type in (a form): closing it would drop what is typed. */
export const holdsFields = (el: HTMLElement) =>
  el.querySelector(
    'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable="true"]',
  ) !== null

/** The innermost modal dialog on screen, if any (the palette has its own branch). */
export function openModal(): HTMLElement | null {
  const modals = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')].filter(
    (m) => !m.closest('.palette'),
  )
  return modals.at(-1) ?? null
}

/**
 * A key typed in a dialog that opened over the palette (the session's sign-in, a confirmation):
 * the dialog's own, never the palette's query.
 */
export const overPalette = (e: KeyboardEvent) =>
  e.target instanceof Element &&
  e.target.closest('[aria-modal="true"]') !== null &&
  e.target.closest('.palette') === null
