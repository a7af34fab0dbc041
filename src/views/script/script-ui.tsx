// The player bar (step counter, pause/resume/stop, the report of the first failing line), the
// recorder bar (export) and the "Run script" dialog. Rendered outside the app's root, marked
// `data-script-ui`, so `expect` never finds its text in the player's own bar.
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { useLocation } from 'wouter'
import { commandLogAtom } from '@/state/command-log'
import {
  recordGotoAtom,
  recorderAtom,
  runScriptDialogAtom,
  scriptPlayerAtom,
  type PlayerState,
} from '@/state/script'
import { useAtomValue, useSetAtom } from '@/state/store'
import { CommandButton } from '../command-button'
import { RunScriptDialog } from './run-script-dialog'
import './script.css'
import { useDockSlot } from '../layout/dock'

function Status({ s }: { s: PlayerState }) {
  const where = s.line !== undefined ? ` · line ${s.line}` : ''
  switch (s.status) {
    case 'done':
      return <span className="script-ok">✓ Script finished: {s.total} steps</span>
    case 'stopped':
      return (
        <span>
          ■ Script stopped at step {s.step}/{s.total}
          {where}
        </span>
      )
    case 'failed':
      return (
        <span role="alert" className="script-failed">
          ✗ Script failed at line {s.failure?.line}: <code>{s.failure?.text}</code>
          <span className="script-reason">{s.failure?.reason}</span>
        </span>
      )
    case 'step':
      return <StepShown s={s} />
    default:
      return (
        <span aria-live="polite">
          {s.status === 'playing' ? '▶' : '❚❚'} step {s.step}/{s.total}
          {where}
          {s.status === 'waiting-key' && <span className="dim"> · press any key to go on</span>}
        </span>
      )
  }
}

/** The step waiting to run while stepping through: command, target, whether it may run now. */
const mockMode = import.meta.env.VITE_MSW === '1'

function StepShown({ s }: { s: PlayerState }) {
  const p = s.preview
  return (
    <span aria-live="polite" className="script-step">
      ▶ step {s.step}/{s.total}
      {s.line !== undefined ? ` · line ${s.line}` : ''}: <strong>{p?.command}</strong>
      {p?.target && <span className="dim"> on {p.target}</span>}
      {p?.allowed === true ? (
        <span className="script-ok"> · allowed now</span>
      ) : (
        <span className="script-failed"> · not allowed now: {p?.allowed}</span>
      )}
    </span>
  )
}

function PlayerBar({ s }: { s: PlayerState }) {
  const active = ['playing', 'paused', 'waiting-key', 'step'].includes(s.status)
  // A `pause` line waits for any key: the key router (keyboard-shortcuts.tsx) resumes it.
  return (
    <section className="script-bar" aria-label="Script player">
      <div className="script-bar-text">
        <span className="script-name">{s.name}</span>
        <Status s={s} />
        {active && s.text && <code className="script-line">{s.text}</code>}
      </div>
      <div className="script-bar-actions">
        {s.status === 'step' && (
          <>
            <CommandButton id="script.step-run" label="Run (Enter)" size="sm" />
            <CommandButton id="script.step-skip" label="Skip (s)" size="sm" />
          </>
        )}
        {s.status === 'playing' && <CommandButton id="script.pause" label="Pause" size="sm" />}
        {(s.status === 'paused' || s.status === 'waiting-key') && (
          <CommandButton id="script.resume" label="Resume" size="sm" />
        )}
        {s.status === 'failed' && s.url && mockMode && (
          <CommandButton
            id="script.rerun-fresh"
            label="Reset mock platform and run again"
            size="sm"
          />
        )}
        {!active && (
          <CommandButton id="script.export-shell" label="Export as shell script" size="sm" />
        )}
        {active ? (
          <CommandButton
            id="script.stop"
            label={s.status === 'step' ? 'Stop (Esc)' : 'Stop'}
            size="sm"
          />
        ) : (
          <CommandButton id="script.close" label="Close" size="sm" />
        )}
      </div>
    </section>
  )
}

function RecorderBar({ afterSeq }: { afterSeq: number }) {
  const log = useAtomValue(commandLogAtom)
  // Pages reached without a command (a link, the back button) become `goto` lines. This runs
  // after the page has rendered, so a command that navigated is already in the log before it.
  const [location] = useLocation()
  const recordGoto = useSetAtom(recordGotoAtom)
  const lastSeq = log.at(-1)?.seq ?? 0
  useEffect(() => {
    const l = globalThis.location
    recordGoto({ afterSeq: lastSeq, path: `${l.pathname}${l.search}` })
    // Only a location change records a goto, not a new log entry.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [location, recordGoto])
  const count = log.filter(
    (e) =>
      e.seq > afterSeq &&
      e.status === 'ok' &&
      !e.commandId.startsWith('script.') &&
      !e.commandId.startsWith('ui.'),
  ).length
  return (
    <section className="script-bar script-recorder" aria-label="Script recorder">
      <div className="script-bar-text">
        <span className="script-rec">● recording</span>
        <span>
          {count} command{count === 1 ? '' : 's'}
        </span>
      </div>
      <div className="script-bar-actions">
        {/* The shell script first (the README's format); the console's own format by name. */}
        <CommandButton id="script.export-shell" label="Export as shell script" size="sm" />
        <CommandButton id="script.export" label="Export as console script (.txt)" size="sm" />
        <CommandButton id="script.record-stop" label="Stop and export as shell script" size="sm" />
      </div>
    </section>
  )
}

export function ScriptUi() {
  const player = useAtomValue(scriptPlayerAtom)
  const recorder = useAtomValue(recorderAtom)
  const dialog = useAtomValue(runScriptDialogAtom)
  // In the shell's dock, beside the toasts and above the log; fixed without a shell.
  const dock = useDockSlot('left')
  return (
    <>
      {createPortal(
        <div className={dock ? 'script-ui script-ui-docked' : 'script-ui'} data-script-ui="">
          {player && <PlayerBar s={player} />}
          {recorder && <RecorderBar afterSeq={recorder.afterSeq} />}
        </div>,
        dock ?? document.body,
      )}
      {dialog && <RunScriptDialog />}
    </>
  )
}
