// Properties of every formatting helper: total over its input (negative, zero, NaN, infinities,
// values over capacity, numbers past 2^53, bigints, invalid and extreme dates), and truthful
// (a dash for what cannot be stated, never `NaN`, `undefined` or a thrown error).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bytesParts,
  filledCells,
  formatBytes,
  formatCpu,
  formatDateTime,
  formatMemory,
  formatNumber,
  formatRelativeTime,
  formatShare,
  NO_VALUE,
  usageShare,
} from './format'

/** Any number a platform (or a bug) could hand a formatter, with the awkward ones often. */
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    0,
    -0,
    -1,
    NaN,
    Infinity,
    -Infinity,
    2 ** 53 + 2,
    2 ** 63,
    2 ** 64,
    -(2 ** 63),
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -231471110,
    -3316074402,
  ),
)
const anyDate = fc.oneof(
  fc.date(),
  fc.date({ noInvalidDate: true }),
  fc.constant(new Date(NaN)),
  fc.constant(new Date(-8.64e15)),
  fc.constant(new Date(8.64e15)),
)

/** What no formatter may ever show. */
const garbage = /NaN|undefined|null|\[object/

const shows = (s: string) => {
  expect(typeof s).toBe('string')
  expect(s).not.toMatch(garbage)
  expect(s.length).toBeGreaterThan(0)
}

describe('formatters are total', () => {
  it('bytes: a value and a known unit for any number; a dash for what is not one', () => {
    fc.assert(
      fc.property(anyNumber, (n) => {
        const p = bytesParts(n)
        expect(['B', 'KiB', 'MiB', 'GiB', 'TiB']).toContain(p.unit)
        shows(p.value)
        shows(formatBytes(n))
        shows(formatMemory(n))
        if (!Number.isFinite(n)) expect(p.value).toBe(NO_VALUE)
        else expect(p.value).not.toBe(NO_VALUE)
      }),
    )
  })

  it('bytes keep the sign: a negative size reads negative, never as a positive one', () => {
    fc.assert(
      fc.property(fc.double({ max: -1, noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(formatBytes(n).startsWith('-')).toBe(true)
      }),
    )
  })

  it('numbers and counts: any number or bigint, including past 2^53 and 2^64', () => {
    fc.assert(
      fc.property(fc.oneof(anyNumber, fc.bigInt()), (n) => {
        shows(formatNumber(n))
      }),
    )
    fc.assert(
      fc.property(anyNumber, (n) => {
        shows(formatCpu(n))
      }),
    )
    expect(formatNumber(2n ** 128n)).toBe('3.4E38')
    expect(formatNumber(NaN)).toBe(NO_VALUE)
  })

  it('dates and durations: any date, including invalid ones and the ends of the range', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (date, now) => {
        shows(formatDateTime(date))
        shows(formatRelativeTime(date, now))
        if (Number.isNaN(date.getTime())) {
          expect(formatDateTime(date)).toBe(NO_VALUE)
          expect(formatRelativeTime(date, now)).toBe(NO_VALUE)
        }
      }),
    )
  })
})

describe('usage shares are total and truthful', () => {
  it('over 100% when used exceeds capacity, below 0% when negative, a dash without capacity', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (used, capacity) => {
        const share = usageShare(used, capacity)
        const text = formatShare(share)
        shows(text)
        if (share === undefined) expect(text).toBe(NO_VALUE)
        else if (share > 100) expect(text).toBe('>100%')
        else if (share < 0) expect(text).toBe('<0%')
        else expect(text).toMatch(/^\d+(\.\d)?%$/)
        // Clearly over capacity never reads as within it (nor as a clamped 100%).
        if (capacity > 0 && Number.isFinite(capacity) && used > capacity * 1.01 && used < Infinity)
          expect(text).toBe('>100%')
      }),
    )
  })

  it('fills a whole number of cells within the bar, whatever the share', () => {
    fc.assert(
      fc.property(
        fc.option(anyNumber, { nil: undefined }),
        fc.integer({ min: -5, max: 80 }),
        (share, cells) => {
          const n = filledCells(share, cells)
          expect(Number.isInteger(n)).toBe(true)
          expect(n).toBeGreaterThanOrEqual(0)
          expect(n).toBeLessThanOrEqual(Math.max(0, cells))
          // What the usage bar does with it must not throw.
          expect(() => '█'.repeat(n) + '·'.repeat(Math.max(0, cells) - n)).not.toThrow()
        },
      ),
    )
  })

  it.each([
    [50, 100, '50%'],
    [5, 100, '5.0%'],
    [101, 100, '>100%'],
    [2 ** 63, 2 ** 62, '>100%'],
    [-1, 100, '<0%'],
    [1, 0, NO_VALUE],
    [1, -5, NO_VALUE],
    [NaN, 100, NO_VALUE],
  ])('%d of %d reads %s', (used, capacity, text) => {
    expect(formatShare(usageShare(used, capacity))).toBe(text)
  })
})

describe('the numbers written by hand are the ones Intl writes', () => {
  // What format.ts wrote with Intl before it wrote ordinary numbers itself (it still asks Intl
  // for compact and scientific notation): the oracle for every number it now writes.
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options)
  const grouped = intl({})
  const compact = intl({ notation: 'compact', maximumFractionDigits: 1 })
  const scientific = intl({ notation: 'scientific', maximumFractionDigits: 1 })
  const decimals = intl({ maximumFractionDigits: 2 })
  const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' })
  const byIntl = (n: number | bigint) => {
    if (typeof n === 'number' && !Number.isFinite(n)) return NO_VALUE
    const abs = Math.abs(Number(n))
    if (abs >= 1e15) return scientific.format(n)
    return abs >= 1e6 ? compact.format(n) : grouped.format(n)
  }
  // Numbers with few decimal digits, where halves to round are common (1.005, 2.675, 0.125).
  const decimal = fc
    .tuple(fc.integer({ min: -2e9, max: 2e9 }), fc.integer({ min: 0, max: 9 }))
    .map(([m, e]) => m / 10 ** e)
  const number = fc.oneof(anyNumber, decimal, fc.double({ min: -1e7, max: 1e7, noNaN: true }))

  it('formatNumber: any number or bigint', () => {
    fc.assert(
      fc.property(fc.oneof(number, fc.bigInt()), (n) => {
        expect(formatNumber(n)).toBe(byIntl(n))
      }),
      { numRuns: 3000 },
    )
    for (const n of [1.0005, 999.9995, 999_999.9996, 0.0005, -0.0004, 1e-7, 1e21, 2.675, 1.005])
      expect(formatNumber(n), String(n)).toBe(byIntl(n))
  })

  it('bytes: the value with at most two fraction digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          number,
          decimal.map((x) => x * 1024 ** 3),
        ),
        (n) => {
          fc.pre(Number.isFinite(n))
          let value = n
          for (let i = 0; i < 4 && Math.abs(value) >= 1024; i++) value /= 1024
          expect(bytesParts(n).value).toBe(decimals.format(value))
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('relative times: every unit, both directions, one and many', () => {
    const now = new Date(Date.UTC(2026, 10, 27))
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (seconds) => {
        const shown = formatRelativeTime(new Date(now.getTime() + seconds * 1000), now)
        let value = seconds
        let unit: Intl.RelativeTimeFormatUnit = 'year'
        for (const [u, size] of [
          ['second', 60],
          ['minute', 60],
          ['hour', 24],
          ['day', 30],
          ['month', 12],
        ] as const) {
          if (Math.abs(value) < size) {
            unit = u
            break
          }
          value /= size
        }
        const expected =
          Math.abs(seconds) < 10 ? 'just now' : relative.format(Math.trunc(value), unit)
        expect(shown).toBe(expected)
      }),
      { numRuns: 3000 },
    )
  })
})
