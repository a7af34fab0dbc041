// OxQL results turned into what uPlot draws: one shared time axis (seconds) and one value array
// per timeseries, with nulls where a series has no sample. Values are taken as what an aligned
// query gives: the amount within each window, which `per` turns into a rate or a share.
import type { FieldValue, OxqlQueryResult } from '@/api/generated/schemas'

export type Fields = Record<string, FieldValue | undefined>

export type ChartSeries = { label: string; values: (number | null)[] }

export type ChartData = {
  /** seconds since the epoch, ascending */
  times: number[]
  series: ChartSeries[]
  /** the spacing of the points in seconds (the alignment window the server used) */
  stepSeconds: number
}

/** How a raw value becomes the charted one, knowing the window length in seconds. */
export type ValueTransform = (value: number, stepSeconds: number) => number

export const asIs: ValueTransform = (v) => v
/** Amount per window to amount per second. */
export const perSecond: ValueTransform = (v, step) => v / step
/** Nanoseconds of vCPU time per window to the share of the window, in percent. */
export const nsToPercent: ValueTransform = (v, step) => (v / (step * 1e9)) * 100

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-/i

/**
 * `diskId=1f3a9c2e state=run`: every field but the `skip` ones (those the query filtered on,
 * the same for every series), ids shortened to their first eight characters.
 */
export function seriesLabel(fields: Fields, skip: string[] = []): string {
  const parts = Object.entries(fields)
    .filter(([k, v]) => v && !skip.includes(k))
    .map(([k, v]) => {
      const value = String(v?.value)
      return `${k}=${UUID.test(value) ? value.slice(0, 8) : value}`
    })
    .sort()
  return parts.join(' ') || 'all'
}

const toSeconds = (t: string | Date) => Math.round(new Date(t).getTime() / 1000)

/** The most common gap between consecutive times; `fallback` with fewer than two points. */
export function stepOf(times: number[], fallback: number): number {
  const counts = new Map<number, number>()
  for (let i = 1; i < times.length; i++) {
    const d = (times[i] ?? 0) - (times[i - 1] ?? 0)
    if (d > 0) counts.set(d, (counts.get(d) ?? 0) + 1)
  }
  let best = fallback
  let n = 0
  for (const [d, c] of counts) if (c > n) [best, n] = [d, c]
  return best
}

export function toChartData(
  result: OxqlQueryResult,
  {
    label = (f) => seriesLabel(f),
    transform = asIs,
    fallbackStep = 60,
  }: { label?: (fields: Fields) => string; transform?: ValueTransform; fallbackStep?: number } = {},
): ChartData {
  const raw: { label: string; byTime: Map<number, number | null> }[] = []
  const all = new Set<number>()
  for (const table of result.tables ?? []) {
    for (const ts of table.timeseries ?? []) {
      const first = ts.points?.values?.[0]?.values
      // Only numeric values chart; distributions and strings are left out.
      if (!first || (first.type !== 'integer' && first.type !== 'double')) continue
      const values = (Array.isArray(first.values) ? first.values : []) as unknown[]
      const byTime = new Map<number, number | null>()
      // A newer or foreign platform may send fewer values than timestamps, a time that is not
      // one, or a value that is not a finite number: those points are left out or left empty.
      for (const [i, t] of (ts.points.timestamps ?? []).entries()) {
        const s = toSeconds(t as string | Date)
        if (!Number.isFinite(s)) continue
        all.add(s)
        const v = values[i]
        byTime.set(s, typeof v === 'number' && Number.isFinite(v) ? v : null)
      }
      raw.push({ label: label((ts.fields ?? {}) as Fields), byTime })
    }
  }
  const times = [...all].sort((a, b) => a - b)
  const stepSeconds = stepOf(times, fallbackStep)
  const series = raw
    .map(({ label, byTime }) => ({
      label,
      values: times.map((t) => {
        const v = byTime.get(t)
        const shown = v == null ? null : transform(v, stepSeconds)
        return shown !== null && Number.isFinite(shown) ? shown : null
      }),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }))
  return { times, series, stepSeconds }
}

/** The value at `idx`, or the latest sample when the cursor is off the chart. */
export function valueAt(values: (number | null)[], idx: number | null): number | null {
  if (idx !== null) return values[idx] ?? null
  for (let i = values.length - 1; i >= 0; i--) if (values[i] != null) return values[i] ?? null
  return null
}

/** The index of the last time any series has a sample; -1 when none has. */
export function lastSampleIndex(d: ChartData): number {
  for (let i = d.times.length - 1; i >= 0; i--)
    if (d.series.some((s) => s.values[i] != null)) return i
  return -1
}

/** The series summed at `idx` (the latest sample when none); undefined when none has a value. */
export function sumAt(data: ChartData, idx: number | null | undefined) {
  const values = data.series
    .map((s) => valueAt(s.values, idx ?? lastSampleIndex(data)))
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
  return values.length ? values.reduce((a, b) => a + b, 0) : undefined
}

/** True when no series holds a single sample. */
export const isEmpty = (d: ChartData) => !d.series.some((s) => s.values.some((v) => v !== null))

/** Series named from a lookup of ids (disk, interface or sled names), the short id otherwise. */
export const byName =
  (key: string, names: Map<string, string>) =>
  (f: Fields): string => {
    // A series without the field it was grouped by (another platform's data) says so.
    const value = f[key]?.value
    if (value === undefined || value === null || value === '') return `(no ${key})`
    const id = String(value)
    return names.get(id) ?? id.slice(0, 8)
  }

/** A provisioning measurement as the app reads it (`GET /v1/metrics/{metricName}`). */
export type Measurement = { timestamp: Date | string; datum: { type: string; datum?: unknown } }

/** Measurements of one metric as a single series; non-numeric data are left out. */
export function measurementData(
  items: Measurement[],
  label: string,
  fallbackStep = 3600,
): ChartData {
  const points = items
    .map((m) => ({
      t: Math.round(new Date(m.timestamp).getTime() / 1000),
      v:
        typeof m.datum?.datum === 'number' && Number.isFinite(m.datum.datum) ? m.datum.datum : null,
    }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t)
  const times = points.map((p) => p.t)
  return {
    times,
    series: [{ label, values: points.map((p) => p.v) }],
    stepSeconds: stepOf(times, fallbackStep),
  }
}
