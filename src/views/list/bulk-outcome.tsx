// The results of a bulk action run from a command line (`instance stop a b c` in the palette or
// a script), over the page until dismissed: the same per-row list a table's bulk bar shows.
import { bulkOutcomeAtom } from '@/state/bulk'
import { store, useAtomValue } from '@/state/store'
import { BulkResults } from './bulk-bar'
import './list.css'

export function BulkOutcomeHost() {
  const outcome = useAtomValue(bulkOutcomeAtom)
  if (!outcome) return null
  return (
    <div className="bulk-outcome">
      <BulkResults {...outcome} onDismiss={() => store.set(bulkOutcomeAtom, null)} />
    </div>
  )
}
