// The results of a bulk action run from a command line (`instance stop a b c` in the palette or
// a script), over the page until dismissed: the same per-row list a table's bulk bar shows. The
// list's code loads the first time there is an outcome to show (it is not part of the first load).
import { lazy, Suspense } from 'react'
import { bulkOutcomeAtom } from '@/state/bulk'
import { store, useAtomValue } from '@/state/store'
import './list.css'

const BulkResults = lazy(() => import('./bulk-bar').then((m) => ({ default: m.BulkResults })))

export function BulkOutcomeHost() {
  const outcome = useAtomValue(bulkOutcomeAtom)
  if (!outcome) return null
  return (
    <div className="bulk-outcome">
      <Suspense fallback={<p className="dim">{outcome.title}…</p>}>
        <BulkResults {...outcome} onDismiss={() => store.set(bulkOutcomeAtom, null)} />
      </Suspense>
    </div>
  )
}
