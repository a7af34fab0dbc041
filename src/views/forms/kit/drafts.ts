// Drafts: what a form's fields hold is kept for the tab (sessionStorage) while the form is open,
// so a reload, a crash or a sign-in as the same user loses nothing. The draft goes when the form
// is submitted or cancelled; reopened, the form starts from it and says so. A draft stores the
// values the form opened with beside what was typed, and only the fields the user changed are
// restored, onto the form's values of now: an edit form opened again after someone else changed
// the resource keeps their change in the fields this user left alone.
//
// Every form of the kit (useForm under a FormModal) has one, keyed by the page's path and the
// form's field names; forms open one at a time, so Cancel and a successful submit drop the
// drafts of the forms on screen (`dropOpenDrafts`).
import { useSyncExternalStore } from 'react'

const PREFIX = 'oxide-draft:'

type Stored = { base: Record<string, unknown>; values: Record<string, unknown> }

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage)

/** Values that survive JSON as they are (a File, a Date or a function does not). */
function jsonSafe(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true
  if (typeof v === 'number') return Number.isFinite(v)
  if (Array.isArray(v)) return v.every(jsonSafe)
  if (typeof v !== 'object') return false
  const proto = Object.getPrototypeOf(v) as unknown
  return (proto === Object.prototype || proto === null) && Object.values(v).every(jsonSafe)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export const draftKey = (path: string, fields: string[]) =>
  `${PREFIX}${path}|${[...fields].sort().join(',')}`

function read(key: string): Stored | null {
  try {
    const raw = storage()?.getItem(key)
    const d = raw ? (JSON.parse(raw) as Stored) : null
    return d && typeof d.base === 'object' && typeof d.values === 'object' ? d : null
  } catch {
    return null
  }
}

/**
 * The form's values with the draft's changes on top, and whether there were any. Only fields the
 * form still has, whose kind has not changed, are taken.
 */
export function restoreDraft<V extends Record<string, unknown>>(
  key: string,
  initial: V,
): { values: V; restored: boolean } {
  const d = read(key)
  if (!d) return { values: initial, restored: false }
  const values: Record<string, unknown> = { ...initial }
  let restored = false
  for (const [k, v] of Object.entries(d.values)) {
    if (!(k in initial) || same(v, d.base[k])) continue
    const now = initial[k]
    const kindOf = (x: unknown) => (Array.isArray(x) ? 'array' : x === null ? 'null' : typeof x)
    if (now !== undefined && now !== null && kindOf(now) !== kindOf(v)) continue
    values[k] = v
    restored = true
  }
  return { values: values as V, restored }
}

/** Keeps what differs from `base`; drops the draft when nothing does. */
export function saveDraft(key: string, base: Record<string, unknown>, values: object) {
  const s = storage()
  if (!s) return
  const keptBase: Record<string, unknown> = {}
  const kept: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(values)) {
    if (!jsonSafe(v) || same(v, base[k])) continue
    kept[k] = v
    keptBase[k] = jsonSafe(base[k]) ? base[k] : null
  }
  try {
    if (Object.keys(kept).length === 0) s.removeItem(key)
    else s.setItem(key, JSON.stringify({ base: keptBase, values: kept }))
  } catch {
    // Storage full or refused: the form still works, only without a draft.
  }
}

export const dropDraft = (key: string) => storage()?.removeItem(key)

/** Every draft of the tab (someone else signed in: theirs is a fresh console). */
export function clearAllDrafts() {
  const s = storage()
  if (!s) return
  const keys: string[] = []
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i)
    if (k?.startsWith(PREFIX)) keys.push(k)
  }
  for (const k of keys) s.removeItem(k)
}

/** A form on screen: its draft, whether it was restored, and how to start it over. */
export type OpenDraft = { key: string; restored: boolean; discard: () => void }

const open = new Set<OpenDraft>()
const listeners = new Set<() => void>()
let restoredNow = false

function changed() {
  restoredNow = [...open].some((d) => d.restored)
  for (const fn of Array.from(listeners)) fn()
}

export function registerDraft(d: OpenDraft): () => void {
  open.add(d)
  changed()
  return () => {
    open.delete(d)
    changed()
  }
}

/** Submitted or cancelled: the drafts of the forms on screen go. */
export function dropOpenDrafts() {
  for (const d of open) {
    dropDraft(d.key)
    d.restored = false
  }
  changed()
}

/** Starts the forms on screen over from their own values (the notice's Discard). */
export function discardOpenDrafts() {
  for (const d of open) d.discard()
  dropOpenDrafts()
}

const subscribe = (fn: () => void) => {
  listeners.add(fn)
  return () => void listeners.delete(fn)
}

/** Whether a form on screen started from its draft (the form shows a notice). */
export const useRestoredDraft = () =>
  useSyncExternalStore(
    subscribe,
    () => restoredNow,
    () => false,
  )
