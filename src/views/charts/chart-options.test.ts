// @vitest-environment happy-dom
// The time axis spans the chosen range, not the data's extent (one sample would stretch it over
// years around itself).
import { describe, expect, it } from 'vitest'
import type uPlot from 'uplot'
import { chartOptions } from './chart'

const one = { times: [1_800_000_000], stepSeconds: 60, series: [{ label: 'cpu', values: [4] }] }

describe('chartOptions', () => {
  it('puts the x axis over the chosen range when given', () => {
    const o = chartOptions(one, 'count', 600, 160, () => {}, [1_799_996_400, 1_800_000_000])
    const range = o.scales?.x?.range as (u: uPlot, min: number, max: number) => [number, number]
    expect(range({} as uPlot, 1_800_000_000, 1_800_000_000)).toEqual([1_799_996_400, 1_800_000_000])
  })

  it("leaves the axis to the data's extent without one", () => {
    expect(chartOptions(one, 'count', 600, 160, () => {}).scales?.x?.range).toBeUndefined()
  })

  it('puts the top tick at or above the largest value; percentages have their 100 % line', () => {
    const y = (unit: 'percent' | 'bytes/s' | 'count', max: number) => {
      const o = chartOptions(one, unit, 600, 160, () => {})
      const range = o.scales?.y?.range as (u: uPlot, min: number, max: number) => [number, number]
      const [, top] = range({} as uPlot, 0, max)
      const splits = o.axes?.[1]?.splits as () => number[]
      return { top, ticks: splits() }
    }
    // Lines up to 80 % on a 0-100 axis, labelled 0, 25, 50, 75, 100.
    expect(y('percent', 80)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] })
    expect(y('percent', 0)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] })
    // 2.3 MiB/s under a top label of 3 MiB/s, in whole MiB.
    const bytes = y('bytes/s', 2.3 * 1024 ** 2)
    expect(bytes.ticks.at(-1)).toBe(bytes.top)
    expect(bytes.top).toBeGreaterThanOrEqual(2.3 * 1024 ** 2)
    expect(bytes.ticks).toContain(1024 ** 2)
    // 1,822 packets/s under 2,000.
    expect(y('count', 1822)).toEqual({ top: 2000, ticks: [0, 500, 1000, 1500, 2000] })
  })

  it('labels the time axis in 24 hours, as every time in the console', () => {
    const o = chartOptions(one, 'count', 600, 160, () => {})
    const values = o.axes?.[0]?.values as (
      u: uPlot,
      splits: number[],
      axis: number,
      space: number,
      step: number,
    ) => string[]
    const at = (h: number, m: number) => new Date(2026, 10, 27, h, m).getTime() / 1000
    expect(values({} as uPlot, [at(16, 15), at(17, 10)], 0, 50, 900)).toEqual(['16:15', '17:10'])
  })
})
