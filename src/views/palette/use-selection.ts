// The highlighted item, controlled: the user's pick while it is still listed for the same query,
// otherwise the first enabled item. cmdk's own choice can point at an item that a late render
// (async completions, a new query) just replaced, and Enter would then do nothing.
import { useState } from 'react'

export function useSelection(query: string, items: { key: string; disabled?: boolean }[]) {
  const [picked, setPicked] = useState<{ query: string; key: string } | null>(null)
  const listed = picked && picked.query === query && items.some((i) => i.key === picked.key)
  const value = listed ? picked.key : (items.find((i) => !i.disabled)?.key ?? '')
  const onValueChange = (key: string) => setPicked({ query, key })
  return { value, onValueChange }
}
