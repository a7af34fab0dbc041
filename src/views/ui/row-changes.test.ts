import { describe, expect, it } from 'vitest'
import { advance, expire, firstMemory, followCursor, withGone, type RowMemory } from './row-changes'

type Row = { id: string; state?: string }
const keyOf = (r: Row) => r.id
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id, state: 'running' }))

const next = (m: RowMemory<Row>, source: Row[], shownBefore = m.source.map(keyOf)) =>
  advance(m, { source, scope: m.scope, shownBefore, keyOf })

describe('advance: what a new answer changed, by row identity', () => {
  it('the first answer marks nothing', () => {
    const m = advance(null, { source: rows('a', 'b'), scope: 'l', shownBefore: [], keyOf })
    expect([...m.marks.keys()]).toEqual([])
    expect(m.gone).toEqual([])
  })

  it('marks a row whose data changed and a row that is new, not the rows as they were', () => {
    const m = firstMemory(rows('a', 'b', 'c'), 'l', keyOf)
    const after = next(m, [
      { id: 'a', state: 'running' },
      { id: 'b', state: 'stopping' },
      { id: 'c', state: 'running' },
      { id: 'd', state: 'starting' },
    ])
    expect([...after.marks.keys()].sort()).toEqual(['b', 'd'])
    expect(after.gen).toBe(1)
  })

  it('the same rows answered again (new objects, same data) change nothing', () => {
    const m = firstMemory(rows('a', 'b'), 'l', keyOf)
    const after = next(m, rows('a', 'b'))
    expect(after.marks.size).toBe(0)
    expect(after.gen).toBe(0)
    // The same source again: the very same memory.
    expect(next(after, after.source as Row[])).toBe(after)
  })

  it('a row that left is kept where it stood among the rows shown, and named as left', () => {
    const m = firstMemory(rows('a', 'b', 'c'), 'l', keyOf)
    const after = next(m, rows('a', 'c'), ['c', 'b', 'a'])
    expect(after.gone.map((g) => [g.key, g.at])).toEqual([['b', 1]])
    expect([...after.left]).toEqual(['b'])
  })

  it('a row that left without being shown (a filter hid it) is not drawn again', () => {
    const m = firstMemory(rows('a', 'b', 'c'), 'l', keyOf)
    const after = next(m, rows('a', 'c'), ['a', 'c'])
    expect(after.gone).toEqual([])
    expect([...after.left]).toEqual(['b'])
  })

  it('another ask (the next page, another list) starts afresh: nothing marked, nothing gone', () => {
    const m = firstMemory(rows('a', 'b'), 'page-1', keyOf)
    const after = advance(m, {
      source: rows('c', 'd'),
      scope: 'page-2',
      shownBefore: ['a', 'b'],
      keyOf,
    })
    expect(after.marks.size).toBe(0)
    expect(after.gone).toEqual([])
    expect(after.left.size).toBe(0)
  })

  it('marks and rows gone lapse by the answer that made them', () => {
    let m = firstMemory(rows('a', 'b', 'c'), 'l', keyOf)
    m = next(m, [...rows('a', 'c'), { id: 'd' }])
    m = next(m, [...rows('a', 'c'), { id: 'd' }, { id: 'e' }])
    expect([...m.marks]).toEqual([
      ['d', 1],
      ['e', 2],
    ])
    const lapsed = expire(m, 'marks', 1)
    expect([...lapsed.marks.keys()]).toEqual(['e'])
    expect(expire(lapsed, 'marks', 1)).toBe(lapsed)
    expect(m.gone.map((g) => g.key)).toEqual(['b'])
    expect(expire(m, 'gone', 1).gone).toEqual([])
  })

  it('a row back before its fade ends is no longer drawn as gone', () => {
    let m = firstMemory(rows('a', 'b'), 'l', keyOf)
    m = next(m, rows('a'))
    expect(m.gone.map((g) => g.key)).toEqual(['b'])
    m = next(m, rows('a', 'b'), ['a'])
    expect(m.gone).toEqual([])
    expect(m.marks.has('b')).toBe(true)
  })
})

describe('withGone', () => {
  it('draws the rows gone where they stood, out of the count of rows shown', () => {
    const shown = rows('a', 'c', 'e')
    const gone = [
      { key: 'd', row: { id: 'd' }, at: 3, gen: 1 },
      { key: 'b', row: { id: 'b' }, at: 1, gen: 1 },
    ]
    const drawn = withGone(shown, gone, keyOf)
    expect(drawn.map((d) => `${d.key}${d.gone ? '-' : d.index}`)).toEqual([
      'a0',
      'b-',
      'c1',
      'd-',
      'e2',
    ])
  })

  it('a row gone past the end goes last; one shown again is drawn once', () => {
    const drawn = withGone(rows('a'), [{ key: 'a', row: { id: 'a' }, at: 0, gen: 1 }], keyOf)
    expect(drawn.map((d) => d.key)).toEqual(['a'])
    const last = withGone(rows('a'), [{ key: 'z', row: { id: 'z' }, at: 9, gen: 1 }], keyOf)
    expect(last.map((d) => d.key)).toEqual(['a', 'z'])
  })
})

describe('followCursor: the cursor stays on its row, by identity', () => {
  it('rows arriving or leaving above it: it moves with its row', () => {
    expect(followCursor(['a', 'b', 'c'], ['b', 'c'], 'c')).toBe(1)
    expect(followCursor(['a', 'b', 'c'], ['x', 'y', 'a', 'b', 'c'], 'c')).toBe(4)
  })

  it('its row gone: the next row, past others gone too; the last row gone: the one before', () => {
    expect(followCursor(['a', 'b', 'c', 'd'], ['a', 'd'], 'b')).toBe(1)
    expect(followCursor(['a', 'b', 'c'], ['a', 'b'], 'c')).toBe(1)
    expect(followCursor(['a', 'b', 'c'], ['x', 'a', 'b'], 'c')).toBe(2)
  })

  it('no row left: -1; none of its neighbours left: the same place', () => {
    expect(followCursor(['a'], [], 'a')).toBe(-1)
    expect(followCursor(['a', 'b', 'c'], ['x', 'y', 'z'], 'b')).toBe(1)
    expect(followCursor(['a', 'b', 'c'], ['x'], 'c')).toBe(0)
  })
})
