// A button that opens a menu of links and actions (switchers, the user menu). Arrows move,
// Enter opens, Esc closes and returns focus to the button.
import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react'
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import './menu.css'

export type MenuEntry = {
  key: string
  label: ReactNode
  /** a link target, or */
  href?: string
  /** an action */
  onSelect?: () => void
  /** marks the current silo/project */
  current?: boolean
  detail?: ReactNode
}

export function MenuButton({
  label,
  button,
  entries,
  empty = 'Nothing to show',
}: {
  /** accessible name of the button and the menu */
  label: string
  /** what the button shows */
  button: ReactNode
  entries: MenuEntry[]
  empty?: string
}) {
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState<number | null>(null)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [menu, setMenu] = useState<HTMLElement | null>(null)
  const items = useRef<(HTMLElement | null)[]>([])
  const [, navigate] = useLocation()

  const { floatingStyles, context } = useFloating({
    elements: { reference: anchor, floating: menu },
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
  })
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context, { escapeKey: false }),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, {
      listRef: items,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
  ])

  const select = (e: MenuEntry) => {
    setOpen(false)
    if (e.href) navigate(e.href)
    else e.onSelect?.()
  }
  // Esc closes only this menu, never a dialog behind it.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    e.preventDefault()
    e.stopPropagation()
    setOpen(false)
  }

  return (
    <>
      <button
        ref={setAnchor}
        type="button"
        className="menu-button"
        aria-label={label}
        {...getReferenceProps()}
      >
        {button}
        <span aria-hidden="true" className="dim">
          ▾
        </span>
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={0}>
            <div
              ref={setMenu}
              className="menu"
              style={floatingStyles}
              aria-label={label}
              {...getFloatingProps({ onKeyDown })}
            >
              {entries.length === 0 && <div className="menu-empty">{empty}</div>}
              {entries.map((e, i) => (
                <div
                  key={e.key}
                  ref={(node) => void (items.current[i] = node)}
                  role="menuitem"
                  tabIndex={activeIndex === i ? 0 : -1}
                  aria-current={e.current ? 'true' : undefined}
                  className="menu-item"
                  {...getItemProps({
                    onClick: () => select(e),
                    onKeyDown: (k: KeyboardEvent) => {
                      if (k.key === 'Enter' || k.key === ' ') {
                        k.preventDefault()
                        select(e)
                      }
                    },
                  })}
                >
                  <span>
                    <span aria-hidden="true" className="menu-mark">
                      {e.current ? '>' : ' '}
                    </span>
                    {e.label}
                  </span>
                  {e.detail && <span className="dim">{e.detail}</span>}
                </div>
              ))}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  )
}
