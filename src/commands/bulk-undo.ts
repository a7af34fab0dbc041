// A bulk action goes on the undo stack as one change: undone as one bulk action (one
// confirmation where the inverse asks for one, then every row), and offered on one toast.
import { pushChangeAtom } from '@/state/undo'
import type { CommandContext } from './core/define'
import { UNDO_COMMAND, type Change } from './core/undo-change'

export function pushBulkChange(ctx: CommandContext, title: string, changes: Change[]) {
  if (changes.length === 0) return
  const rows = changes.length === 1 ? '1 row' : `${changes.length} rows`
  const never = changes.find((c) => c.never)?.never
  const key = ctx.store.set(pushChangeAtom, {
    title: `${title}: ${rows}`,
    // One row that cannot be undone (a delete among them) makes the whole action so.
    steps: never ? [] : changes.flatMap((c) => c.steps),
    never,
    logSeqs: changes.map((c) => c.logSeq),
  })
  if (!never)
    ctx.toast({
      title: `${title}: ${rows} done`,
      variant: 'success',
      action: { label: 'Undo', commandId: UNDO_COMMAND, args: { entry: key } },
    })
}
