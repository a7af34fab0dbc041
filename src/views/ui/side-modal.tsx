// The 32rem panel on the right that holds create and edit forms.
import type { ReactNode } from 'react'
import { ModalShell } from './modal-shell'

export type SideModalProps = {
  title: string
  onDismiss: () => void
  footer?: ReactNode
  children?: ReactNode
}

export function SideModal(props: SideModalProps) {
  return <ModalShell {...props} panelClass="side-modal" />
}
