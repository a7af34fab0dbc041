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
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react'
import {
  cloneElement,
  isValidElement,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
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
  // Element state instead of floating-ui's ref callbacks keeps the React compiler lint happy.
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
  const hover = useHover(context, { delay: { open: delay, close: 0 }, move: false })
  const focus = useFocus(context)
  const dismiss = useDismiss(context)
  const role = useRole(context, { role: 'tooltip' })
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role])
  const childProps = (isValidElement(children) ? children.props : {}) as Record<string, unknown>
  const ref = useMergeRefs([setAnchor, childProps.ref as Ref<Element> | undefined])

  if (!isValidElement(children)) return children
  if (content == null || content === '' || content === false) return children
  return (
    <>
      {cloneElement(children, getReferenceProps({ ...childProps, ref }) as never)}
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
