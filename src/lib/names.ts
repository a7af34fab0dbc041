// Generated default names (section 5): parts shortened to fit the 63-character budget, joined
// with dashes, then a random six-character hexadecimal suffix so repeated defaults don't collide.
import { NAME_MAX, NAME_SUFFIX_LENGTH } from './constants'

/** A source of numbers in [0, 1), like Math.random; tests pass a fixed one. */
export type RandomSource = () => number

export const randomHex = (length: number, random: RandomSource = Math.random) =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('')

// Lowercase, anything outside the name alphabet becomes a dash, no doubled or edge dashes.
const sanitize = (part: string) =>
  part
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * Shares `budget` characters between parts: short parts keep their full length and leave what
 * they don't use to the longer ones, so `genName('a', <long>)` keeps most of the long part.
 */
function allocate(lengths: readonly number[], budget: number): number[] {
  const out = lengths.map(() => 0)
  const order = lengths.map((len, i) => ({ len, i })).sort((a, b) => a.len - b.len)
  let left = budget
  order.forEach(({ len, i }, k) => {
    const share = Math.max(0, Math.floor(left / (order.length - k)))
    out[i] = Math.min(len, share)
    left -= out[i] ?? 0
  })
  return out
}

/**
 * `genName('web', 'disk')` -> `web-disk-3fa91c`. The result is always a valid name: at most 63
 * characters, starting with a letter, never ending with a dash.
 */
export function genNameWith(random: RandomSource, ...parts: string[]): string {
  const suffix = randomHex(NAME_SUFFIX_LENGTH, random)
  const clean = parts.map(sanitize).filter((p) => p !== '')
  // A name must start with a letter: leading digits and dashes of the first part go.
  if (clean[0] !== undefined) clean[0] = clean[0].replace(/^[^a-z]+/, '')
  const usable = clean.filter((p) => p !== '')
  if (usable.length === 0) return `name-${suffix}`
  // Dashes between the parts and before the suffix count against the budget too.
  const budget = NAME_MAX - NAME_SUFFIX_LENGTH - usable.length
  const lengths = allocate(
    usable.map((p) => p.length),
    budget,
  )
  const base = usable
    .map((p, i) => p.slice(0, lengths[i]).replace(/-+$/, ''))
    .filter((p) => p !== '')
    .join('-')
    // With very many parts the first can be cut away entirely; the name must still start right.
    .replace(/^[^a-z]+/, '')
  return `${base || 'name'}-${suffix}`
}

/** A generated name from `parts` with a random suffix (see genNameWith). */
export const genName = (...parts: string[]) => genNameWith(Math.random, ...parts)
