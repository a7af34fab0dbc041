// The index follows what the page reads and what the feed says changed. A whole list a page read
// (its first page held everything) is put in the index as read then: one read serves both. A
// change the feed read that touched a list the index holds, read before the change, has that
// list read again, after a moment in which a page's own read of it may serve instead.
import { type Touch } from '@/api/audit-touches'
import type { ApiKey } from '@/api/hooks'
import { PRIORITY } from '@/api/request-slots'
import { isUuid } from '@/lib/validators'
import { resourceSources, type ResourceSource } from '../palette/resource-sources'
import { indexList, indexOwner, listKey } from './index-state'
import { keepLists, readList } from './read-list'

/** How long a list touched by a change waits for a page's read of it before the index reads it. */
export const GRACE_MS = 1500

type ListParams = { path?: Record<string, unknown>; query?: Record<string, unknown> }

/** The index list a page's query is, if it is one: its kind and project. */
export function indexListOf(key: ApiKey): { source: ResourceSource; project?: string } | null {
  const params = (key[1] ?? {}) as ListParams
  if (params.path && Object.keys(params.path).length) return null
  const project = params.query?.project
  for (const source of resourceSources) {
    if (source.list.key !== key[0]) continue
    if (source.scope === 'project' && typeof project === 'string' && !isUuid(project))
      return { source, project }
    if (source.scope !== 'project' && project === undefined) return { source }
  }
  return null
}

/** A page's read of a whole list goes into the index (the first page, with no next one). */
export function takePageRead(key: ApiKey, data: unknown) {
  if (indexOwner() === null) return
  const list = indexListOf(key)
  const query = (key[1] as ListParams | null)?.query ?? {}
  const page = data as { items?: unknown; nextPage?: string | null } | null
  if (!list || query.pageToken !== undefined || !Array.isArray(page?.items) || page.nextPage) return
  const { source, project } = list
  keepLists([
    {
      key: listKey(source.kind, project),
      kind: source.kind,
      project,
      items: page.items as { name: string }[],
      readAt: Date.now(),
    },
  ])
}

/** The project's name where a change named it by id (the index's project list knows ids). */
function projectName(value: string): string | undefined {
  if (!isUuid(value)) return value
  const projects = indexList(listKey('project'))?.items as
    { id?: string; name: string }[] | undefined
  return projects?.find((p) => p.id === value)?.name
}

/** The index lists a change touched (a project-wide change in an unknown project: none). */
export function touchedLists(t: Touch): { kind: string; project?: string }[] {
  const out: { kind: string; project?: string }[] = []
  for (const source of resourceSources) {
    if (!t.eps.includes(source.list.key)) continue
    if (source.scope !== 'project') out.push({ kind: source.kind })
    else {
      const project = t.params.project && projectName(t.params.project)
      if (project) out.push({ kind: source.kind, project })
    }
  }
  return out
}

/**
 * Reads again (after GRACE_MS) the lists the index holds that changes touched and that were read
 * before them. `stale(readAt)` says whether a list read then is older than its change.
 */
export function followChanges(changes: { touch: Touch; stale: (readAt: number) => boolean }[]) {
  const wanted = new Map<
    string,
    { kind: string; project?: string; stale: (at: number) => boolean }
  >()
  for (const c of changes)
    for (const l of touchedLists(c.touch)) {
      const key = listKey(l.kind, l.project)
      const held = indexList(key)
      if (held && c.stale(held.readAt)) wanted.set(key, { ...l, stale: c.stale })
    }
  if (!wanted.size) return
  const owner = indexOwner()
  setTimeout(() => {
    if (indexOwner() !== owner) return
    for (const [key, w] of wanted) {
      const held = indexList(key)
      if (held && w.stale(held.readAt))
        readList(w.kind, w.project, { priority: PRIORITY.here }).catch(() => undefined)
    }
  }, GRACE_MS)
}
