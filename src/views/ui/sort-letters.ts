// The key that sorts each column, k9s style: Shift and a letter of the column's header (its
// first free one, the column's own choice first: `created` takes `a`, for age, as in k9s),
// underlined in the header. Shown columns only, in order; a letter goes to one column.

type Lettered = { key: string; header: string; letter?: string; sortable: boolean }

export function sortLetters(columns: readonly Lettered[]): Map<string, string> {
  const taken = new Set<string>()
  const out = new Map<string, string>()
  const sortable = columns.filter((c) => c.sortable)
  const take = (key: string, letter: string) => {
    taken.add(letter)
    out.set(key, letter)
  }
  for (const c of sortable) {
    const own = c.letter?.toLowerCase()
    if (own && /^[a-z]$/.test(own) && !taken.has(own) && c.header.toLowerCase().includes(own))
      take(c.key, own)
  }
  for (const c of sortable) {
    if (out.has(c.key)) continue
    const free = [...c.header.toLowerCase()].find((ch) => /[a-z]/.test(ch) && !taken.has(ch))
    if (free) take(c.key, free)
  }
  return out
}

/** The header split around its key letter (the first time it appears), for the underline. */
export function splitAtLetter(header: string, letter: string | undefined) {
  const at = letter ? header.toLowerCase().indexOf(letter) : -1
  if (at < 0) return null
  return { before: header.slice(0, at), letter: header[at]!, after: header.slice(at + 1) }
}
