import { afterEach, describe, expect, it, vi } from 'vitest'
import { setBaseUrl } from '@/api/client'
import { lookupName, lookupsFor } from './name-lookup'
import { ensureIndex, resetResourceIndex } from './resource-index'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const missing = () => json({ error_code: 'ObjectNotFound', message: 'not found' }, 404)

afterEach(() => {
  resetResourceIndex()
  vi.unstubAllGlobals()
})

describe('exact-name lookups', () => {
  it('asks instances in every project first, then the project, disks and vpcs', () => {
    const asks = lookupsFor(['a', 'b'], false).map((a) => `${a.source.kind}:${a.project ?? ''}`)
    expect(asks).toEqual([
      'instance:a',
      'instance:b',
      'project:',
      'disk:a',
      'disk:b',
      'vpc:a',
      'vpc:b',
    ])
    expect(lookupsFor([], true).map((a) => a.source.kind)).toEqual(['project', 'silo', 'ip pool'])
  })

  it('finds the instance with that very name in the one project that has it', async () => {
    setBaseUrl('http://localhost')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = vi.fn(async (url: string) => {
      const u = new URL(url)
      if (u.pathname === '/v1/projects') return json({ items: [{ name: 'a' }, { name: 'b' }] })
      if (u.pathname === '/v1/instances/web-7' && u.searchParams.get('project') === 'b')
        return json({ id: 'i1', name: 'web-7', run_state: 'running' })
      // A platform answering something that is not the resource: not a hit.
      if (u.pathname === '/v1/disks/web-7') return json({ items: [] })
      if (u.pathname.startsWith('/v1/') && !u.pathname.includes('web-7')) return json({ items: [] })
      return missing()
    })
    vi.stubGlobal('fetch', fetch)
    ensureIndex(false, 0)
    const hits: { title: string; detail?: string; args: unknown }[] = []
    await lookupName('web-7', false, new AbortController().signal, (h) => hits.push(h))
    expect(hits).toEqual([
      expect.objectContaining({
        title: 'web-7',
        detail: 'instance · b · running',
        args: { project: 'b', instance: 'web-7' },
      }),
    ])
  })

  it('stops asking once the query changes (aborted)', async () => {
    setBaseUrl('http://localhost')
    const fetch = vi.fn(async (url: string) =>
      new URL(url).pathname === '/v1/projects' ? json({ items: [{ name: 'a' }] }) : missing(),
    )
    vi.stubGlobal('fetch', fetch)
    ensureIndex(false, 0)
    const ac = new AbortController()
    ac.abort()
    await expect(lookupName('x', false, ac.signal, () => {})).rejects.toMatchObject({
      name: 'AbortError',
    })
  })
})
