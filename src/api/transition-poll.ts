// What the platform changes by itself (an instance starting -> running, a disk's import
// finishing, a bundle being collected) is in no audit log entry: a query whose data shows
// something in a transient state is read again meanwhile. Fast only for a while after a NEW
// transition shows (a state moved, or another thing started moving), then slowly, as the
// platform's own console does (3 s for 30 s, then every minute): an instance stuck in `starting`
// costs one call a minute, not twenty. A change someone else makes arrives through the live feed
// (src/views/live/), and its read starts a fast while again when it shows a new transition. A
// hidden tab asks nothing; the next tick after it is shown does.
import { useEffect, useRef } from 'react'

export const FAST_MS = 3000
export const FAST_FOR_MS = 30_000
export const SLOW_MS = 60_000

/** How long until the next read, `elapsed` ms after the transition now showing first showed. */
export const nextRead = (elapsed: number, fast = FAST_MS) =>
  elapsed < FAST_FOR_MS ? fast : SLOW_MS

/**
 * Reads again (`revalidate`) while `moving` (what is in transit, each thing with its state; ''
 * when nothing moves) is not empty: fast within FAST_FOR_MS of its last change, slowly after.
 */
export function useTransitionRefresh(moving: string, revalidate: () => unknown, fast = FAST_MS) {
  const read = useRef(revalidate)
  useEffect(() => {
    read.current = revalidate
  })
  useEffect(() => {
    if (!moving) return
    const since = Date.now()
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      timer = setTimeout(
        () => {
          if (typeof document === 'undefined' || !document.hidden) void read.current()
          tick()
        },
        nextRead(Date.now() - since, fast),
      )
    }
    tick()
    return () => clearTimeout(timer)
  }, [moving, fast])
}

/** What moves in a list: each moving row's key and state, in order ('' when none). */
export function movingRows<T>(
  rows: T[],
  key: (row: T) => string,
  state: (row: T) => string | null | false | undefined,
): string {
  const out: string[] = []
  for (const r of rows) {
    const s = state(r)
    if (s) out.push(`${key(r)}:${s}`)
  }
  return out.join(',')
}
