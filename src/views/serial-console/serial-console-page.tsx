// The serial console route: a full-height terminal on the instance's console stream, with a
// slim header. The instance is polled while it is busy, so a starting instance connects once it
// runs and a rebooting one is followed; an instance outside the console states shows why and,
// when it can be started, the start command. With `?popout=1` it renders alone over the window
// (the pop-out command opens it like that in a window of its own).
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { useSearch } from 'wouter'
import type { Instance } from '@/api/generated/schemas'
import { instanceView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { POPOUT_FLAG } from '@/commands/instance/serial-console'
import { serialFontSizeAtom } from '@/state/preferences'
import { useAtomValue } from '@/state/store'
import { useRegisterCommands } from '../use-command'
import { consoleKeyCommands } from './console-keys'
import { useInstance, useInstanceParams } from '../pages/instance/use-instance'
import { ConsoleBody } from './console-body'
import { ConsoleHeader } from './console-header'
import { socketWanted } from './connection-state'
import { useConsoleConnection } from './use-console-connection'
import './serial-console.css'

/** How often a connected console re-reads its instance's run state. */
const CONNECTED_POLL_MS = 5000

function SerialConsole({
  project,
  instance,
  popout,
}: {
  project: string
  instance: Instance
  popout: boolean
}) {
  const connection = useConsoleConnection({ project, instance })
  const { state, terminal, size, send, reconnect, closed } = connection
  // While a socket is open, keep looking at the instance (same cache entry as the page's
  // query): a stream that outlives its instance must not keep saying "connected".
  const route = useInstanceParams()
  useApiQuery(
    instanceView,
    { path: { instance: route.instance }, query: { project: route.project } },
    { refreshInterval: socketWanted(state) ? CONNECTED_POLL_MS : 0 },
  )
  const fontSize = useAtomValue(serialFontSizeAtom)
  useRegisterCommands(() => consoleKeyCommands(send, terminal), [send, terminal])
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
      <ConsoleBody
        project={project}
        instance={instance}
        connection={connection}
        fontSize={fontSize}
        onInput={onInput}
      />
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
