// A button that opens a menu of links and actions (switchers, the user menu). Arrows move,
// Enter opens, Esc closes and returns focus to the button.
import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react'
import type { KeyboardEvent, ReactNode } from 'react'
import { useLocation } from 'wouter'
import { useMenu } from './use-menu'
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
  const [, navigate] = useLocation()
  const m = useMenu({ placement: 'bottom-start' })
  const { open, close, activeIndex, context, setAnchor, setMenu, floatingStyles, listRef } = m
  const { onMenuKeyDown, getReferenceProps, getFloatingProps, getItemProps } = m

  const select = (e: MenuEntry) => {
    close()
    if (e.href) navigate(e.href)
    else e.onSelect?.()
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
              {...getFloatingProps({ onKeyDown: onMenuKeyDown })}
            >
              {entries.length === 0 && <div className="menu-empty">{empty}</div>}
              {entries.map((e, i) => (
                <div
                  key={e.key}
                  ref={(node) => void (listRef.current[i] = node)}
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
