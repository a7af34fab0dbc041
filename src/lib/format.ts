// Display formatting. Output is fixed to en-US so tables line up the same for every user and
// tests don't depend on the machine's locale.
import { COMPACT_NUMBER_FROM, UNIT_STEP } from './constants'

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const
export type ByteUnit = (typeof BYTE_UNITS)[number]

/**
 * What a formatter shows for a value it cannot state (NaN, an infinity, an invalid date): a
 * dash, never `NaN` and never a thrown error. Formatters here are total: any number in, a string
 * out, because the platform (or a newer one) may send what this console never expected.
 */
export const NO_VALUE = '–'

// The formatters below write en-US numbers themselves, as Intl.NumberFormat('en-US') writes
// them (format.property.test.ts compares the two), and reach for Intl only where they must
// (compact and scientific notation). A page's first Intl formatter loads the browser's locale
// data: measured in Chromium on this machine, 19-31 ms for the first Intl.NumberFormat (or
// RelativeTimeFormat) of a page, about 0.1 ms for any after it. Every list page drew its first
// row behind that cost; now a page whose numbers are ordinary never pays it.

/** Thousands separators in a string of digits: `1234567` -> `1,234,567`. */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',')

/**
 * `abs` (a finite number, not negative) in en-US with at most `maxFraction` fraction digits,
 * rounded half away from zero on its shortest decimal form, as Intl rounds; undefined when that
 * form has an exponent (from 1e21, and below 1e-6), which Intl then formats.
 */
function plainDigits(abs: number, maxFraction: number): string | undefined {
  const text = String(abs)
  if (text.includes('e')) return undefined
  const [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length <= maxFraction) return fraction ? `${group(whole)}.${fraction}` : group(whole)
  let digits = whole + fraction.slice(0, maxFraction)
  if ((fraction[maxFraction] ?? '0') >= '5') {
    // Add one in the last kept place, carrying to the left.
    const out = digits.split('')
    let i = out.length - 1
    for (; i >= 0; i--) {
      if (out[i] === '9') out[i] = '0'
      else {
        out[i] = String(Number(out[i]) + 1)
        break
      }
    }
    digits = (i < 0 ? '1' : '') + out.join('')
  }
  const cut = digits.length - maxFraction
  const kept = digits.slice(cut).replace(/0+$/, '')
  const int = group(digits.slice(0, cut).replace(/^0+(?=\d)/, '') || '0')
  return kept ? `${int}.${kept}` : int
}

/** The sign Intl writes: a minus for any negative number, -0 included. */
const sign = (n: number) => (n < 0 || Object.is(n, -0) ? '-' : '')

/** A formatter built the first time it is needed (see above). */
function lazyFormat(options: Intl.NumberFormatOptions) {
  let format: Intl.NumberFormat | undefined
  return (n: number | bigint) => (format ??= new Intl.NumberFormat('en-US', options)).format(n)
}

const intlDecimals = lazyFormat({ maximumFractionDigits: 2 })
const intlGrouped = lazyFormat({})
const compact = lazyFormat({ notation: 'compact', maximumFractionDigits: 1 })
const scientific = lazyFormat({ notation: 'scientific', maximumFractionDigits: 1 })

/** A number with at most two fraction digits and thousands separators: `1,536.25`. */
const decimals = (n: number) => {
  const digits = plainDigits(Math.abs(n), 2)
  return digits === undefined ? intlDecimals(n) : sign(n) + digits
}

/**
 * A byte count split into a number and a 1024-step unit, so views can dim the unit:
 * `bytesParts(1536)` -> `{ value: '1.5', unit: 'KiB' }`. TiB is the largest unit.
 */
export function bytesParts(n: number): { value: string; unit: ByteUnit } {
  if (!Number.isFinite(n)) return { value: NO_VALUE, unit: 'B' }
  let value = n
  let i = 0
  while (Math.abs(value) >= UNIT_STEP && i < BYTE_UNITS.length - 1) {
    value /= UNIT_STEP
    i++
  }
  return { value: decimals(value), unit: BYTE_UNITS[i] ?? 'B' }
}

/** `formatBytes(8 * 1024 ** 3)` -> `8 GiB`. */
export function formatBytes(n: number): string {
  const { value, unit } = bytesParts(n)
  return `${value} ${unit}`
}

// Compact notation stops at trillions (`18,446,744.1T` for 2^64); past that, IPv6 pool sizes
// read better as powers of ten.
const SCIENTIFIC_FROM = 1e15

/** Digits with separators and up to three fraction digits, as Intl's default: `1,234.568`. */
function grouped(n: number | bigint): string {
  if (typeof n === 'bigint') return (n < 0n ? '-' : '') + group(String(n < 0n ? -n : n))
  const digits = plainDigits(Math.abs(n), 3)
  return digits === undefined ? intlGrouped(n) : sign(n) + digits
}

/**
 * Digits with thousands separators, switching to compact form (`1.2M`) from 1,000,000 upward
 * (section 9). Accepts bigints: IPv6 pool capacities overflow a double's exact range.
 */
export function formatNumber(n: number | bigint): string {
  if (typeof n === 'number' && !Number.isFinite(n)) return NO_VALUE
  const abs = Math.abs(Number(n))
  if (abs >= SCIENTIFIC_FROM) return scientific(n)
  return abs >= COMPACT_NUMBER_FROM ? compact(n) : grouped(n)
}

const STEPS: [unit: string, size: number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
]

/** As Intl.RelativeTimeFormat('en-US', { numeric: 'always' }) says it: `5 minutes ago`. */
function relative(value: number, unit: string): string {
  const abs = Math.abs(value)
  const amount = `${grouped(abs)} ${unit}${abs === 1 ? '' : 's'}`
  return value < 0 || Object.is(value, -0) ? `${amount} ago` : `in ${amount}`
}

/** `5 minutes ago`, `in 3 hours`; under ten seconds either way is `just now`. */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  if (!isValidDate(date) || !isValidDate(now)) return NO_VALUE
  let value = (date.getTime() - now.getTime()) / 1000
  if (Math.abs(value) < 10) return 'just now'
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative(Math.trunc(value), unit)
    value /= size
  }
  return relative(Math.trunc(value), 'year')
}

/** A Date that holds a time (not `Invalid Date`, not something else posing as one). */
export const isValidDate = (d: unknown): d is Date =>
  d instanceof Date && Number.isFinite(d.getTime())

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pad = (n: number) => String(n).padStart(2, '0')

/** Local date and 24-hour time: `Jan 5, 2024, 13:04`. */
export function formatDateTime(date: Date): string {
  if (!isValidDate(date)) return NO_VALUE
  const month = MONTHS[date.getMonth()] ?? ''
  return `${month} ${date.getDate()}, ${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** `1 vCPU`, `16 vCPUs`; past a million, compact (`9.2E18 vCPUs`) like any count. */
export const formatCpu = (ncpus: number) =>
  Number.isFinite(ncpus) ? `${formatNumber(ncpus)} vCPU${ncpus === 1 ? '' : 's'}` : NO_VALUE

/** Instance memory, given in bytes as the API reports it: `8 GiB`. */
export const formatMemory = (bytes: number) => formatBytes(bytes)

/**
 * Share of capacity used, in percent: over 100 when a used value exceeds its capacity and below
 * 0 when it is negative, as the platform reports them; undefined when there is no capacity to
 * measure against (zero, negative, or not a number).
 */
export function usageShare(used: number, capacity: number): number | undefined {
  if (!Number.isFinite(used) || !Number.isFinite(capacity) || capacity <= 0) return undefined
  // Past the double range (used near 1e308), the share is an infinity: still "over".
  return (used / capacity) * 100
}

/** A share as the usage column reads it: `42%`, `3.5%`, `>100%` when over, `<0%` when negative. */
export function formatShare(share: number | undefined): string {
  if (share === undefined || Number.isNaN(share)) return NO_VALUE
  if (share > 100) return '>100%'
  if (share < 0) return '<0%'
  return `${share.toFixed(share < 10 ? 1 : 0)}%`
}

/** How many of `cells` a text bar fills for a share: always within 0..cells. */
export function filledCells(share: number | undefined, cells: number): number {
  if (share === undefined || Number.isNaN(share) || !(cells > 0)) return 0
  const n = Math.min(cells, Math.max(0, Math.round((share / 100) * cells)))
  return Number.isInteger(n) ? n : Math.floor(n)
}

/**
 * An address count of an IP pool. Past 2^53 addresses (IPv6) the API's doubles are no longer
 * exact, so the count reads as approximate: `~0`, `~4.7E21`.
 */
export function formatAddressCount(n: number, capacity: number): string {
  return capacity > Number.MAX_SAFE_INTEGER ? `~${formatNumber(n)}` : formatNumber(n)
}
