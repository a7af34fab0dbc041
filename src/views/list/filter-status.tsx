// What a table filter has looked at: how many rows it searched (of how many, once known), how
// many match, and, when none does, a plain "no row matches" in place of the list's empty state,
// which would claim there is nothing in the list at all.
import { formatNumber } from '@/lib/format'
import { keysWaitingAtom } from '@/state/keys-waiting'
import { useAtomValue } from '@/state/store'
import type { WholeListSearch } from './use-whole-list-filter'

// One shared formatter: toLocaleString builds an Intl formatter on every call (ms each).
const n = formatNumber

/** What a filter has found, as its status line and the pager read it. */
export type FilterState = {
  filter: string
  /** rows shown (the matches, up to the page size) */
  shown: number
  /** rows that match so far */
  matched: number
  /** the page's own rows, when the list has only this page */
  pageRows: number
  /** the read of the whole list, for a paginated list (null until it starts) */
  whole: WholeListSearch<unknown> | null
  paginated: boolean
}

/** "searched N of M rows" (M once the read is at the end), "searched N rows" before that. */
function searchedText({ whole, paginated, pageRows }: FilterState) {
  if (!paginated) return `searched ${n(pageRows)} of ${n(pageRows)} rows`
  if (!whole) return 'searching the whole list…'
  if (whole.done) return `searched ${n(whole.searched)} of ${n(whole.searched)} rows`
  if (whole.stopped)
    return `stopped after ${n(whole.searched)} rows${whole.error ? `: ${whole.error}` : ''}`
  return `searched ${n(whole.searched)} rows…`
}

export function FilterStatus(props: FilterState) {
  const { filter, shown, matched } = props
  if (!filter.trim()) return null
  const more = matched > shown ? `, the first ${n(shown)} shown: type more to narrow` : ''
  return (
    <span className="list-filter-status dim" role="status">
      {searchedText(props)} · {n(matched)} {matched === 1 ? 'match' : 'matches'}
      {more}
    </span>
  )
}

/** The table's empty space while a filter is active: never the list's own empty state. */
export function NoMatch(props: FilterState) {
  const done = !props.paginated || props.whole?.done || props.whole?.stopped
  return (
    <div className="empty-state">
      <p className="empty-state-title">
        {done ? 'no row matches' : 'no row matches yet'} “{props.filter.trim()}”
      </p>
      <p className="dim">{searchedText(props)}</p>
    </div>
  )
}

/**
 * Keys kept for commands still loading (keysWaitingAtom): said on the table's status line, where
 * the user is looking, until they have run.
 */
export function KeysWaiting() {
  const kept = useAtomValue(keysWaitingAtom)
  if (kept === 0) return null
  return (
    <span className="list-filter-status dim" role="status">
      loading commands · {kept} {kept === 1 ? 'key' : 'keys'} kept
    </span>
  )
}
