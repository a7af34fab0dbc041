// The breadcrumb as a shell prompt: `silo:corp ~/projects/demo/instances/web-1 $`. Every path
// segment links to the path up to it.
import { Link, useLocation } from 'wouter'
import { currentUserView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'

export type Crumb = { label: string; to: string }

/** `/projects/demo/instances` -> crumbs for `projects`, `demo`, `instances`. */
export function crumbsFor(location: string): Crumb[] {
  const parts = location.split('/').filter(Boolean)
  return parts.map((p, i) => ({
    label: decodeURIComponent(p),
    to: `/${parts.slice(0, i + 1).join('/')}`,
  }))
}

export function Prompt() {
  const [location] = useLocation()
  const me = useApiQuery(currentUserView, {})
  const crumbs = crumbsFor(location)
  return (
    <nav aria-label="Breadcrumb" className="prompt">
      <ol>
        <li className="prompt-silo">silo:{me.data?.siloName ?? '…'}</li>
        <li>
          <Link href="/" aria-label="Home">
            ~
          </Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={c.to}>
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
