// A centred dialog in the spec's three widths: narrow 24rem, medium 28rem, free 24 to 48rem.
import type { ReactNode } from 'react'
import { ModalShell } from './modal-shell'

export type DialogWidth = 'narrow' | 'medium' | 'free'

export type DialogProps = {
  title: string
  width?: DialogWidth
  onDismiss: () => void
  footer?: ReactNode
  children?: ReactNode
  overPalette?: boolean
}

export function Dialog({ width = 'medium', ...props }: DialogProps) {
  return <ModalShell {...props} panelClass={`dialog dialog-${width}`} />
}
