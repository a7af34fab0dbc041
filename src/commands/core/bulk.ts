// One command on many rows: one confirmation for all of them, then each row through dispatch
// (which still checks each row's availability), and one result per row, ok or the reason.
import { beginRun, NOT_RETRIED } from '@/api/session-gate'
import { bulkOutcomeAtom, type BulkRowResult } from '@/state/bulk'
import { appendLogAtom } from '@/state/command-log'
import { openConfirmAtom } from '@/state/confirm'
import { grammarOf } from '../command-line/grammar'
import type { CommandContext, CommandSource } from './define'
import { dispatch } from './dispatch'
import { getCommand } from './registry'
import { pushBulkChange } from '../history/bulk-undo'
import { UNDO_COMMAND, type Change } from './undo-change'

export type BulkItem = {
  /** the row's name, shown in the confirmation and the results */
  label: string
  args: Record<string, unknown>
  target?: unknown
}

export type BulkResult = BulkRowResult

/** How many names the confirmation lists before "and N more". */
const NAMES_SHOWN = 10

export function bulkConfirmMessage(title: string, labels: string[]) {
  const names = labels.slice(0, NAMES_SHOWN).join(', ')
  const more = labels.length > NAMES_SHOWN ? ` and ${labels.length - NAMES_SHOWN} more` : ''
  const rows = labels.length === 1 ? '1 row' : `${labels.length} rows`
  return `${title} on ${rows}: ${names}${more}?`
}

function askOnce(ctx: CommandContext, title: string, message: string, actionLabel: string) {
  return new Promise<boolean>((resolve) => {
    ctx.store.set(openConfirmAtom, {
      title,
      message,
      actionLabel,
      danger: true,
      answer: (ok) => {
        ctx.store.set(openConfirmAtom, null)
        resolve(ok)
      },
    })
  })
}

/**
 * Runs `id` on every item; null when the user cancelled the confirmation. Rows run one after
 * another, so the results come back in the order they were selected and the mock or the API
 * sees no burst.
 */
export async function runBulk(
  id: string,
  items: BulkItem[],
  ctx: CommandContext,
  source: CommandSource = 'ui',
  /** a script is its own confirmation, as for a single command */
  skipConfirm = false,
): Promise<BulkResult[] | null> {
  const cmd = getCommand(id)
  const first = items[0]
  if (!first) return []
  const spec = skipConfirm ? null : cmd.confirm?.(first.args)
  if (spec) {
    const labels = items.map((i) => i.label)
    const ok = await askOnce(
      ctx,
      `${cmd.title}: ${items.length === 1 ? '1 row' : `${items.length} rows`}`,
      bulkConfirmMessage(cmd.title, labels),
      spec.actionLabel ?? 'Confirm',
    )
    if (!ok) {
      // Said in the log and the status bar, as dispatch says a single command's cancel.
      ctx.store.set(appendLogAtom, {
        commandId: id,
        title: cmd.title,
        args: first.args,
        source,
        status: 'cancelled',
      })
      return null
    }
  }
  const results: BulkResult[] = []
  const changes: Change[] = []
  // One run for the session gate: when the session ends midway, the rows left wait for the
  // user's answer with the row that met it; Discard leaves them all undone.
  const left = () => items.length - results.length
  const run = beginRun(cmd.title, () =>
    left() > 1 ? `${left()} of ${items.length} rows still to run` : undefined,
  )
  try {
    for (const item of items) {
      if (run.discarded) {
        results.push({ label: item.label, status: 'error', message: NOT_RETRIED })
        continue
      }
      const r = await dispatch(id, item.args, source, {
        ctx,
        target: item.target,
        skipConfirm: true,
        quiet: true,
        collectUndo: (c) => void changes.push(c),
        // Ten rows are one toast, the run's, not ten.
        toastSuccess: false,
        inRun: true,
      })
      results.push(
        r.status === 'error'
          ? { label: item.label, status: 'error', message: r.message }
          : { label: item.label, status: 'ok' },
      )
      run.touch()
    }
  } finally {
    run.end()
  }
  const undoKey = pushBulkChange(ctx, cmd.title, changes)
  const done = results.filter((r) => r.status === 'ok').length
  // A change says it is done, as one run would; what shows for itself (Open consoles: the
  // workspace) says nothing, as one run would not.
  if (done > 0 && cmd.successMessage)
    ctx.toast({
      title: `${cmd.title}: ${done === 1 ? '1 row' : `${done} rows`} done`,
      variant: 'success',
      ...(undoKey === undefined
        ? {}
        : { action: { label: 'Undo', commandId: UNDO_COMMAND, args: { entry: undoKey } } }),
    })
  return results
}

/**
 * A command line naming several resources (`instance stop a b c`, parsed with `bulk`): one bulk
 * run labelled by the resource names, its results shown by the page's bulk outcome panel. Null
 * when the confirmation was cancelled.
 */
export async function runBulkLine(
  id: string,
  runs: Record<string, unknown>[],
  ctx: CommandContext,
  source: CommandSource,
  skipConfirm = false,
): Promise<BulkResult[] | null> {
  const cmd = getCommand(id)
  const key = grammarOf(cmd).bulkKey
  const items = runs.map((args) => ({ label: String(key ? args[key] : cmd.title), args }))
  const results = await runBulk(id, items, ctx, source, skipConfirm)
  if (results) showOutcome(ctx, cmd, results)
  return results
}

/** The results of a run over the page, for a change or when a row failed (bulk-outcome.tsx). */
export function showOutcome(
  ctx: CommandContext,
  cmd: { title: string; successMessage?: unknown },
  results: BulkResult[],
) {
  if (cmd.successMessage || results.some((r) => r.status === 'error'))
    ctx.store.set(bulkOutcomeAtom, { title: cmd.title, results })
}

/** The failed rows of a bulk run as one message, or undefined when every row ran. */
export function bulkFailure(title: string, results: BulkResult[]): string | undefined {
  const failed = results.filter((r) => r.status === 'error')
  if (failed.length === 0) return undefined
  const rows = failed.map((r) => `${r.label} (${r.message ?? 'failed'})`).join(', ')
  return `${title} failed on ${failed.length} of ${results.length}: ${rows}`
}
