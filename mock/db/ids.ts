// Identifiers. Seed ids come from a seeded generator so they are the same on every load (links
// copied from the mock keep working after a reload); ids of objects created at run time are random.

/** mulberry32: a tiny deterministic PRNG, good enough for ids and fake metrics. */
export function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const HEX = '0123456789abcdef'
const VARIANT = '89ab'

/**
 * A v4 UUID from 33 draws of `rand`: 32 hex digits (the 13th then set to the version, 4), and
 * the variant digit from the last draw. One string built in a loop: the seed makes tens of
 * thousands of these at start-up (`?mock-audit=10000`), on the page's thread.
 */
function uuidFrom(rand: () => number) {
  let s = ''
  let variantAt = 0
  for (let i = 0; i < 32; i++) {
    const digit = HEX[Math.floor(rand() * 16)]!
    if (i === 8 || i === 12 || i === 16 || i === 20) s += '-'
    if (i === 16) variantAt = s.length
    s += i === 12 ? '4' : digit
  }
  const variant = VARIANT[Math.floor(rand() * 4)] ?? '8'
  return s.slice(0, variantAt) + variant + s.slice(variantAt + 1)
}

let seedRand: (() => number) | null = null

/** Run `fn` with deterministic ids (the seed), so every load of the mock has the same ids. */
export function withSeedIds<T>(fn: () => T, seed = 0x0c1de): T {
  seedRand = prng(seed)
  try {
    return fn()
  } finally {
    seedRand = null
  }
}

/**
 * `withSeedIds` for a seed made in steps (a generator): the seed's ids while each step runs, and
 * none between steps, when other code may run.
 */
export function* withSeedIdsSteps<T>(
  steps: Generator<void, T>,
  seed = 0x0c1de,
): Generator<void, T> {
  const rand = prng(seed)
  for (;;) {
    seedRand = rand
    let next: IteratorResult<void, T>
    try {
      next = steps.next()
    } finally {
      seedRand = null
    }
    if (next.done) return next.value
    yield
  }
}

/** A fresh id: deterministic while seeding, random at run time. */
export const newId = () => {
  if (seedRand) return uuidFrom(seedRand)
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : uuidFrom(Math.random)
}

/** The next id of the seed (same as newId while seeding). */
export const seedId = newId

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** NameOrId: Nexus treats any string that parses as a UUID as an id. */
export const isUuid = (s: string) => UUID.test(s)
