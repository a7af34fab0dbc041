import type { ReactNode } from 'react'
import './feedback.css'

export function EmptyState({
  title,
  body,
  action,
}: {
  title: string
  body?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="empty-state">
      <p className="empty-state-title">{title}</p>
      {body && <p>{body}</p>}
      {action}
    </div>
  )
}

/** A section that failed to load, shown in place so the rest of the page stays usable. */
export function LoadError({ what, error }: { what: string; error: { message: string } }) {
  return <EmptyState title={`${what}: could not be loaded`} body={error.message} />
}
