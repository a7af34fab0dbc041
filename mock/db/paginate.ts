// Pagination as Nexus does it: `limit` (default 100), an opaque `page_token` that carries the
// sort mode and the last key served, and `next_page` null once the last item has been served.
import { badQuery } from './errors'

export type PageQuery = { limit?: string; page_token?: string; sort_by?: string }

type SortMode =
  | 'name_ascending'
  | 'name_descending'
  | 'id_ascending'
  | 'time_and_id_ascending'
  | 'time_and_id_descending'
  | 'version_ascending'
  | 'version_descending'

const SORTS: SortMode[] = [
  'name_ascending',
  'name_descending',
  'id_ascending',
  'time_and_id_ascending',
  'time_and_id_descending',
  'version_ascending',
  'version_descending',
]

/** Nexus's server-side default page size and the most one page may hold. */
export const DEFAULT_LIMIT = 100
const MAX_LIMIT = 10_000

/** Alert deliveries carry `time_started` where other objects have `time_created`. */
type Item = { id?: string; name?: string; time_created?: string; time_started?: string }

/** Version modes sort by `idOf`, which the caller makes a sortable version key. */
function keyOf(item: Item, mode: SortMode, idOf: () => string): string {
  if (mode.startsWith('name')) return item.name ?? idOf()
  if (mode.startsWith('time')) return `${item.time_created ?? item.time_started ?? ''}|${idOf()}`
  return idOf()
}

const encode = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '')
function decode(token: string): { s: SortMode; k: string } {
  try {
    const o = JSON.parse(atob(token)) as { s?: unknown; k?: unknown }
    if (SORTS.includes(o.s as SortMode) && typeof o.k === 'string')
      return { s: o.s as SortMode, k: o.k }
  } catch {
    // fall through to the error below
  }
  throw badQuery('failed to parse pagination token: invalid page token')
}

/** `limit` as Nexus reads it: the default when absent, at most the largest page. */
export function parseLimit(raw: string | undefined) {
  if (raw === undefined || raw === '') return DEFAULT_LIMIT
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1)
    throw badQuery(`invalid value for limit: "${raw}", expected a non-zero value`)
  return Math.min(n, MAX_LIMIT)
}

/**
 * One page of `items`, sorted by the requested (or default) mode. `idOf` names the key of items
 * without an `id` (silo links and quotas are keyed by silo id).
 */
export function paginate<T extends object>(
  items: readonly T[],
  query: PageQuery,
  defaultSort: SortMode = 'name_ascending',
  idOf: (x: T) => string = (x) => (x as Item).id ?? '',
) {
  const key = (x: T, m: SortMode) => keyOf(x as Item, m, () => idOf(x))
  const limit = parseLimit(query.limit)
  let mode = defaultSort
  let after: string | null = null
  if (query.page_token) {
    const t = decode(query.page_token)
    mode = t.s
    after = t.k
  } else if (query.sort_by) {
    if (!SORTS.includes(query.sort_by as SortMode))
      throw badQuery(`unknown variant \`${query.sort_by}\` for sort_by`)
    mode = query.sort_by as SortMode
  }
  const desc = mode.endsWith('descending')
  // Each key computed once (a list of 10,000 would otherwise build ~500,000 key strings per page,
  // a long task in the browser, where the mock shares the page's main thread).
  const keyed = items.map((x) => ({ x, k: key(x, mode) }))
  const rest = (
    after === null ? keyed : keyed.filter(({ k }) => (desc ? k < after : k > after))
  ).sort((a, b) => {
    const c = a.k < b.k ? -1 : a.k > b.k ? 1 : 0
    return desc ? -c : c
  })
  const page = rest.slice(0, limit).map(({ x }) => x)
  const last = page[page.length - 1]
  const next_page = rest.length > limit && last ? encode({ s: mode, k: key(last, mode) }) : null
  return { items: page, next_page }
}
