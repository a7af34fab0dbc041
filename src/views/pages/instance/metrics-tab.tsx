// The metrics tab with its cpu (default), disk and network sub-tabs.
import type { ComponentType } from 'react'
import type { Instance } from '@/api/generated/schemas'
import { pb } from '@/lib/paths'
import { rangeSearch } from '@/lib/time-range'
import { useTimeRange } from '../../charts/range-picker'
import { Tabs } from '../../ui/tabs'
import { InstanceLayout } from './instance-layout'
import { CpuMetrics, DiskMetrics, NetworkMetrics } from './metrics-body'
import { useInstance } from './use-instance'

type Body = ComponentType<{ project: string; instance: Instance }>

function MetricsTabs({ body: Body }: { body: Body }) {
  const { project, instance } = useInstance()
  const p = { project, instance: instance.name }
  // The sub-tabs keep the chosen time range.
  const [range] = useTimeRange()
  const q = rangeSearch(range)
  return (
    <Tabs
      label="Metrics"
      small
      tabs={[
        { label: 'cpu', to: pb.instanceCpuMetrics(p) + q },
        { label: 'disk', to: pb.instanceDiskMetrics(p) + q },
        { label: 'network', to: pb.instanceNetworkMetrics(p) + q },
      ]}
    >
      <Body project={project} instance={instance} />
    </Tabs>
  )
}

const tab = (body: Body) =>
  function MetricsTab() {
    return (
      <InstanceLayout>
        <MetricsTabs body={body} />
      </InstanceLayout>
    )
  }

export const InstanceCpuMetricsTab = tab(CpuMetrics)
export const InstanceDiskMetricsTab = tab(DiskMetrics)
export const InstanceNetworkMetricsTab = tab(NetworkMetrics)
