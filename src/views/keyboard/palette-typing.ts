// Typing into the palette from the key router: keys that reach the router while the palette is
// open but its input cannot take them (the moment before the input exists, a page React has yet
// to replace, keys replayed from before the app mounted), and the keys held while what an earlier
// key leads to is still coming (a pending Enter, a command chosen in the palette starting).
import {
  closePaletteAtom,
  paletteFrameAtom,
  paletteFramesAtom,
  palettePendingAtom,
  setPaletteQueryAtom,
} from '@/state/palette'
import { store } from '@/state/store'
import { paletteRunning, restoreFocus } from '../palette/palette-focus'
import { isPaletteKey, paletteKey } from '../palette/palette-keys'

const replays = new WeakSet<KeyboardEvent>()

/** The same key again, for replaying it once the commands have loaded. */
export const replayOf = (e: KeyboardEvent) => {
  const key = new KeyboardEvent('keydown', {
    key: e.key,
    code: e.code,
    ctrlKey: e.ctrlKey,
    shiftKey: e.shiftKey,
    altKey: e.altKey,
    metaKey: e.metaKey,
  })
  replays.add(key)
  return key
}

/** A key kept and replayed (replayOf), not one typed now. */
export const isReplay = (e: KeyboardEvent) => replays.has(e)

/**
 * Keys typed in the palette after a key it could not act on yet (its results still coming): they
 * belong to what that key leads to (the page an Enter opens, the line a Tab completes, the row
 * an arrow highlights), so they wait for it instead of changing the query it was pressed on.
 */
export const held: KeyboardEvent[] = []
/** How often held keys look again whether the chosen command has finished starting. */
export const HELD_RETRY_MS = 20
/**
 * mod+k typed after held keys waits its turn behind them, looking this often whether what they
 * wait for is still coming; should it never come, the palette still opens (the keys before it
 * are given up).
 */
export const HELD_PALETTE_KEY_MS = 3000
/**
 * How long mod+k waits at most behind keys still pending or a command still starting (code
 * still loading has no limit: it comes or fails). Esc gives the held keys up at any time.
 */
export const HELD_PALETTE_KEY_MAX_MS = 20_000

/** The mounted key router: what a held mod+k acts through once its turn has come. */
type HeldKeysRouter = { onKeyDown: (e: KeyboardEvent) => unknown; drain: () => void }
let router: HeldKeysRouter | null = null

/** The key router mounting; returns the undo (a navigation may mount a new one meanwhile). */
export function setHeldKeysRouter(r: HeldKeysRouter) {
  router = r
  return () => {
    if (router === r) router = null
  }
}

/**
 * mod+k held behind other keys: its turn comes when they have acted. Should what they wait for
 * never come, it opens the palette all the same (the keys before it given up): not while
 * `loading` (code or results on their way, a slow machine, a slow link), and while a key before
 * it is pending or the command it chose is starting only up to HELD_PALETTE_KEY_MAX_MS.
 */
export function holdPaletteKey(key: KeyboardEvent, loading: () => boolean) {
  const since = performance.now()
  const giveUp = () => {
    const at = held.indexOf(key)
    if (at < 0) return
    const busy = store.get(palettePendingAtom) !== null || startingFromPalette() || held[0] !== key
    const waited = performance.now() - since
    if (!router || loading() || (busy && waited < HELD_PALETTE_KEY_MAX_MS))
      return void setTimeout(giveUp, HELD_PALETTE_KEY_MS)
    held.splice(0, at + 1)
    void router.onKeyDown(key)
    router.drain()
  }
  setTimeout(giveUp, HELD_PALETTE_KEY_MS)
}

/** The palette's input, when its page is on screen. */
const paletteInput = () => document.querySelector<HTMLInputElement>('.palette input.palette-input')

/**
 * A key pressed while the palette is open but its input does not have focus (the moment between
 * mod+k and the input appearing, or a key replayed from before the app mounted): it is typed
 * into the palette's query, and focus goes to the input for the keys after it.
 */
export function typeIntoPalette(e: KeyboardEvent) {
  if (e.ctrlKey || e.metaKey || e.altKey) return
  // After a key still pending (an Enter, say), the key is for whatever that key leads to.
  if (store.get(palettePendingAtom) !== null && e.key !== 'Escape') {
    e.preventDefault()
    held.push(replayOf(e))
    return
  }
  const query = store.get(paletteFrameAtom).query
  if (e.key.length === 1) store.set(setPaletteQueryAtom, query + e.key)
  else if (e.key === 'Backspace') store.set(setPaletteQueryAtom, query.slice(0, -1))
  else if (!e.shiftKey && paletteKey(e.key)) {
    // Enter, Tab, Up/Down: a history step, or kept for the palette's page to act on.
  } else if (e.key === 'Escape') {
    store.set(closePaletteAtom)
    restoreFocus()
  } else return
  e.preventDefault()
  const input = paletteInput()
  if (input) {
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
  }
}

/**
 * A command chosen in the palette is starting, the palette hidden for it, and no dialog of its
 * own (a confirmation) has the keyboard: keys typed now are for what it opens next.
 */
export function startingFromPalette() {
  if (!paletteRunning()) return false
  const el = document.activeElement
  const ownDialog =
    el instanceof HTMLElement &&
    !el.closest('.palette') &&
    el.closest('[aria-modal="true"], dialog[open]') !== null
  return !ownDialog
}

/** A key typed on a palette page that is no longer the top one (React has yet to replace it). */
export function onOldPalettePage(target: EventTarget | null) {
  if (!(target instanceof Element)) return false
  const shown = target.closest('[data-palette-depth]')?.getAttribute('data-palette-depth')
  return shown != null && Number(shown) !== store.get(paletteFramesAtom).length
}

/**
 * A key typed into the palette's input while it still shows an older query than its page's
 * (keys the router typed into the query, React yet to render them): typed natively, it would
 * replace them.
 */
export function inputBehind(target: EventTarget | null) {
  if (!(target instanceof HTMLInputElement) || !target.classList.contains('palette-input'))
    return false
  return target.value !== store.get(paletteFrameAtom).query
}

/** A key typeIntoPalette types: a character, Backspace, or one the palette's pages act on. */
export const typable = (e: KeyboardEvent) =>
  !e.ctrlKey &&
  !e.metaKey &&
  !e.altKey &&
  (e.key.length === 1 || e.key === 'Backspace' || isPaletteKey(e.key))
