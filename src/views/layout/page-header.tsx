// The one-line page header: the prompt breadcrumb, the page title for screen readers, the
// equivalent CLI command(s) and the page's commands on the right.
import { useState, type ReactNode } from 'react'
import { Button } from '../ui/button'
import { CliModal } from '../ui/cli-modal'
import { AuditLogForPage } from './audit-log-button'
import { Prompt } from './prompt'

export function PageHeader({
  title,
  actions,
  cli,
}: {
  title: string
  actions?: ReactNode
  /** `oxide ...` lines that do what this page shows */
  cli?: string[]
}) {
  const [showCli, setShowCli] = useState(false)
  return (
    <header className="page-header">
      <h1 className="sr-only">{title}</h1>
      <Prompt />
      <div className="page-actions">
        {cli && cli.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => setShowCli(true)}>
            <span aria-hidden="true">$_</span> CLI
          </Button>
        )}
        {actions}
        <AuditLogForPage />
      </div>
      {showCli && cli && (
        <CliModal title={`CLI: ${title}`} lines={cli} onDismiss={() => setShowCli(false)} />
      )}
    </header>
  )
}
