// One MSW handler for every operation of the generated op table (buildHandlers): it matches the
// request's path (same-origin in the browser, absolute URLs in node) against the table and runs
// the operation's handler. Every request goes through the same steps: latency, due state transitions,
// chaos, session check, body parsing (and validation under test), then the typed handler; an
// audited operation's request then writes its audit log entry, whatever the outcome. The same
// steps answer what reaches the platform otherwise (answerRequest): a request another tab of the
// browser sent on (browser-share.ts), and what the mock's other users do (activity.ts).
import { delay, http, HttpResponse } from 'msw'
import { opTable, type OperationId } from '@/api/generated/op-table'
import { sortModesOf } from '@/api/sort-modes'
import { isAudited, recordAudit } from '../db/audit-log'
import { clock } from '../db/clock'
import { badQuery, MockApiError, unauthorized } from '../db/errors'
import { newId } from '../db/ids'
import { getDb } from '../db/store'
import { advanceTransitions } from '../db/transitions'
import { apiRoots, matchRoute } from '../validate/match-operation'
import { auditEntry } from './audit-entry'
import { actorNamed, currentActor, type Caller } from './session'
import { chaosEnabled, chaosStrike, latencyMs } from './settings'
import { successStatus } from './status'
import type { Handler, HandlerMap } from './types'

/** Checks a request body against nexus.json; returns the reason it is invalid, or null. */
export type BodyValidator = (op: OperationId, body: unknown) => string | null

let validateBody: BodyValidator | null = null

/** Node tests install ajv here; the browser skips validation (no schema shipped). */
export const setBodyValidator = (fn: BodyValidator | null) => void (validateBody = fn)

const PUBLIC = new Set<OperationId>([
  'login_local',
  'login_saml',
  'logout',
  'device_auth_request',
  'device_access_token',
  'ping',
])

/** Chaos never hits signing in, so a chaotic session can always recover. */
const CHAOS_EXEMPT = new Set<OperationId>(['login_local', 'login_saml', 'logout'])

const CHAOS_ERRORS: Record<number, [string, string]> = {
  401: ['Unauthorized', 'credentials missing or invalid'],
  403: ['Forbidden', 'Forbidden'],
  404: ['ObjectNotFound', 'not found: chaos monkey ate this resource'],
  500: ['Internal', 'Internal Server Error'],
}

/**
 * Sentinel names trigger error paths on purpose (STYLE.md 8: no request interception in tests):
 * a path parameter or body `name` of `error-403`, `error-404`, `error-500` or `error-503`
 * answers that error in the platform's shape.
 */
function sentinel(params: Record<string, unknown>, body: unknown) {
  const name =
    body && typeof body === 'object' && 'name' in body
      ? (body as { name: unknown }).name
      : undefined
  for (const v of [...Object.values(params), name]) {
    const m = typeof v === 'string' ? /^error-(403|404|500|503)$/.exec(v) : null
    if (!m) continue
    const status = Number(m[1])
    const [code, message] = SENTINEL_ERRORS[status] ?? ['Internal', 'Internal Server Error']
    throw new MockApiError(status, code, message)
  }
}

const SENTINEL_ERRORS: Record<number, [string, string]> = {
  403: ['Forbidden', 'Forbidden'],
  404: ['ObjectNotFound', 'not found: resource with name "error-404"'],
  500: ['Internal', 'Internal Server Error'],
  503: ['ServiceNotAvailable', 'Service Unavailable'],
}

async function readBody(op: OperationId, request: Request): Promise<unknown> {
  const type = opTable[op].bodyType
  if (type === null || type === 'binary') return undefined
  const text = await request.text()
  if (type === 'form') return Object.fromEntries(new URLSearchParams(text))
  if (text.trim() === '')
    throw new MockApiError(
      400,
      undefined,
      'unable to parse JSON body: EOF while parsing a value at line 1 column 0',
    )
  try {
    return JSON.parse(text) as unknown
  } catch (e) {
    throw new MockApiError(400, undefined, `unable to parse JSON body: ${(e as Error).message}`)
  }
}

function errorBody(e: MockApiError, requestId: string) {
  const body: { request_id: string; error_code?: string; message: string } = {
    request_id: requestId,
    message: e.message,
  }
  if (e.errorCode) body.error_code = e.errorCode
  return HttpResponse.json(body, { status: e.status, headers: { 'x-request-id': requestId } })
}

/** How a request reaches the platform, where it is not the page's own call with the settings. */
export type Delivery = {
  /** latency in ms (the setting's draw when absent); 0 when the sender waited already */
  latency?: number
  /** the chaos mode of the tab that sent it (the setting when absent) */
  chaos?: boolean
  /** when it set out (ISO), if before it arrived here */
  started?: string
  /** who sends it, where not the session: one of the mock's other users (activity.ts) */
  caller?: Caller
}

/** serde's words for the values an enum takes: `a`, `a` or `b`, one of `a`, `b`, `c`. */
const expected = (values: readonly string[]) => {
  const q = values.map((v) => `\`${v}\``)
  return q.length <= 2 ? q.join(' or ') : `one of ${q.join(', ')}`
}

/**
 * `sort_by` as Nexus reads it: only the values of the operation's own sort mode (nexus.json: an
 * instance list takes name and id modes, a sled list `id_ascending` alone); an operation without
 * one ignores the parameter, as dropshot ignores query parameters it does not know.
 */
function checkSortBy(op: OperationId, value: string | undefined) {
  const modes = sortModesOf(op.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()))
  if (value === undefined || modes.length === 0 || modes.includes(value)) return
  throw badQuery(`unknown variant \`${value}\`, expected ${expected(modes)}`)
}

async function respond(
  op: OperationId,
  impl: Handler<never> | undefined,
  request: Request,
  params: Record<string, unknown>,
  via: Delivery = {},
) {
  const started = via.started ?? clock.iso()
  const ms = via.latency ?? latencyMs()
  if (ms > 0) await delay(ms)
  const requestId = newId()
  const db = getDb()
  advanceTransitions(db)
  const caller = via.caller ?? null
  const actor = caller ? actorNamed(db, caller.user) : currentActor(db)
  let failure: MockApiError | null = null
  let response: Response
  try {
    const strike = CHAOS_EXEMPT.has(op) ? null : chaosStrike(via.chaos ?? chaosEnabled())
    if (strike) {
      const [code, message] = CHAOS_ERRORS[strike] ?? ['Internal', 'Internal Server Error']
      throw new MockApiError(strike, code, message)
    }
    if (!impl) {
      const { method, path } = opTable[op]
      throw new MockApiError(
        501,
        'NotImplemented',
        `the mock platform does not implement ${op} (${method} ${path})`,
      )
    }
    if (!actor && !PUBLIC.has(op)) throw unauthorized()
    const url = new URL(request.url)
    const query = Object.fromEntries(url.searchParams)
    checkSortBy(op, query.sort_by)
    const body = await readBody(op, request)
    const invalid = body !== undefined && validateBody ? validateBody(op, body) : null
    if (invalid) throw new MockApiError(400, undefined, `unable to parse JSON body: ${invalid}`)
    sentinel(params, body)
    const ctx = { path: params, query, body, request, db, actor }
    const result: unknown = await impl(ctx as never)
    const headers = { 'x-request-id': requestId }
    const status = successStatus(op, result !== undefined)
    // Nexus names the request on every answer, those a handler builds itself included.
    if (result instanceof Response && !result.headers.has('x-request-id'))
      try {
        result.headers.set('x-request-id', requestId)
      } catch {
        // an answer whose headers cannot change (a fetched one): it goes as it is
      }
    response =
      result instanceof Response
        ? result
        : status === 204
          ? new HttpResponse(null, { status, headers })
          : HttpResponse.json(result as object, { status, headers })
  } catch (e) {
    if (!(e instanceof MockApiError)) console.error(`mock: ${op} failed`, e)
    failure =
      e instanceof MockApiError ? e : new MockApiError(500, 'Internal', 'Internal Server Error')
    response = errorBody(failure, requestId)
  }
  if (isAudited(op))
    recordAudit(
      db,
      auditEntry({ op, request, requestId, started, actor, db, response, failure, caller }),
    )
  return response
}

/** The operation of an API request and its path parameters; null for anything else. */
export function routeOf(request: Request) {
  const path = new URL(request.url).pathname
  if (!apiRoots.has(path.split('/')[1] ?? '')) return null
  const hit = matchRoute(request.method, path)
  // A malformed escape names no resource of ours: not the API's.
  return hit?.params ? { op: hit.op, params: hit.params } : null
}

/**
 * The platform's answer to a request that reaches it other than through MSW (another tab's,
 * sent on; an activity's), through the same steps; null when it is not the API's.
 */
export function answerRequest(
  map: HandlerMap,
  request: Request,
  via: Delivery = {},
): Promise<Response> | null {
  const hit = routeOf(request)
  if (!hit) return null
  return respond(hit.op, map[hit.op] as Handler<never> | undefined, request, hit.params, via)
}

/** Where a tab that does not hold the platform sends its requests (browser-share.ts). */
export type Elsewhere = (request: Request) => Promise<Response>

/**
 * One MSW handler for the whole API. MSW tries handlers one by one and compiles each one's path
 * pattern for every request it sees; in the browser that is every request of the page (its code,
 * its fonts), each run on the main thread. Here a request outside the API's paths returns at the
 * first look, and an API request is matched against routes compiled once. Operations without an
 * implementation answer 501. `elsewhere`, when it answers, is where an API request goes instead
 * (the tab holding the browser's one platform).
 */
export function buildHandlers(map: HandlerMap, elsewhere?: () => Elsewhere | null) {
  return [
    http.all('*', ({ request }) => {
      const hit = routeOf(request)
      if (!hit) return undefined
      // A tab that does not hold the platform sends the request on to the one that does.
      const away = elsewhere?.()
      if (away) return away(request)
      return respond(hit.op, map[hit.op] as Handler<never> | undefined, request, hit.params)
    }),
  ]
}
