import { describe, expect, it } from 'vitest'
import { buildIndex, search } from './search'

const names = Array.from({ length: 10_000 }, (_, i) => ({
  title: `inst-${String(i).padStart(5, '0')}`,
  titleOnly: true,
}))
const commands = [{ title: 'Go to instances', group: 'Navigation' }]
const index = buildIndex([...commands, ...names])

describe('search over 10,000 resource names', () => {
  it('fills the list from substring hits, prefix matches first, exact first of all', () => {
    // 10 prefix hits: they come first, fuzzy neighbours fill the rest of the list.
    const r = search(index, 'inst-0004', 50).map((x) => x.title)
    expect(r).toHaveLength(50)
    expect(r.slice(0, 10).every((t) => t.startsWith('inst-0004'))).toBe(true)
    expect(r.slice(10).some((t) => t.startsWith('inst-0004'))).toBe(false)
    // 100 prefix hits fill the list on their own.
    expect(search(index, 'inst-001', 50).every((x) => x.title.startsWith('inst-001'))).toBe(true)
    expect(search(index, 'inst-00042', 5)[0]?.title).toBe('inst-00042')
  })

  it('still finds fuzzy matches when substring hits are few (a typo)', () => {
    const r = search(index, 'isnt-00042', 10).map((x) => x.title)
    expect(r).toContain('inst-00042')
  })

  it('the fast pass (fuzzyNames: false) keeps names to substring hits', () => {
    expect(search(index, 'isnt-00042', 10, { fuzzyNames: false })).toEqual([])
    const r = search(index, 'inst-0004', 50, { fuzzyNames: false }).map((x) => x.title)
    expect(r).toHaveLength(10)
    expect(r.every((t) => t.startsWith('inst-0004'))).toBe(true)
  })

  it('ranks a one-letter query by tier and caps the list', () => {
    const r = search(index, 'i', 50)
    expect(r).toHaveLength(50)
    expect(r.every((x) => x.title.toLowerCase().includes('i'))).toBe(true)
  })
})
