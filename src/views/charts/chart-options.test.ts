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
})
