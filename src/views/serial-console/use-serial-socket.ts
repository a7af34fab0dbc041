// The websocket behind the terminal: one per connection attempt, opened only while the state
// machine wants one (and the terminal is there to show it), closed as soon as it does not.
// Output goes to the terminal's batcher; keystrokes go out as binary frames, as typed.
import { useCallback, useEffect, useEffectEvent, useRef, type Dispatch } from 'react'
import type { ConnectionEvent } from './connection-state'
import type { TerminalHandle } from './terminal-view'

const encoder = new TextEncoder()

export function useSerialSocket({
  url,
  attempt,
  wanted,
  terminal,
  dispatch,
  onClosed,
}: {
  url: string
  attempt: number
  wanted: boolean
  terminal: TerminalHandle | null
  dispatch: Dispatch<ConnectionEvent>
  /** after the server or the network closed the socket (not when the page closed it) */
  onClosed: () => void
}) {
  const socketRef = useRef<WebSocket | null>(null)
  const closed = useEffectEvent(onClosed)
  const key = wanted && terminal ? attempt : null

  useEffect(() => {
    if (key === null || !terminal) return
    terminal.reset()
    const socket = new WebSocket(url)
    socket.binaryType = 'arraybuffer'
    socketRef.current = socket
    const onOpen = () => {
      dispatch({ type: 'open' })
      terminal.focus()
    }
    const onMessage = (e: MessageEvent) => {
      const data: unknown = e.data
      if (typeof data === 'string' || data instanceof ArrayBuffer || ArrayBuffer.isView(data))
        terminal.write(data)
    }
    const onClose = (e: CloseEvent) => {
      socketRef.current = null
      dispatch({ type: 'close', code: e.code, reason: e.reason })
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
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN)
        socket.close(1000, 'closed by the console')
    }
  }, [key, url, terminal, dispatch])

  /** Sends typed or pasted input; false when there is no open socket to take it. */
  const send = useCallback((data: string) => {
    const socket = socketRef.current
    if (!socket || socket.readyState !== WebSocket.OPEN) return false
    socket.send(encoder.encode(data))
    return true
  }, [])

  return send
}
