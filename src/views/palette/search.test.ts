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

  it('lists the generic API commands for a plain word only when nothing else has it', () => {
    const generic: Searchable[] = [
      { title: 'API: List instances', group: 'API', keywords: ['instance_list'], generic: true },
      { title: 'API: Fetch instance', group: 'API', keywords: ['instance_view'], generic: true },
      { title: 'API: List sleds', group: 'API', keywords: ['sled_list'], generic: true },
    ]
    const mixed = buildIndex([...generic, ...commands])
    const found = (q: string) => search(mixed, q).map((r) => r.title)
    expect(found('instan').filter((t) => t.startsWith('API:'))).toEqual([])
    expect(found('instan')).toContain('Stop instance')
    // Nothing hand-written has "sleds": the API list answers.
    expect(found('sleds')[0]).toBe('API: List sleds')
    // A query starting with `api` asks for them, after anything else of the same tier.
    expect(found('api list')).toEqual(expect.arrayContaining(['API: List instances']))
  })

  it('counts the query inside a command id as inside its title', () => {
    const byId = buildIndex([
      { title: 'Power cycle', id: 'instance.stop-start' },
      { title: 'Some fuzzy stoop', id: 'x.y' },
    ])
    expect(search(byId, 'stop').map((r) => r.title)[0]).toBe('Power cycle')
  })

  it('ranks the best names first wherever they are among thousands', () => {
    // Prefix hits by length, then index order; the exact name first. Brute force agrees.
    expect(titles('node-12', 5)).toEqual([
      'node-12',
      'node-120',
      'node-121',
      'node-122',
      'node-123',
    ])
    const q = 'node-49'
    const brute = resources
      .map((r, i) => ({ t: r.title, i, at: r.title.indexOf(q) }))
      .filter((h) => h.at >= 0)
      .sort(
        (a, b) =>
          Number(b.t === q) - Number(a.t === q) ||
          Number(b.t.startsWith(q)) - Number(a.t.startsWith(q)) ||
          a.at + a.t.length / 100 - (b.at + b.t.length / 100) ||
          a.i - b.i,
      )
      .slice(0, 20)
      .map((h) => h.t)
    expect(titles(q, 20)).toEqual(brute)
  })

  it("the keystroke's fast pass leaves the generic API commands to the full pass", () => {
    const generic: Searchable[] = [
      { title: 'API: List sleds', group: 'API', keywords: ['sled_list'], generic: true },
    ]
    const mixed = buildIndex([...generic, ...commands])
    const fast = (q: string) => search(mixed, q, 50, { fuzzyNames: false }).map((r) => r.title)
    expect(fast('sleds')).toEqual([])
    expect(search(mixed, 'sleds').map((r) => r.title)).toEqual(['API: List sleds'])
    // Asked for by name, they are in the fast pass too.
    expect(fast('api list')).toContain('API: List sleds')
  })
})
