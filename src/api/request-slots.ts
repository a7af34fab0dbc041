// One bound for the reads the console makes on its own behalf (the palette's resource index, its
// exact-name lookups, a table filter reading further pages): at most MAX_IN_FLIGHT at once from
// this tab, so a busy rack is not flooded by one browser. The page's own queries (the table on
// screen, a detail page) are not counted: they are what the user is waiting for.
// Work waits in order of priority (then of asking). Only what the user asked for takes the last
// slot, so a `#name` lookup or a filter starts at once even while the index streams in.

/** The most requests in flight from the index, the lookups and the filter together. */
export const MAX_IN_FLIGHT = 4
/**
 * What a browser sends at once to one origin over HTTP/1.1: an Enter that looks a name up across
 * the silo (the user waits on it, and says so) may use them all.
 */
export const BROWSER_CONNECTIONS = 6

/** Lower goes first. */
export const PRIORITY = {
  /** what the user asked for and waits on: `#name` lookups, a table filter */
  asked: 0,
  /** the index of where the user is (the current project), which Enter may wait for */
  here: 1,
  /** a bare word's lookups: it may be a name, or a command */
  guess: 2,
  /** the rest of the index */
  background: 3,
} as const
export type Priority = (typeof PRIORITY)[keyof typeof PRIORITY]

type Waiter = { start: () => void; priority: Priority; wide: boolean }

let inFlight = 0
let peak = 0
const queue: Waiter[] = []

const canStart = (w: Waiter) =>
  inFlight <
  (w.wide ? BROWSER_CONNECTIONS : w.priority === PRIORITY.asked ? MAX_IN_FLIGHT : MAX_IN_FLIGHT - 1)

function pump() {
  for (let i = 0; i < queue.length;) {
    const w = queue[i]!
    if (!canStart(w)) {
      i++
      continue
    }
    queue.splice(i, 1)
    w.start()
  }
}

export type SlotOptions = {
  /** background unless given */
  priority?: Priority
  /** gives up the place in the queue (and the request, if `run` passes it on) */
  signal?: AbortSignal
  /** may use every connection the browser has (BROWSER_CONNECTIONS), not only the bound */
  wide?: boolean
}

const aborted = () => new DOMException('The read was cancelled', 'AbortError')

/** Runs `run` once a slot is free; the slot is freed when its promise settles. */
export function withSlot<T>(
  run: () => Promise<T>,
  { priority = PRIORITY.background, signal, wide = false }: SlotOptions = {},
) {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(aborted())
    const waiter: Waiter = {
      priority,
      wide,
      start: () => {
        signal?.removeEventListener('abort', onAbort)
        inFlight++
        peak = Math.max(peak, inFlight)
        run()
          .then(resolve, reject)
          .finally(() => {
            inFlight--
            pump()
          })
      },
    }
    const onAbort = () => {
      const at = queue.indexOf(waiter)
      if (at >= 0) queue.splice(at, 1)
      reject(aborted())
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    // Before every waiter of a lower priority, after those of the same one.
    const at = queue.findIndex((w) => w.priority > priority)
    if (at < 0) queue.push(waiter)
    else queue.splice(at, 0, waiter)
    pump()
  })
}

/** In flight now and the most there ever were at once (the bench and the tests read it). */
export const slotStats = () => ({ inFlight, peak, queued: queue.length })

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError'
