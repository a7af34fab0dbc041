// Sorting rows by a column's values: the rows on screen, or a whole list read (use-sorted-list.ts).

export type SortValue = string | number | boolean | Date | null | undefined
export type SortDir = 'ascending' | 'descending'

// One collator for every comparison: `localeCompare` with options builds one per call, far too
// slow over a whole list of thousands of rows.
let collator: Intl.Collator | undefined

function compare(a: SortValue, b: SortValue): number {
  if (a == null && b == null) return 0
  if (a == null) return 1
  if (b == null) return -1
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime()
  if (typeof a === 'number' && typeof b === 'number') return a - b
  collator ??= new Intl.Collator('en', { numeric: true })
  return collator.compare(String(a), String(b))
}

/** A stable sort; missing values go last whatever the direction. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, dir: SortDir): T[] {
  const sign = dir === 'ascending' ? 1 : -1
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((x, y) => {
      if (x.v == null || y.v == null) return compare(x.v, y.v) || x.i - y.i
      return sign * compare(x.v, y.v) || x.i - y.i
    })
    .map((x) => x.row)
}
