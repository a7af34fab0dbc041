import { describe, expect, it } from 'vitest'
import { streamPages } from './page-stream'

type Page = { items: { name: string }[]; nextPage?: string | null }

/** A fake list endpoint over `total` rows, recording the params of each call. */
function fakeList(total: number, calls: Record<string, unknown>[]) {
  const ep = async (p: { query: { limit: number; pageToken?: string } }): Promise<Page> => {
    calls.push(p.query)
    const from = Number(p.query.pageToken ?? 0)
    const to = Math.min(total, from + p.query.limit)
    const items = Array.from({ length: to - from }, (_, i) => ({ name: `r-${from + i}` }))
    return { items, nextPage: to < total ? String(to) : null }
  }
  return ep as never
}

describe('streamPages', () => {
  it('reads every page with the stream page size, in order, then says it was the last', async () => {
    const calls: Record<string, unknown>[] = []
    const seen: string[] = []
    const lasts: boolean[] = []
    const n = await streamPages(
      fakeList(2500, calls),
      { query: { project: 'p' } } as never,
      (items, last) => {
        seen.push(...items.map((i) => (i as { name: string }).name))
        lasts.push(last)
      },
    )
    expect(n).toBe(2500)
    expect(seen.at(-1)).toBe('r-2499')
    expect(lasts).toEqual([false, false, true])
    expect(calls.map((c) => c.limit)).toEqual([1000, 1000, 1000])
    expect(calls[0]).toMatchObject({ project: 'p', pageToken: undefined })
    expect(calls[1]).toMatchObject({ pageToken: '1000' })
  })

  it('stops when aborted between pages', async () => {
    const calls: Record<string, unknown>[] = []
    const ac = new AbortController()
    const run = streamPages(fakeList(5000, calls), {} as never, () => ac.abort(), {
      signal: ac.signal,
    })
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
    expect(calls).toHaveLength(1)
  })

  it('a token handed back twice ends the list instead of looping', async () => {
    const ep = async () => ({ items: [{ name: 'a' }], nextPage: 'same' })
    let pages = 0
    await streamPages(ep as never, {} as never, () => pages++)
    expect(pages).toBe(2)
  })
})
