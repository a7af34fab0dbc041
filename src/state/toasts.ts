// Toast queue (UI state only).
import { atom } from './store'

export type Toast = {
  id: number
  title: string
  content?: string
  variant: 'success' | 'error' | 'info'
  /** how many times this same toast was raised (identical toasts collapse into one) */
  count: number
  /** a button that runs a command: the Undo of an undoable change */
  action?: { label: string; commandId: string; args: Record<string, unknown> }
}

let nextId = 1
const toastsPrimitive = atom<Toast[]>([])

/** Visible toasts, oldest first. */
export const toastsAtom = atom((get) => get(toastsPrimitive))

/** Show a toast; errors stay until dismissed, others go after 5 s. */
export const pushToastAtom = atom(
  null,
  (get, set, t: Omit<Toast, 'id' | 'variant' | 'count'> & { variant?: Toast['variant'] }) => {
    const variant = t.variant ?? 'success'
    const shown = get(toastsPrimitive)
    // A toast with its own action (an Undo of this very change) never collapses into another.
    const same = shown.find(
      (x) =>
        x.title === t.title &&
        x.content === t.content &&
        x.variant === variant &&
        !x.action &&
        !t.action,
    )
    if (same) {
      // The same news again: one toast with a count, moved to the end (the newest).
      const again = { ...same, count: same.count + 1 }
      set(toastsPrimitive, [...shown.filter((x) => x !== same), again])
      return same.id
    }
    const toast: Toast = { ...t, variant, id: nextId++, count: 1 }
    set(toastsPrimitive, [...shown, toast].slice(-5))
    return toast.id
  },
)

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsPrimitive,
    get(toastsPrimitive).filter((t) => t.id !== id),
  )
})
