// The only place in the app that speaks HTTP. Same-origin JSON; see the spec, sections 7 and 8.
import { takeEarlyResponse } from './early-response'
import { DEFAULT_PAGE_SIZE } from '@/lib/constants'
import { processResponseBody, snakeify, camelToSnake } from './camel'
import { noteOwnRequest } from './own-requests'
import { loginUrl } from './redirect'

export { DEFAULT_PAGE_SIZE }

export type EndpointMeta = {
  /** operationId from nexus.json, e.g. `instance_list` */
  readonly id: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'
  /** path template with snake_case placeholders, e.g. `/v1/instances/{instance}` */
  readonly path: string
  readonly paginated?: boolean
  readonly bodyType?: 'json' | 'form' | 'binary'
  readonly websocket?: boolean
}

/** The error body Nexus sends, camelized. */
export type ErrorBody = { errorCode?: string; message?: string; requestId?: string }

export type ApiResult<T> =
  | { type: 'success'; data: T; response: Response }
  | { type: 'error'; data: ErrorBody; response: Response }
  | { type: 'client_error'; error: Error; text: string; response: Response }

export type RequestParams = {
  path?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: unknown
}

const config = {
  baseUrl: '',
  token: undefined as string | undefined,
  onUnauthorized: (redirect: string) => globalThis.location?.assign(redirect),
}

/** Absolute base for environments without a document origin (node tests). */
export const setBaseUrl = (url: string) => void (config.baseUrl = url)

let requestGate: Promise<unknown> | null = null
/**
 * Calls wait for this before going out. Mock mode sets it to the mock's start-up, so the page's
 * code can load while the service worker starts instead of after it.
 */
export const setRequestGate = (gate: Promise<unknown> | null) => void (requestGate = gate)
/** A bearer token sent as `Authorization: Bearer` on every call when set. */
export const setAuthToken = (token: string | undefined) => void (config.token = token)
/** Where a 401 sends the browser; swapped out in unit tests. */
export const setUnauthorizedHandler = (fn: (redirect: string) => void) =>
  void (config.onUnauthorized = fn)

export function fillPath(template: string, path: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const camel = name.replace(/_([a-z0-9])/g, (__, c: string) => c.toUpperCase())
    const value = path[camel] ?? path[name]
    if (value === undefined) throw new Error(`Missing path parameter ${camel} for ${template}`)
    return encodeURIComponent(String(value))
  })
}

/** Query string from non-null values, snake_case keys; arrays repeat the key. */
export function toQueryString(query: Record<string, unknown> = {}) {
  const qs = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue
    const k = camelToSnake(key)
    if (Array.isArray(value)) for (const v of value) qs.append(k, String(v))
    else qs.append(k, value instanceof Date ? value.toISOString() : String(value))
  }
  const s = qs.toString()
  return s ? `?${s}` : ''
}

export function buildUrl(meta: EndpointMeta, params: RequestParams) {
  // `limit: undefined` from a caller must not drop the default page size.
  const query = meta.paginated
    ? { ...params.query, limit: params.query?.limit ?? DEFAULT_PAGE_SIZE }
    : params.query
  return config.baseUrl + fillPath(meta.path, params.path) + toQueryString(query)
}

function encodeBody(meta: EndpointMeta, body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined
  // Uploads (repository archives) go to the server byte for byte.
  if (meta.bodyType === 'binary') return body as BodyInit
  if (meta.bodyType === 'form') {
    const form = new URLSearchParams()
    for (const [k, v] of Object.entries(snakeify(body) as Record<string, unknown>)) {
      if (v !== null && v !== undefined) form.append(k, String(v))
    }
    return form
  }
  return JSON.stringify(snakeify(body))
}

/** Parses a response: empty body is `{}`, unparseable text is a client error. */
export async function handleResponse<T>(response: Response): Promise<ApiResult<T>> {
  let text = ''
  let json: unknown
  try {
    text = await response.text()
    json = text.trim() === '' ? {} : JSON.parse(text)
  } catch (e) {
    return { type: 'client_error', error: e as Error, text, response }
  }
  const data = processResponseBody(json)
  return response.ok
    ? { type: 'success', data: data as T, response }
    : { type: 'error', data: data as ErrorBody, response }
}

export function logError(meta: EndpointMeta, url: string, result: ApiResult<unknown>) {
  if (result.type === 'success') return
  const body = result.type === 'error' ? result.data : undefined
  console.error(
    `API error: ${meta.method} ${url}`,
    `status ${result.response.status}`,
    `request id ${body?.requestId ?? result.response.headers.get('x-request-id') ?? 'unknown'}`,
    `code ${body?.errorCode ?? (result.type === 'client_error' ? 'ClientError' : 'unknown')}`,
  )
}

/** Path and query of the page, `/` where there is no page (node tests, workers). */
function currentLocation() {
  const loc = (globalThis as { location?: Location }).location
  return loc ? loc.pathname + loc.search : '/'
}

/** The answer a change gets when it was not sent: the ended session, in the platform's words. */
function notSentResponse(message: string) {
  const body = JSON.stringify({ error_code: 'Unauthorized', message })
  return new Response(body, { status: 401, headers: { 'Content-Type': 'application/json' } })
}

/** One request on the wire: the bearer token and same-origin credentials, as every call has. */
function fetchOnce(
  meta: EndpointMeta,
  url: string,
  params: RequestParams,
  init: RequestInit,
): Promise<Response> {
  // The first screen's reads went out from index.html's first script (cookie sessions only).
  const early = meta.method === 'GET' && !config.token ? takeEarlyResponse(url) : undefined
  if (early) return early.catch((): Promise<Response> => fetchOnce(meta, url, params, init))
  const headers = new Headers(init.headers)
  if (params.body !== undefined && (meta.bodyType ?? 'json') === 'json') {
    headers.set('Content-Type', 'application/json')
  }
  if (config.token) headers.set('Authorization', `Bearer ${config.token}`)
  return fetch(url, {
    ...init,
    method: meta.method,
    headers,
    body: encodeBody(meta, params.body),
    credentials: 'same-origin',
  })
}

async function send<T>(
  meta: EndpointMeta,
  url: string,
  params: RequestParams,
  init: RequestInit,
): Promise<ApiResult<T>> {
  const result = await handleResponse<T>(await fetchOnce(meta, url, params, init))
  logError(meta, url, result)
  return result
}

const ME: EndpointMeta = { id: 'current_user_view', method: 'GET', path: '/v1/me' }

/** GET /v1/me past the session gate (it is what the other calls wait for): the body, or null. */
export async function whoIsSignedIn(): Promise<unknown> {
  const result = await send(ME, buildUrl(ME, {}), {}, {})
  return result.type === 'success' ? result.data : null
}

export type RequestKind = 'read' | 'write' | 'exempt'

/** A call that did not go out (or will go out again) because the session had ended. */
export type HeldChange = { id: number; operationId: string; method: string; path: string }

type Describe = () => Omit<HeldChange, 'id'>

/**
 * How a call meets the session: the session gate (session-gate.ts) installs itself here. It is
 * not part of the first load: the app loads it beside the first page. Until it is there, calls
 * go out as they come, the answer of GET /v1/me is kept for it, and a 401 (which can only be a
 * first visit's, before anyone is known) sends the browser to the sign-in page.
 */
export type SessionHooks = {
  kind: (operationId: string, method: string) => RequestKind
  /** true to send; or the message a change that will not be sent answers with */
  admit: (
    kind: RequestKind,
    describe: Describe,
    signal?: AbortSignal | null,
  ) => Promise<true | string>
  afterUnauthorized: (
    kind: RequestKind,
    describe: Describe,
    redirect: () => void,
    signal?: AbortSignal | null,
  ) => Promise<'retry' | 'redirected' | { notSent: string }>
  observe: (operationId: string, status: number, data: unknown, silo?: string) => void
}

let session: SessionHooks | null = null
export const setSessionHooks = (hooks: SessionHooks) => void (session = hooks)

let earlyMe: unknown = null
/** The GET /v1/me answer seen before the gate was there, once. */
export function takeEarlyMe(): unknown {
  const me = earlyMe
  earlyMe = null
  return me
}

/** What the client keeps before the gate is there: who is signed in. */
function observeEarly(operationId: string, status: number, data: unknown) {
  if (operationId === 'current_user_view' && status >= 200 && status < 300) earlyMe = data
}

const onLoginPage = (here: string) => /^\/login(?:[/?]|$)/.test(here)

/**
 * One call. A 401 goes to the session gate (session-gate.ts), the one place that handles it:
 * before anyone is known it sends the browser to the sign-in page; in the middle of work the call
 * waits for the sign-in dialog and is sent again, a read at once, a change when the user says so.
 * `raw` keeps the body unread (a download reads its bytes itself).
 */
async function call(
  meta: EndpointMeta,
  params: RequestParams,
  init: RequestInit,
  raw: boolean,
): Promise<{ response: Response; result?: ApiResult<unknown> }> {
  if (requestGate) await requestGate
  const url = buildUrl(meta, params)
  const describe: Describe = () => ({
    operationId: meta.id,
    method: meta.method,
    path: url.slice(config.baseUrl.length),
  })
  const silo = params.path?.siloName ?? params.path?.silo_name
  const settle = async (response: Response) => {
    if (raw) return { response }
    const result = await handleResponse<unknown>(response)
    logError(meta, url, result)
    return { response, result }
  }
  for (;;) {
    // Until the gate is there, every call goes out as it comes (it has held nothing yet).
    const admitted = session
      ? await session.admit(session.kind(meta.id, meta.method), describe, init.signal)
      : true
    if (admitted !== true) return settle(notSentResponse(admitted))
    const answer = await settle(await fetchOnce(meta, url, params, init))
    const status = answer.response.status
    const requestId = meta.method !== 'GET' && answer.response.headers.get('x-request-id')
    if (requestId) noteOwnRequest(requestId)
    const result = answer.result
    ;(session?.observe ?? observeEarly)(
      meta.id,
      status,
      result?.type === 'success' ? result.data : undefined,
      silo as string,
    )
    // The local login call answers 401 for a bad password: an error to show, not a redirect.
    const kind = session?.kind(meta.id, meta.method)
    if (status !== 401 || kind === 'exempt' || meta.id === 'login_local') return answer
    const here = currentLocation()
    // On the login page itself a redirect would only reload it, endlessly.
    if (onLoginPage(here)) return answer
    const redirect = () => config.onUnauthorized(loginUrl(here))
    if (!session || !kind) {
      redirect()
      return answer
    }
    const next = await session.afterUnauthorized(kind, describe, redirect, init.signal)
    if (next === 'redirected') return answer
    if (next !== 'retry') return settle(notSentResponse(next.notSent))
  }
}

export async function apiRequest<T>(
  meta: EndpointMeta,
  params: RequestParams,
  init: RequestInit = {},
): Promise<ApiResult<T>> {
  return (await call(meta, params, init, false)).result as ApiResult<T>
}

/** The raw response of a call (downloads read its bytes themselves), through the same gate. */
export async function apiFetch(
  meta: EndpointMeta,
  params: RequestParams,
  init: RequestInit = {},
): Promise<Response> {
  return (await call(meta, params, init, true)).response
}
