// Columns of a generic list result, guessed from its rows: name and id first, then the other
// fields, at most ten. A nested object is flattened into one column per field (`datum.datum`),
// two levels deep; what is deeper, or a list of objects, reads as compact JSON. A metric's
// measurements (`timestamp` and `datum`) read as time, value and type.
import { formatDateTime } from '@/lib/format'
import type { Column } from '../ui/table'

export type Row = Record<string, unknown>

const MAX_COLUMNS = 10
const FIRST = ['name', 'id', 'displayName', 'description']

export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '—'
  if (v instanceof Date) return formatDateTime(v)
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(', ')
  if (typeof v === 'object') return JSON.stringify(v)
  return String(v)
}

const MEASUREMENT: Record<string, string> = {
  timestamp: 'time',
  'datum.datum': 'value',
  'datum.type': 'type',
}

const header = (key: string) =>
  MEASUREMENT[key] ?? key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`).replace(/\./g, ' ')

const isRecord = (v: unknown): v is Row =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date)

/** A row's fields with nested objects spread into `parent.child` keys, two levels deep. */
export function flattenRow(row: Row, prefix = '', depth = 0): Row {
  const out: Row = {}
  for (const [k, v] of Object.entries(row)) {
    const key = prefix + k
    if (isRecord(v) && depth < 1) Object.assign(out, flattenRow(v, `${key}.`, depth + 1))
    else out[key] = v
  }
  return out
}

/** The value at a (flattened) key of a row. */
export const valueAt = (row: Row, key: string): unknown =>
  key in row
    ? row[key]
    : key.split('.').reduce<unknown>((v, k) => (isRecord(v) ? v[k] : undefined), row)

const isMeasurement = (keys: Set<string>) => keys.has('timestamp') && keys.has('datum.datum')

export function resultKeys(rows: Row[]): string[] {
  const keys = new Set<string>()
  for (const row of rows.slice(0, 50))
    for (const [k, v] of Object.entries(flattenRow(row))) if (v !== undefined) keys.add(k)
  const first = (isMeasurement(keys) ? Object.keys(MEASUREMENT) : FIRST).filter((k) => keys.has(k))
  const rest = [...keys].filter((k) => !first.includes(k))
  return [...first, ...rest].slice(0, MAX_COLUMNS)
}

export function resultColumns(rows: Row[]): Column<Row>[] {
  return resultKeys(rows).map((key) => ({
    key,
    header: header(key),
    cell: (r) => cellText(valueAt(r, key)),
    sortValue: (r) => {
      const v = valueAt(r, key)
      return v instanceof Date ? v.getTime() : typeof v === 'number' ? v : cellText(v)
    },
    numeric: rows.some((r) => typeof valueAt(r, key) === 'number'),
    clip: { maxWidth: '28ch', text: (r) => cellText(valueAt(r, key)) },
  }))
}
