// The metrics tab with its cpu (default), disk and network sub-tabs.
import type { ComponentType } from 'react'
import type { Instance } from '@/api/generated/schemas'
import { pb } from '@/lib/paths'
import { Tabs } from '../../ui/tabs'
import { InstanceLayout } from './instance-layout'
import { CpuMetrics, DiskMetrics, NetworkMetrics } from './metrics-body'
import { useInstance } from './use-instance'

type Body = ComponentType<{ project: string; instance: Instance }>

function MetricsTabs({ body: Body }: { body: Body }) {
  const { project, instance } = useInstance()
  const p = { project, instance: instance.name }
  return (
    <Tabs
      label="Metrics"
      small
      tabs={[
        { label: 'cpu', to: pb.instanceCpuMetrics(p) },
        { label: 'disk', to: pb.instanceDiskMetrics(p) },
        { label: 'network', to: pb.instanceNetworkMetrics(p) },
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
