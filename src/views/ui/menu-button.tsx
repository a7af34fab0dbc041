// A button that opens a menu of links and actions (switchers, the user menu). It sits in the
// top bar of every page, so the floating-menu code (positioning, focus management: about 17 KiB)
// loads apart, right after the first render; until then an identical plain button stands in,
// and a click on it opens the menu as soon as the code is there.
import { lazy, Suspense, useState, type ReactNode } from 'react'
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

export type MenuButtonProps = {
  /** accessible name of the menu */
  label: string
  /** what the button shows, which is also its name (a voice user says what they see) */
  button: ReactNode
  entries: MenuEntry[]
  empty?: string
}

const MenuButtonImpl = lazy(() =>
  import('./menu-button-impl').then((m) => ({ default: m.MenuButtonImpl })),
)

export function MenuButton(props: MenuButtonProps) {
  const [clicked, setClicked] = useState(false)
  const placeholder = (
    <button
      type="button"
      className="menu-button"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setClicked(true)}
    >
      {props.button}
      <span aria-hidden="true" className="dim">
        ▾
      </span>
    </button>
  )
  return (
    <Suspense fallback={placeholder}>
      <MenuButtonImpl {...props} openOnMount={clicked} />
    </Suspense>
  )
}
