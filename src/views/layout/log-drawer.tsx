// The command log: every command run as one line (DESIGN.md "Feedback"). Toggled with ` or the
// status-bar button (ui.toggle-log).
import { lazy, Suspense } from 'react'
import { commandLogAtom, type LogEntry } from '@/state/command-log'
import { logDrawerOpenAtom } from '@/state/preferences'
import { runningTextAtom } from '@/state/running'
import { useAtomValue } from '@/state/store'
import { KeyCombo } from '../ui/kbd'
import { useCommand } from '../use-command'

export const mark = { ok: '✓', error: '✗', cancelled: '–' } as const

/** How a log entry reads: its `oxide` line (else its title); a cancel as "<title> cancelled". */
export const logText = (e: LogEntry) =>
  e.status === 'cancelled' ? `${e.title} cancelled` : (e.line ?? e.title)

export function StatusBar() {
  const log = useAtomValue(commandLogAtom)
  const open = useAtomValue(logDrawerOpenAtom)
  const toggle = useCommand('ui.toggle-log')
  const running = useAtomValue(runningTextAtom)
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
      {running !== null ? (
        // Under way, said at once; the log's line takes over when it ends.
        <span className="status-last status-running">
          <span aria-hidden="true">⋯</span> {running}
        </span>
      ) : (
        last &&
        !open && (
          <span className={`status-last log-${last.status}`}>
            {/* What happened ("Audit log paused"), else what ran; a cancel says so. */}
            {mark[last.status]}{' '}
            {last.status === 'cancelled' ? logText(last) : (last.outcome ?? last.title)}
            {last.message ? `: ${last.message}` : ''}
          </span>
        )
      )}
      <Suspense fallback={null}>
        <LiveStatus />
      </Suspense>
    </div>
  )
}

// How fresh the page is comes after the first screen, with the feed that says it.
const LiveStatus = lazy(() => import('./live-status').then((m) => ({ default: m.LiveStatus })))

// The drawer's lines load the first time it opens.
const LogLines = lazy(() => import('./log-lines').then((m) => ({ default: m.LogLines })))

export function LogDrawer() {
  const log = useAtomValue(commandLogAtom)
  const open = useAtomValue(logDrawerOpenAtom)
  if (!open) return null
  return (
    <section id="command-log" className="log-drawer" aria-label="Command log">
      <Suspense fallback={<p className="dim">Loading the log…</p>}>
        <LogLines log={log} />
      </Suspense>
    </section>
  )
}
