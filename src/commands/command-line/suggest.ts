// "Did you mean": the closest known word to a mistyped one, by edit distance.

/** Levenshtein distance with one rolling row. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return row[b.length]!
}

/**
 * Known words close enough to be what was meant, best first: within a third of the word's length
 * (at least 2 edits), or starting with what was typed.
 */
export function closest(typed: string, known: Iterable<string>, max = 3): string[] {
  const limit = Math.max(2, Math.floor(typed.length / 3))
  const scored: { word: string; d: number }[] = []
  for (const word of known) {
    const d = editDistance(typed, word)
    if (d <= limit || (typed.length >= 2 && word.startsWith(typed))) scored.push({ word, d })
  }
  scored.sort((x, y) => x.d - y.d || x.word.localeCompare(y.word))
  return scored.slice(0, max).map((s) => s.word)
}
