// The page one level up (`u`, nav.up): the nearest enclosing page that is a page of its own,
// skipping index routes that only redirect (an instance's root redirects to its storage tab,
// so from any instance tab `u` goes to the instances list).
import { redirectPatterns } from './paths'
import { routePatterns } from './route-patterns'

const regex = (p: string) => new RegExp(`^${p.replace(/:\w+/g, '[^/]+')}$`)
const pages = routePatterns.map(regex)
const redirects = Object.keys(redirectPatterns).map(regex)

/** The page one level up from `path`, or null at the top. */
export function parentPath(path: string): string | null {
  const parts = path.replace(/\/+$/, '').split('/')
  while (parts.length > 2) {
    parts.pop()
    const up = parts.join('/')
    if (pages.some((r) => r.test(up)) && !redirects.some((r) => r.test(up))) return up
  }
  return null
}
