import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setBaseUrl } from '@/api/client'
import { ensureIndex, indexSnapshot, resetResourceIndex } from './resource-index'

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })

/** Two projects; project `b` has `n` instances over pages of 1,000. */
function platform(n: number) {
  const calls: string[] = []
  const fetch = vi.fn(async (url: string) => {
    const u = new URL(url)
    calls.push(u.pathname + u.search)
    if (u.pathname === '/v1/projects') return json({ items: [{ name: 'a' }, { name: 'b' }] })
    if (u.pathname === '/v1/instances' && u.searchParams.get('project') === 'b') {
      const from = Number(u.searchParams.get('page_token') ?? 0)
      const to = Math.min(n, from + Number(u.searchParams.get('limit')))
      const items = Array.from({ length: to - from }, (_, i) => ({ name: `i-${from + i}` }))
      return json({ items, next_page: to < n ? String(to) : null })
    }
    return json({ items: [] })
  })
  return { fetch, calls }
}

const settle = () => vi.waitFor(() => expect(indexSnapshot().loading).toBe(false))

beforeEach(() => setBaseUrl('http://localhost'))
afterEach(() => {
  resetResourceIndex()
  vi.unstubAllGlobals()
})

describe('the shared resource index', () => {
  it('loads every project page by page with the largest page size, once for every palette', async () => {
    const { fetch, calls } = platform(2500)
    vi.stubGlobal('fetch', fetch)
    ensureIndex(false, 0, 'a')
    ensureIndex(false, 0, 'a') // a second palette, at once
    await settle()
    ensureIndex(false, 0) // and later
    const state = indexSnapshot()
    expect(state.complete).toBe(true)
    expect(state.entries.filter((e) => e.title.startsWith('i-'))).toHaveLength(2500)
    const pages = calls.filter((c) => c.startsWith('/v1/instances?project=b'))
    expect(pages).toHaveLength(3)
    expect(pages.every((c) => c.includes('limit=1000'))).toBe(true)
    expect(calls.filter((c) => c.startsWith('/v1/projects?'))).toHaveLength(1)
    expect(state.lists).toBe(state.listsDone)
  })

  it('refreshes after a change without dropping the index it has', async () => {
    const { fetch, calls } = platform(10)
    vi.stubGlobal('fetch', fetch)
    ensureIndex(false, 0)
    await settle()
    const before = indexSnapshot().entries
    ensureIndex(false, 1) // a command changed something
    expect(indexSnapshot().loading).toBe(true)
    expect(indexSnapshot().entries).toBe(before)
    expect(indexSnapshot().complete).toBe(true)
    await settle()
    expect(indexSnapshot().entries).not.toBe(before)
    expect(calls.filter((c) => c.startsWith('/v1/projects?'))).toHaveLength(2)
  })
})
