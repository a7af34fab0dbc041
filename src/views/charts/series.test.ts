import { describe, expect, it } from 'vitest'
import type { OxqlQueryResult } from '@/api/generated/schemas'
import {
  isEmpty,
  lastSampleIndex,
  measurementData,
  nsToPercent,
  perSecond,
  seriesLabel,
  stepOf,
  sumAt,
  toChartData,
  valueAt,
} from './series'

const t = (m: number) => `2025-06-01T00:0${m}:00Z`

// As the app reads it: camelCase keys, timestamps as strings.
const result = {
  tables: [
    {
      name: 'virtual_disk:reads',
      timeseries: [
        {
          fields: { diskId: { type: 'uuid', value: 'bbbbbbbb-2222-3333-4444-555555555555' } },
          points: {
            timestamps: [t(1), t(2), t(3)],
            values: [{ metricType: 'gauge', values: { type: 'double', values: [60, null, 120] } }],
          },
        },
        {
          fields: { diskId: { type: 'uuid', value: 'aaaaaaaa-2222-3333-4444-555555555555' } },
          points: {
            timestamps: [t(2), t(3), t(4)],
            values: [{ metricType: 'gauge', values: { type: 'integer', values: [6, 12, 18] } }],
          },
        },
        {
          fields: { name: { type: 'string', value: 'x' } },
          points: {
            timestamps: [t(1)],
            values: [{ metricType: 'gauge', values: { type: 'string', values: ['no'] } }],
          },
        },
      ],
    },
  ],
} as unknown as OxqlQueryResult

describe('OxQL result to uPlot data', () => {
  it('puts every series on one time axis in seconds, with nulls where a sample is missing', () => {
    const d = toChartData(result)
    const base = Date.parse(t(1)) / 1000
    expect(d.times).toEqual([base, base + 60, base + 120, base + 180])
    expect(d.stepSeconds).toBe(60)
    // sorted by label; the string-valued series is left out
    expect(d.series).toEqual([
      { label: 'diskId=aaaaaaaa', values: [null, 6, 12, 18] },
      { label: 'diskId=bbbbbbbb', values: [60, null, 120, null] },
    ])
  })

  it('turns window amounts into rates and shares of the window', () => {
    const d = toChartData(result, { transform: perSecond, label: (f) => String(f.diskId?.value) })
    expect(d.series[1]?.values).toEqual([1, null, 2, null])
    expect(nsToPercent(30e9, 60)).toBe(50)
  })

  it('labels a series by its fields, leaving out the filtered ones', () => {
    const fields = {
      attachedInstanceId: { type: 'uuid', value: 'x' },
      state: { type: 'string', value: 'run' },
    } as never
    expect(seriesLabel(fields, ['attachedInstanceId'])).toBe('state=run')
    expect(seriesLabel({})).toBe('all')
  })

  it('finds the step as the most common gap', () => {
    expect(stepOf([0, 60, 120, 300, 360], 10)).toBe(60)
    expect(stepOf([5], 10)).toBe(10)
  })

  it('reads the value at the cursor, or the latest sample off the chart', () => {
    expect(valueAt([1, 2, null], 1)).toBe(2)
    expect(valueAt([1, 2, null], 2)).toBeNull()
    expect(valueAt([1, 2, null], null)).toBe(2)
    expect(valueAt([null], null)).toBeNull()
  })

  it('finds the last time any series has a sample', () => {
    expect(lastSampleIndex(toChartData(result))).toBe(3)
    const d = { times: [1, 2, 3], series: [{ label: 'a', values: [1, 2, null] }], stepSeconds: 1 }
    expect(lastSampleIndex(d)).toBe(1)
    expect(lastSampleIndex({ ...d, series: [] })).toBe(-1)
  })

  it('is empty without a single sample', () => {
    expect(isEmpty(toChartData({ tables: [] }))).toBe(true)
    expect(isEmpty(toChartData(result))).toBe(false)
  })
})

describe('provisioning measurements to uPlot data', () => {
  it('sorts by time, keeps numbers and leaves other data out', () => {
    const d = measurementData(
      [
        { timestamp: '2025-06-01T02:00:00Z', datum: { type: 'i64', datum: 8 } },
        { timestamp: new Date('2025-06-01T01:00:00Z'), datum: { type: 'i64', datum: 4 } },
        { timestamp: '2025-06-01T03:00:00Z', datum: { type: 'missing' } },
      ],
      'vCPUs',
    )
    const t0 = Date.parse('2025-06-01T01:00:00Z') / 1000
    expect(d).toEqual({
      times: [t0, t0 + 3600, t0 + 7200],
      series: [{ label: 'vCPUs', values: [4, 8, null] }],
      stepSeconds: 3600,
    })
  })
})

describe('sumAt', () => {
  const data = {
    times: [1, 2, 3],
    stepSeconds: 1,
    series: [
      { label: 'run', values: [50, 60, null] },
      { label: 'idle', values: [40, 35, null] },
      { label: 'waiting', values: [10, null, null] },
    ],
  }

  it('sums the series at the cursor, or at the last time any has a sample', () => {
    expect(sumAt(data, 0)).toBe(100)
    expect(sumAt(data, 1)).toBe(95)
    expect(sumAt(data, null)).toBe(95)
  })

  it('is undefined where no series has a value', () => {
    expect(sumAt(data, 2)).toBeUndefined()
    expect(sumAt({ times: [], stepSeconds: 1, series: [] }, null)).toBeUndefined()
  })
})
