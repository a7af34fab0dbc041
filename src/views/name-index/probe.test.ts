import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setBaseUrl } from '@/api/client'
import { slotStats, MAX_IN_FLIGHT } from '@/api/request-slots'
import type { PaletteEntry } from '../palette/entries'
import { listKey, putLists, resetIndex } from './index-state'
import { PROBE_MAX, probeName, probeSteps } from './probe'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Projects p-0 ... p-{n-1}; p-1 holds the instance `web`, p-3 the VPC `web`. */
function platform(n: number, ms = 2) {
  const asked: string[] = []
  const fetch = vi.fn(async (url: string) => {
    const u = new URL(url)
    asked.push(u.pathname + u.search)
    await new Promise((r) => setTimeout(r, ms))
    const project = u.searchParams.get('project')
    if (u.pathname === '/v1/projects')
      return json({ items: Array.from({ length: n }, (_, i) => ({ name: `p-${i}` })) })
    if (u.pathname === '/v1/instances/web' && project === 'p-1')
      return json({ name: 'web', id: 'i1', run_state: 'running' })
    if (u.pathname === '/v1/vpcs/web' && project === 'p-3') return json({ name: 'web', id: 'v1' })
    return json({ error_code: 'ObjectNotFound', message: 'not found' }, 404)
  })
  return { fetch, asked }
}

let owner = 0
beforeEach(() => {
  // The 404s of the names not there are logged as every API error is.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  setBaseUrl('http://localhost')
  resetIndex(`probe-${owner++}`, false)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('probeSteps', () => {
  const key = (s: { kind: string; project?: string }) => `${s.kind}|${s.project ?? ''}`

  test('instances first (near projects first), then the lists outside projects, then disks and VPCs', () => {
    const steps = probeSteps(['a', 'b', 'c'], ['c'], false, () => false).map(key)
    expect(steps).toEqual([
      'instance|c',
      'instance|a',
      'instance|b',
      'project|',
      'silo image|',
      'disk|c',
      'disk|a',
      'disk|b',
      'vpc|c',
      'vpc|a',
      'vpc|b',
    ])
  })

  test('only where the index lacks the list, and at most PROBE_MAX calls', () => {
    const held = new Set([listKey('project'), listKey('silo image'), listKey('instance', 'a')])
    const steps = probeSteps(['a', 'b'], [], false, (k) => held.has(k)).map(key)
    expect(steps).toEqual(['instance|b', 'disk|a', 'disk|b', 'vpc|a', 'vpc|b'])
    const many = Array.from({ length: 300 }, (_, i) => `p-${i}`)
    const capped = probeSteps(many, [], false, () => false)
    expect(capped).toHaveLength(PROBE_MAX)
    expect(capped.every((s) => s.kind === 'instance')).toBe(true)
  })

  test('a fleet viewer asks for silos and IP pools too', () => {
    const steps = probeSteps([], [], true, () => false).map(key)
    expect(steps).toEqual(['project|', 'silo image|', 'silo|', 'ip pool|'])
  })
})

describe('probeName', () => {
  test('finds the name by its view calls, within the request bound, and leaves the index alone', async () => {
    const p = platform(6)
    vi.stubGlobal('fetch', p.fetch)
    const hits: PaletteEntry[] = []
    let peak = 0
    const watch = setInterval(() => (peak = Math.max(peak, slotStats().inFlight)), 0)
    await probeName('web', {
      fleet: false,
      near: [],
      signal: new AbortController().signal,
      onHit: (h) => hits.push(h),
    })
    clearInterval(watch)
    expect(hits.map((h) => h.detail).sort()).toEqual(['instance · p-1 · running', 'vpc · p-3'])
    // Instances, disks and VPCs in each project, and the silo's images (the projects' list was
    // read first, so no project is asked for by name).
    expect(p.asked.filter((a) => !a.startsWith('/v1/projects?'))).toHaveLength(6 * 3 + 1)
    // Never a whole list but the projects'.
    expect(p.asked.filter((a) => a.includes('limit='))).toEqual([
      expect.stringMatching(/^\/v1\/projects\?/),
    ])
    expect(peak).toBeLessThanOrEqual(MAX_IN_FLIGHT)
  })

  test('asks nothing where the index holds the list already', async () => {
    const p = platform(2)
    vi.stubGlobal('fetch', p.fetch)
    putLists([
      { key: listKey('project'), kind: 'project', items: [{ name: 'p-0' }], readAt: Date.now() },
    ])
    for (const kind of ['instance', 'disk', 'vpc'])
      putLists([{ key: listKey(kind, 'p-0'), kind, project: 'p-0', items: [], readAt: Date.now() }])
    await probeName('web', {
      fleet: false,
      near: [],
      signal: new AbortController().signal,
      onHit: () => {},
    })
    expect(p.asked).toEqual(['/v1/images/web'])
  })

  test('a new name cancels it: it rejects with an AbortError', async () => {
    const p = platform(30, 40)
    vi.stubGlobal('fetch', p.fetch)
    const ac = new AbortController()
    const going = probeName('web', { fleet: false, near: [], signal: ac.signal, onHit: () => {} })
    await vi.waitFor(() => expect(p.asked.length).toBeGreaterThan(2))
    ac.abort()
    await expect(going).rejects.toMatchObject({ name: 'AbortError' })
    // What was still waiting for a slot is never asked.
    const asked = p.asked.length
    await new Promise((r) => setTimeout(r, 100))
    expect(p.asked.length).toBe(asked)
    expect(asked).toBeLessThan(PROBE_MAX)
  })
})
