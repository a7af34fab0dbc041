// The metrics part of the system utilization page: fleet-wide OxQL charts (running vCPUs and
// data-link traffic per sled), provisioning over time, and any timeseries chosen with the
// `timeseries.schemas` command (`?timeseries=target:metric`).
import { useEffect, useMemo, useRef } from 'react'
import { useSearch } from 'wouter'
import { sledList, systemTimeseriesSchemaList } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import type { TimeRange } from '@/lib/time-range'
import { MetricChart, type ChartSpec } from '../../charts/metric-chart'
import { PROVISION_CHARTS, ProvisionChart, useProvisionKey } from '../../charts/provision-chart'
import { RangePicker, useTimeRange } from '../../charts/range-picker'
import { schemaChart } from '../../charts/schema-chart'
import { byName, perSecond } from '../../charts/series'
import { CommandButton } from '../../command-button'
import { EmptyState } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'

type FleetChart = ChartSpec & { filters: Record<string, string> }

const fleetCharts = (sleds: Map<string, string>): FleetChart[] => [
  {
    title: 'Running vCPUs by sled',
    timeseries: 'virtual_machine:vcpu_usage',
    filters: { state: 'run' },
    groupBy: ['sled_id'],
    unit: 'vCPU',
    // vCPU time per window over the window: how many vCPUs were busy on average.
    transform: (v, step) => v / (step * 1e9),
    label: byName('sledId', sleds),
  },
  {
    title: 'Sled traffic received',
    timeseries: 'sled_data_link:bytes_received',
    filters: {},
    groupBy: ['sled_id'],
    unit: 'bytes/s',
    transform: perSecond,
    label: byName('sledId', sleds),
  },
  {
    title: 'Sled traffic sent',
    timeseries: 'sled_data_link:bytes_sent',
    filters: {},
    groupBy: ['sled_id'],
    unit: 'bytes/s',
    transform: perSecond,
    label: byName('sledId', sleds),
  },
]

/** The timeseries picked from the schema list, charted system-wide without grouping. */
function TimeseriesChart({ name, range }: { name: string; range: TimeRange }) {
  const { data, error } = useApiQuery(systemTimeseriesSchemaList, { query: { limit: 1000 } })
  const schema = data?.items.find((s) => s.timeseriesName === name)
  const spec = useMemo(() => (schema ? schemaChart(schema) : undefined), [schema])
  const browse = <CommandButton id="timeseries.schemas" label="Browse timeseries schemas" />
  let content
  if (error)
    content = <EmptyState title="Timeseries schemas: could not be loaded" body={error.message} />
  else if (!data) content = <Skeleton lines={3} label="Loading timeseries schemas" />
  else if (!schema || !spec)
    content = <EmptyState title={`No timeseries named ${name}`} body={browse} />
  else if (typeof spec === 'string')
    content = <EmptyState title={`Timeseries ${name}`} body={spec} action={browse} />
  else content = <MetricChart spec={spec} filters={{}} range={range} scope="system" />
  return content
}

export function SystemMetrics() {
  const [range] = useTimeRange()
  const provisionKey = useProvisionKey(range)
  const timeseries = new URLSearchParams(useSearch()).get('timeseries')
  const sleds = useApiQuery(sledList, { query: { limit: 1000 } }).data?.items
  const charts = useMemo(
    () => fleetCharts(new Map((sleds ?? []).map((s) => [s.id, s.baseboard.serial]))),
    [sleds],
  )
  // Opened from the palette with a timeseries: bring the range and its chart into view.
  const top = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (timeseries) top.current?.scrollIntoView({ block: 'start' })
  }, [timeseries])
  return (
    <>
      <h2 className="section-title" ref={top}>
        fleet metrics
      </h2>
      <RangePicker />
      {timeseries && <TimeseriesChart name={timeseries} range={range} />}
      {charts.map(({ filters, ...spec }) => (
        <MetricChart key={spec.title} spec={spec} filters={filters} range={range} scope="system" />
      ))}
      {PROVISION_CHARTS.map((p) => (
        <ProvisionChart key={`${p.metric}${provisionKey}`} {...p} range={range} scope="system" />
      ))}
    </>
  )
}
