// The first screen: work it does not need (the built-in commands, the palette's code) waits
// until the page's main table has drawn its first row, then for the browser to be idle. On a
// 2-core machine the mock platform answers on the same main thread, so a chunk evaluated while
// the first data is on its way delays that data. A page without a table (or one still empty)
// lets the work go after FIRST_SCREEN_CAP_MS.
import { whenIdle } from './when-idle'

export const FIRST_SCREEN_CAP_MS = 2500

let drawn: () => void = () => {}
const firstScreen = new Promise<void>((resolve) => (drawn = resolve))
let capped = false

/** The main table drew its first row (called by the table, once painted). */
export function markFirstScreenDrawn() {
  drawn()
}

/** Run `fn` once the first screen has drawn and the browser is idle; returns a cancel. */
export function afterFirstScreen(fn: () => void): () => void {
  if (!capped) {
    capped = true
    setTimeout(drawn, FIRST_SCREEN_CAP_MS)
  }
  let cancelled = false
  let cancelIdle: (() => void) | undefined
  void firstScreen.then(() => {
    if (!cancelled) cancelIdle = whenIdle(fn)
  })
  return () => {
    cancelled = true
    cancelIdle?.()
  }
}
