// A table's rows as the platform changes them (row-changes.ts): which rows to mark as changed,
// which rows that left to draw a moment longer, fading, and which keys left at the last answer
// (the row cursor says so when its row did). Worked out as the table renders, so a row that left
// is never taken down and drawn again: it stays the row it was, its cells ask for nothing new.
import { useEffect, useState } from 'react'
import { GONE_MS, MARK_MS, advance, expire, firstMemory, type RowMemory } from './row-changes'
import './row-changes.css'

type Held<T> = {
  memory: RowMemory<T>
  /** the keys of the rows shown, in order, as of the last change of them */
  shown: readonly string[]
}

export function useRowChanges<T>({
  source,
  scope,
  shown,
  rowKey,
}: {
  /** the rows as the platform answered (before filter, sort or the page's cut) */
  source: readonly T[]
  /** what was asked for them (a list and its page): another ask marks nothing */
  scope: string
  /** the rows drawn, in order */
  shown: readonly T[]
  rowKey: (row: T) => string
}): RowMemory<T> {
  const [held, setHeld] = useState<Held<T>>(() => ({
    memory: firstMemory(source, scope, rowKey),
    shown: shown.map(rowKey),
  }))
  // A new answer (or another ask), or other rows shown: taken in this render, before it commits
  // (React draws the table again at once with what is held now).
  const keys = shown.map(rowKey)
  const sameShown = keys.length === held.shown.length && keys.every((k, i) => k === held.shown[i])
  let memory = held.memory
  if (memory.source !== source || memory.scope !== scope || !sameShown) {
    memory = advance(memory, { source, scope, shownBefore: held.shown, keyOf: rowKey })
    setHeld({ memory, shown: sameShown ? held.shown : keys })
  }
  // Each answer's marks, and its rows gone, have their moment, then go.
  const gen = memory.gen
  useEffect(() => {
    if (gen === 0) return
    const lapse = (what: 'marks' | 'gone') => () =>
      setHeld((h) => {
        const next = expire(h.memory, what, gen)
        return next === h.memory ? h : { ...h, memory: next }
      })
    const marks = setTimeout(lapse('marks'), MARK_MS)
    const gone = setTimeout(lapse('gone'), GONE_MS)
    return () => {
      clearTimeout(marks)
      clearTimeout(gone)
    }
  }, [gen])
  return memory
}
