// One serial console connection, as the single console page and each pane of the console
// workspace use it: the connection state machine fed by the instance's run state, the terminal
// handle, the socket, and (for a pane) reconnecting with backoff while the instance runs.
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useSWRConfig } from 'swr'
import { instanceCan } from '@/api/capabilities'
import { onSessionEvent, sessionSnapshot, subscribeSession } from '@/api/session-gate'
import type { Instance } from '@/api/generated/schemas'
import { instanceView } from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import {
  connectionReducer,
  initialConnection,
  socketWanted,
  type InstanceSnapshot,
} from './connection-state'
import type { TerminalHandle, TerminalSize } from './terminal-view'
import { useSerialSocket } from './use-serial-socket'

export const snapshotOf = (i: Instance): InstanceSnapshot => ({
  runState: i.runState,
  timeRunStateUpdated: new Date(i.timeRunStateUpdated).toISOString(),
})

/** The first retry after a drop, doubling up to the longest, reset once a socket opens. */
export const RETRY_FIRST_MS = 1000
export const RETRY_MAX_MS = 16_000

const sessionOpen = () => sessionSnapshot().status === 'open'

/** How long to wait before the `n`th retry in a row (0-based). */
export const retryDelay = (n: number) => Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** n)

type Options = {
  project: string
  instance: Instance
  /** keep the terminal's scrollback across reconnects (a pane) instead of replaying history */
  keepScrollback?: boolean
  /** reconnect by itself, with backoff, after a drop while the instance runs (a pane) */
  autoRetry?: boolean
  /** focus the terminal when its socket opens (the single console page) */
  focusOnOpen?: boolean
}

export function useConsoleConnection({
  project,
  instance,
  keepScrollback = false,
  autoRetry = false,
  focusOnOpen = true,
}: Options) {
  const snapshot = snapshotOf(instance)
  const [state, dispatch] = useReducer(connectionReducer, snapshot, initialConnection)
  const { runState, timeRunStateUpdated } = snapshot
  useEffect(
    () => dispatch({ type: 'instance', instance: { runState, timeRunStateUpdated } }),
    [runState, timeRunStateUpdated],
  )
  const [terminal, setTerminal] = useState<TerminalHandle | null>(null)
  const [size, setSize] = useState<TerminalSize | null>(null)
  const { mutate } = useSWRConfig()
  // A closed socket may mean the instance changed state (reboot, stop): look at it now.
  const refresh = useCallback(() => void invalidate(mutate, instanceView), [mutate])
  const send = useSerialSocket({
    project,
    instance: instance.name,
    attempt: state.attempt,
    wanted: socketWanted(state),
    terminal,
    dispatch,
    onClosed: refresh,
    keepScrollback,
    focusOnOpen,
  })
  const closed = state.status === 'disconnected' || state.status === 'error'
  const reconnect = useCallback(
    () => dispatch({ type: 'reconnect', instance: { runState, timeRunStateUpdated } }),
    [runState, timeRunStateUpdated],
  )

  // Backoff: retries in a row since the last socket that opened.
  const retries = useRef(0)
  useEffect(() => {
    if (state.status === 'connected') retries.current = 0
  }, [state.status])
  // While the session has ended a socket would be refused: the retries wait for the sign-in,
  // which reconnects every closed console at once (the single console page's too).
  const open = useSyncExternalStore(subscribeSession, sessionOpen, sessionOpen)
  const canRetry = autoRetry && closed && open && instanceCan.serialConsole({ runState })
  const onSignedIn = useEffectEvent(() => {
    retries.current = 0
    if (closed) reconnect()
  })
  useEffect(
    () =>
      onSessionEvent((e) => {
        if (e.type === 'resumed') onSignedIn()
      }),
    [],
  )
  useEffect(() => {
    if (!canRetry) return
    const delay = retryDelay(retries.current)
    const timer = setTimeout(() => {
      retries.current += 1
      reconnect()
    }, delay)
    return () => clearTimeout(timer)
  }, [canRetry, state.attempt, reconnect])

  return {
    state,
    terminal,
    setTerminal,
    size,
    setSize,
    send,
    reconnect,
    closed,
    retrying: canRetry,
  }
}

export type ConsoleConnection = ReturnType<typeof useConsoleConnection>
