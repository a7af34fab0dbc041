// The dock's notices never hide the rows they report on: when the dock grows (a bulk run's
// results, a toast, a script's report take the page's room) or a bulk run's results arrive, the
// page's table scrolls those rows back into view: the run's rows, by name, else the cursor's and
// the selected rows.
import { useEffect, type RefObject } from 'react'
import { bulkOutcomeAtom } from '@/state/bulk'
import { store } from '@/state/store'

function revealReported() {
  const outcome = store.get(bulkOutcomeAtom)
  // The active table (table-scope.ts sets this when a table registers; none, nothing to reveal).
  window.__tableReveal?.(outcome?.results.map((r) => r.label))
}

export function useRevealUnderDock(dock: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = dock.current
    if (!el) return
    let height = el.offsetHeight
    const resized = new ResizeObserver(() => {
      const now = el.offsetHeight
      if (now > height) revealReported()
      height = now
    })
    resized.observe(el)
    // New results of the same height: their rows may be elsewhere in the table.
    const unsub = store.sub(bulkOutcomeAtom, () => requestAnimationFrame(revealReported))
    return () => {
      resized.disconnect()
      unsub()
    }
  }, [dock])
}
