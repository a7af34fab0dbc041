// Timeseries query results flattened into one summary row per series: its identifying fields,
// the numeric samples, and their last/min/mean/max.
import type { OxqlQueryResult } from '@/api/generated/schemas'

export type SeriesRow = {
  key: string
  table: string
  /** `state=run vcpu=0`: the fields that tell series apart (ids left out) */
  label: string
  samples: number[]
  timestamps: string[]
  last?: number
  min?: number
  max?: number
  mean?: number
}

type FieldValue = { type: string; value: unknown }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-/i

/**
 * `diskId=1f3a9c2e state=run`: every field but `skip` (the one the query filtered on, the same
 * for every series), ids shortened to their first eight characters.
 */
export function seriesLabel(fields: Record<string, FieldValue | undefined>, skip = ''): string {
  const parts = Object.entries(fields)
    .filter(([k, v]) => v && k !== skip)
    .map(([k, v]) => {
      const value = String(v?.value)
      return `${k}=${UUID.test(value) ? value.slice(0, 8) : value}`
    })
    .sort()
  return parts.join(' ') || 'all'
}

export function seriesRows(result: OxqlQueryResult, skip = ''): SeriesRow[] {
  const rows: SeriesRow[] = []
  for (const table of result.tables) {
    table.timeseries.forEach((ts, i) => {
      const first = ts.points.values[0]?.values
      const raw = first && (first.type === 'integer' || first.type === 'double') ? first.values : []
      const samples = (raw as (number | null)[]).filter((v): v is number => v !== null)
      const fields = ts.fields as unknown as Record<string, FieldValue | undefined>
      rows.push({
        key: `${table.name}:${i}`,
        table: table.name,
        label: seriesLabel(fields, skip),
        samples,
        timestamps: ts.points.timestamps.map(String),
        last: samples[samples.length - 1],
        min: samples.length ? Math.min(...samples) : undefined,
        max: samples.length ? Math.max(...samples) : undefined,
        mean: samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : undefined,
      })
    })
  }
  return rows
}

const BARS = '▁▂▃▄▅▆▇█'

/** The samples as a one-line text sparkline (the most recent `width` samples). */
export function sparkline(samples: number[], width = 32): string {
  const s = samples.slice(-width)
  if (!s.length) return ''
  const lo = Math.min(...s)
  const hi = Math.max(...s)
  const span = hi - lo || 1
  return s.map((v) => BARS[Math.round(((v - lo) / span) * (BARS.length - 1))] ?? ' ').join('')
}
