// @vitest-environment happy-dom
// The session's SWR cache: a new one for each session, and at a cold start the answers of the
// queries prefetched before the page's code loaded (route-data.ts) drawn by the first render.
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { setBaseUrl, setUnauthorizedHandler } from '@/api/client'
import { instanceList } from '@/api/generated/operations'
import { apiKey, useApiQuery } from '@/api/hooks'
import { clearPrefetches, prefetch, untakenPrefetches } from '@/api/prefetch'
import { SessionCache, useSessionEpoch } from './session-cache'

afterEach(cleanup)

describe('useSessionEpoch', () => {
  it('starts a new session each time the user leaves a sign-in page, and only then', () => {
    const loc = memoryLocation({ path: '/projects' })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={loc.hook}>{children}</Router>
    )
    const { result } = renderHook(() => useSessionEpoch(), { wrapper })
    expect(result.current).toBe(0)
    act(() => loc.navigate('/projects/demo/instances'))
    expect(result.current).toBe(0)
    act(() => loc.navigate('/login'))
    expect(result.current).toBe(0)
    act(() => loc.navigate('/login/corp/local'))
    expect(result.current).toBe(0)
    act(() => loc.navigate('/projects'))
    expect(result.current).toBe(1)
    act(() => loc.navigate('/login'))
    act(() => loc.navigate('/device/verify'))
    expect(result.current).toBe(2)
  })
})

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })

beforeEach(() => {
  setBaseUrl('http://localhost')
  setUnauthorizedHandler(() => {})
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  clearPrefetches()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('a query prefetched at start-up', () => {
  function Names() {
    const { data } = useApiQuery(instanceList, { query: { project: 'demo' } })
    return <p>{data ? data.items.map((i) => i.name).join(',') : 'none'}</p>
  }
  const ask = () => {
    const params = { query: { project: 'demo' } }
    prefetch(apiKey(instanceList, params), () => instanceList(params))
  }
  it('answered before the first render: drawn by it, and taken rather than asked again', async () => {
    fetchMock.mockImplementation(async () => json({ items: [{ name: 'demo-vm' }] }))
    ask()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    // The answer's own handler runs after the response's body is read.
    await act(async () => await new Promise((r) => setTimeout(r, 0)))
    render(
      <SessionCache>
        <Names />
      </SessionCache>,
    )
    expect(screen.getByText('demo-vm')).toBeTruthy()
    await waitFor(() => expect(untakenPrefetches()).toEqual([]))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('still on its way at the first render: drawn when it comes, asked once', async () => {
    let answer: (r: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (answer = r)))
    ask()
    render(
      <SessionCache>
        <Names />
      </SessionCache>,
    )
    expect(screen.getByText('none')).toBeTruthy()
    await act(async () => answer(json({ items: [{ name: 'demo-vm' }] })))
    expect(await screen.findByText('demo-vm')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
