// The quiet line under the palette's input while the resource index loads for the first time:
// how far it has got, so a name not found yet reads as "not loaded yet", not "not there".
import { formatNumber } from '@/lib/format'
import type { IndexState } from './resource-index'

// One shared formatter: toLocaleString builds an Intl formatter on every call (ms each).
const n = formatNumber

export function IndexProgress({ index }: { index: IndexState }) {
  if (index.complete || !index.loading) return null
  return (
    <div className="dim" role="status" aria-live="off">
      indexed {n(index.listsDone)} of {index.lists ? n(index.lists) : '…'} lists · {n(index.names)}{' '}
      names
    </div>
  )
}
