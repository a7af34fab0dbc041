// A paste the key router takes: Ctrl+K and a paste at once, while the palette's code loads (its
// input not there yet), or while keys typed before it still wait or are held. Its text goes as
// the keys that type it, in their turn: the line lands in the palette's input, not nowhere. The
// paste key itself is left to the browser (keyboard-shortcuts.tsx), which sends the paste event.
import { viewCommandStarting } from '@/commands/core/view-start'
import { palettePendingAtom, paletteOpenAtom } from '@/state/palette'
import { store } from '@/state/store'
import { typesItsOwnKeys } from './early-keys'
import {
  held,
  inputBehind,
  onOldPalettePage,
  replayOf,
  startingFromPalette,
} from './palette-typing'

/** mod+v (or Shift+Insert): left to the browser, whose paste event then brings the text. */
export const isPasteKey = (e: KeyboardEvent) =>
  ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'v') ||
  (e.shiftKey && e.key === 'Insert')

/** A pasted text as the keys that type it, on one line. */
const pastedKeys = (text: string) => [...text.replace(/\s*[\r\n]+\s*/g, ' ').trim()]

/**
 * The paste listener: `waiting` says whether keys wait for the commands or the page, `take`
 * routes each key of the text as one typed now.
 */
export function pasteAsKeys(waiting: () => boolean, take: (key: KeyboardEvent) => void) {
  return (e: ClipboardEvent) => {
    const open = store.get(paletteOpenAtom)
    const target = e.target instanceof Element ? e.target : null
    const inPalette = target?.closest('.palette') != null
    const routerTakes =
      waiting() ||
      held.length > 0 ||
      (open && (!inPalette || onOldPalettePage(target) || inputBehind(target))) ||
      (open && store.get(palettePendingAtom) !== null) ||
      (!open && (startingFromPalette() || viewCommandStarting()))
    // A field with nothing before the paste takes it itself.
    if (!routerTakes || (!open && !waiting() && typesItsOwnKeys(document.activeElement))) return
    e.preventDefault()
    const text = e.clipboardData?.getData('text/plain') ?? ''
    for (const key of pastedKeys(text)) take(replayOf(new KeyboardEvent('keydown', { key })))
  }
}
