// @vitest-environment happy-dom
// Line history and visited resources: order, de-duplication, limits, Up/Down walking, storage.
import { beforeEach, describe, expect, it } from 'vitest'
import {
  LINE_HISTORY_LIMIT,
  lineHistoryAtom,
  pushLineAtom,
  pushVisitAtom,
  visitedAtom,
  walkHistory,
} from './history'
import { createStore } from './store'

let store = createStore()
beforeEach(() => {
  localStorage.clear()
  store = createStore()
})

describe('line history', () => {
  it('keeps lines oldest first, moves a repeated line to the end, skips blanks', () => {
    store.set(pushLineAtom, 'instance stop a')
    store.set(pushLineAtom, '  ')
    store.set(pushLineAtom, 'instance stop b')
    store.set(pushLineAtom, ' instance stop a ')
    expect(store.get(lineHistoryAtom)).toEqual(['instance stop b', 'instance stop a'])
  })

  it('keeps the last lines only, in localStorage', () => {
    for (let i = 0; i < LINE_HISTORY_LIMIT + 5; i++) store.set(pushLineAtom, `nav disks ${i}`)
    const lines = store.get(lineHistoryAtom)
    expect(lines).toHaveLength(LINE_HISTORY_LIMIT)
    expect(lines[0]).toBe('nav disks 5')
    expect(JSON.parse(localStorage.getItem('oxide-console.line-history')!)).toEqual(lines)
  })

  it('walks up to the oldest and down past the newest', () => {
    const h = ['a', 'b', 'c']
    let at = h.length
    const walk = (d: 'up' | 'down') => {
      const s = walkHistory(h, at, d)
      at = s.at
      return s.line
    }
    expect([walk('up'), walk('up'), walk('up'), walk('up')]).toEqual(['c', 'b', 'a', 'a'])
    expect([walk('down'), walk('down'), walk('down')]).toEqual(['b', 'c', undefined])
  })
})

describe('visited resources', () => {
  it('most recent first, once each', () => {
    store.set(pushVisitAtom, { key: 'res:instance:demo:a', title: 'a' })
    store.set(pushVisitAtom, { key: 'res:disk:demo:b', title: 'b' })
    store.set(pushVisitAtom, { key: 'res:instance:demo:a', title: 'a' })
    expect(store.get(visitedAtom).map((v) => v.key)).toEqual([
      'res:instance:demo:a',
      'res:disk:demo:b',
    ])
  })
})
