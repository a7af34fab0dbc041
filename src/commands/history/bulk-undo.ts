// A bulk action goes on the undo stack as one change: undone as one bulk action (one
// confirmation where the inverse asks for one, then every row), and offered on the run's toast.
import { pushChangeAtom } from '@/state/undo'
import type { CommandContext } from '../core/define'
import type { Change } from '../core/undo-change'

/** Puts a bulk run's changes on the undo stack as one; the entry's key, unless it cannot be undone. */
export function pushBulkChange(
  ctx: CommandContext,
  title: string,
  changes: Change[],
): number | undefined {
  if (changes.length === 0) return undefined
  const rows = changes.length === 1 ? '1 row' : `${changes.length} rows`
  const never = changes.find((c) => c.never)?.never
  const key = ctx.store.set(pushChangeAtom, {
    title: `${title}: ${rows}`,
    // One row that cannot be undone (a delete among them) makes the whole action so.
    steps: never ? [] : changes.flatMap((c) => c.steps),
    never,
    logSeqs: changes.map((c) => c.logSeq),
  })
  return never ? undefined : key
}
