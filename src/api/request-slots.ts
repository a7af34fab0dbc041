// One bound for the reads the console makes on its own behalf (the palette's resource index, its
// exact-name lookups, a table filter reading further pages): at most MAX_IN_FLIGHT at once from
// this tab, so a busy rack is not flooded by one browser. The page's own queries (the table on
// screen, a detail page) are not counted: they are what the user is waiting for.
// Background work (the index) never takes the last slot, so a lookup the user is waiting for
// starts at once even while the index streams in; urgent work also goes first in the queue.

/** The most requests in flight from the index, the lookups and the filter together. */
export const MAX_IN_FLIGHT = 4

type Waiter = { start: () => void; urgent: boolean }

let inFlight = 0
let peak = 0
const queue: Waiter[] = []

const canStart = (urgent: boolean) => inFlight < (urgent ? MAX_IN_FLIGHT : MAX_IN_FLIGHT - 1)

function pump() {
  for (let i = 0; i < queue.length;) {
    const w = queue[i]!
    if (!canStart(w.urgent)) {
      i++
      continue
    }
    queue.splice(i, 1)
    w.start()
  }
}

export type SlotOptions = {
  /** the user waits for this one (an exact-name lookup, the filter); else background */
  urgent?: boolean
  /** gives up the place in the queue (and the request, if `run` passes it on) */
  signal?: AbortSignal
}

const aborted = () => new DOMException('The read was cancelled', 'AbortError')

/** Runs `run` once a slot is free; the slot is freed when its promise settles. */
export function withSlot<T>(run: () => Promise<T>, { urgent = false, signal }: SlotOptions = {}) {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(aborted())
    const waiter: Waiter = {
      urgent,
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
    // Urgent work goes before every background waiter, after the urgent ones already waiting.
    const at = urgent ? queue.findIndex((w) => !w.urgent) : -1
    if (at < 0) queue.push(waiter)
    else queue.splice(at, 0, waiter)
    pump()
  })
}

/** In flight now and the most there ever were at once (the bench and the tests read it). */
export const slotStats = () => ({ inFlight, peak, queued: queue.length })

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError'
