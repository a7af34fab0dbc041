import { describe, expect, it } from 'vitest'
import { scanList, type ScanEnd } from './list-scan'

type Q = { limit: number; pageToken?: string; sortBy?: string }

/** `total` rows named r-00000...; `sorts`: 'both', 'refuse' (400) or 'ignore' the sort. */
function fakeList(total: number, sorts: 'both' | 'refuse' | 'ignore', calls: Q[]) {
  const names = Array.from({ length: total }, (_, i) => `r-${String(i).padStart(5, '0')}`)
  // An instance list: its API sorts by name both ways (sort-modes.ts).
  const list = async (p: { query: Q }) => {
    calls.push(p.query)
    const desc = p.query.sortBy === 'name_descending'
    if (desc && sorts === 'refuse') throw new Error('unknown variant `name_descending`')
    const order = desc && sorts === 'both' ? names.toReversed() : names
    const from = Number(p.query.pageToken ?? 0)
    const to = Math.min(total, from + p.query.limit)
    return {
      items: order.slice(from, to).map((name) => ({ name })),
      nextPage: to < total ? String(to) : null,
    }
  }
  return Object.assign(list, { key: 'instanceList' }) as never
}

async function scan(total: number, sorts: 'both' | 'refuse' | 'ignore') {
  const calls: Q[] = []
  const seen: string[] = []
  const ends = new Set<ScanEnd>()
  let dones = 0
  await scanList(fakeList(total, sorts, calls), {} as never, (rows, end, done) => {
    seen.push(...rows.map((r) => (r as { name: string }).name))
    if (rows.length) ends.add(end)
    if (done) dones++
  })
  return { calls, seen, ends, dones }
}

describe('scanList', () => {
  it('reads from both ends until they meet: every row once, half the pages each', async () => {
    const { calls, seen, ends, dones } = await scan(10_000, 'both')
    expect(new Set(seen).size).toBe(10_000)
    expect(seen).toHaveLength(10_000)
    expect(ends).toEqual(new Set(['first', 'last']))
    expect(dones).toBe(1)
    // Ten pages of 1,000 in all, give or take the page in flight when they met.
    expect(calls.length).toBeLessThanOrEqual(12)
    expect(seen).toContain('r-09999')
  })

  it('a list that refuses the descending sort is read from the first page alone', async () => {
    const { seen, ends } = await scan(2500, 'refuse')
    expect(seen).toHaveLength(2500)
    expect(ends).toEqual(new Set(['first']))
  })

  it('a list that ignores the sort is read once, not twice', async () => {
    const { seen } = await scan(2500, 'ignore')
    expect(seen).toHaveLength(2500)
    expect(new Set(seen).size).toBe(2500)
  })

  it('stops when aborted', async () => {
    const ac = new AbortController()
    const run = scanList(fakeList(10_000, 'both', []), {} as never, () => ac.abort(), {
      signal: ac.signal,
    })
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
  })
})
