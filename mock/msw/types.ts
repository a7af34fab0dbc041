// Typed handlers keyed by operationId: path and query keys, the body and the success body all
// come from the generated wire types, so a handler cannot answer the wrong shape.
import type { OperationId } from '@/api/generated/op-table'
import type { Actor } from '../db/authz'
import type { Db } from '../db/store'
import type { Operations } from '../db/types'

type Op<K extends OperationId> = Operations[K]
type Params<K extends OperationId> = Op<K> extends { parameters: infer P } ? P : never
type PathOf<K extends OperationId> = Params<K> extends { path: infer T } ? T : Record<never, never>
type QueryOf<K extends OperationId> =
  Params<K> extends { query?: infer T }
    ? [T] extends [never]
      ? Record<never, never>
      : NonNullable<T>
    : Record<never, never>

/** The request body as sent on the wire (JSON or form fields). */
export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: { content: infer C } } ? C[keyof C] : undefined

type Responses<K extends OperationId> = Op<K> extends { responses: infer R } ? R : never
type Json<R, C extends number> = C extends keyof R
  ? R[C] extends { content: { 'application/json': infer T } }
    ? T
    : never
  : never

/** The success body: 200/201/202 JSON, or nothing for 204 operations. */
export type SuccessOf<K extends OperationId> = [Json<Responses<K>, 200 | 201 | 202>] extends [never]
  ? void
  : Json<Responses<K>, 200 | 201 | 202>

/** Operations that answer without a session (everything else is 401 while signed out). */
export type PublicOp =
  'login_local' | 'login_saml' | 'logout' | 'device_auth_request' | 'device_access_token' | 'ping'

export type Ctx<K extends OperationId> = {
  /** path parameters, raw strings */
  path: { [N in keyof PathOf<K>]: string }
  /** query parameters, raw strings (absent when not sent) */
  query: { [N in keyof QueryOf<K>]?: string }
  body: BodyOf<K>
  request: Request
  db: Db
  actor: K extends PublicOp ? Actor | null : Actor
}

export type Handler<K extends OperationId> = (
  ctx: Ctx<K>,
) => SuccessOf<K> | Response | Promise<SuccessOf<K> | Response>

export type HandlerMap = { [K in OperationId]?: Handler<K> }
