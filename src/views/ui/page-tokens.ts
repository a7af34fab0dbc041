// Page-token pagination. The API only gives the next page's token, so going back needs the
// tokens of the pages already visited: a stack whose top is the current page's token.

export type PageState = {
  /** tokens of visited pages; `undefined` is the first page */
  stack: (string | undefined)[]
  limit: number
}

export type PageAction =
  | { type: 'next'; token: string }
  | { type: 'prev' }
  | { type: 'limit'; limit: number }
  | { type: 'reset' }

export const initialPageState = (limit: number): PageState => ({ stack: [undefined], limit })

export function pageReducer(state: PageState, action: PageAction): PageState {
  switch (action.type) {
    case 'next':
      return { ...state, stack: [...state.stack, action.token] }
    case 'prev':
      return state.stack.length > 1 ? { ...state, stack: state.stack.slice(0, -1) } : state
    case 'limit':
      // Tokens encode the old page size's positions: start over from the first page.
      return initialPageState(action.limit)
    case 'reset':
      return initialPageState(state.limit)
  }
}

/** The token of the page being shown. */
export const currentToken = (s: PageState) => s.stack[s.stack.length - 1]
/** 1-based number of the page being shown. */
export const pageNumber = (s: PageState) => s.stack.length
