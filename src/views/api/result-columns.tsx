// Columns of a generic list result, guessed from its rows: name and id first, then the other
// fields that hold a plain value (text, number, yes/no, time), at most ten.
import { formatDateTime } from '@/lib/format'
import type { Column } from '../ui/table'

export type Row = Record<string, unknown>

const MAX_COLUMNS = 10
const FIRST = ['name', 'id', 'displayName', 'description']

const plain = (v: unknown) =>
  v === null ||
  ['string', 'number', 'boolean'].includes(typeof v) ||
  v instanceof Date ||
  (Array.isArray(v) && v.every((x) => typeof x === 'string'))

export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '—'
  if (v instanceof Date) return formatDateTime(v)
  if (Array.isArray(v)) return v.join(', ')
  if (typeof v === 'object') return JSON.stringify(v)
  return String(v)
}

const header = (key: string) => key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)

export function resultKeys(rows: Row[]): string[] {
  const keys = new Set<string>()
  for (const row of rows.slice(0, 50))
    for (const [k, v] of Object.entries(row)) if (plain(v)) keys.add(k)
  const first = FIRST.filter((k) => keys.has(k))
  const rest = [...keys].filter((k) => !FIRST.includes(k))
  return [...first, ...rest].slice(0, MAX_COLUMNS)
}

export function resultColumns(rows: Row[]): Column<Row>[] {
  return resultKeys(rows).map((key) => ({
    key,
    header: header(key),
    cell: (r) => cellText(r[key]),
    sortValue: (r) => {
      const v = r[key]
      return v instanceof Date ? v.getTime() : typeof v === 'number' ? v : cellText(v)
    },
    numeric: rows.some((r) => typeof r[key] === 'number'),
    clip: { maxWidth: '28ch', text: (r) => cellText(r[key]) },
  }))
}
