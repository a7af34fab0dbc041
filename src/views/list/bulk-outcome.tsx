// The results of a bulk action (the bulk bar, the palette on a selection, `instance stop a b c`
// typed or in a script), in the shell's dock beside the toasts until dismissed. The
// list's code loads the first time there is an outcome to show (it is not part of the first load).
import { lazy, Suspense } from 'react'
import { createPortal } from 'react-dom'
import { bulkOutcomeAtom, type BulkOutcome } from '@/state/bulk'
import { store, useAtomValue } from '@/state/store'
import { useDockSlot } from '../layout/dock'
import './list.css'

const BulkResults = lazy(() => import('./bulk-bar').then((m) => ({ default: m.BulkResults })))

export function BulkOutcomeHost() {
  const outcome = useAtomValue(bulkOutcomeAtom)
  // The dock is asked for only while there is an outcome (as the toasts do).
  return outcome ? <BulkOutcomePanel outcome={outcome} /> : null
}

function BulkOutcomePanel({ outcome }: { outcome: BulkOutcome }) {
  const dock = useDockSlot('right')
  const panel = (
    <div className={dock ? 'bulk-outcome-docked' : 'bulk-outcome'}>
      <Suspense fallback={<p className="dim">{outcome.title}…</p>}>
        <BulkResults {...outcome} onDismiss={() => store.set(bulkOutcomeAtom, null)} />
      </Suspense>
    </div>
  )
  // With the toasts, in the shell's dock: a place no control uses.
  return dock ? createPortal(panel, dock) : panel
}
