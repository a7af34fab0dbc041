// Toast queue (UI state only).
import { atom } from './store'

export type Toast = {
  id: number
  title: string
  content?: string
  variant: 'success' | 'error' | 'info'
}

let nextId = 1
const toastsPrimitive = atom<Toast[]>([])

/** Visible toasts, oldest first. */
export const toastsAtom = atom((get) => get(toastsPrimitive))

/** Show a toast; errors stay until dismissed, others go after 5 s. */
export const pushToastAtom = atom(
  null,
  (get, set, t: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }) => {
    const toast: Toast = { variant: 'success', ...t, id: nextId++ }
    set(toastsPrimitive, [...get(toastsPrimitive), toast].slice(-5))
    return toast.id
  },
)

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsPrimitive,
    get(toastsPrimitive).filter((t) => t.id !== id),
  )
})
