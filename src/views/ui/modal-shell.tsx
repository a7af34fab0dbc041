// What the side modal and the dialogs share: a portal, an overlay, focus trapped inside with
// focus returned on close, Esc backing out one level, and a titled header, body and footer.
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useFloating,
} from '@floating-ui/react'
import { getTabbableOptions } from '@floating-ui/react/utils'
import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { tabbable } from 'tabbable'
import './ui.css'

export type ModalShellProps = {
  title: string
  onDismiss: () => void
  footer?: ReactNode
  children?: ReactNode
  /** class of the panel: side modal or dialog width */
  panelClass: string
  /** over the command palette too (the session's sign-in: a lookup in the palette waits on it) */
  overPalette?: boolean
}

export function ModalShell({
  title,
  onDismiss,
  footer,
  children,
  panelClass,
  overPalette = false,
}: ModalShellProps) {
  const titleId = useId()
  // Element state instead of floating-ui's ref callbacks keeps the React compiler lint happy.
  const [panel, setPanel] = useState<HTMLElement | null>(null)
  // Where focus was when the modal opened, to go back to when it closes.
  const returnTo = useRef<HTMLElement | null>(null)
  // Focus moves in when the panel is attached, in the same task that draws it. The focus manager
  // would move it a frame later: a key pressed the moment the modal shows (Tab to the confirm
  // button) would go to the page, or be undone by that late focus. With focus already inside, the
  // focus manager leaves it where it is.
  const attach = useCallback(
    (el: HTMLElement | null) => {
      setPanel(el)
      if (!el) return
      // The palette makes the rest of the page inert while open; a modal meant over it takes its
      // own part of the page back (its portal may be one the palette found there already).
      if (overPalette) {
        let top: HTMLElement | null = el
        while (top?.parentElement && top.parentElement !== document.body) top = top.parentElement
        top?.removeAttribute('inert')
        top?.removeAttribute('aria-hidden')
      }
      const active = document.activeElement
      if (active && el.contains(active)) return
      if (active instanceof HTMLElement && active !== document.body) returnTo.current = active
      const stops = tabbable(el, getTabbableOptions())
      // Over the palette the modal's autoFocus came while its part of the page was inert: the
      // first field left to fill in takes the keys.
      const empty = overPalette
        ? stops.find((s) => s instanceof HTMLInputElement && s.value === '')
        : undefined
      ;(empty ?? stops[0])?.focus()
    },
    [overPalette],
  )
  const { context } = useFloating({
    elements: { floating: panel },
    open: true,
    onOpenChange: (open) => {
      if (!open) onDismiss()
    },
  })
  // Esc closes only the innermost modal: focus is trapped there, so the key arrives there first
  // and goes no further (page shortcuts must not fire either).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return
    e.stopPropagation()
    e.preventDefault()
    onDismiss()
  }
  return (
    <FloatingPortal>
      <FloatingOverlay
        className={overPalette ? 'overlay overlay-over-palette' : 'overlay'}
        lockScroll
      >
        <FloatingFocusManager context={context} modal returnFocus={returnTo}>
          <div
            ref={attach}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className={panelClass}
            onKeyDown={onKeyDown}
          >
            <div className="modal-header">
              <h2 id={titleId} className="modal-title">
                {title}
              </h2>
            </div>
            <div className="modal-body">{children}</div>
            {footer && <div className="modal-footer">{footer}</div>}
            {/* Last in the DOM (drawn top right) so focus starts in the body, on the first field
                or on Cancel, rather than on Close. */}
            <button
              type="button"
              className="btn btn-ghost btn-sm modal-close"
              // The name starts with what the button shows ("esc"), so "click esc" works for a
              // voice-control user as "close" does.
              aria-label="esc: close"
              onClick={onDismiss}
            >
              {/* The × is drawn by CSS: only "esc" is text, and the name starts with it. */}
              <span aria-hidden="true">esc</span>
            </button>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  )
}
