// The console workspace's own state: which pane has the focus, which one is maximised, whether
// broadcast is on and which panes it leaves out, and the handle of each pane's live console
// (its send and its terminal). The panes themselves are the URL's (lib/console-workspace.ts).
import { useCallback, useEffect, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'wouter'
import {
  consolesPath,
  formatPanes,
  inputTargets,
  neighbour,
  paneKey,
  type Direction,
  type PaneRef,
} from '@/lib/console-workspace'
import { setLastWorkspaceAtom } from '@/state/console-workspace'
import { useSetAtom } from '@/state/store'
import type { TerminalHandle } from '../serial-console/terminal-view'

/** What the workspace can do with a pane's console. */
export type PaneHandle = {
  send: (data: string) => boolean
  terminal: TerminalHandle | null
}

const paneElement = (key: string) =>
  document.querySelector<HTMLElement>(`[data-pane="${CSS.escape(key)}"]`)

export function useWorkspace(panes: PaneRef[], focusParam: string | null = null) {
  const [, navigate] = useLocation()
  const keys = useMemo(() => panes.map(paneKey), [panes])
  // Typing starts in the pane the URL names, else in pane 1, however the page was reached; once
  // that pane's terminal has taken focus, again only when the URL names another.
  const wanted = focusParam !== null && keys.includes(focusParam) ? focusParam : (keys[0] ?? null)
  const [focusTakenFor, setFocusTakenFor] = useState<string | null | undefined>(undefined)
  const initialFocus = focusTakenFor === focusParam ? null : wanted
  const [focusedKey, setFocusedKey] = useState<string | null>(null)
  const [maximised, setMaximised] = useState<string | null>(null)
  const [broadcast, setBroadcast] = useState(false)
  const [unmarked, setUnmarked] = useState<ReadonlySet<string>>(new Set())
  // One map for the workspace's life; panes add and remove their handles (effects, events).
  const [handles] = useState(() => new Map<string, PaneHandle>())

  const remember = useSetAtom(setLastWorkspaceAtom)
  const layout = formatPanes(panes)
  useEffect(() => remember(layout), [layout, remember])

  // A closed pane's key may linger: the focus falls back to the pane typing starts in.
  const focused =
    focusedKey !== null && keys.includes(focusedKey) && initialFocus === null
      ? focusedKey
      : (initialFocus ?? wanted)
  const focusedIndex = focused === null ? -1 : keys.indexOf(focused)
  const marked = (key: string) => !unmarked.has(key)
  const receivers = keys.filter(marked)

  /** Focus goes to pane `index`'s frame (pane keys apply there), not into its terminal. */
  const focusPane = useCallback(
    (index: number) => {
      const key = keys[index]
      if (key === undefined) return false
      setFocusedKey(key)
      const el = paneElement(key)
      if (el && !el.hidden) el.focus()
      else {
        // A maximised workspace shows the pane moved to instead, then focuses it.
        flushSync(() => setMaximised((m) => (m === null ? null : key)))
        paneElement(key)?.focus()
      }
      return true
    },
    [keys],
  )

  return {
    panes,
    keys,
    focused,
    focusedIndex,
    maximised: maximised !== null && keys.includes(maximised) ? maximised : null,
    broadcast,
    receivers,
    marked,
    handles: handles,
    setFocusedKey,
    /** the pane whose terminal takes focus as soon as it exists (null once it has) */
    initialFocus,
    /** that terminal has focus now */
    focusTaken: () => setFocusTakenFor(focusParam),
    focusPane,
    move: (direction: Direction) =>
      focusPane(neighbour(Math.max(0, focusedIndex), direction, keys.length)),
    /** Into the focused pane's terminal. */
    enter: () => {
      const terminal = focused === null ? null : handles.get(focused)?.terminal
      terminal?.focus()
      return terminal !== null && terminal !== undefined
    },
    toggleMaximise: (key = focused) => {
      if (key === null) return
      setMaximised((m) => (m === key ? null : key))
      setFocusedKey(key)
    },
    close: (key = focused) => {
      if (key === null) return
      handles.delete(key)
      navigate(consolesPath(panes.filter((p) => paneKey(p) !== key)))
    },
    toggleBroadcast: () => setBroadcast((b) => !b),
    toggleMark: (key: string) =>
      setUnmarked((u) => {
        const next = new Set(u)
        if (next.has(key)) next.delete(key)
        else next.add(key)
        return next
      }),
    /**
     * What a pane's terminal produced (typed keys, a paste): to that pane; with broadcast on and
     * that pane marked, to every marked pane, each exactly once, in pane order. An unmarked
     * pane is out of the broadcast both ways: what is typed in it stays in it.
     */
    input: (from: string, data: string) => {
      const targets = inputTargets(keys, from, broadcast, marked)
      let sent = false
      for (const key of targets) sent = (handles.get(key)?.send(data) ?? false) || sent
      return sent
    },
  }
}

export type Workspace = ReturnType<typeof useWorkspace>
