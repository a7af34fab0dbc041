// Which row of a page's main list takes the cursor on its own: the row a create has just made
// (state/new-row.ts) once it is listed, else the row `?row=<name>` names (an `oxide disk view`
// line). Each at most once per list on screen: the keys go on from there.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useSearch } from 'wouter'
import { listShows, newRowAtom, showNewRowAtom, type NewRow } from '@/state/new-row'
import { store, useAtomValue } from '@/state/store'

export function useFocusRow<T>(opts: {
  main: boolean
  /** the list's endpoint key (`diskList`) */
  listKey: string
  rows: readonly T[]
  rowName: (row: T) => string
  rowKey: (row: T) => string
}): ((row: T) => boolean) | undefined {
  const { main, listKey, rows, rowName, rowKey } = opts
  const query = useSearch()
  const urlRow = main ? new URLSearchParams(query).get('row') : null
  const newRow = useAtomValue(newRowAtom)
  const fresh = main && newRow && listShows(listKey, newRow.resource) ? newRow : null
  // Latched: once a created row is wanted, this list keeps wanting it (not the `?row=` one again).
  const [latched, setLatched] = useState<NewRow | null>(null)
  if (fresh && latched !== fresh) setLatched(fresh)
  // One function per row asked for, whatever the render: the table gives the cursor once per
  // function (a list's rowName may be a new function at each render, and a re-render must not
  // take the cursor back there after the user moved it).
  const names = useRef({ rowName, rowKey })
  useLayoutEffect(() => {
    names.current = { rowName, rowKey }
  })
  const focusRow = useMemo(() => {
    if (latched) return (r: T) => names.current.rowName(r) === latched.name
    if (!urlRow) return undefined
    return (r: T) => names.current.rowName(r) === urlRow || names.current.rowKey(r) === urlRow
  }, [latched, urlRow])
  // The table has given it the cursor (its layout effect ran first): the create is done with.
  const listed = fresh !== null && rows.some((r) => rowName(r) === fresh.name)
  useEffect(() => {
    if (listed) store.set(showNewRowAtom, null)
  }, [listed])
  return focusRow
}
