// SWR data hooks. Keys are `[endpoint.key, params]`, so invalidating everything of one endpoint
// is one filter. Views use these; they never write keys by hand.
import { useEffect, useState } from 'react'
import useSWR, { type SWRConfiguration, type ScopedMutator, type SWRResponse } from 'swr'
import type { AnyEndpoint, Endpoint, EndpointParams, EndpointResponse } from './endpoint'
import { QUERY_FRESH_MS } from '@/lib/constants'
import type { ApiError } from './errors'
import { goneSince, holdKey, noteRead, type KeyRole } from './live-keys'
import { answeredPrefetch, keyText, takePrefetched } from './prefetch'
import { useTransitionRefresh } from './transition-poll'
import { rowRead } from './row-reads'

/**
 * The spec's query defaults (section 7): no retry, fresh for 2 s, no refetch on focus.
 * Previous data is not kept across key changes by default: it would show one project's rows
 * (or one instance's details) under another's URL while loading. A paginated table may opt in.
 */
export const swrDefaults: SWRConfiguration = {
  shouldRetryOnError: false,
  dedupingInterval: QUERY_FRESH_MS,
  focusThrottleInterval: QUERY_FRESH_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
}

export type ApiKey = readonly [string, unknown]

/**
 * SWR's options, and what in the data is in transit (each moving thing with its state: an
 * instance `starting`), '' when nothing: read again fast for a while after a new transition shows,
 * then slowly (transition-poll.ts). `fastMs` is the fast pace (3 s unless given).
 */
export type QueryOptions<T> = SWRConfiguration & {
  moving?: (data: T) => string
  fastMs?: number
  /** the page's main data (a list page's list): polled first where the page polls */
  main?: boolean
}

export const apiKey = <O>(ep: Endpoint<O>, params?: EndpointParams<O>): ApiKey => [
  ep.key,
  params ?? {},
]

// A query asked for at start-up, before this view's code had loaded, is taken rather than asked
// again (prefetch.ts). Every read is noted for the live feed (live-keys.ts).
const fetcher = (key: ApiKey, ep: AnyEndpoint) =>
  (takePrefetched(key) ?? (ep as Endpoint<unknown>)(key[1] as never)).then(
    (data) => {
      noteRead(key, { data })
      return data
    },
    (error: unknown) => {
      noteRead(key, { error })
      throw error
    },
  )

/** The key is what the page shows while the hook is mounted (the live feed revalidates it). */
function useHeldKey(key: ApiKey | null, role: KeyRole) {
  const text = key && keyText(key)
  useEffect(
    () => (key && text ? holdKey(key, role) : undefined),
    // The key's text stands for the key: a new params object with the same values is the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [text, role],
  )
}

/**
 * A prefetch's answer already in, as the query's `fallbackData`: its first render draws it (the
 * page's rows in the page's first commit, not a skeleton and a second render a task later).
 * The query still takes the prefetch when it revalidates on mount, so nothing is asked twice.
 */
function withAnswer<T>(key: ApiKey | null, options: T): T {
  const answer = key && answeredPrefetch(key)
  return answer ? { fallbackData: answer.value, ...options } : options
}

/** One query: `run` makes the call (directly, or waiting its turn as a row's read). */
function useQuery<O>(
  ep: Endpoint<O>,
  params: EndpointParams<O> | null,
  options: QueryOptions<EndpointResponse<O>> | undefined,
  run: <T>(call: () => Promise<T>) => Promise<T>,
  role: KeyRole,
): SWRResponse<EndpointResponse<O>, ApiError> {
  const key = params === null ? null : apiKey(ep, params)
  const { moving, fastMs, main, ...swr } = options ?? {}
  useHeldKey(key, main ? 'page' : role)
  const res = useSWR<EndpointResponse<O>, ApiError, ApiKey | null>(
    key,
    (k: ApiKey) => run(() => fetcher(k, ep as never) as Promise<EndpointResponse<O>>),
    withAnswer(key, swr) as SWRConfiguration<EndpointResponse<O>, ApiError>,
  )
  useTransitionRefresh(moving && res.data ? moving(res.data) : '', res.mutate, fastMs)
  return res
}

const now = <T>(call: () => Promise<T>) => call()

/** A query whose errors the view renders itself. Pass `null` params to skip it. */
export function useApiQuery<O>(
  ep: Endpoint<O>,
  params: EndpointParams<O> | null,
  options?: QueryOptions<EndpointResponse<O>>,
): SWRResponse<EndpointResponse<O>, ApiError> {
  return useQuery(ep, params, options, now, 'query')
}

/**
 * A query one table row makes for itself (a column its list does not carry): it waits its turn
 * behind the other rows' reads, a few at a time (row-reads.ts), so a page of rows never holds
 * every connection the page's code and the user's own calls need.
 */
export function useRowQuery<O>(
  ep: Endpoint<O>,
  params: EndpointParams<O> | null,
  options?: QueryOptions<EndpointResponse<O>>,
): SWRResponse<EndpointResponse<O>, ApiError> {
  return useQuery(ep, params, options, rowRead, 'row')
}

/**
 * A page's main query: suspends while loading and throws its error to the route's error
 * boundary, so a 404 shows the 404 page and anything else the error page.
 */
export function usePageQuery<O>(
  ep: Endpoint<O>,
  params: EndpointParams<O>,
  options?: QueryOptions<EndpointResponse<O>>,
): EndpointResponse<O> {
  const key = apiKey(ep, params)
  useHeldKey(key, 'page')
  const [shownAt] = useState(Date.now)
  const { moving, fastMs, main: _main, ...swr } = options ?? {}
  const { data, error, mutate } = useSWR<EndpointResponse<O>, ApiError, ApiKey>(
    key,
    (k: ApiKey) => fetcher(k, ep as never) as Promise<EndpointResponse<O>>,
    withAnswer(key, {
      ...(swr as SWRConfiguration<EndpointResponse<O>, ApiError>),
      suspense: true,
    }),
  )
  useTransitionRefresh(moving && data ? moving(data) : '', mutate, fastMs)
  // Deleted or renamed elsewhere while its page was open: the page says so (the 404 page).
  if (error && goneSince(key, shownAt)) throw error
  return data as EndpointResponse<O>
}

// Told of every invalidation: the whole lists read for a sort drop theirs (whole-list-store.ts
// registers, so that its code stays out of the first load).
let onInvalidate: ((keys: ReadonlySet<string>) => void) | undefined
export const setOnInvalidate = (f: (keys: ReadonlySet<string>) => void) => void (onInvalidate = f)

/** Revalidate every cached query of the given endpoints. */
export function invalidate(mutate: ScopedMutator, ...eps: { key: string }[]) {
  const keys = new Set(eps.map((e) => e.key))
  onInvalidate?.(keys)
  return mutate((key) => Array.isArray(key) && keys.has(key[0] as string))
}

type Page<T> = { items: T[]; nextPage?: string | null }

/** Every item of a paginated list, following page tokens (for completion and search). */
export async function fetchAllPages<O, T>(
  ep: Endpoint<O> & ((p: never) => Promise<Page<T>>),
  params: EndpointParams<O>,
  max = 10_000,
): Promise<T[]> {
  const items: T[] = []
  const seen = new Set<string>()
  let pageToken: string | undefined
  do {
    const p = params as { query?: Record<string, unknown> }
    const page = (await (ep as unknown as (x: unknown) => Promise<Page<T>>)({
      ...p,
      query: { ...p.query, limit: 1000, pageToken },
    })) as Page<T>
    items.push(...(Array.isArray(page.items) ? page.items : []))
    const next = page.nextPage ?? undefined
    // A platform that hands back a token it gave before would have us loop: stop there.
    if (next !== undefined && seen.has(next)) break
    if (next !== undefined) seen.add(next)
    pageToken = next
  } while (pageToken && items.length < max)
  return items
}
