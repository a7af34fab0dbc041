import { describe, expect, it } from 'vitest'
import { buildIndex, quickSearch, search, searchSteps } from './search'
import { answer, liteItem } from './search-protocol'

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

describe('the quick pass and the full search in steps', () => {
  it("the quick pass's hits are the full search's top tiers, in a keystroke's time", () => {
    for (const q of ['inst-0004', 'inst-00042', 'go to', 'instances']) {
      const quick = quickSearch(index, q, 50).map((x) => x.title)
      const full = search(index, q, 50).map((x) => x.title)
      expect(new Set(full.slice(0, quick.length)), q).toEqual(new Set(quick))
    }
    // A typo has no substring hit: the quick pass shows nothing, the full search finds it.
    expect(quickSearch(index, 'isnt-00042', 10)).toEqual([])
  })

  it('a keystroke that extends the query looks only at what the last one matched: the same results', () => {
    // A second index of the same names: its own names array, so nothing carries over to it.
    const queries = ['i', 'in', 'inst-0', 'inst-004', 'inst-0042', 'st-00', 'nst-009', 'x', 'n']
    const typed = queries.map((q) => quickSearch(index, q, 50).map((x) => x.title))
    const fresh = queries.map((q) =>
      quickSearch(buildIndex([...commands, ...names]), q, 50).map((x) => x.title),
    )
    expect(typed).toEqual(fresh)
    expect(typed[4]).toEqual(Array.from({ length: 10 }, (_, i) => `inst-0042${i}`))
  })

  it('the full search comes in many small steps over 10,000 names, the same as at once', () => {
    const steps = searchSteps(index, 'isnt-00042', 10)
    let n = 0
    let next = steps.next()
    while (!next.done) {
      n++
      next = steps.next()
    }
    expect(n).toBeGreaterThan(10)
    expect(next.value).toEqual(search(index, 'isnt-00042', 10))
  })

  it('the worker answers by position what the page would find itself', () => {
    const worker = answer()
    const items = [...commands, ...names]
    const built = buildIndex(items)
    worker({
      kind: 'index',
      id: 1,
      rich: built.richItems.map(liteItem),
      names: built.nameItems.map((i) => i.title),
    })
    for (const q of ['isnt-00042', 'inst-0004', 'go inst']) {
      const reply = worker({ kind: 'search', id: 1, seq: 7, query: q, limit: 20, fuzzyNames: true })
      const at = (i: number) =>
        i < built.richItems.length
          ? built.richItems[i]
          : built.nameItems[i - built.richItems.length]
      expect(reply?.seq).toBe(7)
      expect(reply?.found?.map((i) => at(i)?.title)).toEqual(
        search(built, q, 20, { allCommands: true }).map((x) => x.title),
      )
    }
    // An index it no longer holds: null, and the page searches itself.
    worker({ kind: 'drop', id: 1 })
    expect(
      worker({ kind: 'search', id: 1, seq: 8, query: 'x', limit: 5, fuzzyNames: true }),
    ).toEqual({
      seq: 8,
      found: null,
    })
  })
})
