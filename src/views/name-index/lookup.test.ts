import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setBaseUrl } from '@/api/client'
import { indexList, indexView, listKey, putLists, resetIndex } from './index-state'
import { fillIndex, lookUpName, lookupSteps, type LookupProgress } from './lookup'
import { indexCalls } from './read-list'

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })

/** `n` projects p-0 ...; the last one has a disk `needle`, project p-1 an instance `twin`, p-2 a VPC `twin`. */
function platform(n: number) {
  const asked: string[] = []
  let inFlight = 0
  let peak = 0
  const fetch = vi.fn(async (url: string) => {
    const u = new URL(url)
    asked.push(u.pathname + u.search)
    inFlight++
    peak = Math.max(peak, inFlight)
    await new Promise((r) => setTimeout(r, 2))
    inFlight--
    const project = u.searchParams.get('project')
    if (u.pathname === '/v1/projects')
      return json({ items: Array.from({ length: n }, (_, i) => ({ name: `p-${i}` })) })
    if (u.pathname === '/v1/disks' && project === `p-${n - 1}`)
      return json({ items: [{ name: 'needle', id: 'd1' }] })
    if (u.pathname === '/v1/instances' && project === 'p-1')
      return json({ items: [{ name: 'twin', id: 'i1' }] })
    if (u.pathname === '/v1/vpcs' && project === 'p-2') return json({ items: [{ name: 'twin' }] })
    return json({ items: [] })
  })
  return { fetch, asked, peak: () => peak }
}

let owner = 0
beforeEach(() => {
  setBaseUrl('http://localhost')
  resetIndex(`test-${owner++}`, false)
})
afterEach(() => vi.unstubAllGlobals())

const opts = (near: string[] = [], onProgress: (p: LookupProgress) => void = () => {}) => ({
  fleet: false,
  near,
  signal: new AbortController().signal,
  onProgress,
})

describe('lookUpName', () => {
  test('finds a name in the last project, six reads at a time, saying how far it has looked', async () => {
    const p = platform(40)
    vi.stubGlobal('fetch', p.fetch)
    const seen: LookupProgress[] = []
    const hits = await lookUpName(
      'needle',
      opts([], (x) => seen.push(x)),
    )
    expect(hits.map((h) => [h.title, h.project, h.commandId])).toEqual([
      ['needle', 'p-39', 'nav.disk'],
    ])
    expect(p.peak()).toBe(6)
    expect(seen.at(-1)).toMatchObject({ total: 40, what: 'instances, disks, VPCs' })
    // The first pass found it: no snapshot, image or floating IP list was asked for.
    expect(p.asked.some((a) => a.startsWith('/v1/snapshots'))).toBe(false)
    // What it read stays in the index.
    expect(indexView().entries.some((e) => e.title === 'needle')).toBe(true)
  })

  test('the near projects come first, every kind of them', async () => {
    const p = platform(10)
    vi.stubGlobal('fetch', p.fetch)
    await lookUpName('twin', opts(['p-2']))
    const first = p.asked.filter((a) => a.includes('project=')).slice(0, 7)
    expect(first.every((a) => a.includes('project=p-2'))).toBe(true)
  })

  test('a name two resources share answers both', async () => {
    const p = platform(4)
    vi.stubGlobal('fetch', p.fetch)
    const hits = await lookUpName('twin', opts(['p-1', 'p-2']))
    expect(hits.map((h) => `${h.detail}`).sort()).toEqual(['instance · p-1', 'vpc · p-2'])
  })

  test('a name the fresh index answers for costs no call; none anywhere answers none', async () => {
    const p = platform(3)
    vi.stubGlobal('fetch', p.fetch)
    expect(await lookUpName('nowhere', opts())).toEqual([])
    const calls = indexCalls()
    expect(await lookUpName('nowhere', opts())).toEqual([])
    expect(indexCalls()).toBe(calls)
  })

  test('Esc stops it: it rejects with an AbortError and asks nothing more', async () => {
    const p = platform(200)
    vi.stubGlobal('fetch', p.fetch)
    const ac = new AbortController()
    const going = lookUpName('needle', { ...opts(), signal: ac.signal })
    await vi.waitFor(() => expect(p.asked.length).toBeGreaterThan(10))
    ac.abort()
    await expect(going).rejects.toMatchObject({ name: 'AbortError' })
    const asked = p.asked.length
    await new Promise((r) => setTimeout(r, 30))
    expect(p.asked.length).toBeLessThanOrEqual(asked + 6)
  })
})

describe('the index', () => {
  test('a list read again with the same names keeps the entries, so the search is not rebuilt', () => {
    putLists([{ key: listKey('project'), kind: 'project', items: [{ name: 'a' }], readAt: 1 }])
    putLists([
      { key: listKey('disk', 'a'), kind: 'disk', project: 'a', items: [{ name: 'd' }], readAt: 1 },
    ])
    const before = indexView().entries
    putLists([
      { key: listKey('disk', 'a'), kind: 'disk', project: 'a', items: [{ name: 'd' }], readAt: 2 },
    ])
    expect(indexView().entries).toBe(before)
    expect(indexView().known).toBe(3 - 1 + 0) // projects, silo images (none yet), a's disks
  })

  test('a project gone from the silo takes its lists with it', () => {
    putLists([
      {
        key: listKey('project'),
        kind: 'project',
        items: [{ name: 'a' }, { name: 'b' }],
        readAt: 1,
      },
    ])
    putLists([
      { key: listKey('disk', 'b'), kind: 'disk', project: 'b', items: [{ name: 'd' }], readAt: 1 },
    ])
    expect(indexView().entries.some((e) => e.title === 'd')).toBe(true)
    const { gone } = putLists([
      { key: listKey('project'), kind: 'project', items: [{ name: 'a' }], readAt: 2 },
    ])
    expect(gone).toEqual([listKey('disk', 'b')])
    expect(indexView().entries.some((e) => e.title === 'd')).toBe(false)
  })
})

test('lookupSteps: globals and near projects first, then the passes over the rest', () => {
  const plan = lookupSteps(['a', 'b'], ['b'], false, () => false)
  expect(plan[0]!.steps.map((s) => `${s.kind}|${s.project ?? ''}`).slice(0, 2)).toEqual([
    'silo image|',
    'instance|b',
  ])
  expect(plan[1]!.steps.map((s) => `${s.kind}|${s.project}`)).toEqual([
    'instance|a',
    'disk|a',
    'vpc|a',
  ])
})

test('a fill started again while the first one reads the projects still fills the index', async () => {
  // The palette's `#` fill is cancelled and started again when the user turns out to be a fleet
  // viewer: the second joins the project list's read under way, which the first one's abort
  // cancels; it reads it anew rather than stopping at that AbortError.
  const p = platform(3)
  vi.stubGlobal('fetch', p.fetch)
  const first = new AbortController()
  const one = fillIndex(false, first.signal).catch((e: unknown) => e)
  first.abort()
  await fillIndex(false, new AbortController().signal)
  expect(await one).toBeInstanceOf(DOMException)
  for (const project of ['p-0', 'p-1', 'p-2'])
    expect(indexList(listKey('instance', project))).toBeDefined()
})
