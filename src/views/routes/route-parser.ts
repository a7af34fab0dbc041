// wouter turns a route's pattern into a RegExp each time it matches it (regexparam's `parse`):
// the Switch of pages does so for every route before the one that matches, at every render of
// the shell, a hundred patterns each time, and compiling a hundred and fifty RegExps costs 5 ms
// in this machine's Chromium (30 ms on a cold page). Each pattern is parsed once here, and the
// plain ones (literal and `:name` segments: every route of the console but `/`) are matched
// segment by segment with no RegExp, as regexparam's would (early-fetch.ts `matchSegments`, as
// index.html's first script matches them). Others (`*`, optional or suffixed
// params, the loose match of nested routes) keep regexparam's RegExp, made once.
import { parse } from 'regexparam'
import { matchSegments } from './early-fetch'

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
  const keys = route
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1))
  // What wouter reads of an exec's answer: the whole match, then the params in order.
  const exec = (path: string) => {
    const found = matchSegments(route, path)
    return found && ([path, ...found.map(([, v]) => v)] as unknown as RegExpExecArray)
  }
  return { keys, pattern: { exec } }
}
