// The charts of the instance metrics sub-views: which timeseries, grouped how, in what unit.
// Aligned OxQL values are amounts per window; the transforms turn them into rates and shares.
import type { ChartSpec } from '../../charts/metric-chart'
import { byName, nsToPercent, perSecond, type Fields } from '../../charts/series'

const field = (f: Fields, k: string) => String(f[k]?.value ?? '')

export const cpuCharts = (ncpus: number): ChartSpec[] => [
  {
    title: 'CPU utilization per vCPU',
    timeseries: 'virtual_machine:vcpu_usage',
    unit: 'percent',
    groupBy: ['vcpu_id'],
    transform: nsToPercent,
    label: (f) => `vCPU ${field(f, 'vcpuId')}`,
  },
  {
    title: 'vCPU time by state',
    timeseries: 'virtual_machine:vcpu_usage',
    unit: 'percent',
    groupBy: ['state'],
    // Summed over every vCPU: divide by their number for a share of the instance's capacity.
    transform: (v, step) => nsToPercent(v, step) / Math.max(1, ncpus),
    label: (f) => field(f, 'state'),
    // The states share the vCPUs' time: their sum is how much of it the samples account for.
    total: `of ${ncpus} vCPU${ncpus === 1 ? '' : 's'}' time`,
  },
]

/** The `run` state only, for the utilization chart; the by-state chart takes every state. */
export const cpuFilters = (chart: ChartSpec, instanceId: string): Record<string, string> =>
  chart.groupBy?.includes('state')
    ? { instance_id: instanceId }
    : { instance_id: instanceId, state: 'run' }

/**
 * A chart of one counter per attached thing (a disk, a network interface): one line each, named
 * after it, as a rate.
 */
const perThingChart =
  (target: string, idField: string, idKey: string) =>
  (
    title: string,
    metric: string,
    unit: 'count/s' | 'bytes/s',
    names: Map<string, string>,
  ): ChartSpec => ({
    title,
    timeseries: `${target}:${metric}`,
    unit,
    groupBy: [idField],
    transform: perSecond,
    label: byName(idKey, names),
  })

const diskChart = perThingChart('virtual_disk', 'disk_id', 'diskId')
const nicChart = perThingChart('instance_network_interface', 'interface_id', 'interfaceId')

export const diskCharts = (names: Map<string, string>): ChartSpec[] => [
  diskChart('Disk reads', 'reads', 'count/s', names),
  diskChart('Disk writes', 'writes', 'count/s', names),
  diskChart('Bytes read', 'bytes_read', 'bytes/s', names),
  diskChart('Bytes written', 'bytes_written', 'bytes/s', names),
  diskChart('Flushes', 'flushes', 'count/s', names),
]

export const networkCharts = (names: Map<string, string>): ChartSpec[] => [
  nicChart('Bytes received', 'bytes_received', 'bytes/s', names),
  nicChart('Bytes sent', 'bytes_sent', 'bytes/s', names),
  nicChart('Packets received', 'packets_received', 'count/s', names),
  nicChart('Packets sent', 'packets_sent', 'count/s', names),
]
