import { describe, expect, it } from 'vitest'
import { buildIndex, search, type Searchable } from './search'

const commands: Searchable[] = [
  { title: 'Go to instances', group: 'Navigation', keywords: ['vm'] },
  { title: 'Go to instance', group: 'Navigation' },
  { title: 'Go to disks', group: 'Navigation', keywords: ['storage'] },
  { title: 'Go to physical disks', group: 'Navigation' },
  { title: 'Stop instance', group: 'Instances', keywords: ['power off'] },
  { title: 'Reboot instance', group: 'Instances' },
]
const resources: Searchable[] = Array.from({ length: 5000 }, (_, i) => ({
  title: `node-${i}`,
  detail: 'instance · demo · running',
  titleOnly: true,
}))
const index = buildIndex([...commands, ...resources])
const titles = (q: string, limit?: number) => search(index, q, limit).map((r) => r.title)

describe('palette search', () => {
  it('puts an exact title first, then titles starting with the query', () => {
    expect(titles('go to instance').slice(0, 2)).toEqual(['Go to instance', 'Go to instances'])
  })

  it('forgives a left-out word', () => {
    expect(titles('go disks')[0]).toBe('Go to disks')
  })

  it('matches keywords and groups, not just titles', () => {
    expect(titles('power off')[0]).toBe('Stop instance')
    expect(titles('storage')).toContain('Go to disks')
  })

  it('finds resources by name only', () => {
    expect(titles('node-4242')[0]).toBe('node-4242')
    // "running" is in every resource's detail, but resources are matched on their names.
    expect(titles('running').filter((t) => t.startsWith('node-'))).toEqual([])
  })

  it('caps the results', () => {
    expect(titles('node', 50)).toHaveLength(50)
    expect(titles('', 3)).toEqual(['Go to instances', 'Go to instance', 'Go to disks'])
  })

  it('stray letters do not match unrelated commands', () => {
    expect(titles('web')).not.toContain('Reboot instance')
  })

  it('ranks the generic API commands after the hand-written ones of the same tier', () => {
    const generic: Searchable[] = [
      { title: 'API: List instances', group: 'API', keywords: ['instance_list'], generic: true },
      { title: 'API: Fetch instance', group: 'API', keywords: ['instance_view'], generic: true },
    ]
    const mixed = buildIndex([...generic, ...commands])
    const found = search(mixed, 'instan').map((r) => r.title)
    const firstGeneric = found.findIndex((t) => t.startsWith('API:'))
    expect(found.indexOf('Stop instance')).toBeLessThan(firstGeneric)
    expect(found.indexOf('Reboot instance')).toBeLessThan(firstGeneric)
  })
})
