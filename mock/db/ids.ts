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

function uuidFrom(rand: () => number) {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16))
  hex[12] = '4' // version 4
  hex[16] = ['8', '9', 'a', 'b'][Math.floor(rand() * 4)] ?? '8' // RFC 4122 variant
  const s = hex.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
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
