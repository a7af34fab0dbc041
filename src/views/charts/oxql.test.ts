import { describe, expect, it } from 'vitest'
import { buildOxql, oxqlTimestamp } from './oxql'
import { alignSeconds, DEFAULT_RANGE, type TimeRange } from '@/lib/time-range'

const custom: TimeRange = {
  kind: 'custom',
  start: new Date('2025-06-01T10:00:00.250Z'),
  end: new Date('2025-06-01T12:00:00Z'),
}

describe('OxQL building', () => {
  it('writes a relative window, equality filters, the alignment and the grouping', () => {
    expect(
      buildOxql({
        timeseries: 'virtual_disk:reads',
        filters: { attached_instance_id: 'abc', block_size: 4096 },
        range: { kind: 'preset', preset: '1d' },
        groupBy: ['disk_id'],
      }),
    ).toBe(
      'get virtual_disk:reads | filter timestamp > @now() - 1d && attached_instance_id == "abc" && block_size == 4096 | align mean_within(300s) | group_by [disk_id], sum',
    )
  })

  it('writes a custom window as UTC timestamps without a zone, and no group_by unless asked', () => {
    expect(buildOxql({ timeseries: 'a:b', range: custom })).toBe(
      'get a:b | filter timestamp >= @2025-06-01T10:00:00 && timestamp < @2025-06-01T12:00:00 | align mean_within(60s)',
    )
    expect(oxqlTimestamp(new Date('2025-01-02T03:04:05.678Z'))).toBe('2025-01-02T03:04:05')
  })

  it('escapes quotes in string filters', () => {
    expect(buildOxql({ timeseries: 'a:b', filters: { n: 'x"y' }, range: DEFAULT_RANGE })).toContain(
      'n == "x\\"y"',
    )
  })

  it('picks an alignment window that keeps charts under 300 points', () => {
    expect(alignSeconds({ kind: 'preset', preset: '1h' })).toBe(60)
    expect(alignSeconds({ kind: 'preset', preset: '1d' })).toBe(300)
    expect(alignSeconds({ kind: 'preset', preset: '1w' })).toBe(3600)
  })
})
