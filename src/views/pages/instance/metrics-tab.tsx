// The metrics tab with its cpu (default), disk and network sub-tabs.
import { pb } from '@/lib/paths'
import { Tabs } from '../../ui/tabs'
import { InstanceLayout } from './instance-layout'
import { MetricsBody, type MetricSpec } from './metrics-body'
import { useInstance } from './use-instance'

const CPU: MetricSpec[] = [{ name: 'virtual_machine:vcpu_usage', label: 'vCPU time' }]
// Disk metrics name the instance a disk is attached to, not the instance itself.
const disk = (name: string, label: string): MetricSpec => ({
  name,
  label,
  instanceField: 'attached_instance_id',
})
const DISK: MetricSpec[] = [
  disk('virtual_disk:reads', 'Reads'),
  disk('virtual_disk:writes', 'Writes'),
  disk('virtual_disk:bytes_read', 'Bytes read'),
  disk('virtual_disk:bytes_written', 'Bytes written'),
]
const NETWORK: MetricSpec[] = [
  { name: 'instance_network_interface:bytes_received', label: 'Bytes received' },
  { name: 'instance_network_interface:bytes_sent', label: 'Bytes sent' },
  { name: 'instance_network_interface:packets_received', label: 'Packets received' },
  { name: 'instance_network_interface:packets_sent', label: 'Packets sent' },
]

function MetricsTabs({ metrics }: { metrics: MetricSpec[] }) {
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
      <MetricsBody project={project} instanceId={instance.id} metrics={metrics} />
    </Tabs>
  )
}

const tab = (metrics: MetricSpec[]) =>
  function MetricsTab() {
    return (
      <InstanceLayout>
        <MetricsTabs metrics={metrics} />
      </InstanceLayout>
    )
  }

export const InstanceCpuMetricsTab = tab(CPU)
export const InstanceDiskMetricsTab = tab(DISK)
export const InstanceNetworkMetricsTab = tab(NETWORK)
