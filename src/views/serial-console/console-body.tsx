// The terminal area of one serial console, shared by the single console page and every pane of
// the console workspace: the terminal (with its frame batching), a skeleton while connecting,
// the reason a socket closed with Reconnect, and for an instance with no console state the
// reason and the command that fixes it (Start). A pane keeps its terminal (and scrollback)
// while the instance is away and shows the notice over it; the single page shows the notice
// alone, as before.
import type { Instance } from '@/api/generated/schemas'
import { instanceCan } from '@/api/capabilities'
import { CommandButton } from '../command-button'
import { StateBadge } from '../ui/badge'
import { Button } from '../ui/button'
import { Skeleton } from '../ui/skeleton'
import { TerminalView } from './terminal-view'
import type { ConsoleConnection } from './use-console-connection'

export const NOT_RUNNING_MESSAGE =
  'You can only connect to the serial console on a running instance'

export function NotRunning({ project, instance }: { project: string; instance: Instance }) {
  const args = { project, instance: instance.name }
  return (
    <div className="serial-notice">
      <p>
        <span className="muted">{instance.name} is </span>
        <StateBadge state={instance.runState} />
      </p>
      <p>{NOT_RUNNING_MESSAGE}</p>
      {instanceCan.start(instance) ? (
        <CommandButton id="instance.start" args={args} target={instance} variant="primary" />
      ) : (
        instance.runState === 'starting' && (
          <p className="dim">The console connects as soon as the instance is running.</p>
        )
      )}
    </div>
  )
}

type Props = {
  project: string
  instance: Instance
  connection: ConsoleConnection
  fontSize: number
  onInput: (data: string) => void
  /** a pane: the terminal stays while the instance is away, and does not take focus */
  pane?: boolean
}

/** A pane's batcher pieces: a quarter of the single page's, so four panes streaming at once
 * make no longer tasks than one console does. */
const PANE_PIECES = { chunkBytes: 4 * 1024, highWater: 64 * 1024 }

export function ConsoleBody({ project, instance, connection, fontSize, onInput, pane }: Props) {
  const { state, closed, reconnect, retrying, setSize, setTerminal } = connection
  if (state.status === 'waiting' && !pane)
    return <NotRunning project={project} instance={instance} />
  return (
    <div className="serial-body">
      <TerminalView
        fontSize={fontSize}
        onInput={onInput}
        onResize={setSize}
        onReady={setTerminal}
        autoFocus={!pane}
        pieceBytes={pane ? PANE_PIECES : undefined}
      />
      {state.status === 'waiting' && (
        <div className="serial-overlay serial-overlay-notice">
          <NotRunning project={project} instance={instance} />
        </div>
      )}
      {state.status === 'connecting' && !(pane && state.attempt > 1) && (
        <div className="serial-overlay">
          <Skeleton lines={pane ? 4 : 10} label="Connecting to the serial console" />
        </div>
      )}
      {closed && (
        <div className="serial-banner" role="alert">
          <span>
            {state.status === 'error' ? 'Error: ' : 'Disconnected: '}
            {state.reason}
            {retrying && <span className="dim"> · reconnecting…</span>}
          </span>
          <Button size="sm" variant="primary" onClick={reconnect}>
            Reconnect
          </Button>
          {!pane && <span className="dim">or press Enter in the terminal</span>}
        </div>
      )}
    </div>
  )
}
