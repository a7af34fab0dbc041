// The page module of a URL, fetched before the first render (main.tsx), so the first page renders
// without suspending. Redirects and form routes resolve to the page they show.
import { redirectPatterns } from '@/lib/paths'
import { formRoutes } from '../forms/form-routes'
import { pageFor, pageRoutes } from './route-table'

const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`).test(path)

/** The page route pattern that renders `path`, if any. */
export function pagePatternFor(path: string): string | undefined {
  const redirect = Object.entries(redirectPatterns).find(([from]) => matches(from, path))
  if (redirect) return redirect[1]
  const form = formRoutes.find((f) => matches(f.pattern, path))
  if (form) return form.background
  return pageRoutes.find((r) => matches(r.pattern, path))?.pattern
}

export function preloadPage(path: string): Promise<unknown> {
  const pattern = pagePatternFor(path)
  const page = pattern ? pageFor(pattern) : undefined
  return page ? page.component.preload() : Promise.resolve()
}
