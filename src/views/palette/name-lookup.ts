// A name typed in the palette is asked for directly, not only searched in the index: the index of
// a rack with thousands of instances takes seconds to load, an exact-name view call one request.
// One call per kind and project the user can see (instances first, the commonest search, then
// projects, disks and VPCs; silos and IP pools for fleet viewers), a few at a time through the shared
// request slots, cancelled as soon as the name changes. Fuzzy matches still come from the index.
import { useEffect, useState } from 'react'
import { withSlot, isAbort, PRIORITY, type Priority } from '@/api/request-slots'
import type { PaletteEntry } from './entries'
import { projectNames } from './resource-index'
import { isNamed, resourceSources, toEntry, type ResourceSource } from './resource-sources'

/** The kinds asked for by name; the others are found through the index. */
const LOOKUP_KINDS = ['instance', 'project', 'disk', 'vpc', 'silo', 'ip pool']
/** Typing pauses this long before a name is asked for: each key would otherwise cost requests. */
export const LOOKUP_DELAY_MS = 120

export type NameLookup = {
  /** the name these answers are for */
  name: string
  /** the resources found with exactly that name so far */
  hits: PaletteEntry[]
  /** every lookup for the name has answered */
  done: boolean
}

const none: NameLookup = { name: '', hits: [], done: true }

type Ask = { source: ResourceSource; project?: string }

/** The lookups for a name, in the order they are asked. */
export function lookupsFor(projects: string[], fleet: boolean): Ask[] {
  const sources = LOOKUP_KINDS.map((k) => resourceSources.find((s) => s.kind === k)!)
  const asks: Ask[] = []
  for (const s of sources) {
    if (s.scope === 'silo' || (s.scope === 'fleet' && fleet)) asks.push({ source: s })
    else if (s.scope === 'project') for (const p of projects) asks.push({ source: s, project: p })
  }
  return asks
}

/**
 * Asks for every resource named `name` and calls `onHit` with each as it answers; resolves when
 * all have answered, rejects with an AbortError once `signal` aborts.
 */
export async function lookupName(
  name: string,
  fleet: boolean,
  signal: AbortSignal,
  onHit: (entry: PaletteEntry) => void,
  priority: Priority = PRIORITY.asked,
) {
  const projects = await projectNames()
  signal.throwIfAborted()
  const asks = lookupsFor(projects, fleet)
  await Promise.all(
    asks.map(async ({ source, project }) => {
      let found: unknown
      try {
        found = await withSlot(() => source.view(name, project, signal), { priority, signal })
      } catch (e) {
        if (isAbort(e)) throw e
        return // 404 (no such resource), 403, or a failure: the index may still have it
      }
      signal.throwIfAborted()
      // Only what answers with that very name counts (a platform may answer anything).
      if (isNamed(found) && found.name.toLowerCase() === name.toLowerCase())
        onHit(toEntry(source, found, project))
    }),
  )
}

/**
 * The exact-name hits for `name` (null: nothing to ask), as they answer. `guess`: a bare word,
 * which may as well be a command: its lookups wait behind the index of the current project.
 */
export function useNameLookup(name: string | null, fleet: boolean, guess = false): NameLookup {
  const [found, setFound] = useState<NameLookup>(none)
  useEffect(() => {
    if (!name) return
    const ac = new AbortController()
    const hits: PaletteEntry[] = []
    const timer = setTimeout(() => {
      setFound({ name, hits: [], done: false })
      lookupName(
        name,
        fleet,
        ac.signal,
        (hit) => {
          hits.push(hit)
          setFound({ name, hits: [...hits], done: false })
        },
        guess ? PRIORITY.guess : PRIORITY.asked,
      ).then(
        () => setFound({ name, hits: [...hits], done: true }),
        (e: unknown) => {
          if (!isAbort(e)) setFound({ name, hits: [...hits], done: true })
        },
      )
    }, LOOKUP_DELAY_MS)
    return () => {
      clearTimeout(timer)
      ac.abort()
    }
  }, [name, fleet, guess])
  return name && found.name === name ? found : { name: name ?? '', hits: [], done: !name }
}
