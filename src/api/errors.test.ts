import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiResult, ErrorBody } from './client'
import { setBaseUrl, setUnauthorizedHandler } from './client'
import { ApiError, asApiError, capitalize, errorMessage, retryAfter, toApiError } from './errors'
import { instanceCreate, projectCreate, vpcSubnetCreate } from './generated/operations'

type Failure = Exclude<ApiResult<unknown>, { type: 'success' }>

const errorResult = (data: ErrorBody, status = 400, headers?: HeadersInit): Failure => ({
  type: 'error',
  data,
  response: new Response(null, { status, headers }),
})

const clientError = (status = 502): Failure => ({
  type: 'client_error',
  error: new SyntaxError('Unexpected token <'),
  text: '<html>Bad gateway</html>',
  response: new Response(null, { status }),
})

// Section 8 of the spec, one row per case.
describe('errorMessage: the section 8 table', () => {
  it('unreadable response', () => {
    expect(errorMessage(clientError(), 'instanceList')).toBe('Error reading API response')
  })

  it('Forbidden', () => {
    const r = errorResult({ errorCode: 'Forbidden', message: 'forbidden' }, 403)
    expect(errorMessage(r, 'projectDelete')).toBe('Action not authorized')
  })

  it('ObjectNotFound shows the server message, capitalised', () => {
    const r = errorResult(
      { errorCode: 'ObjectNotFound', message: 'not found: instance with name "db-1"' },
      404,
    )
    expect(errorMessage(r, 'instanceView')).toBe('Not found: instance with name "db-1"')
  })

  it('ObjectAlreadyExists takes the resource from the server message', () => {
    const r = errorResult({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: instance "web-1"',
    })
    expect(errorMessage(r, 'projectCreate')).toBe('Instance name already exists')
  })

  it('ObjectAlreadyExists spells multi-word resources with their acronyms', () => {
    const r = errorResult({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: vpc-subnet "default"',
    })
    expect(errorMessage(r, 'whatever')).toBe('VPC subnet name already exists')
  })

  it.each([
    ['instanceCreate', 'Instance name already exists'],
    ['projectUpdate', 'Project name already exists'],
    ['floatingIpCreate', 'Floating IP name already exists'],
    ['vpcSubnetCreate', 'VPC subnet name already exists'],
    ['currentUserSshKeyCreate', 'Current user SSH key name already exists'],
  ])('ObjectAlreadyExists falls back to the operation name %s', (op, shown) => {
    const r = errorResult({ errorCode: 'ObjectAlreadyExists', message: 'object already exists' })
    expect(errorMessage(r, op)).toBe(shown)
  })

  it('JSON body parse error shows the reason, capitalised', () => {
    const r = errorResult({
      message: 'unable to parse JSON body: missing field `name` at line 1 column 2',
    })
    expect(errorMessage(r, 'projectCreate')).toBe('Missing field `name`')
  })

  it('JSON parse error without a position', () => {
    const r = errorResult({ message: 'unable to parse JSON body: EOF while parsing an object' })
    expect(errorMessage(r, 'projectCreate')).toBe('EOF while parsing an object')
  })

  it('other codes show the capitalised server message', () => {
    const r = errorResult(
      { errorCode: 'InvalidRequest', message: 'cannot delete instance: instance is running' },
      400,
    )
    expect(errorMessage(r, 'instanceDelete')).toBe('Cannot delete instance: instance is running')
  })

  it.each([
    [{}, 500],
    [{ errorCode: 'Internal', message: '' }, 500],
    [{ errorCode: 'ObjectNotFound' }, 404],
  ] as const)('empty message -> Unknown server error (%j)', (body, status) => {
    expect(errorMessage(errorResult(body, status), 'x')).toBe('Unknown server error')
  })
})

// Statuses beyond the spec's: the message says what happened, whatever the body holds.
describe('errorMessage: statuses nexus.json does not document', () => {
  const NOT_SUPPORTED =
    'The platform does not support this call (501 Not Implemented): it may run an older version'

  it.each([
    ['an empty body', errorResult({}, 501)],
    ['a Dropshot body', errorResult({ message: 'Not Implemented', requestId: 'r' }, 501)],
    ['an HTML body', { ...clientError(), response: new Response(null, { status: 501 }) }],
  ] as const)('501 with %s says the platform does not support the call', (_, r) => {
    expect(errorMessage(r as Failure, 'instanceSshPublicKeyList')).toBe(NOT_SUPPORTED)
  })

  it('503 gives the wait from Retry-After, in seconds or as a date', () => {
    const seconds = errorResult({ message: '' }, 503, { 'retry-after': '30' })
    expect(errorMessage(seconds, 'x')).toBe(
      'The platform is unavailable (503 Service Unavailable); try again in 30 s',
    )
    const date = new Date(Date.now() + 10 * 60_000).toUTCString()
    const at = errorResult({ message: '' }, 503, { 'retry-after': date })
    expect(errorMessage(at, 'x')).toMatch(/; try again in (9|10) min$/)
    const none = errorResult(
      { errorCode: 'ServiceNotAvailable', message: 'Service Unavailable' },
      503,
    )
    expect(errorMessage(none, 'x')).toBe(
      'The platform is unavailable (503 Service Unavailable); try again later',
    )
  })

  it('429 says the console is rate limited, and for how long', () => {
    const r = errorResult({}, 429, { 'retry-after': '5' })
    expect(errorMessage(r, 'x')).toBe(
      'Too many requests: the platform is rate limiting this console; try again in 5 s',
    )
  })

  it.each([
    [null, undefined],
    ['', undefined],
    ['soon', undefined],
    ['0', '0 s'],
    ['119', '119 s'],
    ['120', '2 min'],
    ['7200', '2 h'],
    ['Thu, 01 Jan 1970 00:00:00 GMT', '0 s'],
  ])('Retry-After %j reads %j', (header, shown) => {
    expect(retryAfter(header)).toBe(shown)
  })
})

describe('toApiError', () => {
  it('carries statusCode, requestId and errorCode', () => {
    const e = toApiError(
      errorResult({ errorCode: 'Forbidden', message: 'no', requestId: 'req-1' }, 403),
      'projectView',
    )
    expect(e).toBeInstanceOf(ApiError)
    expect(e).toMatchObject({
      message: 'Action not authorized',
      errorCode: 'Forbidden',
      statusCode: 403,
      requestId: 'req-1',
    })
  })

  it('takes the request id from the header when the body has none', () => {
    const e = toApiError(clientError(502), 'projectList')
    expect(e.statusCode).toBe(502)
    expect(e.errorCode).toBeUndefined()
    expect(e.requestId).toBeUndefined()
    const withHeader = toApiError(
      errorResult({ message: 'boom' }, 500, { 'x-request-id': 'hdr-9' }),
      'projectList',
    )
    expect(withHeader.requestId).toBe('hdr-9')
  })
})

describe('asApiError', () => {
  it('keeps ApiErrors and wraps anything else', () => {
    const e = new ApiError('x', { statusCode: 400 })
    expect(asApiError(e)).toBe(e)
    expect(asApiError(new TypeError('Failed to fetch')).message).toBe('Failed to fetch')
    expect(asApiError('plain').message).toBe('plain')
  })
})

it('capitalize', () => {
  expect(capitalize('abc')).toBe('Abc')
  expect(capitalize('')).toBe('')
})

// The same table end to end: a thrown endpoint error has the shown message.
describe('endpoints throw the normalised error', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    setBaseUrl('http://localhost')
    setUnauthorizedHandler(() => {})
    vi.stubGlobal('fetch', fetchMock)
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    fetchMock.mockReset()
  })

  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

  it('ObjectAlreadyExists from the operation name of the endpoint', async () => {
    // A fresh Response per call: a body can be read only once.
    fetchMock.mockImplementation(async () =>
      json({ error_code: 'ObjectAlreadyExists', message: 'exists', request_id: 'r1' }, 400),
    )
    await expect(projectCreate({ body: { name: 'demo', description: '' } })).rejects.toMatchObject({
      message: 'Project name already exists',
      requestId: 'r1',
    })
    await expect(
      vpcSubnetCreate({
        query: { project: 'p', vpc: 'v' },
        body: { name: 's', description: '', ipv4Block: '10.0.0.0/24' },
      }),
    ).rejects.toMatchObject({ message: 'VPC subnet name already exists' })
  })

  it('unreadable body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 502 }))
    const err = await instanceCreate({
      query: { project: 'p' },
      body: { name: 'i', description: '', hostname: 'i', ncpus: 1, memory: 1 },
    } as never).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ message: 'Error reading API response', statusCode: 502 })
  })
})
