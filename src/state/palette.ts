// Palette UI state: open or not, and the stack of pages (the root command list, then one page per
// argument being collected). The stack survives a hide so a failed run can reopen where it was.
import { lineHistoryAtom, walkHistory } from './history'
import { atom } from './store'

/** The root page lists commands and resources; `query` is what the user typed there. */
export type RootFrame = { kind: 'root'; query: string; error?: string }

/** A page collecting one argument of a command. */
export type ArgFrame = {
  kind: 'arg'
  commandId: string
  /** the argument this page asks for */
  arg: string
  /** arguments collected so far, including the ones the user picked on earlier pages */
  args: Record<string, unknown>
  /** the resource the command acts on, when the entry that started it had one */
  target?: unknown
  query: string
  /** why the last run from this page failed; cleared by typing */
  error?: string
}

export type PaletteFrame = RootFrame | ArgFrame

const rootFrame = (): RootFrame => ({ kind: 'root', query: '' })

const openPrimitive = atom(false)
const framesPrimitive = atom<PaletteFrame[]>([rootFrame()])
const helpPrimitive = atom(false)
/**
 * A key the palette could not act on yet (its code, the commands, the resource index or the
 * completions still loading) and the query it was pressed on: Enter runs that query's top result,
 * Tab completes it, Up/Down move the highlight, once the palette can answer for that query.
 * Keys pressed after it wait for it (the keyboard router holds them).
 */
export type PendingKey = { key: 'Enter' | 'Tab' | 'ArrowDown' | 'ArrowUp'; query: string }
const pendingPrimitive = atom<PendingKey | null>(null)
/** Where an Up/Down walk through the line history is: valid while the prompt shows `line`. */
const walkPrimitive = atom<{ at: number; line: string } | null>(null)

/** Counts the palette's fresh opens: a run started from one leaves a newer one alone. */
const sessionPrimitive = atom(0)

export const paletteOpenAtom = atom((get) => get(openPrimitive))

/** Which fresh open of the palette this is (Ctrl+K while a command runs starts another). */
export const paletteSessionAtom = atom((get) => get(sessionPrimitive))

export const paletteFramesAtom = atom((get) => get(framesPrimitive))

/** The page on top of the stack. */
export const paletteFrameAtom = atom((get) => {
  const frames = get(framesPrimitive)
  return frames[frames.length - 1] ?? rootFrame()
})

/** Open on the root page, or straight on an argument page (a key binding with missing args). */
export const openPaletteAtom = atom(null, (get, set, start?: Omit<ArgFrame, 'kind' | 'query'>) => {
  set(sessionPrimitive, get(sessionPrimitive) + 1)
  set(framesPrimitive, start ? [rootFrame(), { kind: 'arg', query: '', ...start }] : [rootFrame()])
  set(openPrimitive, true)
})

/** Close and forget the pages (Esc, a successful run). */
export const closePaletteAtom = atom(null, (_get, set) => {
  set(pendingPrimitive, null)
  set(openPrimitive, false)
  set(framesPrimitive, [rootFrame()])
})

/** Hide while a command runs (its confirm dialog must be on top), keeping the pages. */
export const hidePaletteAtom = atom(null, (_get, set) => set(openPrimitive, false))

/** Show again on the page it was hidden on (the run failed: nothing typed is lost). */
export const reopenPaletteAtom = atom(null, (get, set, error?: string) => {
  const frames = get(framesPrimitive)
  const top = frames[frames.length - 1]
  if (top) set(framesPrimitive, [...frames.slice(0, -1), { ...top, error }])
  set(openPrimitive, true)
})

export const togglePaletteAtom = atom(null, (get, set) => {
  if (get(openPrimitive)) set(closePaletteAtom)
  else set(openPaletteAtom)
})

/**
 * The query of the page at `depth` (1: the root page), typed into that page's input. An input
 * React has not yet replaced (a page just pushed on top of it) writes only its own page.
 */
export const setFrameQueryAtom = atom(null, (get, set, p: { depth: number; query: string }) => {
  const frames = get(framesPrimitive)
  const frame = frames[p.depth - 1]
  if (!frame) return
  set(
    framesPrimitive,
    frames.map((f, i) => (i === p.depth - 1 ? { ...frame, query: p.query, error: undefined } : f)),
  )
})

/** The query of the page on top. */
export const setPaletteQueryAtom = atom(null, (get, set, query: string) =>
  set(setFrameQueryAtom, { depth: get(framesPrimitive).length, query }),
)

export const pushArgPageAtom = atom(null, (get, set, page: Omit<ArgFrame, 'kind' | 'query'>) => {
  set(framesPrimitive, [...get(framesPrimitive), { kind: 'arg', query: '', ...page }])
})

/** Back one page (Backspace on an empty input); the root page stays. */
export const popPageAtom = atom(null, (get, set) => {
  const frames = get(framesPrimitive)
  if (frames.length > 1) set(framesPrimitive, frames.slice(0, -1))
})

/** The keyboard help overlay (`?`). */
export const helpOpenAtom = atom((get) => get(helpPrimitive))
export const setHelpOpenAtom = atom(null, (_get, set, open: boolean) => set(helpPrimitive, open))

/** The key pressed before the palette could answer, or null. */
export const palettePendingAtom = atom((get) => get(pendingPrimitive))
/** A key on the current page's query, for the palette to act on once it can. */
export const requestKeyAtom = atom(null, (get, set, key: PendingKey['key']) => {
  const frames = get(framesPrimitive)
  set(pendingPrimitive, { key, query: frames[frames.length - 1]?.query ?? '' })
})
/** Enter on the current page's query. */
export const requestSubmitAtom = atom(null, (_get, set) => set(requestKeyAtom, 'Enter'))
export const clearPendingAtom = atom(null, (_get, set) => set(pendingPrimitive, null))

/**
 * Up/Down on the root page's prompt, as in a shell: Up on an empty prompt (or on a line it
 * showed) brings back the line before, Down the one after and past the newest an empty prompt.
 * Returns whether the key was a history step (otherwise it moves the highlight).
 */
export const walkLineAtom = atom(null, (get, set, direction: 'up' | 'down') => {
  const top = get(paletteFrameAtom)
  if (top.kind !== 'root') return false
  const history = get(lineHistoryAtom)
  const walk = get(walkPrimitive)
  const walking = walk !== null && walk.line === top.query
  const step = direction === 'up' ? top.query === '' || walking : walking
  if (!step || !history.length) return false
  const next = walkHistory(history, walking ? walk.at : history.length, direction)
  const line = next.line ?? ''
  set(walkPrimitive, next.line === undefined ? null : { at: next.at, line })
  set(setPaletteQueryAtom, line)
  return true
})
