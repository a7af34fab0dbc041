// The breadcrumb as a shell prompt: `silo:corp ~/projects/demo/instances/web-1 $`. Every path
// segment links to the path up to it. A header too narrow for the whole path (page-header.tsx)
// drops whole parts from the left, the silo first, behind a `…`; the resource the page is about
// and what follows it stay.
import { Link, useLocation, useParams } from 'wouter'
import { currentUserView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { attrShrink, type Shrink } from './fit-row'

export type Crumb = { label: string; to: string }

/** `/projects/demo/instances` -> crumbs for `projects`, `demo`, `instances`. */
export function crumbsFor(location: string): Crumb[] {
  const parts = location.split('/').filter(Boolean)
  return parts.map((p, i) => ({
    label: decodeURIComponent(p),
    to: `/${parts.slice(0, i + 1).join('/')}`,
  }))
}

/**
 * The first crumb that always stays: the deepest one the route names as a resource (`web-1` in
 * `/projects/demo/instances/web-1/storage`), else the last.
 */
export function keptFrom(crumbs: Crumb[], params: Record<string, string | undefined>): number {
  const names = new Set(Object.values(params).filter((v): v is string => Boolean(v)))
  const at = crumbs.findLastIndex((c) => names.has(c.label))
  return at >= 0 ? at : crumbs.length - 1
}

export function Prompt() {
  const [location] = useLocation()
  const params = useParams<Record<string, string | undefined>>()
  const me = useApiQuery(currentUserView, {})
  const crumbs = crumbsFor(location)
  const kept = keptFrom(crumbs, params)
  const full = `silo:${me.data?.siloName ?? '…'} ~/${crumbs.map((c) => c.label).join('/')}`
  return (
    <nav aria-label="Breadcrumb" className="prompt">
      <ol>
        <li className="prompt-silo" data-part="">
          silo:{me.data?.siloName ?? '…'}
        </li>
        {/* Shown in place of the parts a narrow header dropped; the whole path on hover. */}
        <li className="prompt-cut" aria-hidden="true" title={full}>
          …
        </li>
        <li data-part="">
          <Link href="/" aria-label="Home">
            ~
          </Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={c.to} data-part={i < kept ? '' : undefined}>
            <span aria-hidden="true" className="dim">
              /
            </span>
            <Link href={c.to} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
              {c.label}
            </Link>
          </li>
        ))}
        <li aria-hidden="true" className="prompt-dollar">
          $
        </li>
      </ol>
    </nav>
  )
}

/**
 * The prompt's parts that may go, from the left: the silo, then `~`, then each segment before the
 * page's resource. Past the silo the `…` shows where they were.
 */
export function promptShrinks(row: HTMLElement): Shrink[] {
  const ol = row.querySelector('.prompt ol')
  if (!ol) return []
  const parts = [...ol.querySelectorAll(':scope > li[data-part]')]
  return parts.map((li, i) => {
    const cut = attrShrink(li, 'data-cut')
    if (i === 0) return cut
    return {
      apply: () => (cut.apply(), ol.setAttribute('data-cut', '')),
      undo: () => (cut.undo(), i === 1 && ol.removeAttribute('data-cut')),
    }
  })
}
