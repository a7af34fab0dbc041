// The shell's dock: a band above the command log and the status bar, in the layout's flow, with
// the script bars on the left and the notices (toasts, a bulk run's results) on the right. A
// notice has this place of its own: it never lies over a control of the page (a row menu, the
// pager, a console pane); the page gives up the band's height while one shows. Pages without
// the shell (sign-in) have no dock: those fall back to fixed.
import { useSyncExternalStore } from 'react'

export type DockSide = 'left' | 'right'

const slots: Record<DockSide, HTMLElement | null> = { left: null, right: null }
const listeners = new Set<() => void>()

/** The shell's ref callback for a side of the dock (null when it unmounts). */
export function setDockSlot(side: DockSide, el: HTMLElement | null) {
  if (slots[side] === el) return
  slots[side] = el
  for (const l of listeners) l()
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => void listeners.delete(l)
}

/** The element to portal into for `side`, or null without a shell. */
export function useDockSlot(side: DockSide): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slots[side],
    () => null,
  )
}
