// Typed endpoints derived from openapi-typescript's `operations`. Every generated endpoint in
// generated/operations.ts is built here: params (path, query, body) in camelCase, the response
// camelized with Dates. Calling an endpoint throws a normalised ApiError; `.raw` keeps the result.
import type { CamelizeKeys, Camelize } from './camel'
import { apiRequest, type ApiResult, type EndpointMeta } from './client'
import { toApiError } from './errors'

type Empty = Record<never, never>
type ParamsOf<O> = O extends { parameters: infer P } ? P : never
type PathOf<O> = ParamsOf<O> extends { path: infer T } ? T : never
type QueryReq<O> = ParamsOf<O> extends { query: infer T } ? T : never
type QueryOpt<O> = ParamsOf<O> extends { query?: infer T } ? T : never
type BodyOf<O> = O extends { requestBody: { content: infer C } } ? C[keyof C] : never

type WithPath<O> = [PathOf<O>] extends [never] ? Empty : { path: CamelizeKeys<PathOf<O>> }
type WithQuery<O> = [QueryOpt<O>] extends [never]
  ? Empty
  : [QueryReq<O>] extends [never]
    ? { query?: CamelizeKeys<QueryOpt<O>> }
    : { query: CamelizeKeys<QueryReq<O>> }
type WithBody<O> = [BodyOf<O>] extends [never] ? Empty : { body: CamelizeKeys<BodyOf<O>> }

/** The single params object of an endpoint: `{ path?, query?, body? }` as the operation needs. */
export type EndpointParams<O> = WithPath<O> & WithQuery<O> & WithBody<O>

type Json<R, C extends number> = R extends {
  [K in C]: { content: { 'application/json': infer T } }
}
  ? T
  : never
type ResponsesOf<O> = O extends { responses: infer R } ? R : never
type Wire<R> = [Json<R, 200>] extends [never]
  ? [Json<R, 201>] extends [never]
    ? [Json<R, 202>] extends [never]
      ? R extends { 204: unknown }
        ? Empty
        : unknown
      : Json<R, 202>
    : Json<R, 201>
  : Json<R, 200>

/** The success body of an endpoint as the app reads it. */
export type EndpointResponse<O> = Camelize<Wire<ResponsesOf<O>>>

type Args<P> = Empty extends P ? [params?: P, init?: RequestInit] : [params: P, init?: RequestInit]

export interface Endpoint<O = unknown> extends EndpointMeta {
  (...args: Args<EndpointParams<O>>): Promise<EndpointResponse<O>>
  /** The call without throwing: success, error (parsed body) or client error (raw text). */
  raw(...args: Args<EndpointParams<O>>): Promise<ApiResult<EndpointResponse<O>>>
  /** camelCase name, the first element of every SWR key for this endpoint. */
  readonly key: string
}

export type AnyEndpoint = Endpoint<never>

const camelName = (id: string) => id.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

export function endpoint<O>(meta: EndpointMeta): Endpoint<O> {
  const key = camelName(meta.id)
  const raw = (params?: unknown, init?: RequestInit) =>
    apiRequest(meta, (params ?? {}) as never, init) as Promise<ApiResult<EndpointResponse<O>>>
  const call = async (params?: unknown, init?: RequestInit) => {
    const result = await raw(params, init)
    if (result.type === 'success') return result.data
    throw toApiError(result, key)
  }
  return Object.assign(call, meta, { raw, key }) as unknown as Endpoint<O>
}
