import { describe, expect, it } from 'vitest'
import { formatTick, formatValue } from './chart-units'

describe('chart units', () => {
  it('formats bytes in 1024 steps', () => {
    expect(formatValue(512, 'bytes')).toBe('512 B')
    expect(formatValue(1536, 'bytes')).toBe('1.5 KiB')
    expect(formatValue(5 * 1024 ** 2, 'bytes/s')).toBe('5 MiB/s')
    expect(formatValue(3 * 1024 ** 3, 'bytes')).toBe('3 GiB')
    expect(formatValue(1000, 'bytes')).toBe('1,000 B')
  })

  it('formats percentages, rates and counts', () => {
    expect(formatValue(42.345, 'percent')).toBe('42.3%')
    expect(formatValue(1204.567, 'count/s')).toBe('1,204.57/s')
    expect(formatValue(2_500_000, 'count/s')).toBe('2.5M/s')
    expect(formatValue(7, 'count')).toBe('7')
  })

  it('shows a dash for a missing sample', () => {
    expect(formatValue(null, 'bytes')).toBe('–')
    expect(formatValue(undefined, 'percent')).toBe('–')
    expect(formatValue(Number.NaN, 'count')).toBe('–')
  })

  it('keeps axis ticks short', () => {
    expect(formatTick(1.5 * 1024 ** 2 + 123, 'bytes/s')).toBe('1.5 MiB/s')
    expect(formatTick(12.345, 'percent')).toBe('12.3%')
    expect(formatTick(3_400_000, 'count')).toBe('3.4M')
    expect(formatTick(12.25, 'count/s')).toBe('12.3/s')
  })
})
