// One pane of the console workspace: its instance (polled: faster while it is busy, so a start
// or a reboot is followed), and the same console as the single page (connection, terminal,
// frame batching) with the pane's options: scrollback kept across drops, reconnect with
// backoff, no focus grab. An instance that cannot be read says so in its pane, and only there.
import { useEffect } from 'react'
import { focusIsFree } from '../palette/palette-focus'
import { isBusy } from '@/api/capabilities'
import type { Instance } from '@/api/generated/schemas'
import { instanceView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import type { PaneRef } from '@/lib/console-workspace'
import { serialFontSizeAtom } from '@/state/preferences'
import { useAtomValue } from '@/state/store'
import { Button } from '../ui/button'
import { Skeleton } from '../ui/skeleton'
import { ConsoleBody } from '../serial-console/console-body'
import { useConsoleConnection } from '../serial-console/use-console-connection'
import { PaneHeader } from './pane-header'
import type { Workspace } from './use-workspace'

/**
 * How often a pane re-reads its instance for a while after it moves into a transient state; what
 * others do to it comes through the change feed.
 */
const BUSY_POLL_MS = 1000

type Props = { pane: PaneRef; paneKey: string; index: number; ws: Workspace }

function PaneConsole({ pane, paneKey, index, ws, instance }: Props & { instance: Instance }) {
  const connection = useConsoleConnection({
    project: pane.project,
    instance,
    keepScrollback: true,
    autoRetry: true,
    focusOnOpen: false,
  })
  const { state, send, terminal, closed, reconnect } = connection
  const { handles, initialFocus, focusTaken } = ws
  useEffect(() => {
    handles.set(paneKey, { send, terminal })
    return () => void handles.delete(paneKey)
  }, [handles, paneKey, send, terminal])
  // The pane typing starts in: its terminal takes focus the moment it exists (keys typed before
  // its socket opens are held for it), from nowhere or from another pane (`console add` from
  // pane 1 types on in the pane it added), never from a field or dialog the user has opened
  // meanwhile; the palette, if open, gives it back here when it closes (setFocusHome).
  const takesFocus = initialFocus === paneKey
  useEffect(() => {
    if (!takesFocus || !terminal) return
    if (focusIsFree() || document.activeElement?.closest('[data-pane]')) terminal.focus()
    focusTaken()
  }, [takesFocus, terminal, focusTaken])
  const fontSize = useAtomValue(serialFontSizeAtom)
  const onInput = (data: string) => {
    if (!ws.input(paneKey, data) && closed && data === '\r') reconnect()
  }
  return (
    <>
      <PaneHeader
        pane={pane}
        paneKey={paneKey}
        index={index}
        ws={ws}
        instance={instance}
        status={state.status}
      />
      <ConsoleBody
        project={pane.project}
        instance={instance}
        connection={connection}
        fontSize={fontSize}
        onInput={onInput}
        pane
      />
    </>
  )
}

export function ConsolePane(props: Props) {
  const { pane, paneKey, index, ws } = props
  const { data, error } = useApiQuery(
    instanceView,
    { path: { instance: pane.instance }, query: { project: pane.project } },
    { moving: (i) => (isBusy(i.runState) ? i.runState : ''), fastMs: BUSY_POLL_MS },
  )
  const focused = ws.focused === paneKey
  const hidden = ws.maximised !== null && ws.maximised !== paneKey
  const classes = [
    'console-pane',
    focused ? 'console-pane-focused' : '',
    ws.broadcast && ws.marked(paneKey) ? 'console-pane-broadcast' : '',
  ]
  return (
    <section
      className={classes.filter(Boolean).join(' ')}
      aria-label={`Console of ${pane.instance} in ${pane.project}`}
      data-pane={paneKey}
      tabIndex={-1}
      hidden={hidden}
      onFocus={() => ws.setFocusedKey(paneKey)}
    >
      {data ? (
        <PaneConsole {...props} instance={data} />
      ) : (
        <>
          <PaneHeader pane={pane} paneKey={paneKey} index={index} ws={ws} />
          {error ? (
            <div className="serial-notice" role="alert">
              <p>
                Cannot open the console of {pane.instance} in {pane.project}: {error.message}
              </p>
              <Button size="sm" onClick={() => ws.close(paneKey)}>
                Close pane
              </Button>
            </div>
          ) : (
            <Skeleton lines={4} label={`Loading ${pane.instance}`} />
          )}
        </>
      )}
    </section>
  )
}
