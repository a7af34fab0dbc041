// The websocket behind the terminal: one per connection attempt, opened only while the state
// machine wants one (and the terminal is there to show it), closed as soon as it does not.
// Output goes to the terminal's batcher; keystrokes go out as binary frames, as typed.
// A new socket replays the console's recent history into a cleared terminal; with
// `keepScrollback` (a workspace pane) a reconnect keeps what the terminal shows instead, marks
// the gap with a line, and asks for no replay (which would print it all twice).
import { useCallback, useEffect, useEffectEvent, useRef, type Dispatch } from 'react'
import { sessionEnding } from '@/api/session-gate'
import { streamUrl, type ConnectionEvent } from './connection-state'
import type { TerminalHandle } from './terminal-view'

/** The platform's close code for a socket it refused as unauthenticated (the 401 of sockets). */
export const CLOSE_UNAUTHORIZED = 4401

/** Written into a kept terminal where a new connection starts. */
export const RECONNECTED_LINE = '\r\n\x1b[2m── reconnected ──\x1b[0m\r\n'

const encoder = new TextEncoder()

export function useSerialSocket({
  project,
  instance,
  attempt,
  wanted,
  terminal,
  dispatch,
  onClosed,
  keepScrollback = false,
  focusOnOpen = true,
}: {
  project: string
  instance: string
  attempt: number
  wanted: boolean
  terminal: TerminalHandle | null
  dispatch: Dispatch<ConnectionEvent>
  /** after the server or the network closed the socket (not when the page closed it) */
  onClosed: () => void
  keepScrollback?: boolean
  focusOnOpen?: boolean
}) {
  const socketRef = useRef<WebSocket | null>(null)
  // The terminal the last socket wrote into: a kept one is not cleared for the next.
  const servedRef = useRef<TerminalHandle | null>(null)
  // What was typed while the socket was still opening: no key is lost.
  const pendingRef = useRef<string[]>([])
  const closed = useEffectEvent(onClosed)
  const key = wanted && terminal ? attempt : null

  useEffect(() => {
    if (key === null || !terminal) return
    const kept = keepScrollback && servedRef.current === terminal
    if (kept) terminal.write(RECONNECTED_LINE)
    else terminal.reset()
    servedRef.current = terminal
    const socket = new WebSocket(streamUrl(window.location.origin, project, instance, !kept))
    socket.binaryType = 'arraybuffer'
    socketRef.current = socket
    const onOpen = () => {
      // Keys typed while the socket was opening go out first, in order.
      for (const data of pendingRef.current.splice(0)) socket.send(encoder.encode(data))
      dispatch({ type: 'open' })
      if (focusOnOpen) terminal.focus()
    }
    const onMessage = (e: MessageEvent) => {
      const data: unknown = e.data
      if (typeof data === 'string' || data instanceof ArrayBuffer || ArrayBuffer.isView(data))
        terminal.write(data)
    }
    const onClose = (e: CloseEvent) => {
      socketRef.current = null
      dispatch({ type: 'close', code: e.code, reason: e.reason })
      // The session ended: the sign-in dialog, and a reconnect once signed in.
      if (e.code === CLOSE_UNAUTHORIZED) sessionEnding()
      closed()
    }
    socket.addEventListener('open', onOpen)
    socket.addEventListener('message', onMessage)
    socket.addEventListener('close', onClose)
    return () => {
      socket.removeEventListener('open', onOpen)
      socket.removeEventListener('message', onMessage)
      socket.removeEventListener('close', onClose)
      socketRef.current = null
      pendingRef.current = []
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN)
        socket.close(1000, 'closed by the console')
    }
  }, [key, project, instance, terminal, dispatch, keepScrollback, focusOnOpen])

  /** Sends typed or pasted input (held while the socket opens); false when there is no socket. */
  const send = useCallback((data: string) => {
    const socket = socketRef.current
    if (socket?.readyState === WebSocket.CONNECTING) {
      pendingRef.current.push(data)
      return true
    }
    if (!socket || socket.readyState !== WebSocket.OPEN) return false
    socket.send(encoder.encode(data))
    return true
  }, [])

  return send
}
