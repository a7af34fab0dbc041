// The highlighted item, controlled: the user's pick while it is still listed for the same query,
// otherwise the preferred item when given (null: none until the user moves), else the first
// enabled item. cmdk's own choice can point at an item that a late render
// (async completions, a new query) just replaced, and Enter would then do nothing.
import { useState } from 'react'

type Item = { key: string; disabled?: boolean }

/** The highlight's value when nothing is highlighted (no item has it). */
const NONE = '\u0000none'

export function useSelection(query: string, items: Item[], preferred?: string | null) {
  const [picked, setPicked] = useState<{ query: string; key: string } | null>(null)
  const listed = picked && picked.query === query && items.some((i) => i.key === picked.key)
  // No item at all (a preferred one that cannot be chosen): a value no item has, since cmdk
  // itself highlights the first item whenever its value is empty.
  const value = listed
    ? picked.key
    : initialKey(items, preferred) || (preferred === undefined ? '' : NONE)
  const onValueChange = (key: string) => setPicked({ query, key })
  /** One step down (1) or up (-1) to the next enabled item, round the end as cmdk's `loop` does. */
  const move = (step: 1 | -1) => {
    const next = stepFrom(items, value, step)
    if (next !== undefined) setPicked({ query, key: next })
  }
  /** the user moved the highlight to the item it is on (arrows, mouse) for this query */
  const picked_ = !!listed && value === picked.key
  return { value, onValueChange, move, picked: picked_ }
}

/**
 * What is highlighted before the user picks: the preferred item when it is listed and enabled,
 * nothing when the preferred one is null or cannot be chosen, else the first enabled item.
 */
export function initialKey(items: Item[], preferred?: string | null): string {
  if (preferred === undefined) return items.find((i) => !i.disabled)?.key ?? ''
  const item = preferred === null ? undefined : items.find((i) => i.key === preferred)
  return item && !item.disabled ? item.key : ''
}

export function stepFrom(items: Item[], from: string, step: 1 | -1): string | undefined {
  const enabled = items.filter((i) => !i.disabled)
  if (!enabled.length) return undefined
  const at = enabled.findIndex((i) => i.key === from)
  if (at < 0) return enabled[0]?.key
  return enabled[(at + step + enabled.length) % enabled.length]?.key
}
