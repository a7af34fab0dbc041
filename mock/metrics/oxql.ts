// A small reading of OxQL, enough for the queries the console sends:
//   get virtual_machine:vcpu_usage | filter timestamp >= @2025-01-01T00:00:00Z
//     && timestamp < @... && instance_id == "<uuid>" && state == "run"
//     | align mean_within(60s) | group_by [], sum
// and a generator of realistic, deterministic points for it (same query, same numbers).
import type { Schemas as S } from '../db/types'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { prng } from '../db/ids'
import { findSeries, type SeriesDef } from './catalog'

export type ParsedQuery = {
  name: string
  start: number
  end: number
  /** alignment window in ms, or null when the query has no `align` */
  align: number | null
  filters: Record<string, string>
  groupBy: string[] | null
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }

function parseTime(raw: string, now: number): number {
  const rel = /^now\(\)\s*(?:-\s*(\d+)\s*(ms|s|m|h|d))?$/.exec(raw.trim())
  if (rel) return now - (rel[1] ? Number(rel[1]) * (UNIT_MS[rel[2] ?? 's'] ?? 1000) : 0)
  const t = Date.parse(raw.trim())
  if (Number.isNaN(t)) throw invalidRequest(`Query parsing failed: invalid timestamp "${raw}"`)
  return t
}

export function parseOxql(query: string, now = clock.now()): ParsedQuery {
  const get = /\bget\s+([a-z0-9_]+:[a-z0-9_]+)/.exec(query)
  if (!get?.[1])
    throw invalidRequest('Query parsing failed: expected a `get <timeseries>` table operation')
  let start = now - 3_600_000
  let end = now
  for (const m of query.matchAll(
    /timestamp\s*(>=|>|<=|<)\s*@(now\(\)(?:\s*-\s*\d+\s*(?:ms|s|m|h|d))?|[0-9T:.+\-Z]+)/g,
  )) {
    const t = parseTime(m[2] ?? '', now)
    if (m[1]?.startsWith('>')) start = t
    else end = t
  }
  const filters: Record<string, string> = {}
  for (const m of query.matchAll(/\b([a-z_]+)\s*==\s*(?:"([^"]*)"|([\w.:-]+))/g)) {
    if (m[1] && m[1] !== 'timestamp') filters[m[1]] = m[2] ?? m[3] ?? ''
  }
  const al = /align\s+mean_within\(\s*(\d+)\s*(ms|s|m|h|d)\s*\)/.exec(query)
  const align = al ? Number(al[1]) * (UNIT_MS[al[2] ?? 's'] ?? 1000) : null
  const gb = /group_by\s+\[([^\]]*)\]/.exec(query)
  const groupBy = gb
    ? (gb[1] ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null
  if (end <= start) throw invalidRequest('Query parsing failed: the time range is empty')
  return { name: get[1], start, end: Math.min(end, now), align, filters, groupBy }
}

function hash(s: string) {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

/** Busy-ness between 0.05 and 0.95: a daily wave, a per-series base and a little noise. */
function load(key: string, t: number, bucket: number) {
  const base = 0.25 + (hash(key) % 40) / 100
  const day = Math.sin(((t / 86_400_000) % 1) * 2 * Math.PI - Math.PI / 2) * 0.2
  const noise = (prng(hash(`${key}:${bucket}`))() - 0.5) * 0.25
  return Math.min(0.95, Math.max(0.05, base + day + noise))
}

function fieldValue(type: S['FieldType'], name: string, key: string): S['FieldValue'] {
  const n = hash(`${key}:${name}`)
  switch (type) {
    case 'uuid': {
      const h = (n.toString(16) + hash(name).toString(16)).padEnd(32, '0').slice(0, 32)
      return {
        type,
        value: `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`,
      }
    }
    case 'string':
      return {
        type,
        value:
          name === 'state'
            ? 'run'
            : name === 'port_id'
              ? `qsfp${n % 32}`
              : name === 'kind'
                ? 'physical'
                : `cxgbe${n % 2}`,
      }
    case 'ip_addr':
      return { type, value: `10.0.${n % 255}.${(n >> 8) % 255}` }
    case 'bool':
      return { type, value: true }
    default:
      return { type, value: name === 'block_size' ? 4096 : n % 8 }
  }
}

function fields(def: SeriesDef, q: ParsedQuery, key: string) {
  const out: Record<string, S['FieldValue']> = {}
  for (const [name, type] of def.fields) {
    if (q.groupBy && !q.groupBy.includes(name)) continue
    const given = q.filters[name]
    if (given === undefined) out[name] = fieldValue(type, name, key)
    else if (type === 'string' || type === 'uuid' || type === 'ip_addr')
      out[name] = { type, value: given }
    else if (type === 'bool') out[name] = { type, value: given === 'true' }
    else out[name] = { type, value: Number(given) }
  }
  return out
}

/** The answer to one query: one table, one timeseries, realistic values. */
export function runOxql(query: string): S['OxqlQueryResult'] {
  const q = parseOxql(query)
  const def = findSeries(q.name)
  if (!def) throw notFound('timeseries', { name: q.name })
  let step = q.align ?? 60_000
  while ((q.end - q.start) / step > 720) step *= 2
  const first = Math.ceil(q.start / step) * step
  const key = `${q.name}|${JSON.stringify(q.filters)}`
  const timestamps: string[] = []
  const deltas: number[] = []
  for (let t = first; t < q.end; t += step) {
    timestamps.push(new Date(t).toISOString())
    const stateShare =
      q.name === 'virtual_machine:vcpu_usage' && q.filters.state && q.filters.state !== 'run'
        ? 0.15
        : 1
    deltas.push(
      Math.round(
        def.ratePerSecond * (step / 1000) * load(key, t, Math.floor(t / step)) * stateShare,
      ),
    )
  }
  const points: S['Points'] =
    q.align !== null
      ? {
          timestamps,
          start_times: null,
          values: [{ metric_type: 'gauge', values: { type: 'double', values: deltas } }],
        }
      : {
          timestamps,
          start_times: timestamps.map(() => new Date(first - step).toISOString()),
          values: [
            {
              metric_type: 'cumulative',
              values: {
                type: 'integer',
                values: deltas.map((_, i) => deltas.slice(0, i + 1).reduce((a, b) => a + b, 0)),
              },
            },
          ],
        }
  return { tables: [{ name: q.name, timeseries: [{ fields: fields(def, q, key), points }] }] }
}
