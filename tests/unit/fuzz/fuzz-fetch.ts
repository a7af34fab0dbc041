// A platform made of random answers: every call the console makes is answered with a body
// generated from the operation's response schema. The answer depends only on the seed, the call
// (method, path and query) and how many times that call was made before, so a seed replays.
import { matchOperation } from '@mock/validate/match-operation'
import { hash32, rng } from './rng'
import { generateResponse, profileFor } from './wire-gen'

export type FuzzPlatform = {
  fetch: typeof fetch
  /** calls still waiting for their answer */
  pending: () => number
  /** every call made, as `METHOD /path?query` */
  calls: string[]
  /** calls that match no operation of the API */
  unknown: string[]
  /** request ids of the calls answered with an error status */
  errorIds: Set<string>
}

/**
 * Failures a platform may answer beyond those nexus.json documents, in the shapes seen in front
 * of real racks: an empty body, a Dropshot body, a body naming nothing, with or without
 * Retry-After.
 */
const FAILURES: {
  status: number
  headers?: Record<string, string>
  body?: (id: string) => object
}[] = [
  { status: 501 },
  { status: 501, body: (id) => ({ message: 'Not Implemented', request_id: id }) },
  {
    status: 503,
    headers: { 'retry-after': '7' },
    body: (id) => ({
      error_code: 'ServiceNotAvailable',
      message: 'Service Unavailable',
      request_id: id,
    }),
  },
  { status: 503 },
  { status: 429, headers: { 'retry-after': '3' }, body: (id) => ({ message: '', request_id: id }) },
]

const isPage = (b: unknown): b is { next_page?: string | null } =>
  typeof b === 'object' && b !== null && 'items' in b

export function fuzzPlatform(seed: number): FuzzPlatform {
  const profile = profileFor(seed)
  const counts = new Map<string, number>()
  const calls: string[] = []
  const unknown: string[] = []
  const errorIds = new Set<string>()
  // About a third of the platforms also fail some calls, with statuses beyond the spec's.
  const failing = rng(hash32(`failing:${seed}`)).chance(0.35)
  let inFlight = 0
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const { pathname, search } = new URL(url, 'http://localhost')
    const call = `${method} ${pathname}${search}`
    calls.push(call)
    const n = counts.get(call) ?? 0
    counts.set(call, n + 1)
    const op = matchOperation(method, new URL(url, 'http://localhost').href)
    const requestId = `fuzz-${seed}-${calls.length}`
    if (!op) {
      unknown.push(call)
      const body = { error_code: 'NotFound', message: 'Not Found', request_id: requestId }
      return Response.json(body, { status: 404 })
    }
    // Let the page render its loading state first, as a real network would.
    await Promise.resolve()
    const headers = { 'content-type': 'application/json', 'x-request-id': requestId }
    const r = rng(hash32(`${seed}:${call}#${n}:status`))
    if (failing && r.chance(0.25)) {
      const failure = r.pick(FAILURES)
      errorIds.add(requestId)
      const text = failure.body ? JSON.stringify(failure.body(requestId)) : ''
      return new Response(text, {
        status: failure.status,
        headers: { ...headers, ...failure.headers },
      })
    }
    // One session is one user: GET /v1/me answers the same person each time (another user would
    // mean someone else signed in, and the console starts afresh, as it must; not on every call).
    const nth = op === 'current_user_view' ? 0 : n
    const { status, body } = generateResponse(op, seed, `${call}#${nth}`, profile)
    // A follow-up page often ends the list (null is a valid next_page): the fuzz is about what
    // the pages draw, not about following random page tokens ten thousand items deep.
    if (search.includes('page_token=') && isPage(body) && r.chance(0.5)) body.next_page = null
    return status === 204 || body === undefined
      ? new Response(null, { status: status >= 201 && status !== 202 ? status : 204, headers })
      : new Response(JSON.stringify(body), { status, headers })
  }
  return {
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      inFlight++
      try {
        return await answer(input, init)
      } finally {
        inFlight--
      }
    }) as typeof fetch,
    pending: () => inFlight,
    calls,
    unknown,
    errorIds,
  }
}
