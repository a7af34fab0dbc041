// The browser tab's title follows the page, most specific part first, so a row of console tabs
// reads "web-1 · storage" rather than a dozen identical "Oxide console"s.
import { useEffect } from 'react'

export const APP_TITLE = 'Oxide console'

/** Path segments that only say which kind of thing follows (its name says it better). */
const CONTAINERS = new Set(['projects', 'silos', 'lookup', 'i'])

export function documentTitle(pathname: string): string {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p)
      } catch {
        return p
      }
    })
  const meaningful = parts.filter((p, i) => !(CONTAINERS.has(p) && i < parts.length - 1))
  if (meaningful.length === 0) return APP_TITLE
  return `${meaningful.reverse().join(' · ')} | ${APP_TITLE}`
}

export function useDocumentTitle(pathname: string) {
  useEffect(() => {
    document.title = documentTitle(pathname)
  }, [pathname])
}
