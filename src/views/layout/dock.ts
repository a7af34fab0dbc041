// The shell's dock: a band above the command log and the status bar. The script bars (left) sit
// in the layout's flow; the toasts (right) float over the bottom of the page, above the table's
// pagination bar (sticky at the bottom of main), so the table keeps its height as they come and
// go. Pages without the shell (sign-in) have no dock: those fall back to fixed.
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
