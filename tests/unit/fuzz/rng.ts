// A small seeded random source for the fuzz tests: the same seed gives the same answers on every
// machine, so a failure printed with its seed replays exactly.

/** 32-bit FNV-1a of a string: derives a stable sub-seed from a seed and a label. */
export function hash32(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export type Rng = {
  /** uniform in [0, 1) */
  next: () => number
  /** integer in [lo, hi] */
  int: (lo: number, hi: number) => number
  chance: (p: number) => boolean
  pick: <T>(items: readonly T[]) => T
}

/** mulberry32: fast, 32 bits of state, good enough to pick test data. */
export function rng(seed: number): Rng {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1))
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)] as T
    },
  }
}
