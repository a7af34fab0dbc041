// Error normalisation, exactly per the spec's section 8 table.
import type { ApiResult } from './client'

/** Every failure the app shows: a message for people plus what support needs. */
export class ApiError extends Error {
  /** Nexus error code, e.g. `ObjectNotFound` */
  readonly errorCode?: string
  /** HTTP status */
  readonly statusCode?: number
  /** Nexus request id, for support */
  readonly requestId?: string

  constructor(
    message: string,
    opts: { errorCode?: string; statusCode?: number; requestId?: string } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.errorCode = opts.errorCode
    this.statusCode = opts.statusCode
    this.requestId = opts.requestId
  }
}

export const capitalize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s)

/** `unable to parse JSON body: missing field \`name\` at line 1 column 2` -> the reason. */
function parseErrorReason(message: string): string | undefined {
  const m = /^unable to parse JSON body: (.+?)(?: at line \d+ column \d+)?$/s.exec(message)
  return m?.[1] ? capitalize(m[1]) : undefined
}

// Words the platform spells in capitals; `vpc-subnet` reads as `VPC subnet`.
const ACRONYMS: Record<string, string> = { vpc: 'VPC', ip: 'IP', ssh: 'SSH', saml: 'SAML' }

const label = (words: string) =>
  capitalize(
    words
      .toLowerCase()
      .split(/[\s_-]+/)
      .filter(Boolean)
      .map((w) => ACRONYMS[w] ?? w)
      .join(' '),
  )

/**
 * The resource of an ObjectAlreadyExists error. Nexus says `already exists: instance "web-1"`;
 * failing that, the operation name (`instanceCreate` -> `Instance`) tells it.
 */
function alreadyExistsResource(message: string, opName: string): string {
  const m = /already exists: ([a-z][a-z _-]*?) "/i.exec(message)
  if (m?.[1]) return label(m[1])
  const words = opName
    .replace(/(Create|Update|Add|Import|Promote|Demote)$/, '')
    .replace(/([A-Z])/g, ' $1')
  return label(words) || 'Resource'
}

/**
 * `Retry-After` as a wait people can read (`5 s`, `2 min`), or undefined when absent or
 * unreadable. It is either a number of seconds or an HTTP date (RFC 9110, section 10.2.3).
 */
export function retryAfter(header: string | null, now: number = Date.now()): string | undefined {
  const value = header?.trim()
  if (!value) return undefined
  let seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000
  if (!Number.isFinite(seconds)) return undefined
  seconds = Math.max(0, Math.ceil(seconds))
  if (seconds < 120) return `${seconds} s`
  if (seconds < 7200) return `${Math.ceil(seconds / 60)} min`
  return `${Math.ceil(seconds / 3600)} h`
}

const later = (wait: string | undefined) => (wait ? `try again in ${wait}` : 'try again later')

/**
 * Statuses the platform (or a proxy in front of it) may send beyond those nexus.json documents:
 * the message names what happened whatever the body says, since such bodies are often empty or
 * an HTML page from a proxy. Other statuses follow the section 8 table.
 */
function statusMessage(status: number, headers: Headers): string | undefined {
  const wait = retryAfter(headers.get('retry-after'))
  switch (status) {
    case 429:
      return `Too many requests: the platform is rate limiting this console; ${later(wait)}`
    case 501:
      return 'The platform does not support this call (501 Not Implemented): it may run an older version'
    case 503:
      return `The platform is unavailable (503 Service Unavailable); ${later(wait)}`
    default:
      return undefined
  }
}

/** The message shown for a failed call (section 8). */
export function errorMessage(
  result: Exclude<ApiResult<unknown>, { type: 'success' }>,
  opName: string,
) {
  const byStatus = statusMessage(result.response.status, result.response.headers)
  if (byStatus) return byStatus
  if (result.type === 'client_error') return 'Error reading API response'
  const { errorCode, message = '' } = result.data
  switch (errorCode) {
    case 'Forbidden':
      return 'Action not authorized'
    case 'ObjectNotFound':
      return capitalize(message) || 'Unknown server error'
    case 'ObjectAlreadyExists':
      return `${alreadyExistsResource(message, opName)} name already exists`
    default:
      return parseErrorReason(message) ?? (capitalize(message) || 'Unknown server error')
  }
}

export function toApiError(
  result: Exclude<ApiResult<unknown>, { type: 'success' }>,
  opName: string,
) {
  const body = result.type === 'error' ? result.data : undefined
  return new ApiError(errorMessage(result, opName), {
    errorCode: body?.errorCode,
    statusCode: result.response.status,
    requestId: body?.requestId ?? result.response.headers.get('x-request-id') ?? undefined,
  })
}

/** Any thrown value as an ApiError, so every error shows the same way. */
export function asApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e
  if (e instanceof Error) return new ApiError(e.message)
  return new ApiError(String(e))
}
