// Units of chart values and their formatting: bytes in 1024 steps (section 9), percentages,
// per-second rates and plain counts. Axis ticks use a shorter form than the legend.
import { bytesParts, formatNumber, NO_VALUE } from '@/lib/format'

export type ChartUnit = 'bytes' | 'bytes/s' | 'percent' | 'count' | 'count/s' | 'vCPU'

const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** Numbers under a million keep up to two decimals; larger ones go compact (`1.2M`). */
const number = (n: number) => (Math.abs(n) >= 1_000_000 ? formatNumber(n) : twoDecimals.format(n))

/** A value with its unit, for the legend: `1.5 MiB/s`, `42.3%`, `1,204.5/s`. */
export function formatValue(n: number | null | undefined, unit: ChartUnit): string {
  if (n == null || !Number.isFinite(n)) return NO_VALUE
  switch (unit) {
    case 'bytes':
    case 'bytes/s': {
      const p = bytesParts(n)
      return `${p.value} ${p.unit}${unit === 'bytes/s' ? '/s' : ''}`
    }
    case 'percent':
      return `${oneDecimal.format(n)}%`
    case 'count/s':
      return `${number(n)}/s`
    case 'vCPU':
      return `${number(n)} vCPU`
    case 'count':
      return number(n)
  }
}

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
