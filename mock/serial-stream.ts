// The serial console stream of the mock, whatever carries it: MSW's `ws.link` in the page
// (serial-console.ts) or a real WebSocket of the HTTP server (mock/server). Only instances in a
// state with a console (the shared capability table) accept a connection; others are closed with
// the reason. On connect the end of the instance's console buffer is replayed (`most_recent`
// bytes) after the greeting, which arrives after 1 second, as the spec asks. Everything goes out as
// binary frames, like Nexus. A connection follows its instance: a reboot or stop closes it, and
// a reboot that completes prints the boot log to whoever reconnected meanwhile.
import { instanceCan } from '@/api/capabilities'
import { MOCK_GREETING_MS } from '@/lib/constants'
import { MockApiError } from './db/errors'
import { find } from './db/lookup'
import { getDb } from './db/store'
import { advanceTransitions } from './db/transitions'
import { currentActor } from './msw/session'
import { guestFacts, type GuestFacts } from './serial-guest'
import {
  bootLog,
  consoleHistory,
  floodFrames,
  greeting,
  prompt,
  SerialSession,
} from './serial-session'

/** One client of the stream, as the transport that carries it presents it. */
export type ConsoleClient = {
  /** the URL the client connected to (query: `project`, `most_recent`) */
  url: URL
  send(data: ArrayBuffer): void
  close(code: number, reason: string): void
  onMessage(fn: (data: unknown) => void): void
  onClose(fn: () => void): void
}

/** Close codes in the application range (RFC 6455 4000-4999). */
const CLOSE_UNAUTHORIZED = 4401
const CLOSE_NOT_FOUND = 4404
const CLOSE_NOT_RUNNING = 4409
/** The instance left the state it was connected in (reboot, stop, delete). */
const CLOSE_STATE_CHANGED = 4410

/** How much of each instance's console output the mock keeps, like the server's buffer. */
const BUFFER_CHARS = 1024 * 1024
/** How often a connection looks at its instance's run state. */
const WATCH_MS = 250
/** A flood goes out in bursts of this many frames, with a pause between bursts. */
const BURST_FRAMES = 32
const BURST_GAP_MS = 15

const decoder = new TextDecoder()
const encoder = new TextEncoder()
const text = (data: unknown) =>
  typeof data === 'string'
    ? data
    : data instanceof ArrayBuffer
      ? decoder.decode(data)
      : ArrayBuffer.isView(data)
        ? decoder.decode(data)
        : ''

/**
 * Resolves in a task of its own, with no timer clamping: a real socket delivers each frame as its
 * own task, while the mock's sends would otherwise all land in one (as microtasks).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

// Console output per instance id, shared by every connection to it. Kept as the pieces that
// arrived (joined only when a connection replays them): re-slicing one big string per frame
// would cost a megabyte copy per frame during a flood.
type Buffer = { pieces: string[]; size: number }
const buffers = new Map<string, Buffer>()

function bufferFor(id: string, guest: GuestFacts): Buffer {
  let b = buffers.get(id)
  if (!b) {
    const history = consoleHistory(guest)
    b = { pieces: [history], size: history.length }
    buffers.set(id, b)
  }
  return b
}

function append(id: string, guest: GuestFacts, out: string) {
  const b = bufferFor(id, guest)
  b.pieces.push(out)
  b.size += out.length
  // Drop whole pieces that fall out of the kept window.
  while (b.pieces.length > 1 && b.size - (b.pieces[0] as string).length >= BUFFER_CHARS)
    b.size -= (b.pieces.shift() as string).length
}

/** The last `n` characters of the instance's console output. */
const tail = (id: string, guest: GuestFacts, n: number) =>
  bufferFor(id, guest).pieces.join('').slice(-n)

/** Serve one connection to `/v1/instances/{instance}/serial-console/stream`. */
export function serveSerialConsole(client: ConsoleClient, instanceParam: string) {
  const db = getDb()
  advanceTransitions(db)
  const actor = currentActor(db)
  if (!actor) return client.close(CLOSE_UNAUTHORIZED, 'credentials missing or invalid')
  const project = client.url.searchParams.get('project') ?? undefined
  let instance
  try {
    instance = find.instance({ db, actor }, { value: instanceParam, project })
  } catch (e) {
    return client.close(
      CLOSE_NOT_FOUND,
      e instanceof MockApiError ? e.message : 'instance not found',
    )
  }
  if (!instanceCan.serialConsole({ runState: instance.run_state })) {
    return client.close(
      CLOSE_NOT_RUNNING,
      `instance ${instance.name} is ${instance.run_state}; the serial console needs a running instance`,
    )
  }
  const { id, name, hostname: host } = instance
  // What the guest knows of itself (vCPUs, memory, disks, addresses), as the platform has it now.
  let guest = guestFacts(db, instance)
  let open = true
  // Until the greeting has gone out, output waits behind it: the banner comes first, as a real
  // console's does, then the replayed history (ending at the prompt), echoes and the rest.
  let greeted = false
  const waiting: string[] = []
  const send = (out: string) => {
    if (!open || !out) return
    if (!greeted) return void waiting.push(out)
    // An ArrayBuffer, as a binary frame reaches a socket whose binaryType is arraybuffer.
    client.send(encoder.encode(out).buffer as ArrayBuffer)
  }
  // Guest output: kept in the buffer for later connections, and sent.
  const emit = (out: string) => {
    if (!out) return
    append(id, guest, out)
    send(out)
  }

  const mostRecent = Number(client.url.searchParams.get('most_recent') ?? '0')
  if (Number.isFinite(mostRecent) && mostRecent > 0) send(tail(id, guest, mostRecent))

  const flood = async (mb: number) => {
    let inBurst = 0
    for (const frame of floodFrames(mb)) {
      if (!open) return
      emit(frame)
      if (++inBurst === BURST_FRAMES) {
        inBurst = 0
        await new Promise((r) => setTimeout(r, BURST_GAP_MS))
      } else await nextTask()
    }
    emit(prompt(host))
  }
  const session = new SerialSession(guest, {
    onFlood: (mb) => void flood(mb),
    // After the echo of the line has gone out.
    onHangup: () => setTimeout(() => client.close(1000, 'the guest hung up the line'), 50),
  })

  let state = instance.run_state
  const watch = setInterval(() => {
    advanceTransitions(db)
    const now = db.instances.find((i) => i.id === id)?.run_state ?? 'destroyed'
    if (now === state) return
    const was = state
    state = now
    if (now === 'rebooting' || !instanceCan.serialConsole({ runState: now })) {
      emit(`\r\n[${host}] ${now === 'rebooting' ? 'reboot requested' : `instance is ${now}`}\r\n`)
      open = false
      clearInterval(watch)
      client.close(CLOSE_STATE_CHANGED, `instance ${name} is ${now}`)
    } else if (was === 'rebooting' && now === 'running') {
      const current = db.instances.find((i) => i.id === id)
      if (current) guest = guestFacts(db, current)
      emit(bootLog(guest) + '\r\n' + prompt(host))
    }
  }, WATCH_MS)

  // The banner, then what waited behind it; with no history asked for, a prompt to type at.
  const timer = setTimeout(() => {
    greeted = true
    const after = waiting.splice(0).join('')
    send(greeting(name) + (after || prompt(host)))
  }, MOCK_GREETING_MS)
  client.onMessage((data) => emit(session.input(text(data))))
  client.onClose(() => {
    open = false
    clearTimeout(timer)
    clearInterval(watch)
  })
}
