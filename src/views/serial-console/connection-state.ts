// The serial console connection as a pure state machine, fed by the socket's events and by the
// instance's run state (polled by the page):
// - waiting: the instance is in no console state (stopped, starting...); no socket is open, and
//   one opens by itself once the instance gets there (a starting instance connects when running)
// - connecting -> connected when the socket opens
// - a close after opening is `disconnected`, a close before it is `error`; both keep the reason
//   and wait for Reconnect (button or Enter), unless the instance changed run state since the
//   socket opened (a reboot): then it reconnects by itself.
// The socket is open exactly in `connecting` and `connected`, so "connected" can never be shown
// for an instance outside the console states.
import { instanceCan } from '@/api/capabilities'

export type ConnectionStatus = 'waiting' | 'connecting' | 'connected' | 'disconnected' | 'error'

export type ConnectionState = {
  status: ConnectionStatus
  /** increases with every socket opened: the page keys its socket on it */
  attempt: number
  /** why the last socket closed (disconnected, error) */
  reason?: string
  /** the instance's run-state timestamp when the socket was opened */
  since?: string
}

export type InstanceSnapshot = { runState: string; timeRunStateUpdated: string }

export type ConnectionEvent =
  | { type: 'instance'; instance: InstanceSnapshot }
  | { type: 'open' }
  | { type: 'close'; code: number; reason: string }
  | { type: 'reconnect'; instance: InstanceSnapshot }

const NORMAL_CLOSE = 1000

const connectTo = (state: ConnectionState, instance: InstanceSnapshot): ConnectionState => ({
  status: 'connecting',
  attempt: state.attempt + 1,
  since: instance.timeRunStateUpdated,
})

/** The first state for an instance: connect now if it has a console, else wait. */
export function initialConnection(instance: InstanceSnapshot): ConnectionState {
  const start: ConnectionState = { status: 'waiting', attempt: 0 }
  return instanceCan.serialConsole(instance) ? connectTo(start, instance) : start
}

/** Why a socket closed, in words. */
export function closeReason(code: number, reason: string, opened: boolean): string {
  if (reason) return reason.charAt(0).toUpperCase() + reason.slice(1)
  if (code === NORMAL_CLOSE) return 'The serial console closed the connection'
  return opened
    ? `The connection was lost (code ${code})`
    : `Could not connect to the serial console (code ${code})`
}

export function connectionReducer(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'instance': {
      const { instance } = event
      if (!instanceCan.serialConsole(instance)) return { status: 'waiting', attempt: state.attempt }
      if (state.status === 'waiting') return connectTo(state, instance)
      // Closed because the instance went through a run-state change (a reboot): reconnect.
      if (state.status === 'disconnected' && instance.timeRunStateUpdated !== state.since)
        return connectTo(state, instance)
      // A change seen while the socket lives (reboot finished) is not a reason to reconnect.
      if (socketWanted(state) && instance.timeRunStateUpdated !== state.since)
        return { ...state, since: instance.timeRunStateUpdated }
      return state
    }
    case 'open':
      return state.status === 'connecting' ? { ...state, status: 'connected' } : state
    case 'close': {
      if (state.status !== 'connecting' && state.status !== 'connected') return state
      const opened = state.status === 'connected'
      return {
        ...state,
        status: opened ? 'disconnected' : 'error',
        reason: closeReason(event.code, event.reason, opened),
      }
    }
    case 'reconnect': {
      if (state.status !== 'disconnected' && state.status !== 'error') return state
      if (!instanceCan.serialConsole(event.instance))
        return { status: 'waiting', attempt: state.attempt }
      return connectTo(state, event.instance)
    }
  }
}

/** Whether the socket of this state is open (or opening). */
export const socketWanted = (s: ConnectionState) =>
  s.status === 'connecting' || s.status === 'connected'

/** How much console history to replay on connect: 256 KiB. */
export const REPLAY_BYTES = 256 * 1024

/**
 * The stream's websocket URL for a page at `origin`: wss on https, ws only on plain http
 * (nexus.json: GET /v1/instances/{instance}/serial-console/stream, query project, most_recent);
 * without `replay`, no history (a reconnect into a terminal that kept its scrollback).
 */
export function streamUrl(origin: string, project: string, instance: string, replay = true) {
  const url = new URL(`/v1/instances/${encodeURIComponent(instance)}/serial-console/stream`, origin)
  url.protocol = url.protocol === 'http:' ? 'ws:' : 'wss:'
  url.searchParams.set('project', project)
  url.searchParams.set('most_recent', String(replay ? REPLAY_BYTES : 0))
  return url.toString()
}
