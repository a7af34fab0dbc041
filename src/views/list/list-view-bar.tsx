// The list's view beside its filter: how far a sort over the whole list has read, what the URL
// asked that the list could not take, and the columns menu (show or hide any column, the id and
// time modified too).
import { formatNumber } from '@/lib/format'
import type { TableView } from '../keyboard/table-scope'
import { MenuButton } from '../ui/menu-button'
import type { WholeSort } from './use-sorted-list'

export function SortStatus({ whole, view }: { whole: WholeSort<unknown> | null; view: TableView }) {
  if (!whole || !view.sort) return null
  const col = view.columns.find((c) => c.key === view.sort?.key)
  const what = `${col?.header ?? view.sort.key} ${view.sort.dir === 'ascending' ? '↑' : '↓'}`
  if (whole.error)
    return (
      <span className="list-filter-status dim" role="status">
        could not sort by {what}: {whole.error}
      </span>
    )
  if (!whole.pending) return null
  return (
    <span className="list-filter-status dim" role="status">
      sorting the whole list by {what}: read {formatNumber(whole.read ?? 0)} rows…
    </span>
  )
}

/** What the URL asked that the list could not take: left out, said once here. */
export function ViewNotes({ notes }: { notes: string[] }) {
  if (!notes.length) return null
  return (
    <span className="list-filter-status dim" role="note">
      left out of the URL: {notes.join('; ')}
    </span>
  )
}

export function ColumnsMenu({ view, label }: { view: TableView; label: string }) {
  const shown = view.columns.filter((c) => c.shown).length
  return (
    <span className="list-columns">
      <MenuButton
        label={`${label}: columns`}
        button="columns"
        entries={view.columns.map((c) => ({
          key: c.key,
          label: `${c.shown ? '[x]' : '[ ]'} ${c.header}`,
          // The last column shown stays: a table of no columns shows nothing to act on.
          onSelect: () => (c.shown ? shown > 1 && view.hide(c.key) : view.show(c.key)),
        }))}
      />
    </span>
  )
}
