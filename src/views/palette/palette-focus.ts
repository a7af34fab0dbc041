// Where focus was before the palette opened; it goes back there when the palette closes (to the
// terminal, a table row, a field). In the entry chunk: the key router remembers it when Ctrl+K
// opens the palette, before the palette's own code (a lazy chunk) has loaded.

let returnFocusTo: Element | null = null

/** The element to give focus back to when the palette closes; the first opening's wins. */
export function rememberFocus(el: Element | null) {
  if (!returnFocusTo && !el?.closest('.palette')) returnFocusTo = el
}

/** Nothing has focus: the body, an element gone, or the palette's own input (the one closing). */
export function focusIsFree() {
  const active = document.activeElement
  return !active || active === document.body || !active.isConnected || !!active.closest('.palette')
}

let home: (() => boolean) | null = null

/**
 * Where a page wants focus when it has none to go back to (the console workspace: the focused
 * pane's terminal). Returns the undo (on unmount).
 */
export function setFocusHome(fn: () => boolean) {
  home = fn
  return () => {
    if (home === fn) home = null
  }
}

export function restoreFocus() {
  const el = returnFocusTo
  returnFocusTo = null
  // Only if nothing else took focus meanwhile (a page the command navigated to, a dialog).
  if (!focusIsFree()) return
  if (el instanceof HTMLElement && el.isConnected) el.focus()
  // Where focus was is gone (the palette went to another page): the page's own home.
  else home?.()
}

let running = false

/** A command chosen in the palette is running (the palette hidden, a confirm maybe open). */
export const paletteRunning = () => running
export const setPaletteRunning = (on: boolean) => void (running = on)
