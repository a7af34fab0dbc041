// Where the feed is in the audit log: the completion time of the newest entry read (the platform's
// clock) and the ids of the entries read near it. Each read asks from a little before that time
// (OVERLAP_MS): Nexus lists by completion time, and an entry whose request completed a moment
// before another's may be written after it; ids tell apart what was read already.
import type { AuditLogEntry } from '@/api/generated/schemas'

/** How far back of the newest entry read each read looks again. */
export const OVERLAP_MS = 10_000

export type Cursor = {
  /** the newest completion time read (ms since the epoch, the platform's clock) */
  since: number
  /** the entries read within OVERLAP_MS of it: [id, completion time] */
  seen: [string, number][]
}

const timeOf = (e: AuditLogEntry) => {
  const t = e.timeCompleted instanceof Date ? e.timeCompleted.getTime() : Number.NaN
  return Number.isFinite(t) ? t : null
}

/** Where the next read starts (inclusive). */
export const readFrom = (c: Cursor) => c.since - OVERLAP_MS

/**
 * The entries of a read not read before, and the cursor after it. `start`: where a feed without
 * a cursor read from.
 */
export function advance(
  cursor: Cursor | null,
  entries: AuditLogEntry[],
  start: number,
): { fresh: AuditLogEntry[]; cursor: Cursor } {
  const known = new Set(cursor?.seen.map(([id]) => id))
  const fresh = entries.filter((e) => !known.has(e.id))
  let since = cursor?.since ?? start
  for (const e of fresh) {
    const t = timeOf(e)
    if (t !== null && t > since) since = t
  }
  const seen = [
    ...(cursor?.seen ?? []),
    ...fresh.flatMap((e): [string, number][] => {
      const t = timeOf(e)
      return t === null ? [] : [[e.id, t]]
    }),
  ].filter(([, t]) => t >= since - OVERLAP_MS)
  return { fresh, cursor: { since, seen } }
}
