// A tooltip on hover and keyboard focus, opening after 250 ms (spec section 9). It attaches to
// its single child element, so the child keeps its own role and gets aria-describedby.
import {
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react'
import {
  cloneElement,
  isValidElement,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import { TOOLTIP_DELAY_MS } from '@/lib/constants'
import './ui.css'

export type TooltipProps = {
  /** nothing (empty string, null) means no tooltip */
  content: ReactNode
  /** ms before opening on hover */
  delay?: number
  placement?: Placement
  children: ReactElement
}

export function Tooltip({
  content,
  delay = TOOLTIP_DELAY_MS,
  placement = 'top',
  children,
}: TooltipProps) {
  const [open, setOpen] = useState(false)
  // Element state instead of floating-ui's ref callbacks keeps the React compiler lint happy. It
  // is taken when the pointer or focus first comes (below), not by a ref as the child mounts: a
  // ref setting state drew every button with a tooltip a second time in the page's first commit.
  const [anchor, setAnchor] = useState<Element | null>(null)
  const [tip, setTip] = useState<HTMLElement | null>(null)
  const { floatingStyles, context } = useFloating({
    elements: { reference: anchor, floating: tip },
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  })
  const focus = useFocus(context)
  const dismiss = useDismiss(context)
  const role = useRole(context, { role: 'tooltip' })
  const { getReferenceProps, getFloatingProps } = useInteractions([focus, dismiss, role])
  // Hover: open after the delay, close on leaving. (floating-ui's hover listens on the anchor
  // element, which is not known before the pointer's first arrival.)
  const [hoveredAt, setHoveredAt] = useState<number | null>(null)
  useEffect(() => {
    if (hoveredAt === null) return
    const t = setTimeout(() => setOpen(true), delay)
    return () => clearTimeout(t)
  }, [hoveredAt, delay])
  const childProps = (isValidElement(children) ? children.props : {}) as Record<string, unknown>
  const own = (name: string, e: SyntheticEvent) => {
    const handler = childProps[name]
    if (typeof handler === 'function') (handler as (e: SyntheticEvent) => void)(e)
  }
  const take = (e: SyntheticEvent) => {
    if (e.currentTarget instanceof Element && e.currentTarget !== anchor) setAnchor(e.currentTarget)
  }

  if (!isValidElement(children)) return children
  if (content == null || content === '' || content === false) return children
  const approached = {
    ...childProps,
    onPointerEnter: (e: SyntheticEvent) => {
      take(e)
      setHoveredAt(e.timeStamp)
      own('onPointerEnter', e)
    },
    onPointerLeave: (e: SyntheticEvent) => {
      setHoveredAt(null)
      setOpen(false)
      own('onPointerLeave', e)
    },
    onFocus: (e: SyntheticEvent) => {
      take(e)
      own('onFocus', e)
    },
  }
  return (
    <>
      {cloneElement(children, getReferenceProps(approached) as never)}
      {open && (
        <FloatingPortal>
          <div ref={setTip} style={floatingStyles} className="tooltip" {...getFloatingProps()}>
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  )
}
