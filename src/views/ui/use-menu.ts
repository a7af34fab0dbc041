// The floating menu behaviour both menus share (the switchers and user menu, and a row's command
// menu): positioned under its button, click to open, arrows move, outside press closes, and Esc
// closes only the menu (never a dialog it sits in) and returns focus to the button.
import {
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
  type Placement,
} from '@floating-ui/react'
import { useRef, useState, type KeyboardEvent } from 'react'

export function useMenu({
  placement,
  skipMissing = false,
  initialOpen = false,
}: {
  placement: Placement
  /** skip list slots with no element (items that render nothing) */
  skipMissing?: boolean
  /** open from the start (a click that came before the menu's code had loaded) */
  initialOpen?: boolean
}) {
  const [open, setOpen] = useState(initialOpen)
  const [activeIndex, setActiveIndex] = useState<number | null>(null)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [menu, setMenu] = useState<HTMLElement | null>(null)
  const listRef = useRef<(HTMLElement | null)[]>([])

  const { floatingStyles, context } = useFloating({
    elements: { reference: anchor, floating: menu },
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
  })
  const interactions = useInteractions([
    useClick(context),
    useDismiss(context, { escapeKey: false }),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices: skipMissing ? (i) => listRef.current[i] == null : undefined,
    }),
  ])

  const onMenuKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    e.preventDefault()
    e.stopPropagation()
    setOpen(false)
  }
  return {
    open,
    close: () => setOpen(false),
    activeIndex,
    setAnchor,
    setMenu,
    floatingStyles,
    context,
    onMenuKeyDown,
    /** item i's element goes in slot i (set from a ref callback, never read in render) */
    listRef,
    ...interactions,
  }
}
