// Keeps the name index: takes the browser's copy at once, hears the lists other tabs read, reads
// the current project's missing lists at once, and refreshes the rest in the background within a
// budget: one call a tick (CALL_MS) from the keeper tab (share.ts), the change feed's read or the
// page's poll included (../live/feed.ts), never while a lookup already reads for the user. What
// the user changes in the console is read again at once; what others change, as the feed says.
// While the feed runs, a list read since it started needs no refresh.
import { PRIORITY } from '@/api/request-slots'
import { commandLogAtom, type LogEntry } from '@/state/command-log'
import { lastProjectAtom, visitedAtom } from '@/state/history'
import { store } from '@/state/store'
import { loadLists } from './index-db'
import {
  allLists,
  fleetIndex,
  indexList,
  indexView,
  indexOwner,
  markRestored,
  projectNamesNow,
  projectSources,
  globalSources,
  putLists,
  resetIndex,
  setFleet,
} from './index-state'
import { onRead } from '@/api/live-keys'
import { feedCovered, lastFeedCallAt, setFeedStart, startLiveFeed } from '../live/feed'
import { lastPollAt } from '../live/page-poll'
import { takePageRead } from './follow'
import { failedLately, readGoing, readList } from './read-list'
import { nextList } from './refresh-plan'
import { hearLists, isKeeper, joinKeepers } from './share'

/** One background read a tick: at most about 50 calls a minute from the one keeper tab. */
export const CALL_MS = 1200

let timer: ReturnType<typeof setInterval> | null = null
let busy = 0
let unsubscribeLog: (() => void) | null = null
let seenLog = -1

/** While `fn` runs (a lookup reading for the user), the background refresh waits. */
export async function whileBusy<T>(fn: () => Promise<T>): Promise<T> {
  busy++
  try {
    return await fn()
  } finally {
    busy--
  }
}

const projectOfPath = () =>
  /^\/projects\/([^/]+)/.exec(typeof location === 'undefined' ? '' : location.pathname)?.[1]

/** The current project, the last one visited, then those of the resources visited lately. */
export function nearProjects(): string[] {
  const near: string[] = []
  const add = (p: string | null | undefined) => p && !near.includes(p) && near.push(p)
  add(projectOfPath() && decodeURIComponent(projectOfPath()!))
  add(store.get(lastProjectAtom))
  for (const v of store.get(visitedAtom)) {
    const [, kind, project] = v.key.split(':')
    add(kind === 'project' ? v.title : project)
    if (near.length >= 5) break
  }
  return near
}

async function tick() {
  if (busy || !isKeeper()) return
  // One call a tick from this tab: the feed's read or the page's poll takes it when it came.
  const now = Date.now()
  if (now - lastFeedCallAt() < CALL_MS || now - lastPollAt() < CALL_MS) return
  const want = nextList({
    now,
    covered: feedCovered(),
    fleet: fleetIndex(),
    projects: projectNamesNow(),
    near: nearProjects(),
    held: indexList,
    skip: (key) => readGoing(key) || failedLately(key),
  })
  if (!want) return
  try {
    await readList(want.kind, want.project, { priority: PRIORITY.background })
  } catch {
    // Cancelled: the next tick asks again.
  }
}

/** The lists a change may have touched: its project's (and the projects' list), or the globals. */
function readChanged(entry: LogEntry) {
  const project =
    typeof entry.args.project === 'string' ? entry.args.project : (projectOfPath() ?? undefined)
  const reads: [string, string | undefined][] = [['project', undefined]]
  if (project && !entry.commandId.startsWith('project.'))
    for (const s of projectSources) reads.push([s.kind, project])
  for (const s of globalSources(fleetIndex()))
    if (s.kind !== 'project') reads.push([s.kind, undefined])
  for (const [kind, p] of reads)
    readList(kind, p, { priority: PRIORITY.here }).catch(() => undefined)
}

function onLog() {
  const log = store.get(commandLogAtom)
  for (const e of log) {
    if (e.seq <= seenLog) continue
    seenLog = e.seq
    if (e.status === 'ok' && !/^(nav|ui)\./.test(e.commandId) && indexOwner() !== null)
      readChanged(e)
  }
}

/**
 * The current project's lists and the globals this tab has never read: read at once (the
 * project's once the project list says this user has it: a page of someone else's is a 404).
 */
async function readNearNow() {
  const missing = (kind: string, project?: string) => !indexList(`${kind}|${project ?? ''}`)
  const read = (kind: string, project?: string) =>
    readList(kind, project, { priority: PRIORITY.here }).catch(() => false)
  const globals = globalSources(fleetIndex()).filter((s) => missing(s.kind))
  const projects = globals.some((s) => s.kind === 'project') ? read('project') : undefined
  for (const s of globals) if (s.kind !== 'project') void read(s.kind)
  const here = nearProjects()[0]
  if (!here) return
  await projects
  if (!projectNamesNow()?.includes(here)) return
  for (const s of projectSources) if (missing(s.kind, here)) void read(s.kind, here)
}

/**
 * Starts (or goes on with) the index of `owner` (silo and user; null while unknown) for a fleet
 * viewer or not. The browser's copy comes first; the background refresh starts with it.
 */
export function startNameIndex(owner: string | null, fleet: boolean) {
  const before = indexOwner()
  resetIndex(owner, fleet)
  setFleet(fleet)
  if (!unsubscribeLog) {
    seenLog = store.get(commandLogAtom).at(-1)?.seq ?? -1
    unsubscribeLog = store.sub(commandLogAtom, onLog)
    // A whole list a page reads is the index's too.
    onRead(takePageRead)
    // The feed's first read looks back to the oldest list the index holds (within a day): what
    // changed since is read again, and the rest needs no refresh while the feed runs.
    setFeedStart(
      () => Math.min(...allLists().map((l) => l.readAt), Date.now()),
      () => indexView().restored,
    )
    // A project gone takes its lists with it here too, as its project list comes in.
    hearLists((from, lists) => {
      if (from === indexOwner()) putLists(lists, { soon: true })
    })
  }
  timer ??= setInterval(() => void tick(), CALL_MS)
  startLiveFeed(owner, fleet)
  if (owner === null || owner === before) return
  joinKeepers(owner)
  void loadLists(owner).then((lists) => {
    if (indexOwner() !== owner) return
    putLists(lists)
    markRestored()
    void readNearNow()
  })
}

/** Stops the keeping (tests). */
export function stopNameIndex() {
  if (timer) clearInterval(timer)
  timer = null
  unsubscribeLog?.()
  unsubscribeLog = null
}
