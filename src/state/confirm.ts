// The global confirm dialog: dispatch asks, the dialog answers.
import { atom } from './store'

export type ConfirmRequest = {
  title: string
  message: string
  actionLabel: string
  danger: boolean
  /** called with the user's answer */
  answer: (confirmed: boolean) => void
}

const confirmPrimitive = atom<ConfirmRequest | null>(null)

export const confirmAtom = atom((get) => get(confirmPrimitive))

export const openConfirmAtom = atom(null, (_get, set, req: ConfirmRequest | null) => {
  set(confirmPrimitive, req)
})
