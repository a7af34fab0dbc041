// The highlighted item, controlled: the user's pick while it is still listed for the same query,
// otherwise the first enabled item. cmdk's own choice can point at an item that a late render
// (async completions, a new query) just replaced, and Enter would then do nothing.
import { useState } from 'react'

type Item = { key: string; disabled?: boolean }

export function useSelection(query: string, items: Item[]) {
  const [picked, setPicked] = useState<{ query: string; key: string } | null>(null)
  const listed = picked && picked.query === query && items.some((i) => i.key === picked.key)
  const value = listed ? picked.key : (items.find((i) => !i.disabled)?.key ?? '')
  const onValueChange = (key: string) => setPicked({ query, key })
  /** One step down (1) or up (-1) to the next enabled item, round the end as cmdk's `loop` does. */
  const move = (step: 1 | -1) => {
    const next = stepFrom(items, value, step)
    if (next !== undefined) setPicked({ query, key: next })
  }
  return { value, onValueChange, move }
}

export function stepFrom(items: Item[], from: string, step: 1 | -1): string | undefined {
  const enabled = items.filter((i) => !i.disabled)
  if (!enabled.length) return undefined
  const at = enabled.findIndex((i) => i.key === from)
  if (at < 0) return enabled[0]?.key
  return enabled[(at + step + enabled.length) % enabled.length]?.key
}
