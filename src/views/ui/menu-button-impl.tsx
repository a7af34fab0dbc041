// The menu button's working half (loaded apart by menu-button.tsx): the floating menu, its
// keyboard handling and focus. Arrows move, Enter opens, Esc closes and returns focus.
import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react'
import { useEffect, type KeyboardEvent } from 'react'
import { useLocation } from 'wouter'
import type { MenuButtonProps, MenuEntry } from './menu-button'
import { useMenu } from './use-menu'
import './menu.css'

export function MenuButtonImpl({
  label,
  button,
  entries,
  empty = 'Nothing to show',
  openOnMount = false,
}: MenuButtonProps & {
  /** the placeholder button was clicked while this code loaded */
  openOnMount?: boolean
}) {
  const [, navigate] = useLocation()
  const m = useMenu({ placement: 'bottom-start', initialOpen: openOnMount })
  const { open, close, activeIndex, context, setAnchor, setMenu, floatingStyles, listRef } = m
  const { onMenuKeyDown, getReferenceProps, getFloatingProps, getItemProps } = m

  // The button replaces the placeholder the user clicked: keep focus where they left it.
  const { refs } = context
  useEffect(() => {
    if (openOnMount) (refs.domReference.current as HTMLElement | null)?.focus()
  }, [openOnMount, refs])

  const select = (e: MenuEntry) => {
    close()
    if (e.href) navigate(e.href)
    else e.onSelect?.()
  }

  return (
    <>
      <button ref={setAnchor} type="button" className="menu-button" {...getReferenceProps()}>
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
