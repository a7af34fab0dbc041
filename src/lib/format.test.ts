import { describe, expect, it } from 'vitest'
import {
  bytesParts,
  formatAddressCount,
  formatBytes,
  formatCpu,
  formatDateTime,
  formatMemory,
  formatNumber,
  formatRelativeTime,
} from './format'

const KiB = 1024
const GiB = 1024 ** 3
const TiB = 1024 ** 4

describe('bytes', () => {
  it.each([
    [0, '0', 'B'],
    [1023, '1,023', 'B'],
    [1024, '1', 'KiB'],
    [1536, '1.5', 'KiB'],
    [10 * 1024 ** 2, '10', 'MiB'],
    [8 * GiB, '8', 'GiB'],
    [1.25 * TiB, '1.25', 'TiB'],
    [2048 * TiB, '2,048', 'TiB'],
    [GiB + 1, '1', 'GiB'],
    [KiB * 1.333, '1.33', 'KiB'],
  ])('%d -> %s %s', (n, value, unit) => {
    expect(bytesParts(n)).toEqual({ value, unit })
    expect(formatBytes(n)).toBe(`${value} ${unit}`)
  })

  it('memory and CPU', () => {
    expect(formatMemory(16 * GiB)).toBe('16 GiB')
    expect(formatCpu(1)).toBe('1 vCPU')
    expect(formatCpu(64)).toBe('64 vCPUs')
  })
})

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12_345, '12,345'],
    [999_999, '999,999'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
    [3_400_000_000, '3.4B'],
    [-2_000_000, '-2M'],
  ])('%d -> %s', (n, shown) => expect(formatNumber(n)).toBe(shown))

  it('handles bigints beyond double precision', () => {
    expect(formatNumber(999_999n)).toBe('999,999')
    expect(formatNumber(2n ** 64n)).toBe('1.8E19')
    expect(formatNumber(2n ** 128n)).toBe('3.4E38')
    expect(formatNumber(999_000_000_000_000)).toBe('999T')
    expect(formatNumber(5_000_000n)).toBe('5M')
  })
})

describe('formatRelativeTime', () => {
  const now = new Date('2024-06-01T12:00:00Z')
  const ago = (s: number) => new Date(now.getTime() - s * 1000)
  it.each([
    [0, 'just now'],
    [9, 'just now'],
    [-9, 'just now'],
    [30, '30 seconds ago'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [2 * 86400, '2 days ago'],
    [65 * 86400, '2 months ago'],
    [800 * 86400, '2 years ago'],
    [-3 * 3600, 'in 3 hours'],
  ])('%d s ago -> %s', (s, shown) => expect(formatRelativeTime(ago(s), now)).toBe(shown))
})

describe('formatDateTime', () => {
  it('uses local time, month name and a 24-hour clock', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 13, 4))).toBe('Jan 5, 2024, 13:04')
    expect(formatDateTime(new Date(2023, 11, 31, 0, 0))).toBe('Dec 31, 2023, 00:00')
  })
})

describe('formatAddressCount', () => {
  it('is exact for an IPv4-sized pool, approximate past 2^53 addresses', () => {
    expect(formatAddressCount(254, 256)).toBe('254')
    expect(formatAddressCount(0, 2 ** 64)).toBe('~0')
    expect(formatAddressCount(4.7e21, 2 ** 80)).toBe('~4.7E21')
  })
})
