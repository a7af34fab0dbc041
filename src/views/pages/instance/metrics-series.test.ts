import { describe, expect, it } from 'vitest'
import type { OxqlQueryResult } from '@/api/generated/schemas'
import { seriesLabel, seriesRows, sparkline } from './metrics-series'

const result = {
  tables: [
    {
      name: 'virtual_disk:reads',
      timeseries: [
        {
          fields: {
            attachedInstanceId: { type: 'uuid', value: '11111111-2222-3333-4444-555555555555' },
            diskId: { type: 'uuid', value: 'abcdef01-2222-3333-4444-555555555555' },
          },
          points: {
            timestamps: ['2024-01-01T00:00:00Z', '2024-01-01T00:01:00Z', '2024-01-01T00:02:00Z'],
            values: [{ metricType: 'delta', values: { type: 'integer', values: [4, null, 10] } }],
          },
        },
      ],
    },
  ],
} as unknown as OxqlQueryResult

describe('metrics series', () => {
  it('labels a series by its fields, leaving out the filtered one and shortening ids', () => {
    const fields = result.tables[0]!.timeseries[0]!.fields as never
    expect(seriesLabel(fields, 'attachedInstanceId')).toBe('diskId=abcdef01')
    expect(seriesLabel({}, '')).toBe('all')
  })

  it('summarises the samples, skipping missing ones', () => {
    const [row] = seriesRows(result, 'attachedInstanceId')
    expect(row).toMatchObject({ samples: [4, 10], last: 10, min: 4, max: 10, mean: 7 })
    expect(row?.timestamps).toHaveLength(3)
  })

  it('draws a sparkline scaled between the lowest and highest sample', () => {
    expect(sparkline([0, 7, 14])).toBe('▁▅█')
    expect(sparkline([3, 3])).toBe('▁▁')
    expect(sparkline([])).toBe('')
  })
})
