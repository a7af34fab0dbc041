// The prefilter never drops an item Fuse would match, whatever the texts and the query, and it
// does drop the ones that cannot.
import Fuse from 'fuse.js/basic'
import { expect, it } from 'vitest'
import { mayMatch, recordMasks } from './fuse-prefilter'

const options = {
  includeScore: true,
  ignoreLocation: true,
  threshold: 0.3,
  keys: ['title', 'tags'],
}

/** A small deterministic generator (mulberry32), so a failure reproduces. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEF0123456789-_ ./:#éÉ😀'

it('keeps every item Fuse matches, for random texts and near-miss queries', () => {
  const rand = random(31)
  const pick = (s: string) => s[Math.floor(rand() * s.length)]!
  const word = (n: number) => Array.from({ length: n }, () => pick(ALPHABET)).join('')
  for (let round = 0; round < 40; round++) {
    const items = Array.from({ length: 60 }, () => ({
      title: word(3 + Math.floor(rand() * 14)),
      tags: rand() < 0.5 ? [word(4), word(6)] : [],
    }))
    const fuse = new Fuse(items, options)
    const masks = recordMasks(fuse.getIndex().records)
    for (let n = 0; n < 30; n++) {
      // A piece of an item's title with a few characters changed, or any string at all.
      const from = items[Math.floor(rand() * items.length)]!.title
      let q =
        rand() < 0.8 ? from.slice(Math.floor(rand() * 3), 3 + Math.floor(rand() * 12)) : word(5)
      for (let e = Math.floor(rand() * 3); e > 0; e--) {
        const at = Math.floor(rand() * q.length)
        q = q.slice(0, at) + (rand() < 0.5 ? pick(ALPHABET) : '') + q.slice(at + 1)
      }
      if (!q.trim()) continue
      const may = mayMatch(masks, q, options.threshold)
      const kept = may === null ? null : new Set(may)
      for (const hit of fuse.search(q))
        expect(kept === null || kept.has(hit.refIndex), q).toBe(true)
    }
  }
})

it('drops the items that lack too many of the query characters', () => {
  const items = [{ title: 'Stop instance' }, { title: 'inst-04217' }, { title: 'inst-04x17' }]
  const fuse = new Fuse(items, options)
  const masks = recordMasks(fuse.getIndex().records)
  // Ten characters allow three errors: "Stop instance" lacks six of them (-, 0, 4, 2, 1, 7).
  expect(mayMatch(masks, 'inst-04217', 0.3)).toEqual([1, 2])
  expect(mayMatch(masks, 'INST', 0.3)).toBeNull()
  // Longer than Fuse's 32 characters: Fuse cuts it up, and nothing is dropped.
  expect(mayMatch(masks, 'x'.repeat(33), 0.3)).toBeNull()
})
