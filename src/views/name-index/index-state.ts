// The name index as this tab holds it: one entry per list the API has (the silo's projects, each
// project's instances, disks, ..., the fleet's silos and IP pools), each with the names it held
// and when it was read. Lists come from the API (read-list.ts), from the browser's store on a
// reload (index-db.ts) and from the tab that keeps the index for all (share.ts). The palette reads
// a derived view: every name, how many lists of how many are known, and how old the oldest is.
import type { PaletteEntry } from '../palette/entries'
import { resourceSources, toEntry, isNamed, type ResourceSource } from '../palette/resource-sources'

type Named = { name: string }

export type IndexList = {
  /** `kind|project` (the project empty for the lists outside projects) */
  key: string
  kind: string
  project?: string
  items: Named[]
  /** when it was read (ms since the epoch) */
  readAt: number
}

export type IndexView = {
  /** whose index this is (silo and user), null until known */
  owner: string | null
  /** the browser's copy has been read (or there was none) */
  restored: boolean
  /** the silo's projects, once their list is known */
  projects: string[] | null
  /** every name known */
  entries: PaletteEntry[]
  /** lists known of the lists there are (the project lists counted once the projects are known) */
  known: number
  expected: number
  /** projects all of whose lists are known */
  projectsDone: number
  /** every list is known */
  complete: boolean
  /** when the oldest known list was read, null with none */
  oldest: number | null
  /** projects all of whose lists are known, with '' once the lists outside projects are */
  readyScopes: ReadonlySet<string>
}

export const projectSources = resourceSources.filter((s) => s.scope === 'project')
const projectSource = resourceSources.find((s) => s.kind === 'project')!

export const listKey = (kind: string, project?: string) => `${kind}|${project ?? ''}`

/** The lists outside projects this user reads: the projects, silo images, and the fleet's. */
export const globalSources = (fleet: boolean) =>
  resourceSources.filter((s) => s.scope === 'silo' || (s.scope === 'fleet' && fleet))

export const sourceOf = (kind: string): ResourceSource | undefined =>
  resourceSources.find((s) => s.kind === kind)

let owner: string | null = null
let fleet = false
let restored = false
const lists = new Map<string, IndexList>()
const entriesOfList = new WeakMap<IndexList, PaletteEntry[]>()
let view: IndexView | null = null
const listeners = new Set<() => void>()

/** How often a busy index tells the palette (each telling may rebuild its search index). */
const PUBLISH_MS = 150
let publishTimer: ReturnType<typeof setTimeout> | null = null

function publish(now = false) {
  view = null
  if (now) {
    if (publishTimer) clearTimeout(publishTimer)
    publishTimer = null
    for (const l of listeners) l()
    return
  }
  publishTimer ??= setTimeout(() => {
    publishTimer = null
    for (const l of listeners) l()
  }, PUBLISH_MS)
}

export const subscribeIndex = (l: () => void) => {
  listeners.add(l)
  return () => void listeners.delete(l)
}

export const indexOwner = () => owner
export const indexList = (key: string) => lists.get(key)
export const allLists = () => [...lists.values()]

/**
 * Starts the index of `next` (a new user, silo or platform): the lists of another owner go. The
 * lists read before the owner was known (owner null) were read for this session: they stay.
 */
export function resetIndex(next: string | null, isFleet: boolean) {
  fleet = isFleet
  if (next === owner) return publish(true)
  if (owner !== null) lists.clear()
  owner = next
  restored = false
  publish(true)
}

export const setFleet = (isFleet: boolean) => {
  if (fleet !== isFleet) {
    fleet = isFleet
    publish(true)
  }
}
export const fleetIndex = () => fleet

export function markRestored() {
  restored = true
  publish(true)
}

const sameItems = (a: Named[], b: Named[]) =>
  a.length === b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]))

/**
 * Puts lists in (newer than what is held, or none held). A list whose names are as held only
 * moves its time, so the palette's search index is not built again. Answers what was taken, and
 * the keys of the lists that went with a project gone from the silo.
 */
export function putLists(
  incoming: IndexList[],
  { soon = false } = {},
): { taken: IndexList[]; gone: string[] } {
  const taken: IndexList[] = []
  const gone: string[] = []
  for (const list of incoming) {
    const held = lists.get(list.key)
    if (held && held.readAt >= list.readAt) continue
    const items = list.items.filter(isNamed)
    if (held && sameItems(held.items, items)) {
      held.readAt = list.readAt
      taken.push(held)
      continue
    }
    const kept = { ...list, items }
    lists.set(list.key, kept)
    taken.push(kept)
    // A project gone from the silo's list takes its lists with it.
    if (list.kind === 'project') {
      const names = new Set(items.map((i) => i.name))
      for (const [key, l] of lists)
        if (l.project && !names.has(l.project)) {
          lists.delete(key)
          gone.push(key)
        }
    }
  }
  if (taken.length) publish(!soon)
  return { taken, gone }
}

/** The project names, as known now (null before the project list). */
export function projectNamesNow(): string[] | null {
  return lists.get(listKey(projectSource.kind))?.items.map((i) => i.name) ?? null
}

function entriesFor(list: IndexList): PaletteEntry[] {
  let e = entriesOfList.get(list)
  if (!e) {
    const source = sourceOf(list.kind)
    e = source ? list.items.map((t) => toEntry(source, t, list.project)) : []
    entriesOfList.set(list, e)
  }
  return e
}

let lastEntries: { parts: PaletteEntry[][]; all: PaletteEntry[] } | null = null

/** The same array while every list's entries are the same (the palette keys its index on it). */
function entriesNow(parts: PaletteEntry[][]) {
  if (
    lastEntries &&
    lastEntries.parts.length === parts.length &&
    lastEntries.parts.every((p, i) => p === parts[i])
  )
    return lastEntries.all
  lastEntries = { parts, all: parts.flat() }
  return lastEntries.all
}

/** The index as the palette sees it (the same object until something changes). */
export function indexView(): IndexView {
  if (view) return view
  const projects = projectNamesNow()
  const globals = globalSources(fleet)
  let known = 0
  let oldest: number | null = null
  const parts: PaletteEntry[][] = []
  const count = (l: IndexList | undefined) => {
    if (!l) return false
    known++
    oldest = oldest === null ? l.readAt : Math.min(oldest, l.readAt)
    parts.push(entriesFor(l))
    return true
  }
  let globalsDone = true
  for (const s of globals) if (!count(lists.get(listKey(s.kind)))) globalsDone = false
  const ready = new Set<string>()
  if (globalsDone) ready.add('')
  // Before the project list comes, the projects whose lists were read already (the current one).
  const scopes = projects ?? [...new Set(allLists().flatMap((l) => (l.project ? [l.project] : [])))]
  for (const p of scopes) {
    let all = true
    for (const s of projectSources) if (!count(lists.get(listKey(s.kind, p)))) all = false
    if (all) ready.add(p)
  }
  const expected = globals.length + (projects?.length ?? 0) * projectSources.length
  view = {
    owner,
    restored,
    projects,
    entries: entriesNow(parts),
    known,
    expected,
    projectsDone: ready.size - (globalsDone ? 1 : 0),
    complete: projects !== null && known === expected,
    oldest,
    readyScopes: ready,
  }
  return view
}
