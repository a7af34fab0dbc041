// The platform's audit log: one entry per audited request, written when it completes, kept in
// the order Nexus lists it (time_completed, then id). Which requests are audited, and what an
// entry holds, follow omicron: every external API endpoint wrapped in `audit_and_time`, plus the
// login endpoints, whose actor is always unauthenticated
// (https://github.com/oxidecomputer/omicron/blob/main/nexus/src/app/audit_log.rs). Listing is
// `start_time <= time_completed < end_time`, by (time_completed, id) either way
// (nexus/db-queries/src/db/datastore/audit_log.rs), for fleet viewers only.
import { opTable, type OperationId } from '@/api/generated/op-table'
import { badQuery } from './errors'
import { parseLimit } from './paginate'
import type { Db } from './store'
import type { Schemas as S } from './types'

export type AuditEntry = S['AuditLogEntry']

/**
 * Non-GET operations Nexus does not audit: reads sent as POST (timeseries queries), HEADs, the
 * device flow's unauthenticated steps, sign-out, and the import's chunk writes (hundreds per disk).
 */
const NOT_AUDITED = new Set<OperationId>([
  'device_access_token',
  'device_auth_request',
  'disk_bulk_write_import',
  'logout',
  'support_bundle_head',
  'support_bundle_head_file',
  'system_timeseries_query',
  'timeseries_query',
])

/** Sign-in attempts: audited with an unauthenticated actor whatever the outcome. */
export const LOGIN_OPS = new Set<OperationId>(['login_local', 'login_saml'])

/** Every request of this operation writes an entry. */
export const isAudited = (op: OperationId) => opTable[op].method !== 'GET' && !NOT_AUDITED.has(op)

/**
 * The wire's times are `toISOString()` strings (fixed width, UTC), so their order as strings is
 * their order in time: no date parsing in the comparisons of a 10,000-entry log.
 */
const iso = (ms: number) => new Date(ms).toISOString()

/** Entries in list order: by time_completed, then id. */
export function compareEntries(a: AuditEntry, b: AuditEntry) {
  const x = a.time_completed
  const y = b.time_completed
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** The first index whose entry is not before (time, id) in list order. */
function lowerBound(log: AuditEntry[], time: string, id: string) {
  let lo = 0
  let hi = log.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    const e = log[mid] as AuditEntry
    if (e.time_completed < time || (e.time_completed === time && e.id < id)) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Adds a completed entry where the list order puts it (almost always at the end). */
export function recordAudit(db: Db, entry: AuditEntry) {
  const log = db.auditLog
  const last = log[log.length - 1]
  if (!last || compareEntries(last, entry) <= 0) return void log.push(entry)
  log.splice(lowerBound(log, entry.time_completed, entry.id), 0, entry)
}

type SortMode = S['TimeAndIdSortMode']
const SORTS: SortMode[] = ['time_and_id_ascending', 'time_and_id_descending']

/** What a page token carries: the scan (range and order) and the last entry served. */
type Scan = { s: SortMode; st: number; et: number | null; t?: number; i?: string }

const encode = (o: Scan) => btoa(JSON.stringify(o)).replace(/=+$/, '')
function decode(token: string): Scan {
  try {
    const o = JSON.parse(atob(token)) as Partial<Scan>
    if (
      SORTS.includes(o.s as SortMode) &&
      typeof o.st === 'number' &&
      (o.et === null || typeof o.et === 'number') &&
      typeof o.t === 'number' &&
      typeof o.i === 'string'
    )
      return o as Scan
  } catch {
    // fall through to the error below
  }
  throw badQuery('failed to parse pagination token: invalid page token')
}

/** An RFC 3339 time of the query, as ms; dropshot refuses anything chrono cannot parse. */
function parseTime(name: string, raw: string) {
  const t = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(raw)
    ? Date.parse(raw)
    : NaN
  if (Number.isNaN(t)) throw badQuery(`${name}: input contains invalid characters`)
  return t
}

export type AuditQuery = {
  start_time?: string
  end_time?: string
  limit?: string
  page_token?: string
  sort_by?: string
}

/** One page of `audit_log_list`: `start_time` required on the first page, the token after it. */
export function listAuditLog(db: Db, query: AuditQuery) {
  const limit = parseLimit(query.limit)
  let scan: Scan
  if (query.page_token) scan = decode(query.page_token)
  else {
    if (!query.start_time) throw badQuery('missing field `start_time`')
    const sort = (query.sort_by || 'time_and_id_ascending') as SortMode
    if (!SORTS.includes(sort))
      throw badQuery(
        `unknown variant \`${query.sort_by}\`, expected \`time_and_id_ascending\` or \`time_and_id_descending\``,
      )
    scan = {
      s: sort,
      st: parseTime('start_time', query.start_time),
      et: query.end_time ? parseTime('end_time', query.end_time) : null,
    }
  }
  const log = db.auditLog
  // The range [from, to) of indices inside start_time <= time_completed < end_time.
  let from = lowerBound(log, iso(scan.st), '')
  let to = scan.et === null ? log.length : lowerBound(log, iso(scan.et), '')
  const desc = scan.s === 'time_and_id_descending'
  if (scan.t !== undefined && scan.i !== undefined) {
    // Strictly after the last entry served, in the scan's order.
    const at = lowerBound(log, iso(scan.t), scan.i)
    const same = log[at]?.id === scan.i
    if (desc) to = Math.min(to, at)
    else from = Math.max(from, same ? at + 1 : at)
  }
  const count = Math.max(0, to - from)
  const page = desc
    ? log.slice(Math.max(from, to - limit), to).reverse()
    : log.slice(from, Math.min(to, from + limit))
  const last = page[page.length - 1]
  const next_page =
    count > limit && last
      ? encode({ ...scan, t: Date.parse(last.time_completed), i: last.id })
      : null
  return { items: page, next_page }
}
