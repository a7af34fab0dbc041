// A small reading of OxQL, enough for the queries the console sends:
//   get virtual_machine:vcpu_usage | filter timestamp >= @2025-01-01T00:00:00Z
//     && timestamp < @... && instance_id == "<uuid>" && state == "run"
//     | align mean_within(60s) | group_by [], sum
// oxql-run.ts answers the parsed query.
import { clock } from '../db/clock'
import { invalidRequest } from '../db/errors'

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
  // OxQL timestamps are UTC; without a zone suffix Date.parse would read local time.
  const text = raw.trim()
  const t = Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text}Z`)
  if (Number.isNaN(t)) throw invalidRequest(`Query parsing failed: invalid timestamp "${raw}"`)
  return t
}

export function parseOxql(query: string, now = clock.now()): ParsedQuery {
  const get = /\bget\s+([a-z0-9_]+:[a-z0-9_]+)/.exec(query)
  if (!get?.[1])
    throw invalidRequest('Query parsing failed: expected a `get <timeseries>` table operation')
  let start = now - 3_600_000
  let end = now
  // Every comparison on timestamp must hold a time literal: a typo must not widen the window.
  for (const m of query.matchAll(
    /timestamp\s*(>=|>|<=|<)\s*(@?)(now\(\)(?:\s*-\s*\d+\s*(?:ms|s|m|h|d))?|[^\s|&)]+)/g,
  )) {
    if (m[2] !== '@')
      throw invalidRequest(`Query parsing failed: expected a time literal (@...) after "${m[1]}"`)
    const t = parseTime(m[3] ?? '', now)
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
