// What the audit log page shows, kept in its URL: the time range (`range=15m|1h|1d|1w` back
// from now, the last day by default; or `start=` with an optional `end=`, RFC 3339), the order
// (`order=ascending`, newest first otherwise), the filters (`actor`, `op`, `result`, `q`) and a
// page size (`limit`). The resource filter's parameters (`kind`, `name`, `id`, selectors) are the
// API layer's (resource-ref.ts) and pass through untouched.

export type AuditPreset = '15m' | '1h' | '1d' | '1w'

const MINUTE = 60_000

export const AUDIT_PRESETS: { value: AuditPreset; label: string; ms: number }[] = [
  { value: '15m', label: '15 min', ms: 15 * MINUTE },
  { value: '1h', label: 'hour', ms: 60 * MINUTE },
  { value: '1d', label: 'day', ms: 24 * 60 * MINUTE },
  { value: '1w', label: 'week', ms: 7 * 24 * 60 * MINUTE },
]

export const DEFAULT_AUDIT_PRESET: AuditPreset = '1d'

export type AuditRangeSpec =
  | { kind: 'preset'; preset: AuditPreset }
  /** from `start` (inclusive) to `end` (exclusive), or on to now when `end` is null */
  | { kind: 'custom'; start: Date; end: Date | null }

export const AUDIT_RESULTS = ['success', 'error', 'unknown'] as const
export type AuditResultFilter = (typeof AUDIT_RESULTS)[number]

export type AuditFilters = {
  /** the actor's name (or `unauthenticated`) */
  actor?: string
  /** an operation id */
  op?: string
  result?: AuditResultFilter
  /** free text, anywhere in the entry */
  text?: string
}

export type AuditQuery = {
  range: AuditRangeSpec
  order: 'descending' | 'ascending'
  filters: AuditFilters
  /** entries a page (the rows-per-page preference when absent) */
  limit?: number
}

const isPreset = (s: unknown): s is AuditPreset => AUDIT_PRESETS.some((p) => p.value === s)
const isResult = (s: unknown): s is AuditResultFilter =>
  (AUDIT_RESULTS as readonly unknown[]).includes(s)

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?$/
const SPAN = /^(\d+(?:\.\d+)?)\s*(m|min|h|d|w)$/i
const UNIT_MS: Record<string, number> = {
  m: MINUTE,
  min: MINUTE,
  h: 60 * MINUTE,
  d: 1440 * MINUTE,
  w: 10_080 * MINUTE,
}

/** How long a span like `15m`, `2h`, `1d`, `1w` is, in ms; undefined for anything else. */
export function spanMs(text: string): number | undefined {
  const m = SPAN.exec(text.trim())
  if (!m) return undefined
  return Number(m[1]) * (UNIT_MS[(m[2] ?? '').toLowerCase()] ?? NaN)
}

/** A time as the audit log takes it: RFC 3339 (a time without zone is local), or a span back from `now`. */
export function parseWhen(text: string, now = Date.now()): Date | null {
  const t = text.trim()
  const span = spanMs(t)
  if (span !== undefined) return Number.isFinite(span) ? new Date(now - span) : null
  if (!RFC3339.test(t)) return null
  const d = new Date(t)
  return Number.isNaN(d.getTime()) ? null : d
}

/** The query a page URL's search string describes; what cannot be read is left at its default. */
export function parseAuditQuery(search: string): AuditQuery {
  const q = new URLSearchParams(search)
  const start = q.get('start')
  const end = q.get('end')
  const s = start ? parseWhen(start) : null
  const e = end ? parseWhen(end) : null
  const preset = q.get('range')
  const range: AuditRangeSpec =
    s && (!e || s < e)
      ? { kind: 'custom', start: s, end: e }
      : { kind: 'preset', preset: isPreset(preset) ? preset : DEFAULT_AUDIT_PRESET }
  const result = q.get('result')
  const limit = Number(q.get('limit'))
  const filters: AuditFilters = {}
  if (q.get('actor')) filters.actor = q.get('actor') ?? undefined
  if (q.get('op')) filters.op = q.get('op') ?? undefined
  if (isResult(result)) filters.result = result
  if (q.get('q')) filters.text = q.get('q') ?? undefined
  return {
    range,
    order: q.get('order') === 'ascending' ? 'ascending' : 'descending',
    filters,
    ...(Number.isInteger(limit) && limit > 0 ? { limit: Math.min(limit, 1000) } : {}),
  }
}

/** The search string of a query (with `extra` parameters, e.g. a resource's), `?` included. */
export function auditSearch(query: Partial<AuditQuery>, extra: Record<string, string> = {}) {
  const q = new URLSearchParams()
  const range = query.range
  if (range?.kind === 'custom') {
    q.set('start', range.start.toISOString())
    if (range.end) q.set('end', range.end.toISOString())
  } else if (range && range.preset !== DEFAULT_AUDIT_PRESET) q.set('range', range.preset)
  if (query.order === 'ascending') q.set('order', 'ascending')
  const f = query.filters ?? {}
  if (f.actor) q.set('actor', f.actor)
  if (f.op) q.set('op', f.op)
  if (f.result) q.set('result', f.result)
  if (f.text) q.set('q', f.text)
  if (query.limit) q.set('limit', String(query.limit))
  for (const [k, v] of Object.entries(extra)) q.set(k, v)
  const s = q.toString()
  return s ? `?${s}` : ''
}

/** Where a range starts and ends: presets end now (open, the log grows), custom ones as given. */
export function rangeBounds(range: AuditRangeSpec, now = Date.now()) {
  if (range.kind === 'custom') return { start: range.start, end: range.end }
  const ms = AUDIT_PRESETS.find((p) => p.value === range.preset)?.ms ?? 86_400_000
  return { start: new Date(now - ms), end: null }
}

/** Whether any filter narrows the entries (the resource filter is counted by the caller). */
export const hasFilters = (f: AuditFilters) => Boolean(f.actor || f.op || f.result || f.text)
