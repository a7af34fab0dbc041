// The command log: every command run as one line (DESIGN.md "Feedback"). Toggled with ` or the
// status-bar button (ui.toggle-log).
import { commandLogAtom, type LogEntry } from '@/state/command-log'
import { logDrawerOpenAtom } from '@/state/preferences'
import { useAtomValue } from '@/state/store'
import { KeyCombo } from '../ui/kbd'
import { useCommand } from '../use-command'

const mark = { ok: '✓', error: '✗', cancelled: '–' } as const

const clock = (d: Date) => d.toTimeString().slice(0, 8)

function LogLine({ entry }: { entry: LogEntry }) {
  return (
    <li className={`log-line log-${entry.status}`}>
      <span className="dim">{clock(entry.time)}</span>
      <span className="log-mark" aria-label={entry.status}>
        {mark[entry.status]}
      </span>
      <span>{entry.line ?? entry.commandId}</span>
      {entry.message && <span className="log-message">{entry.message}</span>}
      <span className="dim">[{entry.source}]</span>
    </li>
  )
}

export function StatusBar() {
  const log = useAtomValue(commandLogAtom)
  const open = useAtomValue(logDrawerOpenAtom)
  const toggle = useCommand('ui.toggle-log')
  const last = log[log.length - 1]
  return (
    <div className="status-bar">
      <button
        type="button"
        className="status-toggle"
        aria-expanded={open}
        aria-controls="command-log"
        onClick={() => void toggle.run()}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span> log ({log.length})
        {toggle.keybinding && <KeyCombo binding={toggle.keybinding} />}
      </button>
      {last && !open && (
        <span className={`status-last log-${last.status}`}>
          {mark[last.status]} {last.title}
          {last.message ? `: ${last.message}` : ''}
        </span>
      )}
    </div>
  )
}

export function LogDrawer() {
  const log = useAtomValue(commandLogAtom)
  const open = useAtomValue(logDrawerOpenAtom)
  if (!open) return null
  return (
    <section id="command-log" className="log-drawer" aria-label="Command log">
      {log.length === 0 ? (
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
      )}
    </section>
  )
}
