// The row cursor follows its row, by the row's key, never its place: rows arriving or leaving
// around it (a followed log, a revalidation, a filter) leave it on its row. Its row gone, it goes
// to the next one (row-changes.ts followCursor), focus with it when focus was in the row, and the
// status line says so when the row left the list itself (not a filter's doing).
import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react'
import { showKeyRefusalAtom } from '@/state/key-refusal'
import { store } from '@/state/store'
import { followCursor } from './row-changes'
import { rowElements } from './table-live'

type Options<T> = {
  /** the key of the cursor's row (set at once by the keys that move it) */
  cursorKeyRef: RefObject<string | null>
  cursor: number
  setCursor: (index: number) => void
  /** what the table keys read (table.tsx): the cursor is set there at once too */
  liveRef: RefObject<{ cursor: number }>
  shown: readonly T[]
  rowKey: (row: T) => string
  /** the keys that left the rows' source at its last change (use-row-changes.ts) */
  left: ReadonlySet<string>
  /** a row's name, for the status line */
  nameOf?: (row: T) => string
  bodyRef: RefObject<HTMLElement | null>
  wrapRef: RefObject<HTMLElement | null>
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i])

export function useCursorFollow<T>(o: Options<T>) {
  const {
    cursorKeyRef,
    cursor,
    setCursor,
    liveRef,
    shown,
    rowKey,
    left,
    nameOf,
    bodyRef,
    wrapRef,
  } = o
  const before = useRef<{ shown: readonly T[]; keys: string[] }>({ shown: [], keys: [] })
  const focusIn = useRef(false)
  useLayoutEffect(() => {
    const keys = shown.map(rowKey)
    const last = before.current
    before.current = { shown, keys }
    const key = cursorKeyRef.current
    if (cursor < 0) return
    // The same rows: the cursor moved (a key, the pointer) and its row is the one it is on.
    if (key === null || sameKeys(last.keys, keys)) {
      cursorKeyRef.current = keys[cursor] ?? null
      return
    }
    if (keys[cursor] === key) return
    const next = followCursor(last.keys, keys, key)
    if (next !== cursor) {
      setCursor(next)
      liveRef.current.cursor = next
    }
    cursorKeyRef.current = next >= 0 ? keys[next]! : null
    if (keys.includes(key)) return
    // Focus was in the row that went: it goes with the cursor.
    const active = document.activeElement
    const lost = !active || active === document.body || Boolean(active.closest('tr.row-gone'))
    if (lost && (focusIn.current || wrapRef.current?.contains(active))) {
      const control = rowElements(bodyRef.current)[next]?.querySelector<HTMLElement>(
        'a, button, [tabindex="0"]',
      )
      if (control) control.focus()
      else if (wrapRef.current) {
        wrapRef.current.tabIndex = -1
        wrapRef.current.focus()
      }
    }
    if (!left.has(key)) return
    const name = (r: T | undefined) => (r && nameOf ? nameOf(r) : undefined)
    const was = name(last.shown[last.keys.indexOf(key)]) ?? 'The row under the cursor'
    const now = name(shown[next])
    store.set(
      showKeyRefusalAtom,
      now ? `${was} left the list · the cursor moved to ${now}` : `${was} left the list`,
    )
  }, [cursorKeyRef, cursor, setCursor, liveRef, shown, rowKey, left, nameOf, bodyRef, wrapRef])
  // Whether focus is in the table: a row's control going with its row keeps it so.
  return {
    onFocus: () => void (focusIn.current = true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      const from = e.target as Element
      const inside = e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)
      if (!inside && from.isConnected && !from.closest('tr.row-gone')) focusIn.current = false
    },
  }
}
