// For a user who may not read the audit log (a silo user), or while the feed cannot read it: the
// visible page reads again what it shows, one query at a time, the least fresh first, each at
// most every POLL_EVERY_MS and one every POLL_GAP_MS at most (30 calls a minute). A list read so
// serves the index too (follow.ts). What is polled: page-keys.ts.
import type { ApiKey } from '@/api/hooks'
import { heldKeys, type HeldKey } from '@/api/live-keys'
import { pageKeys } from './page-keys'
import { readAgain } from './revalidate'

/** How old a query the page shows may get before it is read again. */
export const POLL_EVERY_MS = 7000
/** At most one poll this often. */
export const POLL_GAP_MS = 2000

/** The page's query to read again, if one is due: its main data first, then the least fresh. */
export function nextPoll(held: HeldKey[], now: number): ApiKey | null {
  let best: HeldKey | null = null
  const before = (a: HeldKey, b: HeldKey) =>
    a.role !== b.role ? a.role === 'page' : a.readAt! < b.readAt!
  for (const h of pageKeys(held))
    if (h.readAt !== null && now - h.readAt >= POLL_EVERY_MS && (!best || before(h, best))) best = h
  return best?.key ?? null
}

let timer: ReturnType<typeof setInterval> | null = null
let polledAt = 0

/** When this tab last polled (the index's keeper leaves that tick to it). */
export const lastPollAt = () => polledAt

/** Polls the visible page while `wanted()` (the feed is not live). */
export function startPagePoll(wanted: () => boolean) {
  if (timer) return
  timer = setInterval(() => {
    if (document.hidden || !wanted()) return
    const key = nextPoll(heldKeys(), Date.now())
    if (!key) return
    polledAt = Date.now()
    void readAgain([key])
  }, POLL_GAP_MS)
}

export function stopPagePoll() {
  if (timer) clearInterval(timer)
  timer = null
}
