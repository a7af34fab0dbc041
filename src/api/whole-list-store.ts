// The whole lists a table has read (whole-list.ts), kept a while so that sorting again, reversing
// or another column answer at once, and so that the pager knows the total. A change made through
// the console drops the lists of the endpoints it touches (hooks.ts `invalidate`). Apart from the
// reader, so that the hooks every page loads do not bring the reader's code.

import { setOnInvalidate } from './hooks'

/** How long a whole list read counts as the list: after that a sort reads it again. */
export const WHOLE_LIST_FRESH_MS = 60_000
/** Lists kept at once (each a few MB at 10,000 rows at most). */
const KEEP = 6

export type WholeList = { rows: readonly unknown[]; at: number }
export type WholeRead = { read: number; error?: string }

export type Base = { path?: unknown; query?: Record<string, unknown> }

const lists = new Map<string, WholeList>()
/** Why the last read of a list failed, until one ends. */
export const lastError = new Map<string, string>()
const listeners = new Set<() => void>()
let version = 0

/** Tells the tables showing whole lists that one changed (a list kept or dropped, a read's page). */
export const changed = () => {
  version++
  for (const l of listeners) l()
}

/** The list's key: the endpoint and its params, whatever order was asked of it. */
export function wholeListKey(endpointKey: string, base: Base): string {
  const { sortBy: _ignored, ...query } = base.query ?? {}
  return `${endpointKey}\n${JSON.stringify({ ...base, query })}`
}

export const subscribeWholeLists = (l: () => void) => {
  listeners.add(l)
  return () => void listeners.delete(l)
}
export const wholeListsVersion = () => version

export const wholeList = (key: string): WholeList | undefined => lists.get(key)

/** How many rows the list has, once it has been read whole (by a sort or a filter). */
export const knownTotal = (key: string): number | undefined => lists.get(key)?.rows.length

export const isFresh = (l: WholeList | undefined, now = Date.now()) =>
  l !== undefined && now - l.at < WHOLE_LIST_FRESH_MS

/** Keeps a list read whole (the filter's read gives it too). */
export function keepWholeList(key: string, rows: readonly unknown[]) {
  lists.delete(key)
  lists.set(key, { rows, at: Date.now() })
  lastError.delete(key)
  while (lists.size > KEEP) lists.delete(lists.keys().next().value!)
  changed()
}

/** Drops the lists of these endpoints: a change the console made may have touched them. */
export function dropWholeLists(endpointKeys: ReadonlySet<string>) {
  let dropped = false
  for (const key of lists.keys())
    if (endpointKeys.has(key.slice(0, key.indexOf('\n')))) {
      lists.delete(key)
      dropped = true
    }
  if (dropped) changed()
}

// A change the console made drops the lists of the endpoints it touched.
setOnInvalidate(dropWholeLists)
