// Hover tooltips for plain text in table cells (a relative time's absolute time, a short id's
// whole id): the element carries its text in `data-tip`, and one listener on the document shows
// one tooltip for whichever such element the pointer rests on, after TOOLTIP_DELAY_MS, as the
// Tooltip component does. A table of fifty rows then sets up nothing per cell (a Tooltip per cell
// mounted positioning and interaction hooks for each: a sixth of drawing the instances page).
// Interactive elements keep the Tooltip component: it also opens on keyboard focus.
import { computePosition, flip, offset, shift } from '@floating-ui/react'
import { TOOLTIP_DELAY_MS } from '@/lib/constants'

const TIP_ID = 'hover-tip'
let installed = false
let tip: HTMLDivElement | null = null
let shownFor: HTMLElement | null = null
let timer: ReturnType<typeof setTimeout> | undefined
/** the element a tooltip is waiting (the delay) to show for */
let pending: HTMLElement | null = null

const tipTarget = (node: EventTarget | null) =>
  node instanceof Element ? node.closest<HTMLElement>('[data-tip]') : null

function hide() {
  clearTimeout(timer)
  timer = undefined
  if (shownFor) {
    const ids = (shownFor.getAttribute('aria-describedby') ?? '').split(' ')
    const rest = ids.filter((id) => id && id !== TIP_ID).join(' ')
    if (rest) shownFor.setAttribute('aria-describedby', rest)
    else shownFor.removeAttribute('aria-describedby')
  }
  shownFor = null
  tip?.remove()
}

function show(el: HTMLElement) {
  const text = el.dataset.tip
  if (!text || !el.isConnected) return
  tip ??= Object.assign(document.createElement('div'), { id: TIP_ID, className: 'tooltip' })
  tip.setAttribute('role', 'tooltip')
  tip.textContent = text
  Object.assign(tip.style, { position: 'fixed', left: '0', top: '0' })
  document.body.append(tip)
  shownFor = el
  const ids = el.getAttribute('aria-describedby')
  el.setAttribute('aria-describedby', ids ? `${ids} ${TIP_ID}` : TIP_ID)
  const placed = tip
  void computePosition(el, placed, {
    strategy: 'fixed',
    placement: 'top',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  }).then(({ x, y }) => {
    if (shownFor === el) Object.assign(placed.style, { left: `${x}px`, top: `${y}px` })
  })
}

/** Listen for `[data-tip]` elements under the pointer (once per page; later calls do nothing). */
export function installHoverTips() {
  if (installed || typeof document === 'undefined') return
  installed = true
  document.addEventListener('pointerover', (e) => {
    const el = tipTarget(e.target)
    if (el === shownFor || (el && timer !== undefined && el === pending)) return
    hide()
    if (!el) return
    pending = el
    timer = setTimeout(() => {
      timer = undefined
      show(el)
    }, TOOLTIP_DELAY_MS)
  })
  document.addEventListener('pointerout', (e) => {
    const from = tipTarget(e.target)
    if (!from || tipTarget(e.relatedTarget) === from) return
    pending = null
    hide()
  })
  // Anything else the user does puts the tooltip away, as the Tooltip component's dismissal does.
  for (const type of ['pointerdown', 'keydown', 'scroll'] as const)
    document.addEventListener(type, () => shownFor && hide(), { capture: true, passive: true })
}
