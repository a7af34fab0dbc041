// Which list the keeper reads next, one a tick: the silo's project list once a minute, the lists
// outside projects every five, then lists never read (the current and recently used projects
// first, the rest in the silo's order), then the lists of those near projects once two minutes
// old, and the rest once ten minutes old, the oldest first. While the change feed runs, a list
// read since it started is as fresh as the feed: the feed has it read again when it changes.
import { globalSources, listKey, projectSources, type IndexList } from './index-state'

export const PROJECTS_EVERY_MS = 60_000
export const GLOBALS_EVERY_MS = 5 * 60_000
export const NEAR_EVERY_MS = 2 * 60_000
export const FAR_EVERY_MS = 10 * 60_000

export type Want = { kind: string; project?: string; key: string }

type Plan = {
  now: number
  /** since when the change feed has told every change (null: it is not running) */
  covered?: number | null
  fleet: boolean
  projects: string[] | null
  /** the current project, then the recently used ones */
  near: string[]
  held: (key: string) => IndexList | undefined
  /** lists not to ask for now (being read, or failed a moment ago) */
  skip: (key: string) => boolean
}

const want = (kind: string, project?: string): Want => ({
  kind,
  project,
  key: listKey(kind, project),
})

/** The projects in the order they are looked at: near ones first, then the silo's order. */
export function projectOrder(projects: string[], near: string[]) {
  const known = new Set(projects)
  const first = near.filter((p, i) => known.has(p) && near.indexOf(p) === i)
  const taken = new Set(first)
  return [...first, ...projects.filter((p) => !taken.has(p))]
}

/** The next list to read, or null when every list is fresh enough. */
export function nextList({
  now,
  covered = null,
  fleet,
  projects,
  near,
  held,
  skip,
}: Plan): Want | null {
  const due = (w: Want, every: number) => {
    if (skip(w.key)) return null
    const l = held(w.key)
    if (!l) return -Infinity
    if (covered !== null && l.readAt >= covered) return null
    return now - l.readAt >= every ? l.readAt : null
  }
  const oldest = (wants: Want[], every: number) => {
    let best: Want | null = null
    let bestAt = Infinity
    for (const w of wants) {
      const at = due(w, every)
      if (at !== null && at < bestAt) {
        best = w
        bestAt = at
      }
    }
    return best
  }
  const globals = globalSources(fleet).map((s) => want(s.kind))
  const projectList = globals.find((w) => w.kind === 'project')!
  if (due(projectList, PROJECTS_EVERY_MS) !== null) return projectList
  const other = oldest(
    globals.filter((w) => w !== projectList),
    GLOBALS_EVERY_MS,
  )
  if (other) return other
  if (!projects) return null
  const order = projectOrder(projects, near)
  const nearSet = new Set(near)
  for (const p of order)
    for (const s of projectSources) {
      const w = want(s.kind, p)
      if (!skip(w.key) && !held(w.key)) return w
    }
  const lists = (which: (p: string) => boolean) =>
    order.filter(which).flatMap((p) => projectSources.map((s) => want(s.kind, p)))
  return (
    oldest(
      lists((p) => nearSet.has(p)),
      NEAR_EVERY_MS,
    ) ??
    oldest(
      lists((p) => !nearSet.has(p)),
      FAR_EVERY_MS,
    )
  )
}
