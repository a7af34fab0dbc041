// The body of a metrics sub-tab: one timeseries query per metric, each shown as a dense table of
// series with a text sparkline and last/min/mean/max. Kept apart from the tab wiring so a chart
// view can replace it.
import { timeseriesQuery } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { formatNumber } from '@/lib/format'
import { EmptyState } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { seriesRows, sparkline, type SeriesRow } from './metrics-series'

export type MetricSpec = {
  name: string
  label: string
  /** the field naming the instance: disks are `attached_instance_id`, the rest `instance_id` */
  instanceField?: string
}

/** The last hour of one metric of one instance, averaged per minute. */
export const instanceQuery = (metric: MetricSpec, instanceId: string) =>
  `get ${metric.name} | filter timestamp > @now() - 1h && ${metric.instanceField ?? 'instance_id'} == "${instanceId}" | align mean_within(1m)`

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

const fmt = (n: number | undefined) =>
  n === undefined ? '–' : formatNumber(Number.isInteger(n) ? n : Math.round(n * 100) / 100)

function MetricTable({
  project,
  instanceId,
  metric,
}: {
  project: string
  instanceId: string
  metric: MetricSpec
}) {
  const { data, error } = useApiQuery(timeseriesQuery, {
    query: { project },
    body: { query: instanceQuery(metric, instanceId) },
  })
  if (error) return <EmptyState title={`${metric.label}: no data`} body={error.message} />
  if (!data) return <Skeleton lines={4} label={`Loading ${metric.label}`} />
  const rows = seriesRows(data, camel(metric.instanceField ?? 'instance_id'))
  return (
    <Table<SeriesRow>
      label={metric.label}
      rows={rows}
      rowKey={(r) => r.key}
      columns={[
        { key: 'series', header: 'series', sortValue: (r) => r.label, cell: (r) => r.label },
        {
          key: 'spark',
          header: 'last hour',
          cell: (r) => (
            <span className="sparkline" aria-label={`${r.samples.length} samples`}>
              {sparkline(r.samples)}
            </span>
          ),
        },
        {
          key: 'last',
          header: 'last',
          numeric: true,
          sortValue: (r) => r.last,
          cell: (r) => fmt(r.last),
        },
        { key: 'min', header: 'min', numeric: true, cell: (r) => fmt(r.min) },
        {
          key: 'mean',
          header: 'mean',
          numeric: true,
          sortValue: (r) => r.mean,
          cell: (r) => fmt(r.mean),
        },
        { key: 'max', header: 'max', numeric: true, cell: (r) => fmt(r.max) },
        { key: 'n', header: 'samples', numeric: true, cell: (r) => r.samples.length },
      ]}
      empty={<EmptyState title="No samples in the last hour" />}
    />
  )
}

export function MetricsBody({
  project,
  instanceId,
  metrics,
}: {
  project: string
  instanceId: string
  metrics: MetricSpec[]
}) {
  return (
    <>
      {metrics.map((m) => (
        <section key={m.name} aria-label={m.label}>
          <h2 className="section-title">
            {m.label} <span className="dim">{m.name}</span>
          </h2>
          <MetricTable project={project} instanceId={instanceId} metric={m} />
        </section>
      ))}
    </>
  )
}
