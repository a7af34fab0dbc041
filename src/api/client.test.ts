import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  apiRequest,
  handleResponse,
  setAuthToken,
  setBaseUrl,
  setRequestGate,
  setUnauthorizedHandler,
  toQueryString,
} from './client'
import {
  deviceAuthRequest,
  instanceList,
  instanceView,
  loginLocal,
  projectCreate,
  projectView,
} from './generated/operations'

const fetchMock = vi.fn<typeof fetch>()
const onUnauthorized = vi.fn<(redirect: string) => void>()
let consoleError: ReturnType<typeof vi.spyOn>

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

/** The single request fetch received. */
function sent() {
  expect(fetchMock).toHaveBeenCalledTimes(1)
  const [url, init] = fetchMock.mock.calls[0] ?? []
  return { url: new URL(String(url)), init: init ?? {} }
}

beforeEach(() => {
  setBaseUrl('http://localhost')
  setAuthToken(undefined)
  setUnauthorizedHandler(onUnauthorized)
  vi.stubGlobal('fetch', fetchMock)
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  fetchMock.mockReset()
  onUnauthorized.mockReset()
})

describe('query string', () => {
  it('skips null and undefined, repeats array keys, snake-cases keys', () => {
    expect(
      toQueryString({
        project: 'demo',
        pageToken: 'tok',
        sortBy: null,
        vpc: undefined,
        ids: ['a', 'b'],
      }),
    ).toBe('?project=demo&page_token=tok&ids=a&ids=b')
    expect(toQueryString({})).toBe('')
    expect(toQueryString({ startTime: new Date(Date.UTC(2024, 0, 1)) })).toBe(
      '?start_time=2024-01-01T00%3A00%3A00.000Z',
    )
  })

  it('list calls get limit=50 by default', async () => {
    fetchMock.mockResolvedValue(json({ items: [], next_page: null }))
    await instanceList({ query: { project: 'demo' } })
    const { url, init } = sent()
    expect(url.pathname).toBe('/v1/instances')
    expect(url.searchParams.get('limit')).toBe('50')
    expect(url.searchParams.get('project')).toBe('demo')
    expect(init.method).toBe('GET')
    expect(init.body).toBeUndefined()
  })

  it('an explicit limit wins; an undefined one keeps the default', async () => {
    fetchMock.mockImplementation(async () => json({ items: [] }))
    await instanceList({ query: { project: 'demo', limit: 10, pageToken: 'next' } })
    await instanceList({ query: { project: 'demo', limit: undefined } })
    const first = new URL(String(fetchMock.mock.calls[0]?.[0]))
    const second = new URL(String(fetchMock.mock.calls[1]?.[0]))
    expect(first.searchParams.getAll('limit')).toEqual(['10'])
    expect(first.searchParams.get('page_token')).toBe('next')
    expect(second.searchParams.getAll('limit')).toEqual(['50'])
  })

  it('non-list calls get no limit; path params are filled and encoded', async () => {
    fetchMock.mockResolvedValue(json({ id: '1', name: 'a b' }))
    await projectView({ path: { project: 'a b' } })
    const { url } = sent()
    expect(url.pathname).toBe('/v1/projects/a%20b')
    expect(url.search).toBe('')
  })
})

describe('request body', () => {
  it('JSON bodies are snake_case with a JSON content type', async () => {
    fetchMock.mockResolvedValue(json({ id: 'p', name: 'x' }, 201))
    await projectCreate({ body: { name: 'x', description: 'y' } })
    await apiRequest(
      { id: 'fake_create', method: 'POST', path: '/v1/fake', bodyType: 'json' },
      { body: { bootDisk: { diskSource: { imageId: 'i' } } } },
    ).catch(() => undefined)
    const [, init] = fetchMock.mock.calls[1] ?? []
    expect(JSON.parse(String(init?.body))).toEqual({
      boot_disk: { disk_source: { image_id: 'i' } },
    })
    const first = fetchMock.mock.calls[0]?.[1]
    expect(first?.method).toBe('POST')
    expect(new Headers(first?.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(first?.body))).toEqual({ name: 'x', description: 'y' })
  })

  it('device endpoints send form bodies', async () => {
    fetchMock.mockResolvedValue(json({ device_code: 'd', user_code: 'ABCD-EFGH' }))
    await deviceAuthRequest({ body: { clientId: 'c-1', ttlSeconds: 60 } })
    const { url, init } = sent()
    expect(url.pathname).toBe('/device/auth')
    expect(init.body).toBeInstanceOf(URLSearchParams)
    expect(String(init.body)).toBe('client_id=c-1&ttl_seconds=60')
    expect(new Headers(init.headers).get('Content-Type')).toBeNull()
  })
})

describe('authorization', () => {
  it('sends a bearer token only when one is set', async () => {
    fetchMock.mockImplementation(async () => json({ id: 'p' }))
    await projectView({ path: { project: 'p' } })
    setAuthToken('tok-123')
    await projectView({ path: { project: 'p' } })
    const h0 = new Headers(fetchMock.mock.calls[0]?.[1]?.headers)
    const h1 = new Headers(fetchMock.mock.calls[1]?.[1]?.headers)
    expect(h0.get('Authorization')).toBeNull()
    expect(h1.get('Authorization')).toBe('Bearer tok-123')
  })
})

describe('response handling', () => {
  it('camelizes responses and parses time keys', async () => {
    fetchMock.mockResolvedValue(
      json({ id: 'i', run_state: 'running', time_created: '2024-01-01T00:00:00Z' }),
    )
    const inst = await instanceView({ path: { instance: 'i' }, query: { project: 'p' } })
    expect(inst.runState).toBe('running')
    expect(inst.timeCreated).toEqual(new Date('2024-01-01T00:00:00Z'))
  })

  it('an empty body is {}', async () => {
    const ok = await handleResponse(new Response(null, { status: 204 }))
    expect(ok).toMatchObject({ type: 'success', data: {} })
    const err = await handleResponse(new Response('  ', { status: 500 }))
    expect(err).toMatchObject({ type: 'error', data: {} })
  })

  it('a non-JSON body is a client error keeping the raw text', async () => {
    const r = await handleResponse(new Response('<h1>502 Bad Gateway</h1>', { status: 502 }))
    expect(r.type).toBe('client_error')
    if (r.type !== 'client_error') return
    expect(r.text).toBe('<h1>502 Bad Gateway</h1>')
    expect(r.error).toBeInstanceOf(SyntaxError)
    expect(r.response.status).toBe(502)
  })

  it('an error body is parsed and camelized', async () => {
    const r = await handleResponse(
      json({ error_code: 'ObjectNotFound', message: 'nope', request_id: 'rq' }, 404),
    )
    expect(r).toMatchObject({
      type: 'error',
      data: { errorCode: 'ObjectNotFound', message: 'nope', requestId: 'rq' },
    })
  })
})

describe('401', () => {
  beforeEach(() => {
    vi.stubGlobal('location', { pathname: '/projects/demo/instances', search: '?page=2' })
  })

  it('sends the browser to login with the current path and query', async () => {
    fetchMock.mockResolvedValue(json({ error_code: 'Unauthorized', message: 'x' }, 401))
    await expect(projectView({ path: { project: 'demo' } })).rejects.toMatchObject({
      statusCode: 401,
    })
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(
      '/login?redirect_uri=%2Fprojects%2Fdemo%2Finstances%3Fpage%3D2',
    )
  })

  it('not for the local login call, whose 401 is a wrong password', async () => {
    fetchMock.mockResolvedValue(json({ error_code: 'Unauthorized', message: 'bad' }, 401))
    const r = await loginLocal.raw({
      path: { siloName: 'corp' },
      body: { username: 'ops-admin', password: 'wrong' },
    })
    expect(r.type).toBe('error')
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('not while already on a login page', async () => {
    vi.stubGlobal('location', { pathname: '/login/corp/local', search: '' })
    fetchMock.mockResolvedValue(json({ error_code: 'Unauthorized' }, 401))
    await projectView.raw({ path: { project: 'demo' } })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('other statuses do not redirect', async () => {
    fetchMock.mockResolvedValue(json({ error_code: 'Forbidden' }, 403))
    await projectView.raw({ path: { project: 'demo' } })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('console logging', () => {
  it('logs failures with URL, request id and code', async () => {
    fetchMock.mockResolvedValue(
      json({ error_code: 'ObjectNotFound', message: 'gone', request_id: 'req-42' }, 404),
    )
    await projectView.raw({ path: { project: 'demo' } })
    expect(consoleError).toHaveBeenCalledTimes(1)
    const line = consoleError.mock.calls[0]?.join(' ') ?? ''
    expect(line).toContain('http://localhost/v1/projects/demo')
    expect(line).toContain('req-42')
    expect(line).toContain('ObjectNotFound')
  })

  it('logs unreadable responses with the header request id', async () => {
    fetchMock.mockResolvedValue(
      new Response('oops', { status: 500, headers: { 'x-request-id': 'hdr-1' } }),
    )
    await projectView.raw({ path: { project: 'demo' } })
    const line = consoleError.mock.calls[0]?.join(' ') ?? ''
    expect(line).toContain('hdr-1')
    expect(line).toContain('/v1/projects/demo')
  })

  it('stays quiet on success', async () => {
    fetchMock.mockResolvedValue(json({ id: 'p' }))
    await projectView({ path: { project: 'demo' } })
    expect(consoleError).not.toHaveBeenCalled()
  })
})

describe('request gate', () => {
  afterEach(() => setRequestGate(null))

  it('holds calls until the gate opens (mock start-up), then sends them', async () => {
    let open!: () => void
    setRequestGate(new Promise<void>((r) => (open = r)))
    fetchMock.mockResolvedValue(json({ id: 'p', name: 'demo' }))
    const call = projectView({ path: { project: 'demo' } })
    await new Promise((r) => setTimeout(r, 20))
    expect(fetchMock).not.toHaveBeenCalled()
    open()
    await expect(call).resolves.toMatchObject({ name: 'demo' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
