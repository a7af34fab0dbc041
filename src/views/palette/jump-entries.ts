// Entries the palette puts first: "go to" for a pasted id, and the resources visited recently.
import { isUuid } from '@/lib/validators'
import type { Visit } from '@/state/history'
import type { PaletteEntry } from './entries'

const idOf = (t: unknown) =>
  typeof t === 'object' && t !== null ? (t as { id?: unknown }).id : undefined

/** A pasted UUID: the indexed resource with that id, else an entry that asks the API. */
export function jumpEntries(query: string, resources: PaletteEntry[]): PaletteEntry[] {
  const id = query.trim()
  if (!isUuid(id)) return []
  const known = resources.find((r) => idOf(r.target) === id)
  if (known) return [{ ...known, key: `jump:${known.key}` }]
  return [
    {
      key: `jump:${id}`,
      commandId: 'nav.by-id',
      args: { id },
      title: `Go to ${id}`,
      detail: 'resource by id',
      group: 'Navigation',
    },
  ]
}

/** The visited resources still in the index, most recent first, as the "Visited" group. */
export function visitedEntries(visits: Visit[], resources: PaletteEntry[]): PaletteEntry[] {
  const byKey = new Map(resources.map((r) => [r.key, r]))
  return visits.flatMap((v) => {
    const r = byKey.get(v.key)
    return r ? [{ ...r, key: `visited:${r.key}`, group: 'Visited' }] : []
  })
}

/** Search results with the visited resources among them moved to the front, most recent first. */
export function visitedFirst(results: PaletteEntry[], visits: Visit[]): PaletteEntry[] {
  if (!visits.length) return results
  const rank = new Map(visits.map((v, i) => [v.key, i]))
  const seen = results.filter((r) => rank.has(r.key))
  seen.sort((a, b) => rank.get(a.key)! - rank.get(b.key)!)
  return [...seen, ...results.filter((r) => !rank.has(r.key))]
}
