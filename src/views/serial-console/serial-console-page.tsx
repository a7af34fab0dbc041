// The serial console route: a full-height terminal on the instance's console stream, with a
// slim header. The instance is polled while it is busy, so a starting instance connects once it
// runs and a rebooting one is followed; an instance outside the console states shows why and,
// when it can be started, the start command. With `?popout=1` it renders alone over the window
// (the pop-out command opens it like that in a window of its own).
import { useCallback, useEffect, useReducer, useState } from 'react'
import { createPortal } from 'react-dom'
import { useSWRConfig } from 'swr'
import { useSearch } from 'wouter'
import { instanceCan } from '@/api/capabilities'
import type { Instance } from '@/api/generated/schemas'
import { instanceView } from '@/api/generated/operations'
import { invalidate, useApiQuery } from '@/api/hooks'
import { POPOUT_FLAG } from '@/commands/serial-console'
import { serialFontSizeAtom } from '@/state/preferences'
import { useAtomValue } from '@/state/store'
import { CommandButton } from '../command-button'
import { useRegisterCommands } from '../use-command'
import { consoleKeyCommands } from './console-keys'
import { useInstance, useInstanceParams } from '../pages/instance/use-instance'
import { StateBadge } from '../ui/badge'
import { Button } from '../ui/button'
import { Skeleton } from '../ui/skeleton'
import { ConsoleHeader } from './console-header'
import {
  connectionReducer,
  initialConnection,
  socketWanted,
  streamUrl,
  type InstanceSnapshot,
} from './connection-state'
import { TerminalView, type TerminalHandle, type TerminalSize } from './terminal-view'
import { useSerialSocket } from './use-serial-socket'
import './serial-console.css'

/** How often a connected console re-reads its instance's run state. */
const CONNECTED_POLL_MS = 5000

export const NOT_RUNNING_MESSAGE =
  'You can only connect to the serial console on a running instance'

function NotRunning({ project, instance }: { project: string; instance: Instance }) {
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

const snapshotOf = (i: Instance): InstanceSnapshot => ({
  runState: i.runState,
  timeRunStateUpdated: new Date(i.timeRunStateUpdated).toISOString(),
})

function SerialConsole({
  project,
  instance,
  popout,
}: {
  project: string
  instance: Instance
  popout: boolean
}) {
  const snapshot = snapshotOf(instance)
  const [state, dispatch] = useReducer(connectionReducer, snapshot, initialConnection)
  const { runState, timeRunStateUpdated } = snapshot
  useEffect(
    () => dispatch({ type: 'instance', instance: { runState, timeRunStateUpdated } }),
    [runState, timeRunStateUpdated],
  )
  // While a socket is open, keep looking at the instance (same cache entry as the page's
  // query): a stream that outlives its instance must not keep saying "connected".
  const route = useInstanceParams()
  useApiQuery(
    instanceView,
    { path: { instance: route.instance }, query: { project: route.project } },
    { refreshInterval: socketWanted(state) ? CONNECTED_POLL_MS : 0 },
  )
  const [terminal, setTerminal] = useState<TerminalHandle | null>(null)
  const [size, setSize] = useState<TerminalSize | null>(null)
  const fontSize = useAtomValue(serialFontSizeAtom)
  const { mutate } = useSWRConfig()
  // A closed socket may mean the instance changed state (reboot, stop): look at it now.
  const refresh = useCallback(() => void invalidate(mutate, instanceView), [mutate])
  const send = useSerialSocket({
    url: streamUrl(window.location.origin, project, instance.name),
    attempt: state.attempt,
    wanted: socketWanted(state),
    terminal,
    dispatch,
    onClosed: refresh,
  })
  useRegisterCommands(() => consoleKeyCommands(send, terminal), [send, terminal])
  const reconnect = () => dispatch({ type: 'reconnect', instance: snapshot })
  const closed = state.status === 'disconnected' || state.status === 'error'
  const onInput = (data: string) => {
    if (send(data)) return
    if (closed && data === '\r') reconnect()
  }

  return (
    <div className={popout ? 'serial-console serial-popout' : 'serial-console'}>
      <ConsoleHeader
        project={project}
        instance={instance}
        status={state.status}
        size={size}
        popout={popout}
        terminal={terminal}
        send={send}
      />
      {state.status === 'waiting' ? (
        <NotRunning project={project} instance={instance} />
      ) : (
        <div className="serial-body">
          <TerminalView
            fontSize={fontSize}
            onInput={onInput}
            onResize={setSize}
            onReady={setTerminal}
          />
          {state.status === 'connecting' && (
            <div className="serial-overlay">
              <Skeleton lines={10} label="Connecting to the serial console" />
            </div>
          )}
          {closed && (
            <div className="serial-banner" role="alert">
              <span>
                {state.status === 'error' ? 'Error: ' : 'Disconnected: '}
                {state.reason}
              </span>
              <Button size="sm" variant="primary" onClick={reconnect}>
                Reconnect
              </Button>
              <span className="dim">or press Enter in the terminal</span>
            </div>
          )}
        </div>
      )}
    </div>
  )
}

/** Hides the console's own chrome from the keyboard while the pop-out covers it. */
function usePopoutWindow(popout: boolean, instance: string) {
  useEffect(() => {
    if (!popout) return
    const shell = document.querySelector('.shell')
    shell?.setAttribute('inert', '')
    const title = document.title
    document.title = `${instance} · serial console`
    return () => {
      shell?.removeAttribute('inert')
      document.title = title
    }
  }, [popout, instance])
}

export function SerialConsolePage() {
  const { project, instance } = useInstance()
  const popout = new URLSearchParams(useSearch()).get(POPOUT_FLAG) === '1'
  usePopoutWindow(popout, instance.name)
  const console_ = (
    <SerialConsole key={instance.id} project={project} instance={instance} popout={popout} />
  )
  return popout ? createPortal(console_, document.body) : console_
}
