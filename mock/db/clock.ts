// The mock's notion of time. Real time by default; tests freeze it and step it forward so the
// instance state machine is deterministic (see transitions.ts).
let frozenAt: number | null = null

export const clock = {
  /** Milliseconds since the epoch, frozen or real. */
  now: (): number => frozenAt ?? Date.now(),
  /** The current time as the ISO string the wire uses. */
  iso: (): string => new Date(frozenAt ?? Date.now()).toISOString(),
}

/** Stop the clock at `at` (default: now). */
export function freezeClock(at: number = Date.now()) {
  frozenAt = at
}

/** Move a frozen clock forward; freezes it first if it was running. */
export function advanceClock(ms: number) {
  frozenAt = (frozenAt ?? Date.now()) + ms
}

/**
 * `fn` with the clock standing at `at`, then the clock as it was: a part of the seed made again
 * exactly as it was first made (the browser's bulk project, restored after a reload).
 */
export function atTime<T>(at: number, fn: () => T): T {
  const was = frozenAt
  frozenAt = at
  try {
    return fn()
  } finally {
    frozenAt = was
  }
}

/** Back to wall-clock time. */
export function realClock() {
  frozenAt = null
}

/** An ISO time `days` (fractional allowed) before now, for seed data. */
export const daysAgo = (days: number) => new Date(clock.now() - days * 86_400_000).toISOString()
