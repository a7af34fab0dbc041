import { describe, expect, it } from 'vitest'
import type { TimeseriesSchema } from '@/api/generated/schemas'
import { schemaChart } from './schema-chart'

const schema = (datumType: string, units: string) =>
  ({
    timeseriesName: 'a:b',
    datumType,
    units,
    description: { target: 'A thing', metric: 'Bytes it wrote' },
  }) as unknown as TimeseriesSchema

describe('a chart from a timeseries schema', () => {
  it('draws counters as rates in their units', () => {
    expect(schemaChart(schema('cumulative_u64', 'bytes'))).toMatchObject({ unit: 'bytes/s' })
    expect(schemaChart(schema('cumulative_u64', 'nanoseconds'))).toMatchObject({ unit: 'percent' })
    expect(schemaChart(schema('cumulative_f64', 'count'))).toMatchObject({ unit: 'count/s' })
  })

  it('draws gauges as they are', () => {
    expect(schemaChart(schema('f64', 'bytes'))).toMatchObject({
      unit: 'bytes',
      title: 'Bytes it wrote',
    })
    expect(schemaChart(schema('u8', 'degrees_celsius'))).toMatchObject({ unit: 'count' })
  })

  it('says why histograms and strings get no chart', () => {
    expect(schemaChart(schema('histogram_u64', 'nanoseconds'))).toBe(
      'a:b holds histograms (histogram_u64), which are not drawn as lines.',
    )
    expect(schemaChart(schema('string', 'none'))).toMatch(/string values/)
  })
})
