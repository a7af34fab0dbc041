// Pagination state for one list. Rows per page is a stored preference shared by every list; the
// token stack starts over when `resetKey` (another project...) or the page size changes.
import { useReducer, useState } from 'react'
import { rowsPerPageAtom, setRowsPerPageAtom } from '@/state/preferences'
import { useAtomValue, useSetAtom } from '@/state/store'
import { currentToken, initialPageState, pageNumber, pageReducer } from './page-tokens'

export type Pagination = {
  limit: number
  pageToken: string | undefined
  page: number
  hasPrev: boolean
  next: (token: string) => void
  prev: () => void
  setLimit: (limit: number) => void
}

/**
 * `limit`: the page size this list was asked for (its URL's `?limit=`), over the stored one;
 * `onLimit`: told of a page size the user picks (the list writes it to its URL).
 */
export function usePagination(
  resetKey = '',
  asked?: number,
  onLimit?: (limit: number) => void,
): Pagination {
  const stored = useAtomValue(rowsPerPageAtom)
  const limit = asked ?? stored
  const keep = useSetAtom(setRowsPerPageAtom)
  const setLimit = (n: number) => {
    keep(n)
    onLimit?.(n)
  }
  const [state, dispatch] = useReducer(pageReducer, limit, initialPageState)
  // Reset during render rather than in an effect, so the stale page is never requested.
  const key = `${resetKey}\n${limit}`
  const [seenKey, setSeenKey] = useState(key)
  if (seenKey !== key) {
    setSeenKey(key)
    dispatch({ type: 'limit', limit })
  }
  return {
    limit,
    pageToken: seenKey === key ? currentToken(state) : undefined,
    page: seenKey === key ? pageNumber(state) : 1,
    hasPrev: seenKey === key && state.stack.length > 1,
    next: (token) => dispatch({ type: 'next', token }),
    prev: () => dispatch({ type: 'prev' }),
    setLimit,
  }
}
