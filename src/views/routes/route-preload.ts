// The first URL's page: its module is fetched before the first render (main.tsx), so the first
// page renders without suspending, and the queries it declares (route-table.ts `data`) leave at
// once, before its code has arrived. Redirects and form routes resolve to the page they show.
import { redirectPatterns } from '@/lib/nav-paths'
import { formRoutes } from '../forms/form-routes'
import { matchSegments } from './early-fetch'
import { pageFor, pageRoutes } from './route-table'

/**
 * The params of `path` under `pattern` (`:name` segments), or undefined when it does not match.
 * Matched segment by segment (early-fetch.ts), as index.html's first script matches it: a RegExp
 * per pattern cost milliseconds of a cold start to compile.
 */
function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const found = matchSegments(pattern, path)
  if (!found) return undefined
  try {
    return Object.fromEntries(found.map(([n, v]) => [n, decodeURIComponent(v)]))
  } catch {
    return undefined // a malformed escape: no page of ours
  }
}

/** The page route pattern that renders `path`, with the path's params. */
export function pageMatchFor(
  path: string,
): { pattern: string; params: Record<string, string> } | undefined {
  for (const [from, to] of Object.entries(redirectPatterns)) {
    const params = matchPattern(from, path)
    if (params) return { pattern: to, params }
  }
  for (const f of formRoutes) {
    const params = matchPattern(f.pattern, path)
    if (params) return { pattern: f.background, params }
  }
  for (const r of pageRoutes) {
    const params = matchPattern(r.pattern, path)
    if (params) return { pattern: r.pattern, params }
  }
  return undefined
}

/** The page route pattern that renders `path`, if any. */
export const pagePatternFor = (path: string) => pageMatchFor(path)?.pattern

export function preloadPage(path: string): Promise<unknown> {
  const pattern = pagePatternFor(path)
  const page = pattern ? pageFor(pattern) : undefined
  return page ? page.component.preload() : Promise.resolve()
}
