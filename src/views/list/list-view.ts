// A list's view: its sort, filter, page size and columns. The page's list keeps them in the URL's
// query string (`?sort=created&order=desc&filter=web&limit=100&columns=name,state,id`), so a
// reload, Back and a shared link show the same view; a bare URL shows the view the list was left
// in (state/list-views.ts). A value the list cannot take (an unknown column) is left out, with a
// note saying so, never an error page. Other params (`?row=`, the mock's) are left as they are.
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { keepListViewAtom, listViewsAtom, type ListSort } from '@/state/list-views'
import { ROWS_PER_PAGE_CHOICES } from '@/state/preferences'
import { store, useAtomValue } from '@/state/store'

export type { ListSort }

/** What the view knows of a column. */
export type ViewColumn = { key: string; sortable: boolean; hidden: boolean }

/** The view as the URL gives it: undefined where it says nothing. */
export type UrlView = {
  sort?: ListSort
  filter?: string
  limit?: number
  columns?: string[]
  /** what was left out, in words */
  notes: string[]
}

/** Typing in the filter writes it to the URL once the keys pause this long. */
export const FILTER_URL_DELAY_MS = 400

const ORDERS: Record<string, ListSort['dir']> = {
  asc: 'ascending',
  ascending: 'ascending',
  desc: 'descending',
  descending: 'descending',
}

export function readUrlView(search: string, columns: readonly ViewColumn[]): UrlView {
  const q = new URLSearchParams(search)
  const notes: string[] = []
  const byKey = new Map(columns.map((c) => [c.key, c]))
  const view: UrlView = { notes }
  const sort = q.get('sort')
  if (sort !== null) {
    const col = byKey.get(sort)
    const order = q.get('order') ?? 'asc'
    const dir = ORDERS[order.toLowerCase()]
    if (!col) notes.push(`sort=${sort}: no such column`)
    else if (!col.sortable) notes.push(`sort=${sort}: this column does not sort`)
    else view.sort = { key: sort, dir: dir ?? 'ascending' }
    if (col?.sortable && !dir) notes.push(`order=${order}: asc or desc`)
  }
  const filter = q.get('filter')
  if (filter) view.filter = filter
  const limit = q.get('limit')
  if (limit !== null) {
    const n = Number(limit)
    if ((ROWS_PER_PAGE_CHOICES as readonly number[]).includes(n)) view.limit = n
    else notes.push(`limit=${limit}: ${ROWS_PER_PAGE_CHOICES.join(', ')}`)
  }
  const cols = q.get('columns')
  if (cols !== null) {
    const asked = cols.split(',').filter(Boolean)
    const known = asked.filter((k) => byKey.has(k))
    const unknown = asked.filter((k) => !byKey.has(k))
    if (unknown.length) notes.push(`columns: no column ${unknown.join(', ')}`)
    if (known.length) view.columns = [...new Set(known)]
  }
  return view
}

/** `search` with these params set (null: removed), the others as they were. */
export function writeUrlView(search: string, patch: Record<string, string | null>): string {
  const q = new URLSearchParams(search)
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) q.delete(k)
    else q.set(k, v)
  }
  // Commas in the columns read better as they are.
  return q.toString().replace(/%2C/gi, ',')
}

export const defaultColumns = (columns: readonly ViewColumn[]) =>
  columns.filter((c) => !c.hidden).map((c) => c.key)

export type ListView = {
  sort: ListSort | null
  /** the filter the list opened with */
  filter: string
  /** the page size the URL asks for, if any */
  limit?: number
  /** the keys of the columns shown, in order */
  shown: string[]
  notes: string[]
  setSort: (sort: ListSort) => void
  setFilter: (text: string) => void
  setLimit: (limit: number) => void
  setShown: (keys: string[]) => void
}

/**
 * The view of list `list` (its endpoint's key). `url`: the page's list, whose view is in the
 * URL; a list beside it (a section of a detail page) keeps its view in its own state.
 */
export function useListView(list: string, columns: readonly ViewColumn[], url: boolean): ListView {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const kept = useAtomValue(listViewsAtom)[list]
  const [local, setLocal] = useState<{ sort?: ListSort }>({})
  const fromUrl = url ? readUrlView(search, columns) : { notes: [] }
  const byKey = new Map(columns.map((c) => [c.key, c]))
  const keptSort = kept?.sort && byKey.get(kept.sort.key)?.sortable ? kept.sort : null
  const sort = fromUrl.sort ?? local.sort ?? keptSort
  const keptCols = kept?.columns?.filter((k) => byKey.has(k))
  const defaults = defaultColumns(columns)
  const shown = fromUrl.columns ?? (keptCols?.length ? keptCols : defaults)

  // The latest search, for writes from a timer (the filter's).
  const latest = useRef({ search, location })
  useLayoutEffect(() => {
    latest.current = { search, location }
  })
  const write = (patch: Record<string, string | null>) => {
    const { search: s, location: at } = latest.current
    const next = writeUrlView(s, patch)
    if (next !== s) navigate(next ? `${at}?${next}` : at, { replace: true })
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  return {
    sort,
    filter: fromUrl.filter ?? '',
    limit: fromUrl.limit,
    shown,
    notes: fromUrl.notes,
    setSort: (next) => {
      store.set(keepListViewAtom, { list, view: { sort: next } })
      if (url) write({ sort: next.key, order: next.dir === 'descending' ? 'desc' : 'asc' })
      else setLocal({ sort: next })
    },
    setFilter: (text) => {
      if (!url) return
      clearTimeout(timer.current)
      timer.current = setTimeout(
        () => write({ filter: text.trim() ? text : null }),
        FILTER_URL_DELAY_MS,
      )
    },
    setLimit: (limit) => {
      if (url) write({ limit: String(limit) })
    },
    setShown: (keys) => {
      const isDefault = keys.join(',') === defaults.join(',')
      store.set(keepListViewAtom, { list, view: { columns: isDefault ? undefined : keys } })
      if (url) write({ columns: isDefault ? null : keys.join(',') })
    },
  }
}

/** The filter goes to the list's URL as it is typed (once the keys pause). */
export function useFilterInUrl(text: string, view: ListView) {
  const written = useRef(text)
  const { setFilter } = view
  useEffect(() => {
    if (written.current === text) return
    written.current = text
    setFilter(text)
  })
}
