// The palette's keys that do more than type, for when its pages cannot take them themselves: the
// prompt shown while the palette's code loads, and keys the router replays into it. Up/Down walk
// the line history at once (it is in local storage); every other key waits in the palette's state
// for the page that can act on it, so nothing typed at machine speed is lost or reordered.
import { requestKeyAtom, walkLineAtom, type PendingKey } from '@/state/palette'
import { store } from '@/state/store'

const KEYS = new Set(['Enter', 'Tab', 'ArrowDown', 'ArrowUp'])

export const isPaletteKey = (key: string): key is PendingKey['key'] => KEYS.has(key)

/** Acts on `key` (true) or leaves it alone (false: not one of the palette's keys). */
export function paletteKey(key: string): boolean {
  if (!isPaletteKey(key)) return false
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    if (store.set(walkLineAtom, key === 'ArrowUp' ? 'up' : 'down')) return true
  }
  store.set(requestKeyAtom, key)
  return true
}
