// The entries the audit log page shows. Without a filter: one page of the range from the API
// (newest first unless asked otherwise) with the pagination bar, and, while following, what has
// completed since, on top. With a filter: every entry of the range read from both ends
// (use-audit-search.ts), the matches as they come, up to a page of them, and, while following,
// the new entries that match, on top.
import type { ActorNames } from '@/api/audit-actors'
import { auditPageParams, type AuditRange } from '@/api/audit-scan'
import { auditLogList } from '@/api/generated/operations'
import type { AuditLogEntry } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import type { ResourceRef } from '@/api/resource-ref'
import type { AuditQuery } from '@/lib/audit-query'
import { usePagination } from '../../../ui/use-pagination'
import { entryMatches, filtering, type AuditMatch } from './audit-match'
import { useAuditFollow, withFresh } from './use-audit-follow'
import { useAuditSearch } from './use-audit-search'

type Options = {
  query: AuditQuery
  ref: ResourceRef | null
  names: ActorNames | undefined
  /** the range as it is read now (a preset's start fixed when it was chosen) */
  range: AuditRange
  /** the user's follow switch */
  follow: boolean
}

export function useAuditRows({ query, ref, names, range, follow }: Options) {
  const rangeKey = `${range.start.toISOString()}|${range.end?.toISOString() ?? ''}|${query.order}`
  const pagination = usePagination(`${rangeKey}|${query.limit ?? ''}`)
  const limit = query.limit ?? pagination.limit
  const match: AuditMatch = { filters: query.filters, ref, names }
  const filtered = filtering(match)
  // The filter's key: a new one restarts the read (names count: the actor filter needs them).
  const searchKey = filtered
    ? JSON.stringify([rangeKey, query.filters, ref, names ? 'names' : ''])
    : null
  const { search, stop } = useAuditSearch(range, searchKey, (e) => entryMatches(e, match))

  const params = auditPageParams(range, query.order, limit, pagination.pageToken)
  const base = useApiQuery(auditLogList, filtered ? null : params)
  const page = base.data
  const items = page && Array.isArray(page.items) ? page.items : undefined

  const open = range.end === null
  const first = pagination.page === 1
  const canFollow: true | string = !open
    ? 'The range has an end: nothing new can come into it'
    : query.order === 'ascending'
      ? 'Oldest first: new entries go to the last page; show newest first to follow'
      : !filtered && !first
        ? 'Follow shows new entries on the first page'
        : true
  const following = follow && canFollow === true
  const followShown = filtered ? (search ? [] : null) : first ? (items ?? null) : null
  const followStart = filtered ? (search?.cut ?? range.start) : range.start
  const fol = useAuditFollow(following, followShown, followStart, `${rangeKey}|${searchKey}`)

  // What arrived while following stays on top when paused (pausing freezes, it does not undo).
  const keepFresh = canFollow === true
  let rows: AuditLogEntry[] | undefined
  let matched = 0
  if (filtered) {
    const fresh = keepFresh ? fol.fresh.filter((e) => entryMatches(e, match)) : []
    const all = search ? withFresh(fresh, search.matches) : undefined
    matched = all?.length ?? 0
    const capped = all?.slice(0, limit)
    rows = query.order === 'ascending' ? capped?.toReversed() : capped
  } else if (items) rows = keepFresh ? withFresh(fol.fresh, items) : items

  return {
    rows,
    error: filtered ? undefined : base.error,
    pagination,
    limit,
    nextPage: page?.nextPage,
    filtered,
    search,
    stop,
    matched,
    canFollow,
    following,
    follow: fol,
  }
}
