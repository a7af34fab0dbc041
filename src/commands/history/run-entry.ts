// Taking one entry of the undo (or redo) stack back: the entry's checks first, every one of
// them, and nothing runs unless all pass; then each step through dispatch (a bulk entry is one
// bulk action), collecting what takes this undo back in turn for the other stack.
import type { UndoEntry } from '@/state/undo'
import type { CommandContext } from '../core/define'
import { dispatch } from '../core/dispatch'
import { findCommand } from '../core/registry'
import type { Change } from '../core/undo-change'

/** The first step whose check fails, with what changed; null when every step may run. */
export async function firstStaleStep(
  entry: UndoEntry,
): Promise<{ step: UndoEntry['steps'][number]; reason: string } | null> {
  for (const step of entry.steps) {
    const ok = await step.check().catch((e: unknown) => `could not check: ${String(e)}`)
    if (ok !== true) return { step, reason: ok }
  }
  return null
}

/** The first check that fails, as what changed; null when every step may run. */
export async function firstStale(entry: UndoEntry): Promise<string | null> {
  return (await firstStaleStep(entry))?.reason ?? null
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
      // The undo toasts once, "Undone: …", for all its steps.
      toastSuccess: false,
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
  const specs = entry.steps.flatMap((s) => {
    const spec = findCommand(s.id)?.confirm?.(s.args as never)
    return spec ? [{ step: s, spec }] : []
  })
  const first = specs[0]
  if (!first) return null
  const single = entry.steps.length === 1
  // Several steps (a bulk action, a stop then a delete): say each; a delete among them is final.
  const deletes = specs.some((x) => x.step.id.endsWith('.delete'))
  const message = single
    ? first.spec.message
    : `${verb} will run: ${entry.steps.map((s) => s.label).join(', ')}.${deletes ? ' A delete cannot be undone.' : ''}`
  const main = specs.find((x) => x.step.id.endsWith('.delete')) ?? first
  return {
    title: `${verb}: ${single ? first.step.label : entry.title}`,
    message,
    actionLabel: main.spec.actionLabel ?? verb,
    danger: specs.some((x) => x.spec.danger ?? true),
  }
}
