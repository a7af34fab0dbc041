// Palette UI state: open or not, and the stack of pages (the root command list, then one page per
// argument being collected). The stack survives a hide so a failed run can reopen where it was.
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
/** The query Enter was pressed on before the palette could answer it (code, commands or the
 * resource index still loading); the palette runs that query's top result once it can. */
const submitPrimitive = atom<string | null>(null)

export const paletteOpenAtom = atom((get) => get(openPrimitive))

export const paletteFramesAtom = atom((get) => get(framesPrimitive))

/** The page on top of the stack. */
export const paletteFrameAtom = atom((get) => {
  const frames = get(framesPrimitive)
  return frames[frames.length - 1] ?? rootFrame()
})

/** Open on the root page, or straight on an argument page (a key binding with missing args). */
export const openPaletteAtom = atom(null, (_get, set, start?: Omit<ArgFrame, 'kind' | 'query'>) => {
  set(framesPrimitive, start ? [rootFrame(), { kind: 'arg', query: '', ...start }] : [rootFrame()])
  set(openPrimitive, true)
})

/** Close and forget the pages (Esc, a successful run). */
export const closePaletteAtom = atom(null, (_get, set) => {
  set(submitPrimitive, null)
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

export const setPaletteQueryAtom = atom(null, (get, set, query: string) => {
  const frames = get(framesPrimitive)
  const top = frames[frames.length - 1]
  if (!top) return
  set(framesPrimitive, [...frames.slice(0, -1), { ...top, query, error: undefined }])
})

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

/** Enter pressed before the palette could answer: the query it was pressed on, or null. */
export const paletteSubmitAtom = atom((get) => get(submitPrimitive))
/** Enter on the current page's query, to run once the palette can answer it. */
export const requestSubmitAtom = atom(null, (get, set) => {
  const frames = get(framesPrimitive)
  set(submitPrimitive, frames[frames.length - 1]?.query ?? '')
})
export const clearSubmitAtom = atom(null, (_get, set) => set(submitPrimitive, null))
