// The lists of the palette's first page: the search index per set of entries, the menu's
// groups, and the order that puts what runs on the selected rows first.
import type { AnyCommand } from '@/commands/core/define'
import type { PaletteEntry } from './entries'
import { buildIndex, type SearchIndex } from './search'

// One index per set of entries, kept while those entries live: `#` (every project's resources)
// and back, or clearing the query, finds its index built rather than indexing 10,000 names again
// on that keystroke.
const indexes = new WeakMap<object, WeakMap<PaletteEntry[], SearchIndex<PaletteEntry>>>()
const NO_COMMANDS: PaletteEntry[] = []

export function indexFor(commands: PaletteEntry[] | null, resources: PaletteEntry[]) {
  const byResources =
    indexes.get(commands ?? NO_COMMANDS) ??
    indexes.set(commands ?? NO_COMMANDS, new WeakMap()).get(commands ?? NO_COMMANDS)!
  let index = byResources.get(resources)
  if (!index) {
    index = buildIndex(commands ? [...commands, ...resources] : resources)
    byResources.set(resources, index)
  }
  return index
}

/** Entries that run on the selected rows first, the rest in their order. */
export const selectionFirst = (entries: PaletteEntry[]) =>
  entries.some((e) => e.rows)
    ? [...entries.filter((e) => e.rows), ...entries.filter((e) => !e.rows)]
    : entries

export function groupsOf(entries: PaletteEntry[]): [string, PaletteEntry[]][] {
  const groups = new Map<string, PaletteEntry[]>()
  for (const e of entries) {
    const g = e.group ?? ''
    groups.set(g, [...(groups.get(g) ?? []), e])
  }
  return [...groups]
}

/** A lookup of the registry's commands by id, built once per set of commands. */
export function finderOf(commands: readonly AnyCommand[]) {
  const byId = new Map(commands.map((c) => [c.id, c]))
  return (id: string) => byId.get(id)
}
