// A pane's one-line header: the instance and its project, its run state, the connection, and
// the pane's own controls: broadcast mark, maximise/restore, open the instance, close.
import { Link } from 'wouter'
import type { Instance } from '@/api/generated/schemas'
import type { PaneRef } from '@/lib/console-workspace'
import { pb } from '@/lib/paths'
import { StateBadge } from '../ui/badge'
import { Button } from '../ui/button'
import type { ConnectionStatus } from '../serial-console/connection-state'
import type { Workspace } from './use-workspace'

export const PANE_STATUS: Record<ConnectionStatus, string> = {
  waiting: 'not connected',
  connecting: 'connecting…',
  connected: 'connected',
  disconnected: 'disconnected',
  error: 'connection error',
}

type Props = {
  pane: PaneRef
  paneKey: string
  index: number
  ws: Workspace
  instance?: Instance
  status?: ConnectionStatus
}

export function PaneHeader({ pane, paneKey, index, ws, instance, status }: Props) {
  const marked = ws.marked(paneKey)
  const maximised = ws.maximised === paneKey
  return (
    <header className="pane-header">
      <span className="pane-info">
        <span className="pane-index dim" aria-hidden="true">
          {index + 1}
        </span>
        <span className="pane-name">{pane.instance}</span>
        <span className="dim">{pane.project}</span>
        {instance && <StateBadge state={instance.runState} />}
        {status && (
          <span className={`serial-status serial-status-${status}`} role="status">
            {PANE_STATUS[status]}
          </span>
        )}
      </span>
      <span className="pane-controls">
        <Button
          size="sm"
          variant="ghost"
          className={marked && ws.broadcast ? 'pane-mark pane-mark-on' : 'pane-mark'}
          aria-pressed={marked}
          aria-label={`Broadcast to ${pane.instance}`}
          title={marked ? 'Receives broadcast input' : 'Left out of broadcast'}
          onClick={() => ws.toggleMark(paneKey)}
        >
          ⇶
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={maximised ? `Restore ${pane.instance}` : `Maximise ${pane.instance}`}
          onClick={() => ws.toggleMaximise(paneKey)}
        >
          {maximised ? '▭' : '□'}
        </Button>
        <Link
          className="btn btn-ghost btn-sm"
          href={pb.instance(pane)}
          aria-label={`Open ${pane.instance}`}
        >
          ↗
        </Link>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Close ${pane.instance}`}
          onClick={() => ws.close(paneKey)}
        >
          ×
        </Button>
      </span>
    </header>
  )
}
