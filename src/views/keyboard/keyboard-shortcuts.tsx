// The key router: the one place that binds keys, all from the registry. mod+k toggles the
// palette from anywhere (text fields and the terminal included), chords like `g i` take their
// second key within a second, `?` shows every binding. It knows the focus scope: the page (and
// its tables: the table keys act on the main table after any navigation), a field, a dialog or
// menu, the terminal (only its own keys), the palette. Keys pressed while something loads are
// kept: before the app has mounted (early-keys.ts), before the commands have loaded (replayed),
// and after mod+k before the palette's input exists (typed into its query).
// Esc on the page backs out of what the user entered (a chord, row focus, the selection) and
// never leaves the page; `u` goes up to the parent page (nav.up).
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AnyCommand, CommandContext } from '@/commands/core/define'
import { availability } from '@/commands/core/availability'
import { dispatch } from '@/commands/core/dispatch'
import { commandsLoading, commandsReady, whenCommandsReady } from '@/commands/core/registry'
import {
  closePaletteAtom,
  helpOpenAtom,
  openPaletteAtom,
  paletteOpenAtom,
  palettePendingAtom,
} from '@/state/palette'
import { scriptKeyCommand } from './script-keys'
import { store, useAtomValue } from '@/state/store'
import { useCommandContext } from '../command-context'
import { viewCommandStarting } from '@/commands/core/view-start'
import { paletteRunning, rememberFocus } from '../palette/palette-focus'
import { paletteCodeLoading } from '../palette/palette-host'
import { workerSearching } from '../palette/search-busy'
import { isVisible } from '@/commands/core/visible'
import { useRegisteredCommands } from '../use-command'
import { KeyCombo } from '../ui/kbd'
import { activeTable, answerTableKey } from './table-scope'
import { forwardedToField, typeIntoField } from './field-keys'
import { tableHere, waitsForTable } from './page-wait'
import { joinWaiting, keysWaiting, setReplay, wait } from './waiting-keys'
import { isPasteKey, pasteAsKeys } from './paste-keys'
import {
  held,
  HELD_RETRY_MS,
  holdPaletteKey,
  inputBehind,
  isReplay,
  onOldPalettePage,
  replayOf,
  setHeldKeysRouter,
  startingFromPalette,
  typable,
  typeIntoPalette,
} from './palette-typing'
import { actsNatively } from './early-keys'
import { takeEarlyKeys } from './take-early-keys'
import './input-modality' // the last input's kind, from the first load on (tabs.tsx asks)
import { isModifierOnly, matchesStep, type Step } from './keys'
import { boundNow, focusContext, isPaletteToggle } from './key-context'
import { holdsFields, openModal, overPalette } from './modals'
import { bindingsOf, refuseHiddenKey, sameStep, type Bound } from './bindings'
import { KeyRefusal } from './key-refusal'
import './keyboard.css'

// The help overlay (a dialog) loads when first asked for.
const ShortcutsHelp = lazy(() =>
  import('./shortcuts-help').then((m) => ({ default: m.ShortcutsHelp })),
)

/** How long the second key of a chord may take. */
export const CHORD_TIMEOUT_MS = 1000

/** The first key of a chord, waiting for its second. */
type Pending = { step: Step; binding: string }

/** The palette's code, the commands or the search's results still on their way. */
const paletteLoading = () => paletteCodeLoading() || commandsLoading() || workerSearching()

/** A scoped key (the table keys) applies only where its scope is: elsewhere it is not bound. */
function applies(b: Bound, ctx: CommandContext) {
  if (!isVisible(b.cmd, ctx)) return false
  return !b.cmd.keyScope || availability(b.cmd, ctx, {}) === true
}

/** Run a bound command; one with arguments still missing opens the palette on them. */
async function runBound(cmd: AnyCommand, ctx: CommandContext) {
  const result = await dispatch(cmd.id, {}, 'keyboard', { ctx, ask: true })
  if (result.status === 'needs-arg')
    store.set(openPaletteAtom, { commandId: cmd.id, arg: result.arg, args: result.args })
}

export function KeyboardShortcuts() {
  const ctx = useCommandContext()
  const registered = useRegisteredCommands()
  const helpOpen = useAtomValue(helpOpenAtom)
  const [pending, setPendingState] = useState<Pending | null>(null)
  // The handler reads the chord's first key from a ref: two keys replayed back to back (after the
  // commands load) come in before React has re-rendered with the first one.
  const pendingRef = useRef<Pending | null>(null)
  const setPending = useCallback((next: Pending | null) => {
    pendingRef.current = next
    setPendingState(next)
  }, [])

  const bound = useMemo(() => bindingsOf(registered), [registered])

  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setPending(null), CHORD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [pending, setPending])

  useEffect(() => {
    if (!ctx) return
    const visible = (b: Bound) => applies(b, ctx)
    // Keys typed while others wait go behind them before anything else sees them, the field's
    // own handlers included (Enter in the filter typed after `/etcd` acts on "etcd", not on what
    // was typed of it so far).
    const behindWaiting = (e: KeyboardEvent) => {
      if (e.isComposing || isModifierOnly(e) || forwardedToField(e) || isPasteKey(e)) return
      if (!joinWaiting(e)) return
      e.preventDefault()
      e.stopImmediatePropagation()
    }
    // Returns the bound command's run, so replayed keys can each wait for the one before (`j`
    // moves the cursor before `x` selects the row it is on).
    const onKeyDown = (e: KeyboardEvent, replaying = false): Promise<void> | void => {
      if (e.defaultPrevented || e.isComposing || isModifierOnly(e) || forwardedToField(e)) return
      // The browser pastes, and onPaste takes the text where keys typed now would go.
      if (isPasteKey(e)) return
      if (!replaying && joinWaiting(e)) {
        e.preventDefault()
        return
      }
      // A script's `pause` line, or a step shown while stepping through, takes the key.
      const scriptCommand = scriptKeyCommand(e, focusContext() === 'none')
      if (scriptCommand) {
        e.preventDefault()
        e.stopPropagation()
        void dispatch(scriptCommand, {}, 'keyboard', { ctx })
        return
      }
      const bound = boundNow()
      const pending = pendingRef.current
      const paletteOpen = store.get(paletteOpenAtom)
      const where = focusContext()

      if (isPaletteToggle(e)) {
        if (where === 'dialog' && !paletteOpen) {
          // A result, a question or a menu gives way (as Esc would close it); a dialog holding
          // fields keeps what is typed there, and the palette could not take focus from it.
          const over = openModal() ?? document.activeElement?.closest<HTMLElement>('[role="menu"]')
          if (!over || holdsFields(over)) return
          over.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
          )
        }
        e.preventDefault()
        setPending(null)
        if (!paletteOpen) rememberFocus(document.activeElement)
        store.set(paletteOpen ? closePaletteAtom : openPaletteAtom)
        return
      }
      if (paletteOpen) {
        setPending(null)
        if (!overPalette(e) && !(e.target instanceof Element && e.target.closest('.palette')))
          typeIntoPalette(e)
        return
      }
      // A key kept while things loaded whose turn finds focus in a text field (a `/` before it
      // focused the table's filter) is typed there.
      if (isReplay(e) && where !== 'terminal' && typeIntoField(e)) {
        setPending(null)
        return
      }
      if (where === 'terminal') {
        // The terminal keeps what a shell needs; only its own bindings (Ctrl+]) leave it.
        const own = bound.find(
          (b) => b.cmd.keyScope === 'terminal' && !b.second && matchesStep(b.first, e),
        )
        if (own && visible(own)) {
          e.preventDefault()
          e.stopPropagation()
          void runBound(own.cmd, ctx)
        }
        return
      }
      // A modal that has just opened may not hold focus yet (its focus manager moves it in a
      // frame or two): the keys are its own all the same. Esc goes to it, the page gets none.
      const modal = where === 'none' ? openModal() : null
      if (modal) {
        setPending(null)
        if (e.key === 'Escape') {
          e.preventDefault()
          modal.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
          )
        }
        return
      }
      if (where !== 'none' || e.repeat) {
        setPending(null)
        return
      }
      // Esc backs out one level: a pending chord first, then focus on the page (a table row),
      // then up to the enclosing page.
      // A key pressed before the built-in commands have loaded (a slow first load) waits for
      // them, then counts as pressed.
      // A key bound by the page itself (the console workspace's pane keys) is already here and
      // runs at once: the keys typed after it (into the terminal it focuses) must find it done.
      const ownedByPage = () =>
        bound.some((b) => !b.second && !pending && matchesStep(b.first, e) && visible(b))
      if (e.key !== 'Escape' && !commandsReady() && !ownedByPage()) {
        // Meanwhile the focused control answers its own keys (Enter on a row's link) and the
        // table its own (j, k, x, ., /): no key waits that need not.
        if (!pending && actsNatively(e)) return
        e.preventDefault()
        if (!pending && answerTableKey(e)) return
        wait(e, whenCommandsReady)
        return
      }
      // A table key while the page's table is still loading waits for it (and the keys after it).
      if (!replaying && !pending && waitsForTable(e)) {
        e.preventDefault()
        wait(e, tableHere)
        return
      }
      if (e.key === 'Escape') {
        // Esc backs out of what the user entered on the page, innermost first, and never leaves
        // the page (`u` goes up to the parent page): a pending chord, focus on the page (a table
        // row), then the table's selection.
        if (pending) return setPending(null)
        const focused = document.activeElement
        if (focused instanceof HTMLElement && focused !== document.body) {
          focused.blur()
          return
        }
        if (activeTable()?.clearSelection()) e.preventDefault()
        return
      }

      if (pending) {
        setPending(null)
        const chord = bound.find(
          (b) =>
            b.second && sameStep(b.first, pending.step) && matchesStep(b.second, e) && visible(b),
        )
        if (chord) {
          e.preventDefault()
          return runBound(chord.cmd, ctx)
        }
        if (refuseHiddenKey(bound, e, pending.step, ctx)) return
      }
      const single = bound.find((b) => !b.second && matchesStep(b.first, e) && visible(b))
      if (single) {
        e.preventDefault()
        return runBound(single.cmd, ctx)
      }
      const starts = bound.find((b) => b.second && matchesStep(b.first, e) && visible(b))
      if (starts) setPending({ step: starts.first, binding: starts.binding.split(/\s+/)[0] ?? '' })
      else refuseHiddenKey(bound, e, null, ctx)
    }
    // Before anything else sees the key (capture): held while a palette key is pending, and
    // while a command chosen in the palette starts with the palette hidden (its input, still on
    // screen until React re-renders, must not take keys meant for the page the command opens).
    // Keys after held ones join them: they apply in the order typed, whatever the timers.
    // Returns whether it took the key (held it, or typed it into the query).
    const holdWhilePending = (e: KeyboardEvent): boolean => {
      if (forwardedToField(e) || isPasteKey(e)) return false
      const open = store.get(paletteOpenAtom)
      if (open && overPalette(e)) return false
      const waiting = open
        ? store.get(palettePendingAtom) !== null
        : startingFromPalette() || viewCommandStarting()
      // Keys held earlier go first, once they can (not while a dialog of the command's own has
      // the keyboard: it may be waiting for this very key).
      const queued = held.length > 0 && !paletteRunning()
      const stale = open && typable(e) && (onOldPalettePage(e.target) || inputBehind(e.target))
      if ((!waiting && !queued && !stale) || e.isComposing || isModifierOnly(e)) return false
      // Esc always acts (nothing traps the keyboard); the keys held are given up.
      if (e.key === 'Escape') {
        held.length = 0
        return false
      }
      e.preventDefault()
      e.stopImmediatePropagation()
      if (!waiting && !queued) {
        // Typed into an input that does not show the page's query yet (the page a new one
        // replaces, or one React has yet to give the keys typed for it): the query takes it.
        typeIntoPalette(replayOf(e))
        return true
      }
      const key = replayOf(e)
      held.push(key)
      // Its turn comes after the keys before it (or after a while, should they never act).
      if (isPaletteToggle(key)) holdPaletteKey(key, paletteLoading)
      if (!waiting) drain()
      else if (!retry) retry = setTimeout(drain, HELD_RETRY_MS)
      return true
    }
    let retry: ReturnType<typeof setTimeout> | undefined
    const drain = () => {
      clearTimeout(retry)
      retry = undefined
      // The chosen command is still starting (asking for its next argument, say): wait for it.
      if (paletteRunning() || viewCommandStarting())
        return void (retry = setTimeout(drain, HELD_RETRY_MS))
      while (held.length && store.get(palettePendingAtom) === null) {
        const k = held.shift() as KeyboardEvent
        if (store.get(paletteOpenAtom) && !isPaletteToggle(k)) typeIntoPalette(k)
        else void onKeyDown(k)
        // A key that starts a command from the palette: the rest wait for it.
        if (paletteRunning()) return void (retry = setTimeout(drain, HELD_RETRY_MS))
      }
    }
    // A paste while keys wait or the palette opens: its text goes as keys, in their turn.
    const onPaste = pasteAsKeys(keysWaiting, (key) => {
      if (!holdWhilePending(key)) void onKeyDown(key)
    })
    window.addEventListener('paste', onPaste, true)
    const unsubscribe = store.sub(palettePendingAtom, () => {
      if (store.get(palettePendingAtom) === null && held.length && !retry)
        retry = setTimeout(drain, 0)
    })
    window.addEventListener('keydown', behindWaiting, true)
    window.addEventListener('keydown', holdWhilePending, true)
    window.addEventListener('keydown', onKeyDown)
    const unsetRouter = setHeldKeysRouter({ onKeyDown, drain })
    const unsetReplay = setReplay(onKeyDown)
    // Keys pressed before this router existed (the app still loading), in order, each as if
    // typed now: an Enter the palette cannot act on yet holds the keys after it, as live.
    for (const early of takeEarlyKeys().map(replayOf))
      if (!holdWhilePending(early)) void onKeyDown(early)
    // Keys the router this one replaces was holding (a command from the palette navigated, and
    // the keys typed behind it wait for it): they go on from here, in order.
    if (held.length) retry = setTimeout(drain, HELD_RETRY_MS)
    return () => {
      unsetRouter()
      unsetReplay()
      unsubscribe()
      clearTimeout(retry)
      window.removeEventListener('keydown', behindWaiting, true)
      window.removeEventListener('keydown', holdWhilePending, true)
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('paste', onPaste, true)
    }
  }, [ctx, setPending])

  return (
    <>
      <KeyRefusal />
      {pending && (
        <div className="chord-pending" role="status">
          <KeyCombo binding={pending.binding} /> …
        </div>
      )}
      {helpOpen && ctx && (
        <Suspense fallback={null}>
          <ShortcutsHelp bindings={bound.filter((b) => isVisible(b.cmd, ctx)).map((b) => b.cmd)} />
        </Suspense>
      )}
    </>
  )
}
