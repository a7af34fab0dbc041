// Options of a select from a list endpoint (projects, images, routers...), all of them rather
// than the first page: a select can't page.
import type { Endpoint, EndpointParams, EndpointResponse } from '@/api/endpoint'
import { useApiQuery } from '@/api/hooks'
import type { Option } from './choice-fields'

type ItemOf<O> = EndpointResponse<O> extends { items: (infer T)[] } ? T : never

const SELECT_LIMIT = 1000

export function useOptions<O>(
  ep: Endpoint<O>,
  params: EndpointParams<O> | null,
  toOption: (item: ItemOf<O>) => Option,
) {
  const p = params as { query?: Record<string, unknown> } | null
  const all =
    p && ({ ...p, query: { ...p.query, limit: SELECT_LIMIT } } as unknown as EndpointParams<O>)
  const { data, error, isLoading } = useApiQuery(ep, all)
  const items = ((data as { items?: ItemOf<O>[] } | undefined)?.items ?? []) as ItemOf<O>[]
  return { items, options: items.map(toOption), loading: isLoading, error }
}
