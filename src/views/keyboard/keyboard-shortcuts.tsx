// The one place that binds keys, all from the registry: mod+k toggles the palette (inside text
// fields too), chords like `g i` take their second key within a second, `?` shows every binding.
// Nothing fires while a text field, a dialog, a menu or the palette has focus (mod+k excepted).
// Esc on the page backs out one level (back-out.ts).
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AnyCommand, CommandContext } from '@/commands/define'
import { dispatch } from '@/commands/dispatch'
import { commandsLoaded, loadCommands } from '@/commands/load'
import { allCommands, registryVersion } from '@/commands/registry'
import { closePaletteAtom, helpOpenAtom, openPaletteAtom, paletteOpenAtom } from '@/state/palette'
import { store, useAtomValue } from '@/state/store'
import { useCommandContext } from '../command-context'
import { safeVisible, useRegisteredCommands } from '../use-command'
import { KeyCombo } from '../ui/kbd'
import { parentPath } from './back-out'
import { isModifierOnly, matchesStep, parseBinding, parseStep, type Step } from './keys'
import './keyboard.css'

// The help overlay (a dialog) loads when first asked for.
const ShortcutsHelp = lazy(() =>
  import('./shortcuts-help').then((m) => ({ default: m.ShortcutsHelp })),
)

/** How long the second key of a chord may take. */
export const CHORD_TIMEOUT_MS = 1000

const PALETTE_COMMAND = 'ui.open-palette'
// The palette key works before the built-in commands (and its own) have loaded.
const PALETTE_FALLBACK = parseStep('mod+k')

/** The first key of a chord, waiting for its second. */
type Pending = { step: Step; binding: string }

/** A command's binding, split into its first key and, for a chord, its second. */
type Bound = { cmd: AnyCommand; binding: string; first: Step; second?: Step }

function bindingsOf(commands: readonly AnyCommand[]): Bound[] {
  return commands.flatMap((cmd) => {
    const [first, second] = cmd.keybinding ? parseBinding(cmd.keybinding) : []
    return first && cmd.keybinding ? [{ cmd, binding: cmd.keybinding, first, second }] : []
  })
}

// The bindings as the registry holds them at the moment a key is pressed (not as of the last
// render): a key replayed just after the built-in commands load must find them.
let boundCache = { version: -1, list: [] as Bound[] }
function boundNow(): Bound[] {
  const version = registryVersion()
  if (boundCache.version !== version) boundCache = { version, list: bindingsOf(allCommands()) }
  return boundCache.list
}

/** The same key again, for replaying it once the commands have loaded. */
const replayOf = (e: KeyboardEvent) =>
  new KeyboardEvent('keydown', {
    key: e.key,
    code: e.code,
    ctrlKey: e.ctrlKey,
    shiftKey: e.shiftKey,
    altKey: e.altKey,
    metaKey: e.metaKey,
  })

const sameStep = (a: Step, b: Step) =>
  a.key === b.key && a.mod === b.mod && a.alt === b.alt && a.shift === b.shift

/** Where focus is, for deciding whether a key is the page's or the focused element's. */
function focusContext(): 'none' | 'field' | 'dialog' {
  const el = document.activeElement
  if (!(el instanceof HTMLElement)) return 'none'
  if (el.closest('[aria-modal="true"], dialog[open], [role="menu"]')) return 'dialog'
  if (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return 'field'
  return 'none'
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
    const visible = (b: Bound) => safeVisible(b.cmd, ctx)
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || isModifierOnly(e)) return
      const bound = boundNow()
      const pending = pendingRef.current
      const paletteOpen = store.get(paletteOpenAtom)
      const where = focusContext()

      const palette = bound.find((b) => b.cmd.id === PALETTE_COMMAND && !b.second)
      if (matchesStep(palette?.first ?? PALETTE_FALLBACK, e)) {
        // Over another modal the palette could not take focus (the modal traps it).
        if (where === 'dialog' && !paletteOpen) return
        e.preventDefault()
        setPending(null)
        store.set(paletteOpen ? closePaletteAtom : openPaletteAtom)
        return
      }
      if (paletteOpen || where !== 'none' || e.repeat) {
        setPending(null)
        return
      }
      // Esc backs out one level: a pending chord first, then focus on the page (a table row),
      // then up to the enclosing page.
      // A key pressed before the built-in commands have loaded (a slow first load) waits for
      // them, then counts as pressed.
      if (e.key !== 'Escape' && !commandsLoaded()) {
        const again = replayOf(e)
        void loadCommands().then(() => onKeyDown(again))
        return
      }
      if (e.key === 'Escape') {
        if (pending) return setPending(null)
        const focused = document.activeElement
        if (focused instanceof HTMLElement && focused !== document.body) {
          focused.blur()
          return
        }
        const up = parentPath(window.location.pathname)
        if (up) {
          e.preventDefault()
          ctx.navigate(up)
        }
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
          runBound(chord.cmd, ctx)
          return
        }
      }
      const single = bound.find((b) => !b.second && matchesStep(b.first, e) && visible(b))
      if (single) {
        e.preventDefault()
        runBound(single.cmd, ctx)
        return
      }
      const starts = bound.find((b) => b.second && matchesStep(b.first, e) && visible(b))
      if (starts) setPending({ step: starts.first, binding: starts.binding.split(/\s+/)[0] ?? '' })
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [ctx, setPending])

  return (
    <>
      {pending && (
        <div className="chord-pending" role="status">
          <KeyCombo binding={pending.binding} /> …
        </div>
      )}
      {helpOpen && ctx && (
        <Suspense fallback={null}>
          <ShortcutsHelp
            bindings={bound.filter((b) => safeVisible(b.cmd, ctx)).map((b) => b.cmd)}
          />
        </Suspense>
      )}
    </>
  )
}
