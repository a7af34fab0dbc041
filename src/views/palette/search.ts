// Palette search as plain functions, so a bench can time keystroke-to-results without React:
// `buildIndex` once per item set; on every keystroke `quickSearch` (substrings only, well under a
// millisecond for 10,000 names) and `searchSteps`, the full search, in steps of a millisecond or
// two that a caller can spread over frames (use-palette-search.ts) or run at once (`search`).
// Fuse ranks fuzzily; exact and prefix title matches are lifted above fuzzy ones.
import Fuse, { type IFuseOptions } from 'fuse.js/basic'
import { mayMatch, recordMasks } from './fuse-prefilter'

/** What the palette searches: a command, a resource, a completion choice. */
export type Searchable = {
  title: string
  group?: string
  keywords?: string[]
  /** words that, typed alone, rank it with the titles that start so (`runbook`: the demos) */
  lead?: string[]
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

/**
 * Items searched by Fuse in slices, each slice's Fuse index (and the character sets of its
 * records, fuse-prefilter.ts) built the first time it is needed.
 */
type Sliced<T> = {
  slices: T[][]
  fuses: (Fuse<T> | undefined)[]
  masks: (Uint32Array | undefined)[]
  options: FuseOptions
}

export type SearchIndex<T extends Searchable> = {
  items: T[]
  /** every item but the names */
  rich: Sliced<T>
  /** the same without the generic API commands */
  core: Sliced<T>
  /** the names, fuzzily: the full search's when substring hits are too few */
  names: Sliced<T>
  /** the title-only items with their lower-cased titles, for the substring pass */
  nameItems: T[]
  nameTitles: string[]
  /** the other items with their lower-cased titles and ids, for the quick pass */
  richItems: T[]
  richTitles: string[]
  richIds: string[]
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

type FuseOptions = typeof richOptions | typeof nameOptions

const fuse = <T>(items: T[], options: FuseOptions) =>
  new Fuse(items, options, Fuse.createIndex(options.keys, items))

/**
 * Items per Fuse slice: about a millisecond of Fuse each (commands are scored on five keys,
 * names on one), so the full search can stop between any two for the next key.
 */
const RICH_SLICE = 100
const NAME_SLICE = 800

function sliced<T>(items: T[], options: FuseOptions, size: number): Sliced<T> {
  const slices: T[][] = []
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size))
  return { slices, fuses: slices.map(() => undefined), masks: slices.map(() => undefined), options }
}

type Hit<T> = { item: T; score: number }

/**
 * Fuse over every slice, one step a slice: the best `limit` as one Fuse over all the items would
 * rank them (by score, ties in the items' order, as Fuse sorts).
 */
function* fuseSteps<T>(s: Sliced<T>, q: string, limit: number): Generator<void, Hit<T>[]> {
  const hits: Hit<T>[] = []
  for (let i = 0; i < s.slices.length; i++) {
    const f = (s.fuses[i] ??= fuse(s.slices[i]!, s.options))
    const { keys, records } = f.getIndex()
    // Fuse scores only the records whose characters could match (the same hits, in less time).
    const may = mayMatch((s.masks[i] ??= recordMasks(records)), q, s.options.threshold)
    const searched =
      may === null
        ? f
        : new Fuse(
            s.slices[i]!,
            s.options,
            Fuse.parseIndex({ keys, records: may.map((n) => records[n]!) }),
          )
    if (may === null || may.length)
      for (const h of searched.search(q, { limit }))
        hits.push({ item: h.item, score: h.score ?? 1 })
    yield
  }
  // A stable sort: equal scores keep the slices' order, which is the items' order.
  return hits.sort((a, b) => a.score - b.score).slice(0, limit)
}

export function buildIndex<T extends Searchable>(items: T[]): SearchIndex<T> {
  const richItems = items.filter((i) => !i.titleOnly)
  const nameItems = items.filter((i) => i.titleOnly)
  return {
    items,
    rich: sliced(richItems, richOptions, RICH_SLICE),
    core: sliced(
      richItems.filter((i) => !i.generic),
      richOptions,
      RICH_SLICE,
    ),
    names: sliced(nameItems, nameOptions, NAME_SLICE),
    nameItems,
    nameTitles: nameItems.map((i) => i.title.toLowerCase()),
    richItems,
    richTitles: richItems.map((i) => i.title.toLowerCase()),
    richIds: richItems.map((i) => i.id?.toLowerCase() ?? ''),
  }
}

/**
 * 0 exact title, 0.5 a lead word the query is (`runbook`: the demos, Run script), 1 title
 * prefix, 2 whole query inside the title (or the id), 3 fuzzy.
 */
function tier(item: Searchable, q: string, lowerTitle = item.title.toLowerCase()) {
  const t = lowerTitle
  if (t === q) return 0
  if (item.lead?.includes(q)) return 0.5
  if (t.startsWith(q)) return 1
  if (t.includes(q) || item.id?.toLowerCase().includes(q)) return 2
  return 3
}

/** The best `limit` items for `query`, all at once; an empty query keeps the index order. */
export function search<T extends Searchable>(
  index: SearchIndex<T>,
  query: string,
  limit = 50,
  options: SearchOptions = {},
): T[] {
  const steps = searchSteps(index, query, limit, options)
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}

type SearchOptions = {
  /** false: resource names by substring only (the full search adds fuzzy ones when few match) */
  fuzzyNames?: boolean
  /** the generic API commands too (by default with the fuzzy names; `api ...` always) */
  allCommands?: boolean
}

/**
 * `search` in steps: each `next()` does a slice of the work (a millisecond or two at 10,000
 * names), the last returns the results. A caller spreads them over frames so that a key typed
 * meanwhile is answered at once (use-palette-search.ts).
 */
export function* searchSteps<T extends Searchable>(
  index: SearchIndex<T>,
  query: string,
  limit = 50,
  { fuzzyNames = true, allCommands = fuzzyNames }: SearchOptions = {},
): Generator<void, T[]> {
  const q = query.trim().toLowerCase()
  if (!q) return index.items.slice(0, limit)
  // Cutting at `limit` before the tier lift could drop an exact match; keep a margin.
  const margin = Math.max(limit * 4, 200)
  const ranked = (h: Hit<T>) => ({ item: h.item, tier: tier(h.item, q), score: h.score })
  const rich = allCommands || q.startsWith('api') ? index.rich : index.core
  const commands = (yield* fuseSteps(rich, q, margin)).map(ranked)
  const names = yield* nameSteps(index, q, fuzzyNames ? limit : 0, margin)
  return rank([...commands, ...names], q, limit)
}

type Ranked<T> = { item: T; tier: number; score: number }

const generic = (h: { item: Searchable }) => (h.item.generic ? 1 : 0)

/** The hits in the order shown: tier, hand-written before generic, score; `limit` of them. */
function rank<T extends Searchable>(all: Ranked<T>[], q: string, limit: number): T[] {
  // A plain word that a command, page or resource has in its name does without the API list.
  const plain = !q.startsWith('api') && all.some((h) => !h.item.generic && h.tier <= 2)
  const hits = plain ? all.filter((h) => !h.item.generic) : all
  return hits
    .sort((a, b) => a.tier - b.tier || generic(a) - generic(b) || a.score - b.score)
    .slice(0, limit)
    .map((h) => h.item)
}

/**
 * The keystroke's own results, before the full search has run: titles (and commands' ids) that
 * contain the query, in the full search's tiers, no Fuse. Every one of them is in the full
 * results' top tiers, which only add fuzzy matches below them and may reorder within a tier.
 */
export function quickSearch<T extends Searchable>(
  index: SearchIndex<T>,
  query: string,
  limit = 50,
): T[] {
  const q = query.trim().toLowerCase()
  if (!q) return index.items.slice(0, limit)
  const api = q.startsWith('api')
  const commands: Ranked<T>[] = []
  for (let i = 0; i < index.richItems.length; i++) {
    const item = index.richItems[i]!
    if (item.generic && !api) continue
    const t = index.richTitles[i]!
    const at = t.indexOf(q)
    if (at < 0 && !index.richIds[i]!.includes(q)) continue
    commands.push({ item, tier: tier(item, q, t), score: at < 0 ? 1 : substringScore(at, t) })
  }
  return rank([...commands, ...substringHits(index, q, Math.max(limit * 4, 200)).hits], q, limit)
}

/** Earlier and in shorter names first, as Fuse's own scores order exact matches. */
const substringScore = (at: number, title: string) => (at + title.length / 100) / 1000

/**
 * Resource names containing `q`, the best `keep` of them (kept sorted, best first), and how
 * many contain it. A plain substring pass is 100 times cheaper than Fuse.
 */
function substringHits<T extends Searchable>(index: SearchIndex<T>, q: string, keep: number) {
  const sub: Ranked<T>[] = []
  const titles = index.nameTitles
  const worse = (a: Ranked<T>, b: Ranked<T>) => a.tier - b.tier || a.score - b.score
  // A query that contains the last one (the next keystroke of a name) can only match names the
  // last one matched: only those are looked at again.
  const last = lastHits
  const narrow = last?.titles === titles && q.includes(last.q) ? last.at : null
  const seen = narrow ? narrow.length : titles.length
  const matched = new Int32Array(seen)
  let found = 0
  for (let n = 0; n < seen; n++) {
    const i = narrow ? narrow[n]! : n
    const t = titles[i]!
    const at = t.indexOf(q) // same length as nameItems
    if (at < 0) continue
    matched[found] = i
    found++
    const item = index.nameItems[i]!
    const hit = { item, tier: tier(item, q, t), score: substringScore(at, t) }
    // With 10,000 names containing "i", sorting them all would cost more than the search.
    if (sub.length === keep && worse(hit, sub[keep - 1]!) >= 0) continue
    let j = sub.length === keep ? keep - 1 : sub.length
    while (j > 0 && worse(hit, sub[j - 1]!) < 0) {
      sub[j] = sub[j - 1]!
      j--
    }
    sub[j] = hit
  }
  lastHits = { titles, q, at: matched.subarray(0, found) }
  return { hits: sub, found }
}

/** The names the last substring pass matched (their positions in the index's names). */
let lastHits: { titles: readonly string[]; q: string; at: Int32Array } | null = null

/**
 * Resource names matching `q`. Every substring hit ranks in a tier (0-2) above every fuzzy-only
 * hit (3), so when the substring pass alone fills `limit`, no fuzzy-only name could be shown and
 * Fuse is skipped; otherwise Fuse finds the fuzzy ones too, a slice of names a step.
 */
function* nameSteps<T extends Searchable>(
  index: SearchIndex<T>,
  q: string,
  limit: number,
  margin: number,
): Generator<void, Ranked<T>[]> {
  const { hits, found } = substringHits(index, q, margin)
  // limit 0: the caller wants the substring hits only.
  if (found >= limit) return hits
  yield
  return (yield* fuseSteps(index.names, q, margin)).map((h) => ({
    item: h.item,
    tier: tier(h.item, q),
    score: h.score,
  }))
}
