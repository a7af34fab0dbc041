// Palette search as plain functions, so a bench can time keystroke-to-results without React:
// `buildIndex` once per item set, `search` on every keystroke. Fuse ranks fuzzily; exact and
// prefix title matches are lifted above fuzzy ones.
import Fuse, { type IFuseOptions } from 'fuse.js/basic'

/** What the palette searches: a command, a resource, a completion choice. */
export type Searchable = {
  title: string
  group?: string
  keywords?: string[]
  detail?: string
  /**
   * Matched on the title alone. Resources set it: there can be thousands, and each extra key
   * Fuse scores doubles the work per keystroke (about 10 ms for 10,000 names on one key).
   */
  titleOnly?: boolean
  /**
   * The generic commands for the rest of the API: after the others of their tier, and for a
   * plain word only when nothing else matches it well (a query starting with `api` lists them).
   */
  generic?: boolean
  /** a command's id (`instance.stop`): the query inside it counts as inside the title */
  id?: string
}

export type SearchIndex<T extends Searchable> = {
  items: T[]
  /** every item but the names, on every key */
  rich: Fuse<T>
  /** the same without the generic API commands: the keystroke's own (fast) pass */
  core: Fuse<T>
  /** the names, fuzzily: built the first time the fuzzy pass needs it */
  names: Fuse<T>
  /** the title-only items with their lower-cased titles, for the substring pass */
  nameItems: T[]
  nameTitles: string[]
}

const common = {
  includeScore: true,
  // Words matter wherever they are in a title ("disks" in "Go to disks").
  ignoreLocation: true,
} satisfies IFuseOptions<unknown>

// 0.3 still forgives a dropped word ("go disks" finds "Go to disks") but not a stray pair of
// letters ("web" no longer finds "Reboot instance").
const richOptions = {
  ...common,
  threshold: 0.3,
  keys: [
    { name: 'title', weight: 3 },
    { name: 'keywords', weight: 1.5 },
    { name: 'id', weight: 1 },
    { name: 'group', weight: 0.5 },
    { name: 'detail', weight: 0.5 },
  ],
}

// Names are short and precise; a tighter threshold keeps 10,000 of them from all matching "a".
const nameOptions = { ...common, threshold: 0.3, keys: ['title'] }

const fuse = <T>(items: T[], options: typeof richOptions | typeof nameOptions) =>
  new Fuse(items, options, Fuse.createIndex(options.keys, items))

export function buildIndex<T extends Searchable>(items: T[]): SearchIndex<T> {
  const richItems = items.filter((i) => !i.titleOnly)
  const nameItems = items.filter((i) => i.titleOnly)
  let names: Fuse<T> | undefined
  return {
    items,
    rich: fuse(richItems, richOptions),
    core: fuse(
      richItems.filter((i) => !i.generic),
      richOptions,
    ),
    // Thousands of names take Fuse tens of ms to index: only the deferred fuzzy pass pays that.
    get names() {
      return (names ??= fuse(nameItems, nameOptions))
    },
    nameItems,
    nameTitles: nameItems.map((i) => i.title.toLowerCase()),
  }
}

/** 0 exact title, 1 title prefix, 2 whole query inside the title (or the id), 3 fuzzy. */
function tier(item: Searchable, q: string, lowerTitle = item.title.toLowerCase()) {
  const t = lowerTitle
  if (t === q) return 0
  if (t.startsWith(q)) return 1
  if (t.includes(q) || item.id?.toLowerCase().includes(q)) return 2
  return 3
}

/** The best `limit` items for `query`; an empty query keeps the index order. */
export function search<T extends Searchable>(
  index: SearchIndex<T>,
  query: string,
  limit = 50,
  /**
   * false: the fast first pass of usePaletteSearch, resource names by substring only and no
   * generic API commands unless the query asks for them (`api ...`); the full pass adds both
   */
  {
    fuzzyNames = true,
    allCommands = fuzzyNames,
  }: {
    fuzzyNames?: boolean
    /** the generic API commands too (the full pass; by default with the fuzzy names) */
    allCommands?: boolean
  } = {},
): T[] {
  const q = query.trim().toLowerCase()
  if (!q) return index.items.slice(0, limit)
  // Cutting at `limit` before the tier lift could drop an exact match; keep a margin.
  const margin = { limit: Math.max(limit * 4, 200) }
  const ranked = (h: { item: T; score?: number }) => ({
    item: h.item,
    tier: tier(h.item, q),
    score: h.score ?? 1,
  })
  const generic = (h: { item: T }) => (h.item.generic ? 1 : 0)
  const rich = allCommands || q.startsWith('api') ? index.rich : index.core
  const all = [
    ...rich.search(q, margin).map(ranked),
    ...nameHits(index, q, fuzzyNames ? limit : 0, margin),
  ]
  // A plain word that a command, page or resource has in its name does without the API list.
  const plain = !q.startsWith('api') && all.some((h) => !h.item.generic && h.tier <= 2)
  const hits = plain ? all.filter((h) => !h.item.generic) : all
  return hits
    .sort((a, b) => a.tier - b.tier || generic(a) - generic(b) || a.score - b.score)
    .slice(0, limit)
    .map((h) => h.item)
}

/**
 * Resource names matching `q`. Fuse costs about 1.5 µs a name, 15 ms for 10,000: too slow for a
 * keystroke. A plain substring pass is 100 times cheaper, and every substring hit ranks in a
 * tier (0-2) above every fuzzy-only hit (3). So when the substring pass alone fills `limit`, no
 * fuzzy-only name could be shown and Fuse is skipped; otherwise Fuse finds the fuzzy ones too.
 */
function nameHits<T extends Searchable>(
  index: SearchIndex<T>,
  q: string,
  limit: number,
  margin: { limit: number },
) {
  const sub: { item: T; tier: number; score: number }[] = []
  const titles = index.nameTitles
  // Only the best `margin.limit` can be shown: with 10,000 names containing "i", sorting them
  // all would cost more than the search. Kept sorted, best first; the worst is dropped.
  const keep = margin.limit
  const worse = (a: { tier: number; score: number }, b: { tier: number; score: number }) =>
    a.tier - b.tier || a.score - b.score
  let found = 0
  for (let i = 0; i < titles.length; i++) {
    const t = titles[i]!
    const at = t.indexOf(q) // same length as nameItems
    if (at < 0) continue
    found++
    const item = index.nameItems[i]!
    // Earlier and in shorter names first, as Fuse's own scores order exact matches.
    const hit = { item, tier: tier(item, q, t), score: (at + t.length / 100) / 1000 }
    if (sub.length === keep && worse(hit, sub[keep - 1]!) >= 0) continue
    let j = sub.length === keep ? keep - 1 : sub.length
    while (j > 0 && worse(hit, sub[j - 1]!) < 0) {
      sub[j] = sub[j - 1]!
      j--
    }
    sub[j] = hit
  }
  // limit 0: the caller wants the substring hits only.
  if (found >= limit) return sub
  return index.names.search(q, margin).map((h) => ({
    item: h.item,
    tier: tier(h.item, q),
    score: h.score ?? 1,
  }))
}
