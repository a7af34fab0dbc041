// The undo and redo stacks of the session (UI state: what the console did and how to take it
// back). Dispatch pushes each change; the `history.undo` and `history.redo` commands move entries
// between the stacks. The steps are plain data plus the check each runs before acting.
import { atom } from './store'

/** How many changes the undo stack keeps. */
export const UNDO_LIMIT = 50

/** One command that takes one change back (or, on the redo stack, makes it again). */
export type UndoStep = {
  /** the command to run and its arguments */
  id: string
  args: Record<string, unknown>
  /** what it will do, e.g. "Start instance web-1" */
  label: string
  /**
   * Run just before acting: true when what the change left is still there, else what changed
   * since (and by whom where the API shows it). Never writes.
   */
  check: () => Promise<true | string>
  /** waited for just before the step runs (the instance a step before stopped has stopped) */
  ready?: () => Promise<unknown>
}

export type UndoEntry = {
  key: number
  /** the change, as its toast said it: "Stopping instance web-1" */
  title: string
  /** one step, or one per row of a bulk action (undone as one bulk action) */
  steps: UndoStep[]
  /** set when the change cannot be taken back, with why (a delete) */
  never?: string
  /** the command-log entries of the change, so the log drawer can offer their undo */
  logSeqs: number[]
  /** when it went on the stack (ms since the epoch) */
  at: number
}

let nextKey = 1
const undoPrimitive = atom<UndoEntry[]>([])
const redoPrimitive = atom<UndoEntry[]>([])

/** Oldest first; the last one is what Ctrl+Z takes back. */
export const undoStackAtom = atom((get) => get(undoPrimitive))
/** Oldest first; the last one is what Ctrl+Shift+Z makes again. */
export const redoStackAtom = atom((get) => get(redoPrimitive))

export type NewEntry = Omit<UndoEntry, 'key' | 'at'>

/** A new change: on top of the undo stack; a redo from before it no longer applies. */
export const pushChangeAtom = atom(null, (get, set, e: NewEntry) => {
  const entry = { ...e, key: nextKey++, at: Date.now() }
  set(undoPrimitive, [...get(undoPrimitive), entry].slice(-UNDO_LIMIT))
  set(redoPrimitive, [])
  return entry.key
})

/** An entry off either stack (it was undone, redone, or found stale). */
export const dropEntryAtom = atom(null, (get, set, key: number) => {
  set(
    undoPrimitive,
    get(undoPrimitive).filter((e) => e.key !== key),
  )
  set(
    redoPrimitive,
    get(redoPrimitive).filter((e) => e.key !== key),
  )
})

/** The entry an undo made: what takes the undo back, on the redo stack. */
export const pushRedoAtom = atom(null, (get, set, e: NewEntry) => {
  const entry = { ...e, key: nextKey++, at: Date.now() }
  set(redoPrimitive, [...get(redoPrimitive), entry].slice(-UNDO_LIMIT))
  return entry.key
})

/** The entry a redo made: back on the undo stack, keeping the rest of the redo stack. */
export const pushUndoAgainAtom = atom(null, (get, set, e: NewEntry) => {
  const entry = { ...e, key: nextKey++, at: Date.now() }
  set(undoPrimitive, [...get(undoPrimitive), entry].slice(-UNDO_LIMIT))
  return entry.key
})

export const clearUndoAtom = atom(null, (_get, set) => {
  set(undoPrimitive, [])
  set(redoPrimitive, [])
})

/** What an undo of the entry will do: "Start instance web-1, Start instance web-2". */
export function undoLabel(e: UndoEntry) {
  if (e.never) return `${e.title} (${e.never})`
  const shown = e.steps.slice(0, 3).map((s) => s.label)
  const more = e.steps.length - shown.length
  return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`
}
