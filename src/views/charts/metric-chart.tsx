// One chart section: runs an OxQL query (project-scoped or system-wide), draws the result,
// and offers the query itself in a modal. Loading, error and empty states say why there is
// no chart.
import { useMemo, useState } from 'react'
import { systemTimeseriesQuery, timeseriesQuery } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { Button } from '../ui/button'
import { attempt, DrawError, DrawFailure, PanelBoundary } from '../errors/panel-boundary'
import { EmptyState } from '../ui/empty-state'
import { Skeleton } from '../ui/skeleton'
import { Chart } from './chart'
import type { ChartUnit } from './chart-units'
import { buildOxql } from './oxql'
import { QueryModal } from './query-modal'
import { isEmpty, toChartData, type Fields, type ValueTransform } from './series'
import { alignSeconds, rangeLabel, type TimeRange } from '@/lib/time-range'
import './charts.css'

export type ChartSpec = {
  title: string
  timeseries: string
  unit: ChartUnit
  /** raw window amounts to what is charted (rates, percentages) */
  transform?: ValueTransform
  groupBy?: string[]
  /** the legend label of a series, from its (camelCase) fields */
  label?: (fields: Fields) => string
  /** a last legend line with the series summed, and what that sum is ("of 4 vCPUs' time") */
  total?: string
}

/** Where the query runs: a project (`POST /v1/timeseries/query`) or the whole system. */
export type QueryScope = { project: string } | 'system'

export function MetricChart({
  spec,
  filters,
  range,
  scope,
  emptyReason,
}: {
  spec: ChartSpec
  filters: Record<string, string | number | boolean>
  range: TimeRange
  scope: QueryScope
  /** why a query may come back empty, e.g. "No disks are attached to this instance." */
  emptyReason?: string
}) {
  const [showQuery, setShowQuery] = useState(false)
  const query = buildOxql({ timeseries: spec.timeseries, filters, range, groupBy: spec.groupBy })
  const project = scope === 'system' ? null : scope.project
  const body = { query }
  const projectResult = useApiQuery(
    timeseriesQuery,
    project === null ? null : { query: { project }, body },
  )
  const systemResult = useApiQuery(systemTimeseriesQuery, project === null ? { body } : null)
  const { data, error } = project === null ? systemResult : projectResult
  const chart = useMemo(
    () =>
      data &&
      attempt(() =>
        toChartData(data, {
          label: spec.label,
          transform: spec.transform,
          fallbackStep: alignSeconds(range),
        }),
      ),
    [data, spec, range],
  )

  let content
  if (chart instanceof DrawError) {
    content = <DrawFailure error={chart.cause} />
  } else if (error) {
    content = <EmptyState title={`${spec.title}: the query failed`} body={error.message} />
  } else if (!chart) {
    content = <Skeleton lines={4} label={`Loading ${spec.title}`} />
  } else if (isEmpty(chart)) {
    content = (
      <EmptyState
        title={`${spec.title}: no data for the ${rangeLabel(range)}`}
        body={
          emptyReason ??
          (chart.series.length
            ? 'The timeseries has no samples in this range.'
            : 'The query matched no timeseries.')
        }
      />
    )
  } else {
    content = <Chart title={spec.title} data={chart} unit={spec.unit} total={spec.total} />
  }
  return (
    <section className="chart-section" aria-label={spec.title}>
      <div className="chart-head">
        <h2 className="section-title">{spec.title}</h2>
        <span className="dim">{spec.timeseries}</span>
        <div className="chart-head-actions">
          <Button size="sm" variant="ghost" onClick={() => setShowQuery(true)}>
            View query
          </Button>
        </div>
      </div>
      <PanelBoundary resetKey={data}>{content}</PanelBoundary>
      {showQuery && (
        <QueryModal title={spec.title} query={query} onDismiss={() => setShowQuery(false)} />
      )}
    </section>
  )
}
