import { parse } from 'regexparam'
import { describe, expect, it } from 'vitest'
import { parseOnce } from './route-parser'

describe('parseOnce', () => {
  it('answers as regexparam does, one object per pattern and looseness', () => {
    for (const [route, loose] of [
      ['/projects/:project/instances', false],
      ['/projects/:project/instances', true],
      ['/system/silos/:silo/idps', false],
      ['*', false],
    ] as const) {
      const once = parseOnce(route, loose)
      const fresh = parse(route, loose)
      expect(once.keys).toEqual(fresh.keys)
      expect(String(once.pattern)).toBe(String(fresh.pattern))
      expect(parseOnce(route, loose)).toBe(once)
    }
    expect(parseOnce('/a/:b', true)).not.toBe(parseOnce('/a/:b', false))
  })

  it('matches again and again with the one RegExp', () => {
    const { pattern } = parseOnce('/projects/:project/instances')
    for (let i = 0; i < 3; i++) expect(pattern.exec('/projects/demo/instances')?.[1]).toBe('demo')
  })
})
