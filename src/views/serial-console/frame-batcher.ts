// Incoming console frames are not written to the terminal one by one: a flood of small frames
// would cost a parse and a render each. They are queued and handed over once per animation
// frame, in pieces of at most `chunkBytes` (xterm yields to the browser between pieces, never
// inside one), and only while the terminal has less than `highWater` bytes still to parse, so
// its own queue stays short and the page keeps answering while megabytes stream in.

export type Frame = string | ArrayBuffer | ArrayBufferView

/** Hands bytes to the terminal; calls `done` once they are parsed. */
export type Sink = (bytes: Uint8Array, done: () => void) => void

/** Runs `cb` before the next paint; returns a cancel function. */
export type Scheduler = (cb: () => void) => () => void

export const animationFrame: Scheduler = (cb) => {
  const id = requestAnimationFrame(cb)
  return () => cancelAnimationFrame(id)
}

export type BatcherOptions = {
  schedule?: Scheduler
  chunkBytes?: number
  highWater?: number
  /** after each parsed piece: every byte parsed so far */
  onProgress?: (parsedBytes: number) => void
}

const encoder = new TextEncoder()

export function frameBytes(frame: Frame): Uint8Array {
  if (typeof frame === 'string') return encoder.encode(frame)
  if (frame instanceof ArrayBuffer) return new Uint8Array(frame)
  return new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength)
}

/** Joins `parts` (each kept whole) into one array. */
function concat(parts: Uint8Array[], total: number): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0]
  const out = new Uint8Array(total)
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.byteLength
  }
  return out
}

export class FrameBatcher {
  private queue: Uint8Array[] = []
  private queued = 0
  private inFlight = 0
  private parsed = 0
  private cancel: (() => void) | undefined
  private disposed = false
  private readonly schedule: Scheduler
  private readonly chunkBytes: number
  private readonly highWater: number

  constructor(
    private readonly sink: Sink,
    private readonly options: BatcherOptions = {},
  ) {
    this.schedule = options.schedule ?? animationFrame
    this.chunkBytes = options.chunkBytes ?? 16 * 1024
    this.highWater = options.highWater ?? 256 * 1024
  }

  /** Bytes received but not yet handed to the terminal. */
  get pending() {
    return this.queued
  }

  /** Bytes the terminal has parsed. */
  get parsedBytes() {
    return this.parsed
  }

  push(frame: Frame) {
    if (this.disposed) return
    const bytes = frameBytes(frame)
    if (bytes.byteLength === 0) return
    this.queue.push(bytes)
    this.queued += bytes.byteLength
    this.request()
  }

  /** Drops what is queued (a new connection replays its own history). */
  clear() {
    this.queue = []
    this.queued = 0
    this.cancel?.()
    this.cancel = undefined
  }

  dispose() {
    this.clear()
    this.disposed = true
  }

  private request() {
    if (this.cancel || this.queued === 0 || this.disposed) return
    this.cancel = this.schedule(() => {
      this.cancel = undefined
      this.flush()
    })
  }

  /** Takes up to `max` bytes off the front of the queue, splitting a frame if needed. */
  private take(max: number): Uint8Array {
    const parts: Uint8Array[] = []
    let total = 0
    while (total < max && this.queue.length > 0) {
      const head = this.queue[0] as Uint8Array
      const room = max - total
      if (head.byteLength <= room) {
        parts.push(head)
        total += head.byteLength
        this.queue.shift()
      } else {
        parts.push(head.subarray(0, room))
        this.queue[0] = head.subarray(room)
        total += room
      }
    }
    this.queued -= total
    return concat(parts, total)
  }

  private flush() {
    while (this.queued > 0 && this.inFlight < this.highWater) {
      const piece = this.take(this.chunkBytes)
      this.inFlight += piece.byteLength
      this.sink(piece, () => {
        this.inFlight -= piece.byteLength
        this.parsed += piece.byteLength
        this.options.onProgress?.(this.parsed)
        // Room again: hand over more on the next frame.
        this.request()
      })
    }
  }
}
