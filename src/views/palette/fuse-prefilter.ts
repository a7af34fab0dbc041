// Which items Fuse could match at all, decided from the characters they contain, so that Fuse
// scores only those. Fuse's Bitap accepts a text when the query fits it with at most
// `threshold × length` errors (ignoreLocation: the score is errors / length), and each error
// (a substitution, an insertion or a deletion) leaves at most one of the query's characters
// unmatched: a text that lacks more of the query's characters than that cannot match. With
// 10,000 names "inst-0421" leaves out every command without a 0, 2, 4 or 1; the results are the
// same as Fuse over everything, in the same order (the unit tests check this against Fuse).
import type Fuse from 'fuse.js/basic'

/** Fuse's own limit: longer queries are cut into pieces of this length, each searched alone. */
const FUSE_MAX_BITS = 32

/** A character's bit in a 64-bit set: letters, digits and the usual punctuation get their own. */
function slot(code: number): number {
  if (code >= 97 && code <= 122) return code - 97
  if (code >= 48 && code <= 57) return code - 22
  switch (code) {
    case 45: // -
      return 36
    case 95: // _
      return 37
    case 32: // space
      return 38
    case 46: // .
      return 39
    case 47: // /
      return 40
    default:
      return 41 + (code % 23)
  }
}

function addText(masks: Uint32Array, at: number, text: string) {
  const lower = text.toLowerCase()
  for (let i = 0; i < lower.length; i++) {
    const s = slot(lower.charCodeAt(i))
    if (s < 32) masks[at]! |= 1 << s
    else masks[at + 1]! |= 1 << (s - 32)
  }
}

type Record = ReturnType<Fuse<unknown>['getIndex']>['records'][number]

/** The character sets of a Fuse index's records (every text of every key), two words each. */
export function recordMasks(records: readonly Record[]): Uint32Array {
  const masks = new Uint32Array(records.length * 2)
  records.forEach((r, n) => {
    if (r.v !== undefined) addText(masks, n * 2, r.v)
    for (const value of Object.values(r.$ ?? {})) {
      for (const sub of Array.isArray(value) ? value : [value]) addText(masks, n * 2, sub.v)
    }
  })
  return masks
}

/** The most errors Fuse allows a query of `length` characters under `threshold`. */
function errorsAllowed(length: number, threshold: number): number {
  let k = 0
  while ((k + 1) / length <= threshold) k++
  return k
}

/**
 * The positions of the records that may match `query` (lower-cased, as Fuse compares), or null
 * when every record may.
 */
export function mayMatch(masks: Uint32Array, query: string, threshold: number): number[] | null {
  const q = query.toLowerCase()
  if (!q.length || q.length > FUSE_MAX_BITS) return null
  const need = q.length - errorsAllowed(q.length, threshold)
  const slots: number[] = []
  for (let i = 0; i < q.length; i++) slots.push(slot(q.charCodeAt(i)))
  const keep: number[] = []
  for (let n = 0; n < masks.length / 2; n++) {
    const lo = masks[n * 2]!
    const hi = masks[n * 2 + 1]!
    let have = 0
    for (const s of slots) if (s < 32 ? lo & (1 << s) : hi & (1 << (s - 32))) have++
    if (have >= need) keep.push(n)
  }
  return keep.length === masks.length / 2 ? null : keep
}
