// Over a table with selected rows: the count, one button per command every selected row offers
// (its row menu's commands; disabled, saying why, when no selected row can take it). A run shows
// the result of each row over the page (bulk-outcome.tsx), ok or the reason, and deselects the
// rows it ran on that succeeded; failed rows, and rows selected while it ran, stay.
import { useState } from 'react'
import type { BulkResult } from '@/commands/core/bulk'
import { commonCommands, noneCan, runOnRows, type SubjectRow } from '@/commands/core/bulk-rows'
import { firstPaint } from '@/commands/core/first-paint'
import { findCommand } from '@/commands/core/registry'
import { pushToastAtom } from '@/state/toasts'
import { useCommandContext } from '../command-context'
import { useRegisteredCommands } from '../use-command'
import type { CommandMenuItem } from '../command-menu'
import { Button } from '../ui/button'
import './list.css'

export type SelectedRow = SubjectRow & { items: CommandMenuItem[] }

type Props = {
  selected: SelectedRow[]
  /** deselect these rows (every row when none are named) */
  onClear: (keys?: string[]) => void
}

/** A command's title, from its first paint (first-paint.ts) when the registry has not loaded. */
const titleOf = (id: string) => findCommand(id)?.title ?? firstPaint[id]?.title ?? id

export function BulkBar({ selected, onClear }: Props) {
  const ctx = useCommandContext()
  // Drawn again when the built-in commands arrive: a button drawn before then reads as its
  // first-paint title (or its id) until it can read the command's own.
  useRegisteredCommands()
  const [busy, setBusy] = useState(false)

  const run = async (id: string) => {
    if (!ctx) return
    setBusy(true)
    try {
      // Only this run's rows are deselected: the user may have picked others while it ran.
      await runOnRows(id, selected, ctx, 'ui', (keys) => onClear(keys))
    } catch (e) {
      // The commands' code did not arrive (or the run broke): say which action and why.
      ctx.store.set(pushToastAtom, {
        title: titleOf(id),
        content: e instanceof Error ? e.message : String(e),
        variant: 'error',
      })
    } finally {
      setBusy(false)
    }
  }

  if (selected.length === 0) return null
  return (
    <div className="bulk-bar" role="toolbar" aria-label="Selected rows">
      <span className="bulk-count">{selected.length} selected</span>
      {commonCommands(selected).map((id) => {
        // A command no selected row can take (Stop on stopped rows) is disabled, saying why.
        const why = ctx && findCommand(id) ? noneCan(id, selected, ctx) : undefined
        return (
          <Button
            key={id}
            size="sm"
            disabled={busy || why !== undefined}
            title={why}
            onClick={() => void run(id)}
          >
            {titleOf(id)}
          </Button>
        )
      })}
      <Button size="sm" variant="ghost" onClick={() => onClear()}>
        Clear selection
      </Button>
    </div>
  )
}

export function BulkResults({
  title,
  results,
  onDismiss,
}: {
  title: string
  results: BulkResult[]
  onDismiss: () => void
}) {
  const failed = results.filter((r) => r.status === 'error').length
  const summary = `${title}: ${results.length - failed} ok${failed ? `, ${failed} failed` : ''}`
  return (
    <section className="bulk-results" aria-label="Bulk action results">
      <div className="bulk-results-head">
        <span role="status">{summary}</span>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      <ul>
        {results.map((r, i) => (
          <li
            key={i}
            className={r.status === 'ok' ? 'bulk-ok' : 'bulk-error'}
            // An error's line is cut to the panel's width: the whole message on hover.
            title={r.status === 'ok' ? undefined : `${r.label}: ${r.message}`}
          >
            <span className="bulk-label">{r.label}</span>
            <span>{r.status === 'ok' ? 'ok' : `error: ${r.message}`}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
