// At a cold start the first screen's queries leave at once, in parallel, before the page's code
// has arrived: the shell's own (who is signed in, whether they see the fleet, the project
// switcher) and what the page's route declares (route-table.ts `data`). They still wait for the
// platform to answer (the mock's start-up, client.ts `setRequestGate`), not for the page. The views
// take these answers instead of asking again (api/prefetch.ts); a unit test renders every route
// that declares data and checks that each prefetched query was taken.
import { currentUserView, projectList, systemPolicyView } from '@/api/generated/operations'
import { apiKey } from '@/api/hooks'
import { prefetch } from '@/api/prefetch'
import { rowsPerPageAtom } from '@/state/preferences'
import { store } from '@/state/store'
import { listParams } from '../list/list-params'
import { pageMatchFor } from './route-preload'
import type { RouteQuery } from './route-query'
import { pageFor } from './route-table'

/** What every page in the shell asks for (top bar, switchers, the fleet check). */
export const SHELL_QUERIES: RouteQuery[] = [
  { endpoint: currentUserView, params: {} },
  { endpoint: systemPolicyView, params: {} },
  { endpoint: projectList, params: { query: { limit: 100 } } },
]

/** The queries of `path`'s first screen, with their params as the views ask for them. */
export function routeQueries(path: string): RouteQuery[] {
  const match = pageMatchFor(path)
  const route = match && pageFor(match.pattern)
  if (!match || !route) return []
  const own = route.data?.(match.params) ?? []
  const all = route.bare ? own : [...SHELL_QUERIES, ...own]
  return all.map((q) =>
    q.list ? { ...q, params: listParams(q.params, store.get(rowsPerPageAtom)) } : q,
  )
}

/** Ask for `path`'s first-screen queries now. */
export function prefetchRouteData(path: string): void {
  for (const q of routeQueries(path)) {
    const ep = q.endpoint as (p: object) => Promise<unknown>
    prefetch(apiKey(q.endpoint as never, q.params as never), () => ep(q.params))
  }
}
