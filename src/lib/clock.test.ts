import { describe, expect, it } from 'vitest'
import { formatAxisTime, formatClock, formatInstant, formatMinute, parseMinute } from './clock'

describe('the one clock format', () => {
  const d = new Date(2026, 10, 27, 17, 9, 43, 7)
  it('is 24-hour, local', () => {
    expect(formatClock(d)).toBe('17:09:43')
    expect(formatMinute(d)).toBe('2026-11-27 17:09')
    expect(formatInstant(d)).toBe('2026-11-27 17:09:43.007')
    expect(formatMinute(null)).toBe('')
  })
  it('reads back what it writes, with a T or seconds too', () => {
    expect(parseMinute('2026-11-27 17:09')).toEqual(new Date(2026, 10, 27, 17, 9))
    expect(parseMinute('2026-11-27T17:09')).toEqual(new Date(2026, 10, 27, 17, 9))
    expect(parseMinute(' 2026-11-27 7:09:30 ')).toEqual(new Date(2026, 10, 27, 7, 9, 30))
    expect(parseMinute(formatMinute(d))).toEqual(new Date(2026, 10, 27, 17, 9))
  })
  it('refuses what is not a time', () => {
    for (const t of ['', '11/27/2026, 05:09 PM', '2026-02-30 10:00', '2026-11-27 25:00', 'now'])
      expect(parseMinute(t)).toBeNull()
  })
  it('labels chart ticks in 24 hours, days by their date', () => {
    const at = (h: number, m = 0, s = 0) => new Date(2026, 10, 27, h, m, s).getTime() / 1000
    expect(formatAxisTime(at(16, 15), 900)).toBe('16:15')
    expect(formatAxisTime(at(16, 15, 30), 30)).toBe('16:15:30')
    expect(formatAxisTime(at(0), 3600)).toBe('Nov 27')
    expect(formatAxisTime(at(12), 86_400)).toBe('Nov 27')
  })
})
