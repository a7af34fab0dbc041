import { parse } from 'regexparam'
import { describe, expect, it } from 'vitest'
import { redirectPatterns } from '@/lib/paths'
import { formRoutes } from '../forms/form-routes'
import { parseOnce } from './route-parser'
import { pageRoutes } from './route-table'

const patterns = [
  ...Object.keys(redirectPatterns),
  ...formRoutes.map((f) => f.pattern),
  ...pageRoutes.map((r) => r.pattern),
  '/',
]

/** Paths around a pattern's sample: its case changed, slashes added, a segment more or less. */
function near(pattern: string) {
  const path = pattern.replace(/:(\w+)/g, (_, n: string) => `x-${n}`)
  return [
    path,
    path.toUpperCase(),
    `${path}/`,
    `${path}//`,
    `${path}/more`,
    path.replace(/\/[^/]*$/, ''),
    path.replace(/x-\w+/, ''),
    '/',
    '',
  ]
}

describe('parseOnce', () => {
  it.each(patterns)('%s: matches as regexparam does, with the same params', (pattern) => {
    const once = parseOnce(pattern)
    const fresh = parse(pattern)
    expect(once.keys).toEqual(fresh.keys)
    for (const path of near(pattern)) {
      const a = once.pattern.exec(path)
      const b = fresh.pattern.exec(path)
      expect(a && [...a], path).toEqual(b && [...b])
    }
  })

  it('parses each pattern once, loose and exact apart', () => {
    const route = '/projects/:project/instances'
    expect(parseOnce(route)).toBe(parseOnce(route))
    expect(parseOnce(route, true)).toBe(parseOnce(route, true))
    expect(parseOnce(route, true)).not.toBe(parseOnce(route))
  })

  it("leaves what is not a plain pattern to regexparam's RegExp", () => {
    for (const [route, path] of [
      ['*', '/any/thing'],
      ['/files/*', '/files/a/b'],
      ['/books/:genre?', '/books'],
      ['/movies/:title.mp4', '/movies/up.mp4'],
    ] as const) {
      expect(parseOnce(route).pattern).toBeInstanceOf(RegExp)
      expect([...(parseOnce(route).pattern.exec(path) ?? [])]).toEqual([
        ...(parse(route).pattern.exec(path) ?? []),
      ])
    }
    // Loose (a nested route's base): the RegExp too.
    expect(parseOnce('/projects/:project', true).pattern).toBeInstanceOf(RegExp)
  })
})
