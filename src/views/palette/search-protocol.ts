// What the page and the search worker say to each other (search-worker.ts), and the worker's
// side of it as a plain function, so a unit test can run it without a worker.
import { buildIndex, search, type Searchable, type SearchIndex } from './search'

/** The fields search reads: an item's own, or a name's title alone. */
export type LiteItem = Omit<Searchable, 'titleOnly'>

export type SearchRequest =
  | { kind: 'index'; id: number; rich: LiteItem[]; names: string[] }
  | { kind: 'drop'; id: number }
  | {
      kind: 'search'
      id: number
      seq: number
      query: string
      limit: number
      fuzzyNames: boolean
    }

/** Positions in the index's items: the rich items first, then the names, as sent. */
export type SearchReply = { seq: number; found: number[] | null }

type Indexed = SearchIndex<Searchable & { at: number }>

/** The worker's side: indexes kept by id until dropped, searches answered by position. */
export function answer() {
  const indexes = new Map<number, Indexed>()
  return (m: SearchRequest): SearchReply | undefined => {
    if (m.kind === 'index') {
      const rich = m.rich.map((item, at) => ({ ...item, at }))
      const names = m.names.map((title, i) => ({ title, titleOnly: true, at: rich.length + i }))
      indexes.set(m.id, buildIndex([...rich, ...names]))
      return undefined
    }
    if (m.kind === 'drop') {
      indexes.delete(m.id)
      return undefined
    }
    const index = indexes.get(m.id)
    if (!index) return { seq: m.seq, found: null }
    const found = search(index, m.query, m.limit, { fuzzyNames: m.fuzzyNames, allCommands: true })
    return { seq: m.seq, found: found.map((i) => i.at) }
  }
}

/** An item as the worker needs it: its searchable fields, nothing that cannot be cloned. */
export const liteItem = ({
  title,
  group,
  keywords,
  lead,
  detail,
  generic,
  id,
}: Searchable): LiteItem => ({
  title,
  group,
  keywords,
  lead,
  detail,
  generic,
  id,
})
