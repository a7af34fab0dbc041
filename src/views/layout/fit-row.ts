// A one-line bar (the page header, the serial console's toolbar) that gives way a step at a time
// when its content is wider than it: shorter button labels first, then whole parts (a prompt's
// leading segments, a hint), each shown whole or not at all, never cut by an ellipsis or a
// fraction of a pixel. The steps are tried in order against the content's own widths, measured
// with every item at its natural size, and refitted when the bar's width, its content or the
// font changes.
import { useLayoutEffect, type RefObject } from 'react'

/** A change that makes the bar narrower, and its undoing. */
export type Shrink = { apply: () => void; undo: () => void }

const MEASURING = 'data-measuring'

/** Toggles an attribute on an element, as a shrink step. */
export const attrShrink = (el: Element, name: string): Shrink => ({
  apply: () => el.setAttribute(name, ''),
  undo: () => el.removeAttribute(name),
})

const px = (v: string) => parseFloat(v) || 0

/** Does every in-flow child, at its natural width, end inside the bar's content box? */
function fits(row: HTMLElement): boolean {
  const style = getComputedStyle(row)
  const edge =
    row.getBoundingClientRect().right - px(style.paddingRight) - px(style.borderRightWidth)
  let right = -Infinity
  for (const child of row.children) {
    const position = getComputedStyle(child).position
    if (position === 'absolute' || position === 'fixed') continue
    right = Math.max(right, child.getBoundingClientRect().right)
  }
  // A hundredth of a pixel for rounding; anything more would cut a part by that much.
  return right <= edge + 0.01
}

/** Undoes every step, then applies them in order until the content fits. */
export function fitRow(row: HTMLElement, shrinks: Shrink[]) {
  for (const s of [...shrinks].reverse()) s.undo()
  row.setAttribute(MEASURING, '')
  try {
    for (const s of shrinks) {
      if (fits(row)) break
      s.apply()
    }
  } finally {
    row.removeAttribute(MEASURING)
  }
}

/**
 * Keeps the bar fitted: on mount, when it is resized, when its content changes (a label, a
 * navigation's new path) and when a font finishes loading. `shrinks` reads the bar's DOM at
 * each fit, so steps follow the content.
 */
export function useFitRow(
  ref: RefObject<HTMLElement | null>,
  shrinks: (row: HTMLElement) => Shrink[],
) {
  useLayoutEffect(() => {
    const row = ref.current
    if (!row) return
    const fit = () => fitRow(row, shrinks(row))
    fit()
    const resized = new ResizeObserver(fit)
    resized.observe(row)
    // Attributes are not watched: the fit's own changes do not start another.
    const changed = new MutationObserver(fit)
    changed.observe(row, { childList: true, subtree: true, characterData: true })
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined
    fonts?.addEventListener('loadingdone', fit)
    return () => {
      resized.disconnect()
      changed.disconnect()
      fonts?.removeEventListener('loadingdone', fit)
    }
  }, [ref, shrinks])
}
