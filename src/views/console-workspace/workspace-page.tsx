// The console workspace: /consoles?i=PROJECT/INSTANCE,... tiles up to nine live serial
// consoles (1 full, 2 side by side, 2x2, 3x2, 3x3), each the single console page's terminal on
// its own websocket. The URL is the layout, so reload, back/forward and a shared link restore
// it. Broadcast sends what is typed in one pane to every marked pane; a coloured bar says so.
import { useEffect, useMemo, useRef, useState } from 'react'
import { useSearch } from 'wouter'
import {
  FOCUS_PARAM,
  gridOf,
  MAX_PANES,
  paneKey,
  PANES_PARAM,
  parsePanes,
} from '@/lib/console-workspace'
import { setFocusHome } from '../palette/palette-focus'
import { KeyCombo } from '../ui/kbd'
import { Button } from '../ui/button'
import { useRegisterCommands } from '../use-command'
import { ConsolePane } from './console-pane'
import { FindBar, findIn, type FindScope } from './find-bar'
import { useWorkspace } from './use-workspace'
import { workspaceKeyCommands } from './workspace-keys'
import '../serial-console/serial-console.css'
import './workspace.css'

function EmptyWorkspace() {
  return (
    <div className="serial-notice">
      <p>No consoles open.</p>
      <p className="dim">
        Select instances (<KeyCombo binding="x" />) and run <strong>Open consoles</strong>, or type{' '}
        <code>console add NAME</code> in the palette (<KeyCombo binding="mod+k" />
        ). Up to {MAX_PANES} panes; the address of this page is the layout.
      </p>
    </div>
  )
}

export function ConsoleWorkspacePage() {
  const search = useSearch()
  const value = new URLSearchParams(search).get(PANES_PARAM)
  const focus = new URLSearchParams(search).get(FOCUS_PARAM)
  const { panes, problems } = useMemo(() => parsePanes(value), [value])
  const ws = useWorkspace(panes, focus)
  const [findOpen, setFindOpen] = useState(false)
  const [lastFind, setLastFind] = useState<{ text: string; scope: FindScope } | null>(null)
  const find = {
    open: () => setFindOpen(true),
    step: (back: boolean) => (lastFind ? findIn(ws, lastFind.text, lastFind.scope, back) : null),
  }
  const latest = useRef({ ws, find })
  useEffect(() => {
    latest.current = { ws, find }
  })
  useRegisterCommands(() => workspaceKeyCommands(() => latest.current), [])
  // Focus with nowhere to go back to (the palette closing over a page it replaced): the terminal.
  useEffect(() => setFocusHome(() => latest.current.ws.enter()), [])
  const { cols, rows } = gridOf(ws.maximised ? 1 : panes.length)

  return (
    <div className={ws.broadcast ? 'console-workspace workspace-broadcast' : 'console-workspace'}>
      <header className="serial-header">
        <h1 className="workspace-title">Consoles</h1>
        <span className="dim num">
          {panes.length} of {MAX_PANES} panes
        </span>
        <span className="serial-keys dim" aria-label="Workspace keys">
          <KeyCombo binding="ctrl+]" /> pane keys · <KeyCombo binding="b" /> broadcast ·{' '}
          <KeyCombo binding="shift+/" /> all keys
        </span>
        <span className="serial-spacer" />
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setFindOpen(true)}
          disabled={!panes.length}
        >
          Find
        </Button>
        <Button
          size="sm"
          variant={ws.broadcast ? 'primary' : 'secondary'}
          aria-pressed={ws.broadcast}
          onClick={ws.toggleBroadcast}
          disabled={!panes.length}
        >
          Broadcast
        </Button>
      </header>
      {ws.broadcast && (
        <div className="broadcast-bar" role="status">
          <strong>BROADCAST ON</strong> · typing goes to {ws.receivers.length} of {panes.length}{' '}
          panes
          {ws.focused !== null &&
            !ws.marked(ws.focused) &&
            ' (not from the focused pane: it is left out)'}{' '}
          · <KeyCombo binding="b" /> (after <KeyCombo binding="ctrl+]" />) turns it off
        </div>
      )}
      {problems.length > 0 && (
        <div className="workspace-problems" role="alert">
          Left out of the layout: {problems.join('; ')}
        </div>
      )}
      {findOpen && (
        <FindBar
          ws={ws}
          onFind={setLastFind}
          onClose={() => {
            setFindOpen(false)
            ws.focusPane(Math.max(0, ws.focusedIndex))
          }}
        />
      )}
      {panes.length === 0 ? (
        <EmptyWorkspace />
      ) : (
        <div
          className="workspace-grid"
          style={{
            gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
            gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
          }}
        >
          {panes.map((pane, index) => (
            <ConsolePane
              key={paneKey(pane)}
              pane={pane}
              paneKey={paneKey(pane)}
              index={index}
              ws={ws}
            />
          ))}
        </div>
      )}
    </div>
  )
}
