// The command log's lines (log-drawer.tsx loads this when the drawer first opens): the commands
// run here, and beside them, by time, the changes others made that the live feed read ("ops-admin
// stopped instance web-2 (demo) via CLI"), their actors named once the drawer shows one.
import { actorLabel, actorText, useActorNames } from '@/api/audit-actors'
import type { AuditLogEntry } from '@/api/generated/schemas'
import { formatClock } from '@/lib/clock'
import { BODY_FILE, cliWithBody } from '@/commands/command-line/cli'
import type { LogEntry } from '@/state/command-log'
import { othersLogAtom, type OtherChange } from '@/state/live'
import { useAtomValue } from '@/state/store'
import { undoStackAtom } from '@/state/undo'
import { CopyButton } from '../ui/copy-button'
import { logText, mark } from './log-drawer'
import { LogUndoButton } from './log-undo'

function LogLine({ entry, undoKey }: { entry: LogEntry; undoKey?: number }) {
  return (
    <li className={`log-line log-${entry.status}`}>
      <span className="dim">{formatClock(entry.time)}</span>
      <span className="log-mark" aria-label={entry.status}>
        {mark[entry.status]}
      </span>
      <span>{logText(entry)}</span>
      {entry.body && entry.line && (
        <>
          <code className="log-body dim" title={entry.body}>
            {BODY_FILE}: {JSON.stringify(JSON.parse(entry.body))}
          </code>
          <CopyButton
            text={cliWithBody(entry.line, JSON.parse(entry.body))}
            label=""
            what="line and JSON"
          />
        </>
      )}
      {entry.message && <span className="log-message">{entry.message}</span>}
      <span className="dim">[{entry.source}]</span>
      {undoKey !== undefined && <LogUndoButton entry={undoKey} title={entry.title} />}
    </li>
  )
}

/** A change someone else made: when, who, what, through what. */
function OtherLine({ change, who }: { change: OtherChange; who: string }) {
  return (
    <li className="log-line log-other">
      <span className="dim">{formatClock(change.time)}</span>
      <span className="log-mark" aria-label="by someone else">
        ◆
      </span>
      <span>
        {who} {change.what}
        {change.via ? ` ${change.via}` : ''}
      </span>
    </li>
  )
}

/** The actor's name, once the names are read (a short id until then). */
function useWho(): (c: OtherChange) => string {
  const names = useActorNames()
  return (c) => actorText(actorLabel({ actor: c.actor } as unknown as AuditLogEntry, names))
}

type Line = { at: number; own?: LogEntry; other?: OtherChange }

export function LogLines({ log }: { log: LogEntry[] }) {
  // The entries whose change is still on the undo stack (and can be undone) offer their undo.
  const stack = useAtomValue(undoStackAtom)
  const others = useAtomValue(othersLogAtom)
  const undoable = new Map(
    stack.filter((u) => u.steps.length > 0).flatMap((u) => u.logSeqs.map((s) => [s, u.key])),
  )
  if (log.length === 0 && others.length === 0) return <p className="dim">No commands run yet.</p>
  const lines: Line[] = [
    ...log.map((e) => ({ at: e.time.getTime(), own: e })),
    ...others.map((c) => ({ at: c.time.getTime(), other: c })),
  ].sort((a, b) => a.at - b.at)
  return (
    // Newest last, like a terminal; the reversed flex column keeps the view at the bottom.
    <div className="log-scroll">
      <ol aria-live="polite">
        {others.length > 0 ? (
          <WithOthers lines={lines} undoable={undoable} />
        ) : (
          log.map((e) => <LogLine key={e.seq} entry={e} undoKey={undoable.get(e.seq)} />)
        )}
      </ol>
    </div>
  )
}

/** The lines with others' changes among them (their actors' names are read for it). */
function WithOthers({ lines, undoable }: { lines: Line[]; undoable: Map<number, number> }) {
  const who = useWho()
  return lines.map((l) =>
    l.own ? (
      <LogLine key={l.own.seq} entry={l.own} undoKey={undoable.get(l.own.seq)} />
    ) : (
      <OtherLine key={l.other!.id} change={l.other!} who={who(l.other!)} />
    ),
  )
}
