// The command log's lines (log-drawer.tsx loads this when the drawer first opens).
import { BODY_FILE, cliWithBody } from '@/commands/command-line/cli'
import type { LogEntry } from '@/state/command-log'
import { CopyButton } from '../ui/copy-button'
import { logText, mark } from './log-drawer'

const clock = (d: Date) => d.toTimeString().slice(0, 8)

function LogLine({ entry }: { entry: LogEntry }) {
  return (
    <li className={`log-line log-${entry.status}`}>
      <span className="dim">{clock(entry.time)}</span>
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
    </li>
  )
}

export function LogLines({ log }: { log: LogEntry[] }) {
  return log.length === 0 ? (
    <p className="dim">No commands run yet.</p>
  ) : (
    // Newest last, like a terminal; the reversed flex column keeps the view at the bottom.
    <div className="log-scroll">
      <ol aria-live="polite">
        {log.map((e) => (
          <LogLine key={e.seq} entry={e} />
        ))}
      </ol>
    </div>
  )
}
