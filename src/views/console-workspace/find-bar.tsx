// Find in output: a text searched in the scrollback of the focused pane or of every pane, with
// next/previous (Enter, Shift+Enter) and every match highlighted; Esc closes it and clears the
// highlights.
import { useState } from 'react'
import { Button } from '../ui/button'
import type { FindResult } from '../serial-console/terminal-view'
import type { Workspace } from './use-workspace'

export type FindScope = 'focused' | 'all'

/** Runs one step of a find on the panes of `scope`; the summary line. */
export function findIn(ws: Workspace, text: string, scope: FindScope, back: boolean): string {
  const keys = scope === 'all' ? ws.keys : ws.focused ? [ws.focused] : []
  const found: { key: string; result: FindResult }[] = []
  for (const key of keys) {
    const terminal = ws.handles.get(key)?.terminal
    if (terminal) found.push({ key, result: terminal.find(text, back ? 'previous' : 'next') })
  }
  const hits = found.filter((f) => f.result.found)
  if (!hits.length) return `No match for "${text}"`
  const count = hits.reduce((n, f) => n + Math.max(f.result.count, 1), 0)
  const panes = hits.map((f) => f.key.split('/')[1]).join(', ')
  const [one] = hits
  if (hits.length === 1 && one && one.result.index >= 0)
    return `${one.result.index + 1} of ${one.result.count} in ${panes}`
  return `${count} ${count === 1 ? 'match' : 'matches'} in ${panes}`
}

export function clearFind(ws: Workspace) {
  for (const key of ws.keys) ws.handles.get(key)?.terminal?.clearFind()
}

type FindBarProps = {
  ws: Workspace
  /** the text and scope of each find, for `n` / `N` after the bar has closed */
  onFind: (find: { text: string; scope: FindScope }) => void
  onClose: () => void
}

export function FindBar({ ws, onFind, onClose }: FindBarProps) {
  const [text, setText] = useState('')
  const [scope, setScope] = useState<FindScope>('focused')
  const [summary, setSummary] = useState('')
  const run = (back: boolean) => {
    if (!text) return setSummary('Type the text to find')
    onFind({ text, scope })
    setSummary(findIn(ws, text, scope, back))
  }
  const close = () => {
    clearFind(ws)
    onClose()
  }
  return (
    <search className="find-bar" aria-label="Find in output">
      <input
        className="input"
        aria-label="Find in output"
        placeholder="find in output"
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            run(e.shiftKey)
          } else if (e.key === 'Escape') {
            e.preventDefault()
            e.stopPropagation()
            close()
          }
        }}
      />
      <label className="find-scope">
        <input
          type="checkbox"
          checked={scope === 'all'}
          onChange={(e) => setScope(e.target.checked ? 'all' : 'focused')}
        />
        all panes
      </label>
      <Button size="sm" variant="ghost" onClick={() => run(true)}>
        Previous
      </Button>
      <Button size="sm" onClick={() => run(false)}>
        Next
      </Button>
      <span role="status" className="dim">
        {summary}
      </span>
      <Button size="sm" variant="ghost" onClick={close} aria-label="Close find">
        ×
      </Button>
    </search>
  )
}
