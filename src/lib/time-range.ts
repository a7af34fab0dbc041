// The time range of the metrics pages, kept in the URL query: `?range=1h|1d|1w` for the last
// hour, day or week (the default is the last hour), or `?start=...&end=...` (ISO) for a custom
// range. Each range has an alignment window that keeps charts near 60-300 points.
import { parseMinute } from '@/lib/clock'
import { formatDateTime } from '@/lib/format'

export type Preset = '1h' | '1d' | '1w'

export type TimeRange =
  { kind: 'preset'; preset: Preset } | { kind: 'custom'; start: Date; end: Date }

export const PRESETS: { value: Preset; label: string; ms: number }[] = [
  { value: '1h', label: 'last hour', ms: 3_600_000 },
  { value: '1d', label: 'last day', ms: 86_400_000 },
  { value: '1w', label: 'last week', ms: 7 * 86_400_000 },
]

const DEFAULT_PRESET: Preset = '1h'
export const DEFAULT_RANGE: TimeRange = { kind: 'preset', preset: DEFAULT_PRESET }

const isPreset = (s: string | null): s is Preset => PRESETS.some((p) => p.value === s)

/** Reads the range from a query string; anything unreadable falls back to the last hour. */
export function parseRange(search: string): TimeRange {
  const q = new URLSearchParams(search)
  const start = q.get('start')
  const end = q.get('end')
  if (start && end) {
    const s = new Date(start)
    const e = new Date(end)
    if (!Number.isNaN(s.getTime()) && !Number.isNaN(e.getTime()) && s < e)
      return { kind: 'custom', start: s, end: e }
  }
  const range = q.get('range')
  return isPreset(range) ? { kind: 'preset', preset: range } : DEFAULT_RANGE
}

/** The query string for a range, keeping other parameters of `search`. */
export function rangeSearch(range: TimeRange, search = ''): string {
  const q = new URLSearchParams(search)
  q.delete('range')
  q.delete('start')
  q.delete('end')
  if (range.kind === 'custom') {
    q.set('start', range.start.toISOString())
    q.set('end', range.end.toISOString())
  } else if (range.preset !== DEFAULT_PRESET) {
    q.set('range', range.preset)
  }
  const s = q.toString()
  return s ? `?${s}` : ''
}

/** The range's length in milliseconds. */
export function rangeMs(range: TimeRange): number {
  if (range.kind === 'custom') return range.end.getTime() - range.start.getTime()
  return PRESETS.find((p) => p.value === range.preset)?.ms ?? 3_600_000
}

const WINDOWS_S = [60, 300, 600, 1800, 3600, 3 * 3600, 6 * 3600, 86_400]
const MAX_POINTS = 300

/** Alignment window in seconds: the smallest of the usual windows giving at most 300 points. */
export function alignSeconds(range: TimeRange): number {
  const seconds = rangeMs(range) / 1000
  return WINDOWS_S.find((w) => seconds / w <= MAX_POINTS) ?? 86_400
}

export function rangeLabel(range: TimeRange): string {
  if (range.kind === 'preset') return PRESETS.find((p) => p.value === range.preset)?.label ?? ''
  return `${formatDateTime(range.start)} to ${formatDateTime(range.end)}`
}

/**
 * The custom range typed in the two inputs, or the reason it can't be used. Values are local
 * times as the console writes them (lib/clock.ts): `2026-11-27 17:09`.
 */
export function customRange(start: string, end: string): TimeRange | string {
  if (!start.trim() || !end.trim()) return 'Enter both a start and an end'
  const s = parseMinute(start)
  const e = parseMinute(end)
  if (!s || !e) return 'Not a valid date and time: type it as YYYY-MM-DD HH:MM (24-hour)'
  if (s >= e) return 'The start must be before the end'
  return { kind: 'custom', start: s, end: e }
}
