// Units of chart values and their formatting: bytes in 1024 steps (section 9), percentages,
// per-second rates and plain counts. Axis ticks use a shorter form than the legend.
import { bytesParts, formatNumber, NO_VALUE } from '@/lib/format'
import type { ChartData } from './series'

export type ChartUnit = 'bytes' | 'bytes/s' | 'percent' | 'count' | 'count/s' | 'vCPU'

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** A short axis tick: one decimal at most, the same units. */
export function formatTick(n: number, unit: ChartUnit): string {
  if (!Number.isFinite(n)) return NO_VALUE
  if (unit === 'bytes' || unit === 'bytes/s') {
    const p = bytesParts(n)
    const parsed = Number(p.value.replace(/,/g, ''))
    const v = Number.isFinite(parsed) ? oneDecimal.format(parsed) : p.value
    return `${v} ${p.unit}${unit === 'bytes/s' ? '/s' : ''}`
  }
  if (unit === 'percent') return `${oneDecimal.format(n)}%`
  const v = Math.abs(n) >= 1_000_000 ? formatNumber(n) : oneDecimal.format(n)
  return unit === 'count/s' ? `${v}/s` : v
}

const LEGEND_BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const
const COUNT_STEPS: [number, string][] = [
  [1e6, 'M'],
  [1e9, 'B'],
  [1e12, 'T'],
]

/** The largest magnitude a chart's legend can show: any sample, and the total at any time. */
function largest(data: ChartData, withTotal: boolean) {
  let max = 0
  let integers = true
  for (let i = 0; i < data.times.length; i++) {
    let sum = 0
    for (const s of data.series) {
      const v = s.values[i]
      if (v == null || !Number.isFinite(v)) continue
      max = Math.max(max, Math.abs(v))
      integers &&= Number.isInteger(v)
      sum += v
    }
    if (withTotal) max = Math.max(max, Math.abs(sum))
  }
  return { max, integers }
}

/**
 * The legend's formatter for one chart: one unit (bytes: the unit of the largest value) and one
 * precision for every value in it, so they compare down the column (`72.0%` beside `35.1%`,
 * never `72%`): percentages to a tenth, whole numbers as they are, others to a precision that
 * keeps about three figures of the largest value.
 */
export function legendFormat(
  data: ChartData,
  unit: ChartUnit,
  withTotal = false,
): (n: number | null | undefined) => string {
  const { max, integers } = largest(data, withTotal)
  const bytes = unit === 'bytes' || unit === 'bytes/s'
  let p = 0
  while (bytes && max / 1024 ** p >= 1024 && p < LEGEND_BYTE_UNITS.length - 1) p++
  const scale = bytes ? 1024 ** p : 1
  const shown = max / scale
  // Millions and up in one short unit for the whole legend (2.5M beside 0.0M, never 1.0K).
  const big = !bytes && unit !== 'percent' ? COUNT_STEPS.findLast(([at]) => shown >= at) : undefined
  const scaled = big ? shown / big[0] : shown
  const digits =
    unit === 'percent' || big
      ? 1
      : integers && !bytes
        ? 0
        : scaled >= 100
          ? 0
          : scaled >= 10
            ? 1
            : 2
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  const divide = bytes ? scale : (big?.[0] ?? 1)
  const suffix = bytes
    ? ` ${LEGEND_BYTE_UNITS[p]}${unit === 'bytes/s' ? '/s' : ''}`
    : `${big?.[1] ?? ''}${{ percent: '%', 'count/s': '/s', vCPU: ' vCPU', count: '' }[unit as string] ?? ''}`
  return (n) =>
    n == null || !Number.isFinite(n) ? NO_VALUE : `${number.format(n / divide)}${suffix}`
}
