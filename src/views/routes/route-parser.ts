// wouter turns a route's pattern into a RegExp each time it matches it (regexparam's `parse`):
// the Switch of pages does so for every route before the one that matches, at every render of
// the shell, a hundred patterns each time. Each pattern is parsed once here instead. The RegExps
// have no global flag, so `exec` keeps no state between matches and one can serve them all.
import { parse } from 'regexparam'

type Parsed = { keys: string[]; pattern: RegExp }
const parsed = new Map<string, Parsed>()

/** regexparam's `parse`, once per pattern (wouter's Router `parser`). */
export function parseOnce(route: string, loose?: boolean): Parsed {
  const key = `${loose ? 'loose' : 'exact'} ${route}`
  let found = parsed.get(key)
  if (!found) {
    found = parse(route, loose)
    parsed.set(key, found)
  }
  return found
}
