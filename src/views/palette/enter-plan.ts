// What Enter does in the palette's search, decided for everything typed. It lands on what was
// typed: a resource of exactly that name (wherever it lives), a command whose title holds the
// typed words whole, or, when the index cannot answer for the name, a lookup across the silo.
// It never runs a guess: a command reached only by a loose match (letters scattered across its
// title) stays offered, and Enter says that nothing matched exactly.
import { isUuid } from '@/lib/validators'
import type { PaletteEntry } from './entries'

/** What a resource name can be (lower-case letters, digits, dashes). */
export const NAME_LIKE = /^[a-z0-9][a-z0-9-]*$/

export type EnterPlan =
  | { do: 'run' }
  | { do: 'go'; entry: PaletteEntry }
  | { do: 'choose'; hits: PaletteEntry[] }
  | { do: 'look'; name: string }
  | { do: 'nothing'; closest: boolean }

type Facts = {
  query: string
  /** the highlighted entry */
  current: PaletteEntry | undefined
  /** the user moved the highlight there (arrows, mouse) */
  picked: boolean
  /** the resources named exactly as typed that the index holds */
  exact: PaletteEntry[]
  /** the index is complete and fresh: a name it lacks is not there */
  indexAnswers: boolean
  /** a lookup found nothing of that name a moment ago */
  notFound: boolean
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** Every typed word is a whole word of the entry's title (or of one of its keywords). */
export function wholeWords(query: string, e: PaletteEntry) {
  const typed = wordsOf(query)
  if (!typed.length) return false
  const words = new Set([...wordsOf(e.title), ...(e.keywords ?? []).flatMap(wordsOf)])
  return typed.every((w) => words.has(w))
}

/** The title holds what was typed, or each typed word starts one of its words. */
export function strongMatch(query: string, e: PaletteEntry) {
  const q = query.trim().toLowerCase()
  if (!q) return false
  if (e.title.toLowerCase().includes(q)) return true
  const words = wordsOf(e.title)
  return wordsOf(q).every((w) => words.some((t) => t.startsWith(w)))
}

export function planEnter({
  query,
  current,
  picked,
  exact,
  indexAnswers,
  notFound,
}: Facts): EnterPlan {
  const typed = query.trim()
  // Nothing typed: the menu's highlighted entry (the undo of the last change, first).
  if (current && (picked || !typed || isUuid(typed))) return { do: 'run' }
  if (exact.length === 1) return { do: 'go', entry: exact[0]! }
  if (exact.length > 1) return { do: 'choose', hits: exact }
  const command = current && !current.arg ? current : undefined
  if (command && wholeWords(typed, command)) return { do: 'run' }
  const word = typed.toLowerCase()
  if (NAME_LIKE.test(word) && !indexAnswers && !notFound) return { do: 'look', name: word }
  if (current && strongMatch(typed, current)) return { do: 'run' }
  return { do: 'nothing', closest: current !== undefined }
}
