// Where focus was before the palette opened; it goes back there when the palette closes (to the
// terminal, a table row, a field). In the entry chunk: the key router remembers it when Ctrl+K
// opens the palette, before the palette's own code (a lazy chunk) has loaded.

let returnFocusTo: Element | null = null

/** The element to give focus back to when the palette closes; the first opening's wins. */
export function rememberFocus(el: Element | null) {
  if (!returnFocusTo && !el?.closest('.palette')) returnFocusTo = el
}

export function restoreFocus() {
  const el = returnFocusTo
  returnFocusTo = null
  // Only if nothing else took focus meanwhile (a page the command navigated to, a dialog).
  const active = document.activeElement
  // The palette's own input (the one closing) counts as nothing.
  const free =
    !active || active === document.body || !active.isConnected || !!active.closest('.palette')
  if (free && el instanceof HTMLElement && el.isConnected) el.focus()
}

let running = false

/** A command chosen in the palette is running (the palette hidden, a confirm maybe open). */
export const paletteRunning = () => running
export const setPaletteRunning = (on: boolean) => void (running = on)
