// One row of the dense table (table.tsx): its cells, each in its own boundary, the selection
// checkbox and the row menu. A row that left (row-changes.ts) is drawn a moment longer as the row
// it was, out of reach of keys, pointer and screen readers.
import { memo, type MouseEvent, type ReactNode } from 'react'
import { PanelBoundary } from '../errors/panel-boundary'
import type { Column, TableProps } from './table'

/**
 * A pointer that moved, not the browser's own mousemove when the page moves under a pointer at
 * rest (rows arriving above it): only the first takes the row cursor.
 */
const pointerMoved = (e: MouseEvent) => e.movementX !== 0 || e.movementY !== 0

/** One cell's content, rendered inside its own boundary (so a throwing `cell` is contained). */
function Cell<T>({ column: c, row }: { column: Column<T>; row: T }) {
  if (!c.clip) return c.cell(row)
  return (
    <span className="cell-clip" style={{ maxWidth: c.clip.maxWidth }} title={c.clip.text(row)}>
      {c.cell(row)}
    </span>
  )
}

export type RowProps<T> = {
  row: T
  rowId: string
  index: number
  atCursor: boolean
  selected: boolean
  /** its data changed a moment ago (or it is new) */
  marked: boolean
  /** it left: drawn a moment longer, fading, out of reach of keys, pointer and screen readers */
  gone: boolean
  columns: Column<T>[]
  menu: TableProps<T>['menu']
  selection: TableProps<T>['selection']
  setCursor: (index: number) => void
}

/**
 * One row. Memoized: moving the cursor (j/k, the mouse) draws the two rows it leaves and
 * reaches, not every row of the page, so a key's frame does not grow with the page size.
 */
export const TableRow = memo(function TableRow<T>({
  row,
  rowId,
  index,
  atCursor,
  selected,
  marked,
  gone,
  columns,
  menu,
  selection,
  setCursor,
}: RowProps<T>) {
  const classes = [atCursor && 'row-cursor', marked && 'row-marked', gone && 'row-gone']
  return (
    <tr
      className={classes.filter(Boolean).join(' ') || undefined}
      data-selected={selected || undefined}
      aria-hidden={gone || undefined}
      inert={gone}
      // The pointer moving over a row, not a row moving under a pointer at rest.
      onMouseMove={gone ? undefined : (e) => pointerMoved(e) && setCursor(index)}
      onFocus={gone ? undefined : () => setCursor(index)}
    >
      {selection && (
        <td className="col-select">
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={`Select ${selection.label(row)}`}
            checked={selected}
            onChange={() => selection.toggle(rowId)}
          />
        </td>
      )}
      {columns.map((c) => (
        <td key={c.key} className={c.numeric ? 'num' : undefined}>
          {/* A cell that cannot draw says so; the row and the table stay. */}
          <PanelBoundary inline resetKey={row}>
            <Cell column={c} row={row} />
          </PanelBoundary>
        </td>
      ))}
      {menu && <td className="col-menu">{menu(row)}</td>}
    </tr>
  )
}) as <T>(props: RowProps<T>) => ReactNode
