// A chart for any timeseries, from its schema: counters become rates (nanoseconds a share of
// time, bytes bytes/s, the rest counts/s), gauges are drawn as they are. Histograms don't fit
// a line chart.
import type { TimeseriesSchema } from '@/api/generated/schemas'
import type { ChartSpec } from './metric-chart'
import { asIs, nsToPercent, perSecond } from './series'

/** The chart of a schema, or the reason there is none. */
export function schemaChart(schema: TimeseriesSchema): ChartSpec | string {
  const { datumType: datum, units, timeseriesName } = schema
  // Titled by what it measures: the name is shown beside the title anyway.
  const base = { title: schema.description.metric || timeseriesName, timeseries: timeseriesName }
  if (datum.startsWith('histogram_'))
    return `${timeseriesName} holds histograms (${datum}), which are not drawn as lines.`
  if (datum === 'string' || datum === 'bytes' || datum === 'bool')
    return `${timeseriesName} holds ${datum} values, which are not drawn as lines.`
  if (datum.startsWith('cumulative_')) {
    if (units === 'nanoseconds') return { ...base, unit: 'percent', transform: nsToPercent }
    if (units === 'bytes') return { ...base, unit: 'bytes/s', transform: perSecond }
    return { ...base, unit: 'count/s', transform: perSecond }
  }
  return { ...base, unit: units === 'bytes' ? 'bytes' : 'count', transform: asIs }
}
