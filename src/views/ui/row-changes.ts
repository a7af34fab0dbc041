// What changed in a table's rows between two answers of the platform, by row identity (the row's
// key), never by position: a row whose data differs from the last answer, or that is new, is
// marked for a moment; a row that left stays a moment where it was, fading. The row cursor
// follows its row the same way (followCursor). Pure: use-row-changes.ts keeps the memory for
// the table, table.tsx draws it.

/** How long a changed row stays marked (the highlight fades over this time). */
export const MARK_MS = 1600
/** How long a row that left is still drawn, fading. */
export const GONE_MS = 600
/** Above this many rows, only rows arriving and leaving count (no row's data is compared). */
export const COMPARE_MAX = 5000

/** A row that left, drawn a moment longer where it stood (`at`: its place among the rows shown). */
export type GoneRow<T> = { key: string; row: T; at: number; gen: number }

export type RowMemory<T> = {
  /** the rows' source the memory was taken from, and what it was asked as */
  source: readonly T[]
  scope: string
  /** each row's key and its data (as JSON), or '' when too many rows to compare */
  seen: ReadonlyMap<string, string>
  /** counts the answers that changed something: what they marked expires by it */
  gen: number
  /** the marked rows' keys, each with the answer that marked it */
  marks: ReadonlyMap<string, number>
  gone: readonly GoneRow<T>[]
  /** the keys that left the source at its last change */
  left: ReadonlySet<string>
}

const prints = new WeakMap<object, string>()

/** The row's data as JSON (kept per row object: an answer's rows are compared once each). */
export function fingerprint(row: unknown): string {
  if (typeof row !== 'object' || row === null) return JSON.stringify(row) ?? ''
  let p = prints.get(row)
  if (p === undefined) {
    try {
      p = JSON.stringify(row) ?? ''
    } catch {
      p = '' // not JSON (a cycle): its identity only
    }
    prints.set(row, p)
  }
  return p
}

function seenOf<T>(rows: readonly T[], keyOf: (row: T) => string) {
  const compare = rows.length <= COMPARE_MAX
  const seen = new Map<string, string>()
  for (const r of rows) seen.set(keyOf(r), compare ? fingerprint(r) : '')
  return seen
}

/** The memory of a table that has just drawn `source` for the first time (nothing marked). */
export function firstMemory<T>(
  source: readonly T[],
  scope: string,
  keyOf: (row: T) => string,
): RowMemory<T> {
  const seen = seenOf(source, keyOf)
  return { source, scope, seen, gen: 0, marks: new Map(), gone: [], left: new Set() }
}

type Next<T> = {
  source: readonly T[]
  /** what was asked (the list, its page): another ask starts a new memory, nothing marked */
  scope: string
  /** the keys of the rows the table showed last (filtered and sorted): where a row that left stood */
  shownBefore: readonly string[]
  keyOf: (row: T) => string
}

/**
 * The memory after the table draws `next.source`: the same source, the same memory; a new
 * scope, a fresh one; a new answer, its changed and new rows marked and the rows that left it
 * (those that were shown) kept a moment where they stood.
 */
export function advance<T>(m: RowMemory<T> | null, next: Next<T>): RowMemory<T> {
  const { source, scope, shownBefore, keyOf } = next
  if (!m || m.scope !== scope) return firstMemory(source, scope, keyOf)
  if (m.source === source) return m
  const seen = seenOf(source, keyOf)
  const changed: string[] = []
  for (const [key, print] of seen) {
    const was = m.seen.get(key)
    if (was === undefined || was !== print) changed.push(key)
  }
  const left = new Set<string>()
  for (const key of m.seen.keys()) if (!seen.has(key)) left.add(key)
  if (changed.length === 0 && left.size === 0) return { ...m, source, seen, left }
  const gen = m.gen + 1
  const marks = new Map(m.marks)
  for (const key of changed) marks.set(key, gen)
  for (const key of left) marks.delete(key)
  const gone = m.gone.filter((g) => !seen.has(g.key))
  if (left.size) {
    // The row as it was last answered, where it stood among the rows shown.
    const rows = new Map(m.source.map((r) => [keyOf(r), r]))
    shownBefore.forEach((key, at) => {
      const row = rows.get(key)
      if (left.has(key) && row !== undefined && !gone.some((g) => g.key === key))
        gone.push({ key, row, at, gen })
    })
  }
  return { source, scope, seen, gen, marks, gone, left }
}

/** The memory once the marks (or the rows gone) of the answers up to `gen` have had their moment. */
export function expire<T>(m: RowMemory<T>, what: 'marks' | 'gone', gen: number): RowMemory<T> {
  if (what === 'marks') {
    if (![...m.marks.values()].some((g) => g <= gen)) return m
    return { ...m, marks: new Map([...m.marks].filter(([, g]) => g > gen)) }
  }
  if (!m.gone.some((g) => g.gen <= gen)) return m
  return { ...m, gone: m.gone.filter((g) => g.gen > gen) }
}

export type DrawnRow<T> = { key: string; row: T; gone: boolean; index: number }

/**
 * The rows to draw: those shown (`index` their place among them) with the rows gone back where
 * they stood (`index` -1), in the order they stood.
 */
export function withGone<T>(
  shown: readonly T[],
  gone: readonly GoneRow<T>[],
  keyOf: (row: T) => string,
): DrawnRow<T>[] {
  const drawn: DrawnRow<T>[] = shown.map((row, index) => ({
    key: keyOf(row),
    row,
    gone: false,
    index,
  }))
  if (gone.length === 0) return drawn
  const here = new Set(drawn.map((d) => d.key))
  for (const g of [...gone].sort((a, b) => a.at - b.at)) {
    if (here.has(g.key)) continue
    here.add(g.key)
    drawn.splice(Math.min(g.at, drawn.length), 0, { key: g.key, row: g.row, gone: true, index: -1 })
  }
  return drawn
}

/**
 * Where the row cursor goes once the rows change: onto its row, wherever that row is now; its
 * row gone, onto the row that followed it (the one before it when it was the last); -1 when no
 * row is left. `before` and `after` are the rows' keys in the order shown.
 */
export function followCursor(
  before: readonly string[],
  after: readonly string[],
  key: string,
): number {
  const now = after.indexOf(key)
  if (now >= 0) return now
  if (after.length === 0) return -1
  const place = new Map(after.map((k, i) => [k, i]))
  const was = before.indexOf(key)
  if (was >= 0) {
    for (let i = was + 1; i < before.length; i++) {
      const at = place.get(before[i]!)
      if (at !== undefined) return at
    }
    for (let i = was - 1; i >= 0; i--) {
      const at = place.get(before[i]!)
      if (at !== undefined) return at
    }
  }
  // None of the rows around it is left (another page of the list): the same place.
  return Math.min(Math.max(was, 0), after.length - 1)
}
