// Pagination state for one list; starts over when `resetKey` changes (another project...).
import { useReducer, useState } from 'react'
import { DEFAULT_PAGE_SIZE } from '@/api/client'
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

export function usePagination(resetKey = ''): Pagination {
  const [state, dispatch] = useReducer(pageReducer, DEFAULT_PAGE_SIZE, initialPageState)
  // Reset during render rather than in an effect, so the stale page is never requested.
  const [seenKey, setSeenKey] = useState(resetKey)
  if (seenKey !== resetKey) {
    setSeenKey(resetKey)
    dispatch({ type: 'reset' })
  }
  return {
    limit: state.limit,
    pageToken: currentToken(state),
    page: pageNumber(state),
    hasPrev: state.stack.length > 1,
    next: (token) => dispatch({ type: 'next', token }),
    prev: () => dispatch({ type: 'prev' }),
    setLimit: (limit) => dispatch({ type: 'limit', limit }),
  }
}
