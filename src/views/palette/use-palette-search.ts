// Search as the palette renders it. The keystroke's own render shows commands and the resources
// whose names contain the query (a few ms even with 10,000 names); when too few names contain it,
// the fuzzy pass over every name (Fuse: about 15 ms for 10,000) follows in a deferred render that
// the next keystroke can interrupt, so typing never waits for it.
import { useDeferredValue, useMemo } from 'react'
import { search, type Searchable, type SearchIndex } from './search'

/** True once the results are the full search for `query` (Enter waits for that, see root-page). */
export function useSearchSettled(query: string) {
  return useDeferredValue(query) === query
}

export function usePaletteSearch<T extends Searchable>(
  index: SearchIndex<T>,
  query: string,
  limit: number,
  /**
   * false while the resource index is still loading: each new part of it is a new SearchIndex,
   * and indexing every name for Fuse again (tens of ms for 10,000) on each would be a long task
   * every few hundred ms; names match by substring until the index is complete.
   */
  fuzzyNames = true,
): T[] | null {
  const deferred = useDeferredValue(query)
  const fast = useMemo(
    () => (query.trim() ? search(index, query, limit, { fuzzyNames: false }) : null),
    [index, query, limit],
  )
  const full = useMemo(
    () =>
      deferred.trim() ? search(index, deferred, limit, { fuzzyNames, allCommands: true }) : null,
    [index, deferred, limit, fuzzyNames],
  )
  return deferred === query ? full : fast
}
