// OxQL query strings the console sends to the timeseries query endpoints:
//   get virtual_disk:bytes_read
//     | filter timestamp > @now() - 1h && attached_instance_id == "<uuid>"
//     | align mean_within(60s) | group_by [disk_id], sum
import { alignSeconds, rangeMs, type TimeRange } from '@/lib/time-range'

export type OxqlSpec = {
  /** timeseries name, `target:metric` */
  timeseries: string
  /** equality filters on fields (snake_case, as in the schema) */
  filters?: Record<string, string | number | boolean>
  range: TimeRange
  /** fields kept by `group_by [...], sum`; none means no grouping */
  groupBy?: string[]
}

/** OxQL timestamps are UTC without a zone suffix, to the second. */
export const oxqlTimestamp = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/Z$/, '')

const literal = (v: string | number | boolean) =>
  typeof v === 'string' ? `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : String(v)

function durationLiteral(ms: number): string {
  const s = Math.round(ms / 1000)
  if (s % 86_400 === 0) return `${s / 86_400}d`
  if (s % 3600 === 0) return `${s / 3600}h`
  if (s % 60 === 0) return `${s / 60}m`
  return `${s}s`
}

export function timeFilter(range: TimeRange): string {
  if (range.kind === 'preset') return `timestamp > @now() - ${durationLiteral(rangeMs(range))}`
  return `timestamp >= @${oxqlTimestamp(range.start)} && timestamp < @${oxqlTimestamp(range.end)}`
}

export function buildOxql(spec: OxqlSpec): string {
  const filters = [
    timeFilter(spec.range),
    ...Object.entries(spec.filters ?? {}).map(([k, v]) => `${k} == ${literal(v)}`),
  ]
  const parts = [
    `get ${spec.timeseries}`,
    `filter ${filters.join(' && ')}`,
    `align mean_within(${alignSeconds(spec.range)}s)`,
  ]
  if (spec.groupBy) parts.push(`group_by [${spec.groupBy.join(', ')}], sum`)
  return parts.join(' | ')
}
