// What the palette remembers across reloads (localStorage): the command lines typed, walked with
// Up/Down, and the resources visited most recently, which rank first in its search.
import { atom, atomWithStorage } from './store'

export const LINE_HISTORY_LIMIT = 100
export const VISITED_LIMIT = 20

const linesStored = atomWithStorage<string[]>('oxide-console.line-history', [], undefined, {
  getOnInit: true,
})

/** Oldest first, like a shell's history. */
export const lineHistoryAtom = atom((get) => get(linesStored))

/** A line that ran: it goes to the end; the same line typed again moves there. */
export const pushLineAtom = atom(null, (get, set, line: string) => {
  const trimmed = line.trim()
  if (!trimmed) return
  const kept = get(linesStored).filter((l) => l !== trimmed)
  set(linesStored, [...kept, trimmed].slice(-LINE_HISTORY_LIMIT))
})

/**
 * One step of an Up/Down walk. `at` is the position being shown (history.length when none):
 * Up goes to the earlier line, Down to the later one and past the newest back to `draft`.
 */
export function walkHistory(history: string[], at: number, direction: 'up' | 'down') {
  const next = direction === 'up' ? Math.max(0, at - 1) : Math.min(history.length, at + 1)
  return { at: next, line: history[next] }
}

/** A resource the user went to, by its palette key (`res:instance:demo:web-1`). */
export type Visit = { key: string; title: string; at: number }

const visitsStored = atomWithStorage<Visit[]>('oxide-console.visited', [], undefined, {
  getOnInit: true,
})

/** Most recent first. */
export const visitedAtom = atom((get) => get(visitsStored))

export const pushVisitAtom = atom(null, (get, set, visit: Omit<Visit, 'at'>) => {
  const kept = get(visitsStored).filter((v) => v.key !== visit.key)
  set(visitsStored, [{ ...visit, at: Date.now() }, ...kept].slice(0, VISITED_LIMIT))
})

const lastProjectStored = atomWithStorage<string | null>(
  'oxide-console.last-project',
  null,
  undefined,
  { getOnInit: true },
)

/**
 * The project of the last project page visited: `g i` and the other project pages go there from
 * a page outside any project instead of asking.
 */
export const lastProjectAtom = atom((get) => get(lastProjectStored))
export const setLastProjectAtom = atom(null, (_get, set, project: string | null) =>
  set(lastProjectStored, project),
)
