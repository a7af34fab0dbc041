// @vitest-environment happy-dom
// The search worker gets the palette's index while nothing is typed, once the index is the one
// searches will use (the resource index complete), so that the first keystroke neither copies
// every item to the worker nor waits for the worker to index them; a search then sends only
// the query.
import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SearchRequest } from './search-protocol'

const posted: SearchRequest['kind'][] = []
class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null
  onerror: (() => void) | null = null
  postMessage(m: SearchRequest) {
    posted.push(m.kind)
    if (m.kind === 'search')
      queueMicrotask(() => this.onmessage?.({ data: { seq: m.seq, found: [] } } as MessageEvent))
  }
}

beforeAll(() => {
  vi.stubGlobal('Worker', FakeWorker)
  vi.useFakeTimers()
})
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('usePaletteSearch', () => {
  it('indexes in the worker ahead of the first search, and not while the index is partial', async () => {
    const { buildIndex } = await import('./search')
    const { usePaletteSearch } = await import('./use-palette-search')
    const index = buildIndex([
      { key: 'a', title: 'web-1', titleOnly: true },
      { key: 'b', title: 'db-1', titleOnly: true },
    ])
    const { rerender } = renderHook(
      ({ query, complete }) => usePaletteSearch(index, query, 50, complete),
      { initialProps: { query: '', complete: false } },
    )
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    // A partial index (more parts to come) is not copied to the worker.
    expect(posted).toEqual([])
    rerender({ query: '', complete: true })
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(posted).toEqual(['index'])
    // The first keystroke sends the search alone.
    rerender({ query: 'w', complete: true })
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(posted).toEqual(['index', 'search'])
  })
})
