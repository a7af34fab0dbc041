// A whole paginated list read page by page, for the reads the console makes on its own (the
// palette's index, a table filter searching past the page on screen). Each page waits for one of
// the shared request slots (request-slots.ts) and, once it has arrived, for the main thread to be
// free (a macrotask), so keys typed while thousands of rows stream in are handled between pages.
import type { Endpoint, EndpointParams } from './endpoint'
import { PRIORITY, withSlot, type Priority } from './request-slots'

/**
 * The page size for whole-list reads. nexus.json sets no maximum on `limit` (a uint32 from 1);
 * Nexus itself serves at most dropshot's `page_max_nitems` (10,000) a page and clamps larger
 * asks. We ask for 1,000: a 10,000-row page is one body of several MB whose parse and camelizing
 * is a single task of well over 50 ms on the main thread (and in mock mode the platform's own
 * answer is one too); 1,000 rows keep each step short and still make ten requests of 10,000 rows.
 */
export const STREAM_PAGE_SIZE = 1000

type Page<T> = { items: T[]; nextPage?: string | null }

export type StreamOptions = {
  signal?: AbortSignal
  /** the place of its pages in the queue for the request slots (background unless given) */
  priority?: Priority
  /** stop after this many rows */
  max?: number
  /** its pages may use every connection the browser has (request-slots.ts) */
  wide?: boolean
  limit?: number
}

/** Lets the browser handle input and paint before the next piece of work. */
export const yieldToMain = () => new Promise<void>((ok) => setTimeout(ok, 0))

/**
 * Calls `onPage` with each page's rows, in order, until the list ends, `signal` aborts (the
 * promise then rejects with an AbortError) or `max` rows have come. A token seen before ends it:
 * a platform that hands one back twice would have us loop.
 */
export async function streamPages<O, T>(
  ep: Endpoint<O> & ((p: never) => Promise<Page<T>>),
  params: EndpointParams<O>,
  onPage: (items: T[], last: boolean) => void,
  {
    signal,
    priority = PRIORITY.background,
    max = Infinity,
    limit = STREAM_PAGE_SIZE,
    wide = false,
  }: StreamOptions = {},
): Promise<number> {
  const call = ep as unknown as (x: unknown, init?: RequestInit) => Promise<Page<T>>
  const base = params as { query?: Record<string, unknown> }
  const seen = new Set<string>()
  let pageToken: string | undefined
  let count = 0
  for (;;) {
    const token = pageToken
    const page = await withSlot(
      () => call({ ...base, query: { ...base.query, limit, pageToken: token } }, { signal }),
      { priority, signal, wide },
    )
    await yieldToMain()
    signal?.throwIfAborted()
    const items = Array.isArray(page.items) ? page.items : []
    count += items.length
    const next = page.nextPage ?? undefined
    const last = next === undefined || seen.has(next) || count >= max
    onPage(items, last)
    if (last) return count
    seen.add(next)
    pageToken = next
  }
}
