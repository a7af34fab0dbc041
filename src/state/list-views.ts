// Each list's view as the user left it (localStorage), by list (the endpoint's key: `instanceList`):
// the columns shown and the sort. A list's URL says its view first (a shared link, a reload);
// a bare URL (a sidebar link, a recent page from the palette) shows the one kept here.
import { atom, atomWithStorage } from './store'

export type SortDir = 'ascending' | 'descending'
export type ListSort = { key: string; dir: SortDir }

/** What is kept of one list's view; absent parts are the list's defaults. */
export type KeptView = {
  /** the keys of the columns shown, in order */
  columns?: string[]
  sort?: ListSort | null
}

const viewsStored = atomWithStorage<Record<string, KeptView>>(
  'oxide-console.list-views',
  {},
  undefined,
  { getOnInit: true },
)

export const listViewsAtom = atom((get) => get(viewsStored))

/** Keeps part of a list's view (`columns: undefined` goes back to the default columns). */
export const keepListViewAtom = atom(
  null,
  (get, set, { list, view }: { list: string; view: Partial<KeptView> }) => {
    const all = get(viewsStored)
    const next = { ...all[list], ...view }
    for (const k of Object.keys(next) as (keyof KeptView)[])
      if (next[k] === undefined) delete next[k]
    set(viewsStored, { ...all, [list]: next })
  },
)
