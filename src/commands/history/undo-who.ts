// Who moved it: when an undo is refused because what its change left has changed since ("instance
// web-1 is now running"), a fleet viewer's message also says who made that change and when, from
// the audit log: the newest successful request about the same resource completed after the
// change being undone went on the stack.
import { actorLabel, actorNames, actorText } from '@/api/audit-actors'
import { entryIsAbout, resultKind } from '@/api/audit-entry'
import { auditLogList } from '@/api/generated/operations'
import type { UndoStep } from '@/state/undo'
import type { CommandContext } from '../core/define'
import { refOfCommand } from '../core/resource-ref'
import { operationTitle } from '../generic-api/operation-line'
import { isFleetViewer } from '../navigation/navigation-define'

/** The refusal is not held up longer than this by the question. */
const ASK_MS = 3000

const pad = (n: number) => String(n).padStart(2, '0')
const clock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`

/**
 * `changed by dev-user (corp) at 14:03:05 (Start instance)`, or null when the viewer cannot read
 * the log, the step names no resource, or the log holds no such change.
 */
export async function whoChanged(
  step: UndoStep,
  since: number,
  ctx: CommandContext,
): Promise<string | null> {
  if (!isFleetViewer(ctx)) return null
  const ref = refOfCommand(step.id, step.args)
  if (!ref) return null
  const ask = async () => {
    const page = await auditLogList({
      query: {
        startTime: new Date(since).toISOString(),
        sortBy: 'time_and_id_descending',
        limit: 1000,
      },
    })
    const items = Array.isArray(page.items) ? page.items : []
    const e = items.find(
      (x) =>
        x.timeCompleted instanceof Date &&
        x.timeCompleted.getTime() > since &&
        resultKind(x) === 'success' &&
        entryIsAbout(x, ref),
    )
    if (!e) return null
    const who = actorText(actorLabel(e, await actorNames(true).catch(() => undefined)))
    return `changed by ${who} at ${clock(e.timeCompleted)} (${operationTitle(e.operationId)})`
  }
  const late = new Promise<null>((ok) => setTimeout(() => ok(null), ASK_MS))
  return Promise.race([ask().catch(() => null), late])
}
