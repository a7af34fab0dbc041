// Answers a parsed OxQL query with realistic, deterministic points (same query, same numbers).
// Series come from the platform's objects when the filters name them (an instance's vCPUs,
// disks or interfaces), and are summed per `group_by` key like OxQL's group_by ..., sum.
import type { Schemas as S } from '../db/types'
import { invalidRequest, notFound } from '../db/errors'
import { prng } from '../db/ids'
import { findSeries, type SeriesDef } from './catalog'
import { parseOxql, type ParsedQuery } from './oxql'

type Fields = Record<string, S['FieldValue']>

/** The field sets of the series behind a query; the default is one synthesized series. */
export type SeriesSource = (def: SeriesDef, filters: Record<string, string>) => Fields[] | null

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

/**
 * Disk IO comes in bursts: most windows are quiet, one in eight or so is several times busier
 * (a backup, a compaction, a cache warm-up).
 */
function burst(key: string, bucket: number) {
  const r = prng(hash(`${key}:burst:${bucket}`))()
  return r < 0.12 ? 2 + r * 12 : 0.15 + r * 0.3
}

/**
 * A vCPU's time in one window (`total` ns) split between its microstates so that the four add up
 * to exactly `total`: emulation and waiting take a small fixed share, running follows the load
 * `l` of the vCPU (the same load whichever state a query asks for), idle is the rest.
 */
export function vcpuStateTime(state: string, total: number, l: number): number {
  const emulation = Math.round(total * 0.01)
  const waiting = Math.round(total * 0.03)
  const run = Math.round((total - emulation - waiting) * l)
  switch (state) {
    case 'emulation':
      return emulation
    case 'waiting':
      return waiting
    case 'idle':
      return total - emulation - waiting - run
    default:
      return run
  }
}

function synthesized(type: S['FieldType'], name: string, key: string): S['FieldValue'] {
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

function fromFilter(type: S['FieldType'], value: string): S['FieldValue'] {
  if (type === 'string' || type === 'uuid' || type === 'ip_addr') return { type, value }
  if (type === 'bool') return { type, value: value === 'true' }
  return { type, value: Number(value) }
}

/** One synthesized series: filter values where given, stable made-up values elsewhere. */
function single(def: SeriesDef, filters: Record<string, string>): Fields[] {
  const key = JSON.stringify(filters)
  return [
    Object.fromEntries(
      def.fields.map(([name, type]) => [
        name,
        filters[name] !== undefined
          ? fromFilter(type, filters[name] ?? '')
          : synthesized(type, name, key),
      ]),
    ),
  ]
}

const plain = (f: Fields) =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v.value)]))

/** When a series stopped recording (ms), e.g. its instance was stopped; undefined if it still is. */
export type SeriesEnd = (fields: Fields) => number | undefined

const sumOrNull = (a: number | null, b: number | null) =>
  a === null && b === null ? null : (a ?? 0) + (b ?? 0)

/** Cumulative totals of the deltas; a missing sample stays missing. */
function running(deltas: (number | null)[]): (number | null)[] {
  let total = 0
  return deltas.map((d) => (d === null ? null : (total += d)))
}

export function runOxql(
  query: string,
  source?: SeriesSource,
  endOf?: SeriesEnd,
): S['OxqlQueryResult'] {
  const q: ParsedQuery = parseOxql(query)
  const def = findSeries(q.name)
  if (!def) throw notFound('timeseries', { name: q.name })
  for (const field of Object.keys(q.filters)) {
    if (!def.fields.some(([name]) => name === field)) {
      throw invalidRequest(`Query parsing failed: timeseries "${q.name}" has no field "${field}"`)
    }
  }
  // Series that don't match every equality filter are dropped, as the filter would.
  const all = (source?.(def, q.filters) ?? single(def, q.filters)).filter((f) =>
    Object.entries(q.filters).every(([k, v]) => f[k] === undefined || String(f[k]?.value) === v),
  )
  let step = q.align ?? 60_000
  while ((q.end - q.start) / step > 720) step *= 2
  const first = Math.ceil(q.start / step) * step
  const times: number[] = []
  for (let t = first; t < q.end; t += step) times.push(t)

  const groups = new Map<string, { fields: Fields; deltas: (number | null)[] }>()
  for (const f of all) {
    const key = `${q.name}|${JSON.stringify(plain(f))}`
    const vcpu = def.name === 'virtual_machine:vcpu_usage'
    const state = f.state?.type === 'string' ? f.state.value : 'run'
    // A vCPU's load is one for all its states: the key leaves the state out.
    const { state: _state, ...rest } = f
    const loadKey = vcpu ? `${q.name}|${JSON.stringify(plain(rest))}` : key
    const bursty = def.name.startsWith('virtual_disk:')
    const end = endOf?.(f)
    const deltas = times.map((t): number | null => {
      // No samples once the series stopped recording (its window ends after the stop).
      if (end !== undefined && t - step >= end) return null
      const bucket = Math.floor(t / step)
      const level = load(loadKey, t, bucket)
      const total = def.ratePerSecond * (step / 1000)
      if (vcpu) return vcpuStateTime(state, Math.round(total), level)
      return Math.round(total * level * (bursty ? burst(key, bucket) : 1))
    })
    const kept: Fields = q.groupBy
      ? Object.fromEntries(Object.entries(f).filter(([k]) => q.groupBy?.includes(k)))
      : f
    const gk = JSON.stringify(plain(kept))
    const g = groups.get(gk)
    if (g) g.deltas = g.deltas.map((d, i) => sumOrNull(d, deltas[i] ?? null))
    else groups.set(gk, { fields: kept, deltas })
  }

  const timestamps = times.map((t) => new Date(t).toISOString())
  // A series without a sample in the window is not in the answer at all, as in OxQL.
  const recorded = [...groups.values()].filter((g) => g.deltas.some((d) => d !== null))
  const timeseries = recorded.map(({ fields, deltas }) => ({
    fields,
    points:
      q.align !== null
        ? {
            timestamps,
            start_times: null,
            values: [
              {
                metric_type: 'gauge' as const,
                values: { type: 'double' as const, values: deltas },
              },
            ],
          }
        : {
            timestamps,
            start_times: timestamps.map(() => new Date(first - step).toISOString()),
            values: [
              {
                metric_type: 'cumulative' as const,
                values: {
                  type: 'integer' as const,
                  values: running(deltas),
                },
              },
            ],
          },
  }))
  return { tables: [{ name: q.name, timeseries }] }
}
