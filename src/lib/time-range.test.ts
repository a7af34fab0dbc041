import { describe, expect, it } from 'vitest'
import { customRange, DEFAULT_RANGE, parseRange, rangeSearch, type TimeRange } from './time-range'

const custom: TimeRange = {
  kind: 'custom',
  start: new Date('2025-06-01T10:00:00.250Z'),
  end: new Date('2025-06-01T12:00:00Z'),
}

describe('time range in the URL', () => {
  it('reads presets and custom ranges, falling back to the last hour', () => {
    expect(parseRange('')).toEqual(DEFAULT_RANGE)
    expect(parseRange('?range=1w')).toEqual({ kind: 'preset', preset: '1w' })
    expect(parseRange('range=2y')).toEqual(DEFAULT_RANGE)
    expect(parseRange('start=2025-06-01T10:00:00.250Z&end=2025-06-01T12:00:00.000Z')).toEqual(
      custom,
    )
    // an inverted custom range is not a range
    expect(parseRange('start=2025-06-02T00:00:00Z&end=2025-06-01T00:00:00Z')).toEqual(DEFAULT_RANGE)
  })

  it('writes the range back, keeping other parameters, and round-trips', () => {
    expect(rangeSearch(DEFAULT_RANGE, '?range=1d')).toBe('')
    expect(rangeSearch({ kind: 'preset', preset: '1d' }, '?x=1')).toBe('?x=1&range=1d')
    const s = rangeSearch(custom, '?range=1w')
    expect(s).not.toContain('range=')
    expect(parseRange(s)).toEqual(custom)
  })

  it('checks a custom range typed in the inputs', () => {
    expect(customRange('', '2025-06-01T10:00')).toBe('Enter both a start and an end')
    expect(customRange('2025-06-01T12:00', '2025-06-01T10:00')).toBe(
      'The start must be before the end',
    )
    const r = customRange('2025-06-01T10:00', '2025-06-01T12:00')
    expect(
      typeof r === 'object' && r.kind === 'custom' && r.end.getTime() - r.start.getTime(),
    ).toBe(7_200_000)
  })
})
