// Metrics commands: browse the timeseries schemas of the rack (each opens as a chart on the
// system utilization page) and open an instance's metrics on a sub-view and time range.
import { z } from 'zod'
import { systemTimeseriesSchemaList } from '@/api/generated/operations'
import { fetchAllPages } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { PRESETS, rangeSearch, type Preset } from '@/lib/time-range'
import { project, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeInstances, completeProjects } from '../core/complete'
import type { Choice, CommandContext } from '../core/define'
import { defineCommand } from '../core/define'
import { isFleetViewer } from '../navigation/navigation-define'

/** Every timeseries schema, densely: name, then datum type, units and what it measures. */
export async function completeTimeseries(): Promise<Choice[]> {
  const schemas = await fetchAllPages(systemTimeseriesSchemaList, {})
  return schemas.map((s) => ({
    value: s.timeseriesName,
    detail: `${s.datumType} · ${s.units} · ${s.description.metric}`,
    keywords: [s.description.target, s.authzScope, ...s.fieldSchema.map((f) => f.name)],
    target: s,
  }))
}

const TIMESERIES = /^[a-z0-9_]+:[a-z0-9_]+$/

/** The system utilization page charting one timeseries. */
export const timeseriesPage = (timeseries: string) =>
  `${pb.systemUtilization()}?${new URLSearchParams({ timeseries })}`

export const timeseriesSchemasCommand = defineCommand({
  id: 'timeseries.schemas',
  title: 'Browse timeseries schemas',
  group: 'Metrics',
  keywords: ['metrics', 'oxql', 'oximeter', 'schema', 'chart'],
  args: z.object({
    timeseries: z
      .string()
      .regex(TIMESERIES, 'A timeseries name is target:metric, e.g. virtual_machine:vcpu_usage')
      .describe('Timeseries to chart, target:metric'),
  }),
  complete: { timeseries: completeTimeseries },
  visible: isFleetViewer,
  async run({ timeseries }, ctx) {
    const to = timeseriesPage(timeseries)
    ctx.navigate(to)
    return { to }
  },
  cli: () => cli('experimental system timeseries schema list'),
})

const VIEWS = ['cpu', 'disk', 'network'] as const
const VIEW_PATH = {
  cpu: pb.instanceCpuMetrics,
  disk: pb.instanceDiskMetrics,
  network: pb.instanceNetworkMetrics,
}
const RANGES = PRESETS.map((p) => p.value) as [Preset, ...Preset[]]

const choices =
  (values: readonly string[], detail: (v: string) => string | undefined) =>
  async (): Promise<Choice[]> =>
    values.map((value) => ({ value, detail: detail(value) }))

export const instanceMetricsCommand = defineCommand({
  id: 'instance.metrics',
  title: 'Show instance metrics',
  group: 'Metrics',
  keywords: ['charts', 'cpu', 'disk', 'network', 'utilization', 'iops', 'bandwidth'],
  args: z.object({
    project,
    instance: ref('Instance name'),
    view: z.enum(VIEWS).default('cpu').describe('Which metrics: cpu, disk or network'),
    range: z
      .enum(RANGES)
      .default('1h')
      .describe('Time range: 1h, 1d or 1w (the last hour, day, week)'),
  }),
  complete: {
    project: completeProjects,
    instance: completeInstances,
    view: choices(VIEWS, () => undefined),
    range: choices(RANGES, (v) => PRESETS.find((p) => p.value === v)?.label),
  },
  defaults: (ctx: CommandContext) => ({ project: ctx.scope.project, instance: ctx.scope.instance }),
  async run({ project, instance, view, range }, ctx) {
    const to = `${VIEW_PATH[view]({ project, instance })}${rangeSearch({ kind: 'preset', preset: range })}`
    ctx.navigate(to)
    return { to }
  },
})

export const metricsCommands = commandList(timeseriesSchemasCommand, instanceMetricsCommand)
