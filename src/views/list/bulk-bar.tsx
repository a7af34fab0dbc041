// Over a table with selected rows: the count, one button per command every selected row offers
// (its row menu's commands; disabled, saying why, when no selected row can take it), and after a
// run the result of each row, ok or the reason. A run deselects the rows it ran on that
// succeeded; failed rows, and rows selected while it ran, stay.
import { useState } from 'react'
import { runBulk, type BulkItem, type BulkResult } from '@/commands/core/bulk'
import { firstPaint } from '@/commands/core/first-paint'
import { availability } from '@/commands/core/availability'
import { mergeArgs } from '@/commands/core/prepare-args'
import { findCommand } from '@/commands/core/registry'
import { useCommandContext } from '../command-context'
import type { CommandMenuItem } from '../command-menu'
import { Button } from '../ui/button'
import './list.css'

export type SelectedRow = { key: string; label: string; items: CommandMenuItem[] }

type Props = {
  selected: SelectedRow[]
  /** deselect these rows (every row when none are named) */
  onClear: (keys?: string[]) => void
}

/** A command's title, from its first paint (first-paint.ts) when the registry has not loaded. */
const titleOf = (id: string) => findCommand(id)?.title ?? firstPaint[id]?.title ?? id

/** Commands in every selected row's menu, in the first row's order. */
function commonCommands(rows: SelectedRow[]) {
  const [first, ...rest] = rows
  if (!first) return []
  return first.items
    .map((i) => i.id)
    .filter((id, i, all) => all.indexOf(id) === i)
    .filter((id) => rest.every((r) => r.items.some((i) => i.id === id)))
}

export function BulkBar({ selected, onClear }: Props) {
  const ctx = useCommandContext()
  const [outcome, setOutcome] = useState<{ title: string; results: BulkResult[] } | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async (id: string) => {
    if (!ctx) return
    const rows = selected.flatMap((row) => {
      const item = row.items.find((i) => i.id === id)
      return item
        ? [{ key: row.key, label: row.label, args: item.args ?? {}, target: item.target }]
        : []
    })
    const items: BulkItem[] = rows.map(({ label, args, target }) => ({ label, args, target }))
    setBusy(true)
    try {
      const results = await runBulk(id, items, ctx)
      if (!results) return
      setOutcome({ title: titleOf(id), results })
      // Results come in the items' order. Only this run's rows: the user may have picked others
      // while it ran, and those are theirs.
      onClear(rows.filter((_, i) => results[i]?.status === 'ok').map((r) => r.key))
    } finally {
      setBusy(false)
    }
  }

  /** Why `id` applies to none of the selected rows (each says no), or undefined when one can. */
  const noneCan = (id: string) => {
    const cmd = findCommand(id)
    if (!ctx || !cmd) return undefined
    let first: string | undefined
    for (const row of selected) {
      const item = row.items.find((i) => i.id === id)
      const ok = item && availability(cmd, ctx, mergeArgs(cmd, ctx, item.args ?? {}), item.target)
      if (ok === true) return undefined
      first ??= `${row.label}: ${ok || 'not available'}`
    }
    return selected.length > 1 ? `None of the ${selected.length} rows: ${first}` : first
  }

  return (
    <>
      {selected.length > 0 && (
        <div className="bulk-bar" role="toolbar" aria-label="Selected rows">
          <span className="bulk-count">{selected.length} selected</span>
          {commonCommands(selected).map((id) => {
            // A command no selected row can take (Stop on stopped rows) is disabled, saying why.
            const why = noneCan(id)
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
      )}
      {outcome && <BulkResults {...outcome} onDismiss={() => setOutcome(null)} />}
    </>
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
          <li key={i} className={r.status === 'ok' ? 'bulk-ok' : 'bulk-error'}>
            <span className="bulk-label">{r.label}</span>
            <span>{r.status === 'ok' ? 'ok' : `error: ${r.message}`}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
