// The one-line page header: the prompt breadcrumb, the page title for screen readers, the
// equivalent CLI command(s) and the page's commands on the right. Short of room the commands
// give way first (their labels shorten to a word: "Stop instance" reads "Stop"), then the
// prompt's leading parts, whole (fit-row.ts); no part of the path is ever cut.
import { useRef, useState, type ReactNode } from 'react'
import { Button } from '../ui/button'
import { CliModal } from '../ui/cli-modal'
import { ShortLabels } from '../ui/short-label'
import { AuditLogForPage } from './audit-log-button'
import { attrShrink, useFitRow, type Shrink } from './fit-row'
import { Prompt, promptShrinks } from './prompt'

const headerShrinks = (row: HTMLElement): Shrink[] => [
  attrShrink(row, 'data-compact'),
  ...promptShrinks(row),
]

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
  const ref = useRef<HTMLElement>(null)
  useFitRow(ref, headerShrinks)
  return (
    <header className="page-header" ref={ref}>
      <h1 className="sr-only">{title}</h1>
      <Prompt />
      <div className="page-actions">
        {cli && cli.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => setShowCli(true)}>
            <span aria-hidden="true">$_</span> CLI
          </Button>
        )}
        <ShortLabels.Provider value>
          {actions}
          <AuditLogForPage />
        </ShortLabels.Provider>
      </div>
      {showCli && cli && (
        <CliModal title={`CLI: ${title}`} lines={cli} onDismiss={() => setShowCli(false)} />
      )}
    </header>
  )
}
