// The command log's lines (log-drawer.tsx loads this when the drawer first opens).
import { formatClock } from '@/lib/clock'
import { BODY_FILE, cliWithBody } from '@/commands/command-line/cli'
import type { LogEntry } from '@/state/command-log'
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

export function LogLines({ log }: { log: LogEntry[] }) {
  // The entries whose change is still on the undo stack (and can be undone) offer their undo.
  const stack = useAtomValue(undoStackAtom)
  const undoable = new Map(
    stack.filter((u) => u.steps.length > 0).flatMap((u) => u.logSeqs.map((s) => [s, u.key])),
  )
  return log.length === 0 ? (
    <p className="dim">No commands run yet.</p>
  ) : (
    // Newest last, like a terminal; the reversed flex column keeps the view at the bottom.
    <div className="log-scroll">
      <ol aria-live="polite">
        {log.map((e) => (
          <LogLine key={e.seq} entry={e} undoKey={undoable.get(e.seq)} />
        ))}
      </ol>
    </div>
  )
}
