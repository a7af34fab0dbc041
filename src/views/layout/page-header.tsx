// The one-line page header: the prompt breadcrumb, the page title for screen readers, and the
// page's commands on the right.
import type { ReactNode } from 'react'
import { Prompt } from './prompt'

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="page-header">
      <h1 className="sr-only">{title}</h1>
      <Prompt />
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  )
}
