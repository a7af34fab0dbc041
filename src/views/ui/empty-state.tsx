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
