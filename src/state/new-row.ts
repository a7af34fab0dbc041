// The row a create has just made: the list that shows that kind of resource gives it the cursor
// as soon as the row is there (views/list/list-table.tsx), once, then forgets it.
import { atom } from './store'

/** `resource`: the create's id before `.create` (`disk`, `floating-ip`); `at`: when made. */
export type NewRow = { resource: string; name: string; at: number }

const newRowPrimitive = atom<NewRow | null>(null)

/** The row a create made, until a list has given it the cursor. */
export const newRowAtom = atom((get) => get(newRowPrimitive))

/** How long a created row waits for its list (one paged past it may never show it). */
const NEW_ROW_MS = 15_000

export const showNewRowAtom = atom(null, (get, set, row: Omit<NewRow, 'at'> | null) => {
  const next = row && { ...row, at: Date.now() }
  set(newRowPrimitive, next)
  if (next)
    setTimeout(() => {
      if (get(newRowPrimitive) === next) set(newRowPrimitive, null)
    }, NEW_ROW_MS)
})

/** Whether a list read by the endpoint `listKey` (`diskList`, `vpcSubnetList`) shows `resource`. */
export const listShows = (listKey: string, resource: string) =>
  listKey.toLowerCase().endsWith(`${resource.replace(/-/g, '')}list`)
