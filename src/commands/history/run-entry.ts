// Taking one entry of the undo (or redo) stack back: the entry's checks first, every one of
// them, and nothing runs unless all pass; then each step through dispatch (a bulk entry is one
// bulk action), collecting what takes this undo back in turn for the other stack.
import type { UndoEntry } from '@/state/undo'
import type { CommandContext } from '../core/define'
import { dispatch } from '../core/dispatch'
import { findCommand } from '../core/registry'
import type { Change } from '../core/undo-change'

/** The first check that fails, as what changed; null when every step may run. */
export async function firstStale(entry: UndoEntry): Promise<string | null> {
  for (const step of entry.steps) {
    const ok = await step.check().catch((e: unknown) => `could not check: ${String(e)}`)
    if (ok !== true) return ok
  }
  return null
}

export type EntryRun = {
  /** what takes each step back again, for the other stack */
  changes: Change[]
  /** the `oxide` lines of the steps that ran */
  lines: string[]
  /** the steps that failed, with why */
  failed: string[]
}

export async function runEntry(entry: UndoEntry, ctx: CommandContext): Promise<EntryRun> {
  const run: EntryRun = { changes: [], lines: [], failed: [] }
  for (const step of entry.steps) {
    await step.ready?.()
    const r = await dispatch(step.id, step.args, 'undo', {
      ctx,
      // The undo asked once for the whole entry.
      skipConfirm: true,
      quiet: true,
      collectUndo: (c) => void run.changes.push(c),
    })
    if (r.status === 'ok') {
      const line = findCommand(step.id)?.cli?.(step.args)
      if (line) run.lines.push(line)
    } else run.failed.push(`${step.label}: ${r.status === 'error' ? r.message : r.status}`)
  }
  return run
}

/** The confirmation an entry needs: where any of its steps is destructive (asks for itself). */
export function entryConfirm(verb: 'Undo' | 'Redo', entry: UndoEntry | undefined) {
  if (!entry || entry.never) return null
  const asking = entry.steps.filter((s) => findCommand(s.id)?.confirm?.(s.args as never))
  // The last one asking is the one that takes most (a delete after a stop).
  const first = asking.at(-1)
  if (!first) return null
  const spec = findCommand(first.id)!.confirm!(first.args as never)!
  const message =
    entry.steps.length === 1
      ? spec.message
      : `${verb} will run: ${entry.steps.map((s) => s.label).join(', ')}. ${spec.message}`
  return {
    title: `${verb}: ${entry.steps.length === 1 ? first.label : entry.title}`,
    message,
    actionLabel: spec.actionLabel ?? verb,
    danger: spec.danger ?? true,
  }
}
