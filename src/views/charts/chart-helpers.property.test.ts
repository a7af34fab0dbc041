// Properties of the chart helpers: legend and tick formatting of any number in any unit, and
// series built from any query result (missing fields, fewer values than times, empty series)
// and any measurements, without a throw and without a point uPlot cannot place.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { OxqlQueryResult } from '@/api/generated/schemas'
import { formatTick, legendFormat, type ChartUnit } from './chart-units'
import { yTicks } from './chart-scale'
import { byName, isEmpty, lastSampleIndex, measurementData, toChartData, valueAt } from './series'

const units: ChartUnit[] = ['bytes', 'bytes/s', 'percent', 'count', 'count/s', 'vCPU']
const anyNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, -1, 0, 2 ** 53 + 2, 2 ** 64, -(2 ** 63)),
)
const garbage = /NaN|undefined|Infinity/

describe('chart unit formatting is total', () => {
  it('any number, any unit', () => {
    fc.assert(
      fc.property(fc.option(anyNumber, { nil: null }), fc.constantFrom(...units), (n, unit) => {
        const one = { times: [0], stepSeconds: 60, series: [{ label: 'a', values: [n] }] }
        expect(legendFormat(one, unit)(n)).not.toMatch(garbage)
        const ticks = yTicks(n ?? NaN, unit)
        expect(ticks.every(Number.isFinite)).toBe(true)
        expect(ticks.length).toBeLessThanOrEqual(12)
        if (n !== null && Number.isFinite(n) && n > 0)
          expect(ticks.at(-1)!).toBeGreaterThanOrEqual(n)
        if (n !== null && Number.isFinite(n)) expect(formatTick(n, unit)).not.toMatch(garbage)
        expect(() => formatTick(n ?? NaN, unit)).not.toThrow()
      }),
    )
  })
})

const isoOrJunk = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('not a date', '', '9999-12-31T23:59:59.999999999Z'),
)
const fieldValue = fc.record({ type: fc.constant('string'), value: fc.string() })
const timeseries = fc.record(
  {
    fields: fc.dictionary(fc.constantFrom('sledId', 'diskId', 'state', 'x'), fieldValue),
    points: fc.record({
      timestamps: fc.array(isoOrJunk, { maxLength: 8 }),
      values: fc.array(
        fc.record({
          metricType: fc.constantFrom('gauge', 'delta', 'cumulative'),
          values: fc.oneof(
            fc.record({
              type: fc.constantFrom('integer', 'double'),
              values: fc.array(fc.option(anyNumber, { nil: null }), { maxLength: 10 }),
            }),
            fc.record({ type: fc.constant('string'), values: fc.array(fc.string()) }),
          ),
        }),
        { maxLength: 2 },
      ),
    }),
  },
  { requiredKeys: ['points'] },
)
const result = fc.record({
  tables: fc.array(
    fc.record({ name: fc.string(), timeseries: fc.array(timeseries, { maxLength: 4 }) }),
    {
      maxLength: 3,
    },
  ),
})

describe('series from any query result', () => {
  it('a time axis of finite ascending seconds, a value or null per time, per series', () => {
    fc.assert(
      fc.property(result, anyNumber, (r, step) => {
        const d = toChartData(r as unknown as OxqlQueryResult, {
          // Grouped by a field some series lack, as another platform's data may be.
          label: byName('sledId', new Map()),
          transform: (v, s) => v / s,
          fallbackStep: Number.isFinite(step) && step > 0 ? step : 60,
        })
        for (const [i, t] of d.times.entries()) {
          expect(Number.isFinite(t)).toBe(true)
          if (i > 0) expect(t).toBeGreaterThan(d.times[i - 1] ?? -Infinity)
        }
        for (const s of d.series) {
          expect(s.values).toHaveLength(d.times.length)
          for (const v of s.values) expect(v === null || Number.isFinite(v)).toBe(true)
          expect(s.label).not.toBe('')
          expect(() => valueAt(s.values, null)).not.toThrow()
        }
        expect(lastSampleIndex(d)).toBeLessThan(d.times.length)
        expect(typeof isEmpty(d)).toBe('boolean')
      }),
    )
  })

  it('measurements with any datum and time', () => {
    const datum = fc.oneof(
      fc.record({ type: fc.constant('i64'), datum: anyNumber }),
      fc.record({ type: fc.constant('bool'), datum: fc.boolean() }),
      fc.record({ type: fc.constant('missing') }),
    )
    fc.assert(
      fc.property(fc.array(fc.record({ timestamp: isoOrJunk, datum })), (items) => {
        const d = measurementData(items, 'label')
        expect(d.series[0]?.values).toHaveLength(d.times.length)
        for (const t of d.times) expect(Number.isFinite(t)).toBe(true)
        for (const v of d.series[0]?.values ?? [])
          expect(v === null || Number.isFinite(v)).toBe(true)
      }),
    )
  })

  it('names a series that lacks the grouped-by field instead of leaving it blank', () => {
    expect(byName('sledId', new Map())({})).toBe('(no sledId)')
  })
})
