// A list sorted by a column over the whole list, not the page on screen. Where the API sorts by
// the column in that direction (nexus.json's `sort_by`: name both ways, id ascending, time on the
// time-ordered lists) the table asks the API for that order and pages through it as usual; any
// other column, or any column once the whole list has been read, is sorted here over the whole
// list (whole-list.ts reads it in pages of 1,000 from both ends). While the read runs, the rows
// on screen stay as they are (the order holds) and the header and status say how far it is.
import { useEffect, useSyncExternalStore } from 'react'
import type { Endpoint } from '@/api/endpoint'
import { sortModesOf } from '@/api/sort-modes'
import { wantWholeList, wholeListError, wholeRead } from '@/api/whole-list'
import {
  isFresh,
  subscribeWholeLists,
  wholeList,
  wholeListKey,
  wholeListsVersion,
} from '@/api/whole-list-store'
import type { Column } from '../ui/table'
import { sortRows } from '../ui/table-sort'
import type { ListBase } from './list-params'
import type { ListSort } from './list-view'

export type WholeSort<T> = {
  /** the whole list in the sort's order (a fresh read, else the last one while it is read again) */
  rows: readonly T[] | null
  /** rows read so far of a read under way */
  read?: number
  /** the sort waits for the whole list */
  pending: boolean
  error?: string
}

/** The API's `sort_by` for the sort, where the endpoint takes it. */
export function apiSortMode<T>(
  endpointKey: string,
  sort: ListSort | null,
  column: Column<T> | undefined,
): string | undefined {
  const mode = sort && column?.apiSort?.[sort.dir]
  return mode && sortModesOf(endpointKey).includes(mode) ? mode : undefined
}

// Sorted copies of each whole list, by column and direction: sorting again is a lookup.
const sorted = new WeakMap<readonly unknown[], Map<string, readonly unknown[]>>()

function sortWhole<T>(rows: readonly T[], sort: ListSort, column: Column<T>): readonly T[] {
  const memo = sorted.get(rows) ?? new Map<string, readonly unknown[]>()
  sorted.set(rows, memo)
  const id = `${sort.key}:${sort.dir}`
  const hit = memo.get(id)
  if (hit) return hit as readonly T[]
  let out: readonly T[]
  try {
    out = sortRows(rows as T[], column.sortValue!, sort.dir)
  } catch {
    out = rows
  }
  memo.set(id, out)
  return out
}

/** The key of the list's whole read: its endpoint and params, whatever the order asked. */
export const wholeKeyOf = (endpoint: Endpoint<never>, base: ListBase) =>
  wholeListKey(endpoint.key, base)

/** Renders again when a whole list is read, kept or dropped. */
export const useWholeListsVersion = () =>
  useSyncExternalStore(subscribeWholeLists, wholeListsVersion, wholeListsVersion)

/**
 * Whether the list is sorted here over its whole: a column the API does not sort by, or any
 * column once the whole list has been read (fresh). The caller renders again as lists are read
 * (useWholeListsVersion).
 */
export function wholeSortWanted<T>(opts: {
  endpoint: Endpoint<never>
  base: ListBase
  sort: ListSort | null
  column: Column<T> | undefined
  apiMode: string | undefined
}): boolean {
  const { endpoint, base, sort, column, apiMode } = opts
  if (!sort || !column?.sortValue) return false
  return !apiMode || isFresh(wholeList(wholeKeyOf(endpoint, base)))
}

/**
 * The list sorted over its whole, or null when it is not (`wanted` false: no sort, or the API's
 * order serves). `onePage`: the list is the one page the API gave (no next page): sorted as it
 * is, nothing read.
 */
export function useWholeSort<T>(opts: {
  endpoint: Endpoint<never>
  base: ListBase
  sort: ListSort | null
  column: Column<T> | undefined
  wanted: boolean
  onePage?: readonly T[]
}): WholeSort<T> | null {
  const { endpoint, base, sort, column, wanted, onePage } = opts
  const key = wholeKeyOf(endpoint, base)
  const list = wholeList(key)
  const fresh = isFresh(list)
  const baseKey = JSON.stringify(base)
  // Reads the list (again, once it is old) while the sort wants it.
  const read = wanted && !fresh && !onePage
  useEffect(() => {
    if (!read) return
    return wantWholeList(endpoint, JSON.parse(baseKey) as ListBase)
  }, [read, endpoint, baseKey])
  if (!wanted || !sort || !column) return null
  if (onePage) return { rows: sortWhole(onePage, sort, column), pending: false }
  return {
    rows: list ? sortWhole(list.rows as readonly T[], sort, column) : null,
    read: wholeRead(key)?.read,
    pending: !fresh,
    error: wholeListError(key),
  }
}

/** A filter's matches under the list's sort (the API's order for its pages, here for these). */
export function sortedMatches<T>(
  rows: T[],
  view: { sort: ListSort | null },
  all: Column<T>[],
): T[] {
  const col = view.sort && all.find((c) => c.key === view.sort?.key)
  return view.sort && col?.sortValue ? sortRows(rows, col.sortValue, view.sort.dir) : rows
}
