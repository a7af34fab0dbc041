// The resources the palette finds by name: the projects, every project's resources and, for fleet
// viewers, silos and IP pools. One index for the whole tab, shared by every palette opened: it
// loads in the background (the current project's lists first), page by page with the request
// bound of request-slots.ts, and the palette shows what has come so far. It loads again only when
// it may be out of date (a command that changed something, or a minute gone by), and while it
// does the last complete index stays in use: a refresh never blocks a search.
import { useEffect, useSyncExternalStore } from 'react'
import { streamPages } from '@/api/page-stream'
import { PRIORITY, type Priority } from '@/api/request-slots'
import { commandLogAtom, type LogEntry } from '@/state/command-log'
import { useAtomValue } from '@/state/store'
import type { PaletteEntry } from './entries'
import { resourceSources, toEntry, isNamed, type ResourceSource } from './resource-sources'

export type IndexState = {
  /** what the palette searches: every entry loaded so far (the last complete set on a refresh) */
  entries: PaletteEntry[]
  /** `entries` holds every list (of this load or the last complete one) */
  complete: boolean
  /** a load is going on */
  loading: boolean
  /** lists read so far of the lists to read (0 of 0 until the project list has come) */
  listsDone: number
  lists: number
  /** names read so far in the load going on */
  names: number
  /** projects whose lists have all been read, with '' for the project-less lists */
  readyScopes: ReadonlySet<string>
  /** the project names, once the project list has come */
  projects: string[] | null
}

const INDEX_MAX_AGE_MS = 60_000
/** How often a load in progress shows what it has (each showing rebuilds the search index). */
const PUBLISH_MS = 200

const empty: IndexState = {
  entries: [],
  complete: false,
  loading: false,
  listsDone: 0,
  lists: 0,
  names: 0,
  readyScopes: new Set(),
  projects: null,
}

let state = empty
let loadedAt = 0
let loadedFor: { fleet: boolean; changes: number } | null = null
let generation = 0
const listeners = new Set<() => void>()
let projectWaiters: ((names: string[]) => void)[] = []

function set(next: Partial<IndexState>) {
  state = { ...state, ...next }
  for (const l of listeners) l()
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
export const indexSnapshot = () => state

/** The project names: known ones at once, else when the load going on has read them. */
export function projectNames(): Promise<string[]> {
  if (state.projects) return Promise.resolve(state.projects)
  return new Promise((ok) => projectWaiters.push(ok))
}

/** Reads one list into `into`; a list that fails (403, chaos) contributes nothing. */
async function readList(
  source: ResourceSource,
  project: string | undefined,
  into: PaletteEntry[],
  priority: Priority,
) {
  try {
    await streamPages(
      source.list,
      source.params(project) as never,
      (items) => {
        for (const t of items) if (isNamed(t)) into.push(toEntry(source, t, project))
      },
      { priority },
    )
  } catch {
    // Nothing from this list: the rest of the index still loads.
  }
}

async function load(fleet: boolean, current: string | undefined) {
  const mine = ++generation
  const refresh = state.complete
  const built: PaletteEntry[] = []
  const ready = new Set<string>()
  let listsDone = 0
  let lists = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  const show = () => {
    timer = null
    if (mine !== generation) return
    const progress = { listsDone, lists, names: built.length }
    // A refresh keeps searching the last complete index until it is complete itself.
    set(refresh ? progress : { ...progress, entries: built.slice(), readyScopes: new Set(ready) })
  }
  const showSoon = () => (timer ??= setTimeout(show, PUBLISH_MS))
  set({ loading: true, listsDone: 0, lists: 0, names: 0 })

  const perProject = resourceSources.filter((s) => s.scope === 'project')
  const left = new Map<string, number>()
  /** Reads a list; `scope` counts as ready once all its lists have been read. */
  const job = async (scope: string, read: () => Promise<void>) => {
    lists++
    left.set(scope, (left.get(scope) ?? 0) + 1)
    await read()
    listsDone++
    const n = (left.get(scope) ?? 1) - 1
    left.set(scope, n)
    if (n === 0) ready.add(scope)
    showSoon()
  }
  // The project list first (the lookups by name wait for it), then where the user is, which does
  // not wait for the project list: the palette outside `#` searches it, and Enter on a word may
  // wait for it. The request slots let a few through at a time, by priority, then in order.
  const projectSource = resourceSources.find((s) => s.kind === 'project')!
  const projectEntries: PaletteEntry[] = []
  const projectList = job('', () =>
    readList(projectSource, undefined, projectEntries, PRIORITY.here),
  )
  const first = [
    ...resourceSources
      .filter((s) => s.scope === 'fleet' && fleet)
      .map((s) => job('', () => readList(s, undefined, built, PRIORITY.here))),
    ...(current
      ? perProject.map((s) => job(current, () => readList(s, current, built, PRIORITY.here)))
      : []),
  ]
  show()
  await projectList
  built.push(...projectEntries)
  const names = projectEntries.map((e) => e.title)
  if (mine !== generation) return
  if (!refresh || !state.projects) set({ projects: names })
  for (const w of projectWaiters.splice(0)) w(names)

  const rest = names
    .filter((p) => p !== current)
    .flatMap((p) => perProject.map((s) => job(p, () => readList(s, p, built, PRIORITY.background))))
  show()
  await Promise.all([...first, ...rest])
  if (timer) clearTimeout(timer)
  if (mine !== generation) return
  loadedAt = Date.now()
  const all = new Set([...names, ''])
  set({
    entries: dedupe(built),
    complete: true,
    loading: false,
    listsDone,
    lists,
    names: built.length,
    readyScopes: all,
    projects: names,
  })
}

function dedupe(entries: PaletteEntry[]) {
  const seen = new Set<string>()
  return entries.filter((e) => !seen.has(e.key) && (seen.add(e.key), true))
}

/**
 * Starts a load when there is no index, or a refresh when it may be out of date; a load going on
 * is left alone. `changes` counts the commands that may have changed resources.
 */
export function ensureIndex(fleet: boolean, changes: number, current?: string) {
  const stale =
    !loadedFor ||
    loadedFor.fleet !== fleet ||
    loadedFor.changes !== changes ||
    Date.now() - loadedAt > INDEX_MAX_AGE_MS
  if (!stale || (state.loading && loadedFor?.fleet === fleet && loadedFor.changes === changes))
    return
  if (loadedFor && loadedFor.fleet !== fleet) state = empty
  loadedFor = { fleet, changes }
  void load(fleet, current)
}

/** Forgets the index (tests; a new platform). */
export function resetResourceIndex() {
  generation++
  state = empty
  loadedAt = 0
  loadedFor = null
  projectWaiters = []
  for (const l of listeners) l()
}

/** Commands that may have changed resources: every successful run but navigation and UI. */
const changesMade = (log: LogEntry[]) =>
  log.filter((e) => e.status === 'ok' && !/^(nav|ui)\./.test(e.commandId)).length

/** The shared index, loading (or refreshing) it while `enabled`. */
export function useResourceIndex(enabled: boolean, fleet: boolean, project?: string) {
  const changes = changesMade(useAtomValue(commandLogAtom))
  useEffect(() => {
    if (enabled) ensureIndex(fleet, changes, project)
  }, [enabled, fleet, changes, project])
  return useSyncExternalStore(subscribe, indexSnapshot, indexSnapshot)
}

const scoped = new WeakMap<PaletteEntry[], Map<string, PaletteEntry[]>>()

/** The entries of one project and the project-less ones (the palette outside `#`). */
export function entriesOf(entries: PaletteEntry[], project: string | undefined) {
  const byProject = scoped.get(entries) ?? scoped.set(entries, new Map()).get(entries)!
  const key = project ?? ''
  let kept = byProject.get(key)
  if (!kept) {
    kept = entries.filter((e) => e.project === undefined || e.project === project)
    byProject.set(key, kept)
  }
  return kept
}
