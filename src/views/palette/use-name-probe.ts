// `#name` while the index is incomplete: the name typed is asked for directly where the index
// lacks lists (../name-index/probe.ts), once typing pauses, and what answers with that name shows
// at once among the exact hits. A new name cancels the calls of the last one.
import { useEffect, useMemo, useState } from 'react'
import { nearProjects } from '../name-index/keeper'
import { probeName } from '../name-index/probe'
import { NAME_LIKE } from './enter-plan'
import type { PaletteEntry } from './entries'
import { namesOf } from './verb-entries'

/** Typing pauses this long before a name is asked for: each key would otherwise cost calls. */
export const PROBE_DELAY_MS = 100

const none: PaletteEntry[] = []

/** The resources named `name` the direct asks have found so far (none while `name` is null). */
export function useNameProbe(name: string | null, fleet: boolean): PaletteEntry[] {
  const [found, setFound] = useState<{ name: string; hits: PaletteEntry[] } | null>(null)
  useEffect(() => {
    if (!name) return
    const ac = new AbortController()
    const hits: PaletteEntry[] = []
    const timer = setTimeout(() => {
      probeName(name, {
        fleet,
        near: nearProjects(),
        signal: ac.signal,
        onHit: (hit) => {
          if (hits.some((h) => h.key === hit.key)) return
          hits.push(hit)
          setFound({ name, hits: [...hits] })
        },
      }).catch(() => undefined) // cancelled, or the index answers instead
    }, PROBE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      ac.abort()
    }
  }, [name, fleet])
  return name && found?.name === name ? found.hits : none
}

/** `first`, then the entries of `more` it does not hold. */
function unionByKey(first: PaletteEntry[], more: PaletteEntry[]) {
  const keys = new Set(first.map((e) => e.key))
  return [...first, ...more.filter((e) => !keys.has(e.key))]
}

/**
 * The resources named exactly `word` (any case): those the index holds and, while `probe` (a
 * `#name` over an incomplete index), those asking for the name directly found.
 */
export function useExactHits(
  word: string,
  entries: PaletteEntry[],
  probe: boolean,
  fleet: boolean,
): PaletteEntry[] {
  const probed = useNameProbe(probe && NAME_LIKE.test(word) ? word : null, fleet)
  return useMemo(() => {
    const held = word ? (namesOf(entries).get(word) ?? []) : []
    return probed.length ? unionByKey(held, probed) : held
  }, [word, entries, probed])
}
