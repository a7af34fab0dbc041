// Provisioning over time (`GET /v1/metrics/{metricName}` for the silo, the system one for the
// fleet): cpus, memory or storage as one line on the shared chart.
import { useMemo, useState } from 'react'
import { siloMetric, systemMetric } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { rangeLabel, rangeMs, rangeSearch, type TimeRange } from '@/lib/time-range'
import { metricsRefreshAtom } from '@/state/metrics'
import { useAtomValue } from '@/state/store'
import { attempt, DrawError, DrawFailure, PanelBoundary } from '../errors/panel-boundary'
import { EmptyState } from '../ui/empty-state'
import { Skeleton } from '../ui/skeleton'
import { Chart } from './chart'
import type { ChartUnit } from './chart-units'
import { isEmpty, measurementData } from './series'
import './charts.css'

export type ProvisionMetric =
  'cpus_provisioned' | 'ram_provisioned' | 'virtual_disk_space_provisioned'

/**
 * A key for provisioning charts: they remount, and so take a window ending now, when the range
 * changes or the page is refreshed.
 */
export function useProvisionKey(range: TimeRange) {
  return `${rangeSearch(range)}#${useAtomValue(metricsRefreshAtom)}`
}

export const PROVISION_CHARTS: { metric: ProvisionMetric; title: string; unit: ChartUnit }[] = [
  { metric: 'cpus_provisioned', title: 'vCPUs provisioned', unit: 'vCPU' },
  { metric: 'ram_provisioned', title: 'Memory provisioned', unit: 'bytes' },
  { metric: 'virtual_disk_space_provisioned', title: 'Storage provisioned', unit: 'bytes' },
]

/** The window of a range: a custom one as given, a preset one ending when the chart mounted. */
function useWindow(range: TimeRange) {
  const [now] = useState(() => Date.now())
  if (range.kind === 'custom')
    return { startTime: range.start.toISOString(), endTime: range.end.toISOString() }
  return {
    startTime: new Date(now - rangeMs(range)).toISOString(),
    endTime: new Date(now).toISOString(),
  }
}

export function ProvisionChart({
  metric,
  title,
  unit,
  range,
  scope,
}: {
  metric: ProvisionMetric
  title: string
  unit: ChartUnit
  range: TimeRange
  /** the signed-in user's silo, or the whole fleet */
  scope: 'silo' | 'system'
}) {
  const { startTime, endTime } = useWindow(range)
  const params = {
    path: { metricName: metric },
    query: { startTime, endTime, order: 'ascending' as const, limit: 1000 },
  }
  const silo = useApiQuery(siloMetric, scope === 'silo' ? params : null)
  const system = useApiQuery(systemMetric, scope === 'system' ? params : null)
  const { data, error } = scope === 'silo' ? silo : system
  const chart = useMemo(
    () => data && attempt(() => measurementData(data.items ?? [], title)),
    [data, title],
  )
  let content
  if (chart instanceof DrawError) content = <DrawFailure error={chart.cause} />
  else if (error)
    content = <EmptyState title={`${title}: could not be loaded`} body={error.message} />
  else if (!chart) content = <Skeleton lines={4} label={`Loading ${title}`} />
  else if (isEmpty(chart))
    content = (
      <EmptyState
        title={`${title}: no data for the ${rangeLabel(range)}`}
        body="No measurements were recorded in this range."
      />
    )
  else
    content = (
      <Chart
        title={title}
        data={chart}
        unit={unit}
        xRange={[Date.parse(startTime) / 1000, Date.parse(endTime) / 1000]}
      />
    )
  return (
    <section className="chart-section" aria-label={title}>
      <div className="chart-head">
        <h2 className="section-title">{title}</h2>
        <span className="dim">{metric}</span>
      </div>
      <PanelBoundary resetKey={data}>{content}</PanelBoundary>
    </section>
  )
}
