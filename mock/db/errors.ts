// Errors the way Nexus words them, so the console's error normalisation sees real messages.
// Messages follow omicron's `nexus/types` external_api Error display:
// https://github.com/oxidecomputer/omicron/blob/main/common/src/api/external/error.rs

/** An error a handler throws; the router turns it into `{ request_id, error_code, message }`. */
export class MockApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string | undefined,
    message: string,
  ) {
    super(message)
    this.name = 'MockApiError'
  }
}

/** `not found: instance with name "web-1"` / `... with id "<uuid>"` (404 ObjectNotFound). */
export const notFound = (type: string, by: { name: string } | { id: string }) =>
  new MockApiError(
    404,
    'ObjectNotFound',
    'name' in by
      ? `not found: ${type} with name "${by.name}"`
      : `not found: ${type} with id "${by.id}"`,
  )

/** `already exists: instance "web-1"` (400 ObjectAlreadyExists, as Nexus answers it). */
export const alreadyExists = (type: string, name: string) =>
  new MockApiError(400, 'ObjectAlreadyExists', `already exists: ${type} "${name}"`)

/** 400 InvalidRequest with Nexus's message. */
export const invalidRequest = (message: string) => new MockApiError(400, 'InvalidRequest', message)

/** 400 InvalidValue: `unsupported value for "label": message`. */
export const invalidValue = (label: string, message: string) =>
  new MockApiError(400, 'InvalidValue', `unsupported value for "${label}": ${message}`)

/** 400 without an error code: how dropshot reports a query string or body it cannot parse. */
export const badQuery = (message: string) =>
  new MockApiError(400, undefined, `unable to parse query string: ${message}`)

export const forbidden = () => new MockApiError(403, 'Forbidden', 'Forbidden')

export const unauthorized = () =>
  new MockApiError(401, 'Unauthorized', 'credentials missing or invalid')

export const internal = () => new MockApiError(500, 'Internal', 'Internal Server Error')

/** Nexus refuses an action because of the resource's state (409 is not used by Nexus here). */
export const conflict = (message: string) => new MockApiError(409, 'Conflict', message)
