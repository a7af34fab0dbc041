// The table's header row. A sortable column's whole cell is its button (not only its word); its
// key letter is underlined (Shift and that letter sorts by it, again reverses it), the column the
// table is sorted by carries the direction's arrow, and `aria-sort` says it to a screen reader
// (`none` on the other sortable columns: they can be sorted). While a sort waits for the whole
// list, its arrow says so.
import type { ReactNode } from 'react'
import type { SortDir } from './table-sort'
import { splitAtLetter } from './sort-letters'

type HeadColumn = {
  key: string
  header: string
  numeric?: boolean
  width?: string
  sortable: boolean
}

export type HeadSort = { key: string; dir: SortDir; pending?: boolean } | null

export function TableHead({
  columns,
  sort,
  onSort,
  letters,
  selection,
  menu,
}: {
  columns: HeadColumn[]
  sort: HeadSort
  onSort: (key: string) => void
  /** each sortable column's key letter (sort-letters.ts), when the keys sort */
  letters?: ReadonlyMap<string, string>
  /** the selection column's header */
  selection: boolean
  /** the row menus' column header */
  menu: boolean
}) {
  return (
    <thead>
      <tr>
        {selection && (
          <th scope="col" className="col-select">
            <span className="sr-only">Selected</span>
          </th>
        )}
        {columns.map((c) => {
          const sorted = sort?.key === c.key ? sort : null
          const letter = letters?.get(c.key)
          return (
            <th
              key={c.key}
              scope="col"
              className={[c.numeric ? 'num' : '', c.sortable ? 'th-sortable' : '']
                .filter(Boolean)
                .join(' ')}
              style={c.width ? { width: c.width } : undefined}
              aria-sort={sorted ? sorted.dir : c.sortable ? 'none' : undefined}
            >
              {c.sortable ? (
                <button
                  type="button"
                  className="th-sort"
                  onClick={() => onSort(c.key)}
                  title={`Sort by ${c.header}${letter ? ` (Shift+${letter.toUpperCase()})` : ''}${
                    sorted ? '; again to reverse' : ''
                  }`}
                >
                  <Label header={c.header} letter={letter} />
                  <span aria-hidden="true" className={sorted ? 'th-arrow' : 'th-arrow dim'}>
                    {sorted ? (sorted.dir === 'ascending' ? ' ↑' : ' ↓') : ''}
                    {sorted?.pending ? '…' : ''}
                  </span>
                </button>
              ) : (
                c.header
              )}
            </th>
          )
        })}
        {menu && (
          <th scope="col" className="col-menu">
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  )
}

function Label({ header, letter }: { header: string; letter?: string }): ReactNode {
  const parts = splitAtLetter(header, letter)
  if (!parts) return header
  return (
    <>
      {parts.before}
      <span className="th-key">{parts.letter}</span>
      {parts.after}
    </>
  )
}
