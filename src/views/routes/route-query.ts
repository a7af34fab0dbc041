// What a route asks for first (route-table.ts `data`), declared next to the route so that it can
// leave before the page's code has loaded (route-data.ts).
import type { AnyEndpoint } from '@/api/endpoint'
import type { ListBase } from '../list/list-params'

export type RouteQuery = { endpoint: AnyEndpoint; params: object; list?: boolean }

/** The first page of a list table (the page size is the user's, added when it is asked for). */
export const listQuery = (endpoint: AnyEndpoint, params: ListBase = {}): RouteQuery => ({
  endpoint,
  params,
  list: true,
})
