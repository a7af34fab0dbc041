// The resources the palette finds by name: the name index (../name-index), kept across reloads
// and tabs and refreshed in the background within a budget. The palette reads it as it is; a
// name it does not hold yet is looked up when Enter is pressed (use-enter.ts).
import { useEffect, useSyncExternalStore } from 'react'
import { indexView, subscribeIndex, type IndexView } from '../name-index/index-state'
import { fillIndex } from '../name-index/lookup'
import type { PaletteEntry } from './entries'

export type { IndexView }

/** The shared index, as it is now. */
export function useResourceIndex(): IndexView {
  return useSyncExternalStore(subscribeIndex, indexView, indexView)
}

/**
 * `#` (every project's resources) over an index not complete: the lists it lacks are read, a few
 * at a time, while the query stays a `#` one.
 */
export function useIndexFill(on: boolean, fleet: boolean) {
  useEffect(() => {
    if (!on) return
    const ac = new AbortController()
    fillIndex(fleet, ac.signal).catch(() => undefined)
    return () => ac.abort()
  }, [on, fleet])
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
