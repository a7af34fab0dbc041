// wouter turns a route's pattern into a RegExp each time it matches it (regexparam's `parse`):
// the Switch of pages does so for every route before the one that matches, at every render of
// the shell, a hundred patterns each time, and compiling a hundred and fifty RegExps costs 5 ms
// in this machine's Chromium (30 ms on a cold page). Each pattern is parsed once here, and the
// plain ones (literal and `:name` segments: every route of the console but `/`) are matched
// segment by segment with no RegExp, as regexparam's would: literals in any case, a `:name`
// takes one non-empty segment, a trailing slash is allowed. Others (`*`, optional or suffixed
// params, the loose match of nested routes) keep regexparam's RegExp, made once.
import { parse } from 'regexparam'

type Parsed = {
  keys: string[]
  pattern: { exec: (path: string) => RegExpExecArray | null }
}

const parsed = new Map<string, Parsed>()
const PLAIN = /^(\/:?[\w-]+)+$/

/** regexparam's `parse`, once per pattern (wouter's Router `parser`). */
export function parseOnce(route: string, loose?: boolean): Parsed {
  const key = `${loose ? 'loose' : 'exact'} ${route}`
  let found = parsed.get(key)
  if (!found) {
    found = !loose && PLAIN.test(route) ? bySegments(route) : parse(route, loose)
    parsed.set(key, found)
  }
  return found
}

function bySegments(route: string): Parsed {
  const want = route.split('/').map((s) => (s.startsWith(':') ? s : s.toLowerCase()))
  const keys = want.filter((s) => s.startsWith(':')).map((s) => s.slice(1))
  const exec = (path: string) => {
    const have = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/')
    if (have.length !== want.length) return null
    const params: string[] = []
    for (let i = 0; i < want.length; i++) {
      const w = want[i] ?? ''
      const h = have[i] ?? ''
      if (w.startsWith(':')) {
        if (!h) return null
        params.push(h)
      } else if (w !== h.toLowerCase()) return null
    }
    // What wouter reads of an exec's answer: the whole match, then the params in order.
    return [path, ...params] as unknown as RegExpExecArray
  }
  return { keys, pattern: { exec } }
}
