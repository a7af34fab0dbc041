// The bodies of the metrics sub-views: the range picker over a column of charts, each fed by
// one project-scoped OxQL query about this instance.
import { useMemo } from 'react'
import { instanceCan } from '@/api/capabilities'
import { instanceDiskList, instanceNetworkInterfaceList } from '@/api/generated/operations'
import type { Instance } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { MetricChart } from '../../charts/metric-chart'
import { RangePicker, useTimeRange } from '../../charts/range-picker'
import { cpuCharts, cpuFilters, diskCharts, networkCharts } from './metrics-charts'

type Props = { project: string; instance: Instance }

/**
 * Samples come from the instance's VMM, which exists in the serial console's states (section 4):
 * otherwise say why the charts may be empty.
 */
const idleReason = (i: Instance) =>
  instanceCan.serialConsole(i)
    ? undefined
    : `${i.name} is ${i.runState}: an instance records metrics only while its VM runs.`

export function CpuMetrics({ project, instance }: Props) {
  const [range] = useTimeRange()
  const charts = useMemo(() => cpuCharts(instance.ncpus), [instance.ncpus])
  return (
    <>
      <RangePicker />
      {charts.map((c) => (
        <MetricChart
          key={c.title}
          spec={c}
          filters={cpuFilters(c, instance.id)}
          range={range}
          scope={{ project }}
          emptyReason={idleReason(instance)}
        />
      ))}
    </>
  )
}

/** id -> name of the instance's disks or interfaces, for the legends; empty while loading. */
const namesOf = (items: { id: string; name: string }[] | undefined) =>
  new Map((items ?? []).map((i) => [i.id, i.name]))

export function DiskMetrics({ project, instance }: Props) {
  const [range] = useTimeRange()
  const disks = useApiQuery(instanceDiskList, {
    path: { instance: instance.name },
    query: { project, limit: 1000 },
  }).data?.items
  const charts = useMemo(() => diskCharts(namesOf(disks)), [disks])
  return (
    <>
      <RangePicker />
      {charts.map((c) => (
        <MetricChart
          key={c.title}
          spec={c}
          filters={{ attached_instance_id: instance.id }}
          range={range}
          scope={{ project }}
          emptyReason={
            disks?.length === 0 ? 'No disks are attached to this instance.' : idleReason(instance)
          }
        />
      ))}
    </>
  )
}

export function NetworkMetrics({ project, instance }: Props) {
  const [range] = useTimeRange()
  const nics = useApiQuery(instanceNetworkInterfaceList, {
    query: { project, instance: instance.name, limit: 1000 },
  }).data?.items
  const charts = useMemo(() => networkCharts(namesOf(nics)), [nics])
  return (
    <>
      <RangePicker />
      {charts.map((c) => (
        <MetricChart
          key={c.title}
          spec={c}
          filters={{ instance_id: instance.id }}
          range={range}
          scope={{ project }}
          emptyReason={
            nics?.length === 0 ? 'This instance has no network interfaces.' : idleReason(instance)
          }
        />
      ))}
    </>
  )
}
