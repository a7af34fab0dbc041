import { describe, expect, it } from 'vitest'
import { formatTick, legendFormat, type ChartUnit } from './chart-units'

const chart = (...series: (number | null)[][]) => ({
  times: series[0]!.map((_, i) => i * 60),
  stepSeconds: 60,
  series: series.map((values, i) => ({ label: `s${i}`, values })),
})
const legend = (unit: ChartUnit, ...series: (number | null)[][]) => {
  const format = legendFormat(chart(...series), unit)
  return series.map((s) => format(s.at(-1)))
}

describe('chart units', () => {
  it('one precision per legend: 72.0% beside 35.1%, never 72%', () => {
    expect(legend('percent', [1], [38.42], [72])).toEqual(['1.0%', '38.4%', '72.0%'])
  })

  it('bytes in one unit per legend, the unit of the largest value', () => {
    expect(legend('bytes/s', [1.97 * 1024 ** 2], [1.7 * 1024 ** 2], [512])).toEqual([
      '1.97 MiB/s',
      '1.70 MiB/s',
      '0.00 MiB/s',
    ])
    expect(legend('bytes', [3 * 1024 ** 3], [1536 * 1024 ** 2])).toEqual(['3.00 GiB', '1.50 GiB'])
    expect(legend('bytes', [512], [1000])).toEqual(['512 B', '1,000 B'])
  })

  it('whole counts as they are; rates to a precision the largest value needs', () => {
    expect(legend('count', [7], [12])).toEqual(['7', '12'])
    expect(legend('count/s', [1204.567], [3.2])).toEqual(['1,205/s', '3/s'])
    expect(legend('count/s', [12.25], [3.2])).toEqual(['12.3/s', '3.2/s'])
    expect(legend('count/s', [2_500_000], [1_000])).toEqual(['2.5M/s', '0.0M/s'])
    expect(legend('vCPU', [2], [4])).toEqual(['2 vCPU', '4 vCPU'])
  })

  it('shows a dash for a missing sample', () => {
    expect(legend('bytes', [null])).toEqual(['–'])
    expect(legend('percent', [1, Number.NaN])).toEqual(['–'])
  })

  it('keeps axis ticks short', () => {
    expect(formatTick(1.5 * 1024 ** 2 + 123, 'bytes/s')).toBe('1.5 MiB/s')
    expect(formatTick(12.345, 'percent')).toBe('12.3%')
    expect(formatTick(3_400_000, 'count')).toBe('3.4M')
    expect(formatTick(12.25, 'count/s')).toBe('12.3/s')
  })
})
