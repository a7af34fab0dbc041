// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { useWholeListFilter } from './use-whole-list-filter'

type Row = { name: string }
type Q = { limit: number; pageToken?: string; sortBy?: string }

/** `total` rows named r-00000...; each page answers after `ms`. */
function list(calls: Q[], total = 5000, ms = 5) {
  const names = Array.from({ length: total }, (_, i) => `r-${String(i).padStart(5, '0')}`)
  return (async (p: { query: Q }) => {
    calls.push(p.query)
    await new Promise((ok) => setTimeout(ok, ms))
    const order = p.query.sortBy === 'name_descending' ? names.toReversed() : names
    const from = Number(p.query.pageToken ?? 0)
    const to = Math.min(order.length, from + p.query.limit)
    return {
      items: order.slice(from, to).map((name) => ({ name })),
      nextPage: to < order.length ? String(to) : null,
    }
  }) as never
}

const text = (r: Row) => r.name
const base = { query: { project: 'p' } }

it('finds a row on the last page, counts every row once, and says when it is done', async () => {
  const calls: Q[] = []
  const endpoint = list(calls)
  const { result } = renderHook(() =>
    useWholeListFilter<Row>({ endpoint, base, needle: 'r-04998', text }),
  )
  await waitFor(() => expect(result.current.search?.done).toBe(true))
  expect(result.current.search?.matches).toEqual([{ name: 'r-04998' }])
  expect(result.current.search?.searched).toBe(5000)
  expect(calls[0]).toMatchObject({ project: 'p', limit: 1000 })
})

it('stops where it is on Esc (stop) and asks for no more pages', async () => {
  const calls: Q[] = []
  const endpoint = list(calls, 50_000, 40)
  const { result } = renderHook(() =>
    useWholeListFilter<Row>({ endpoint, base, needle: 'r-0', text }),
  )
  await waitFor(() => expect(result.current.search?.searched).toBeGreaterThan(0))
  act(() => result.current.stop())
  await waitFor(() => expect(result.current.search?.stopped).toBe(true))
  const asked = calls.length
  await new Promise((ok) => setTimeout(ok, 50))
  expect(calls.length).toBe(asked)
  expect(result.current.search?.done).toBe(false)
  expect(result.current.search?.searched).toBeLessThan(50_000)
})

it('reads nothing without a filter', async () => {
  const calls: Q[] = []
  const endpoint = list(calls)
  const { result } = renderHook(() =>
    useWholeListFilter<Row>({ endpoint, base, needle: null, text }),
  )
  await new Promise((ok) => setTimeout(ok, 200))
  expect(result.current.search).toBeNull()
  expect(calls).toHaveLength(0)
})
