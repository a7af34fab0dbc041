// Mounts the palette's code (cmdk, fuse) the first time it is opened, and fetches that code when
// the browser is idle, so it is not on the first page's critical path yet opens at once. Until it
// has loaded, an input of the same look takes the keys: what is typed lands in the palette's
// query (the same atom the real input reads), Up/Down walk the line history, Enter, Tab and the
// other Up/Down are kept for the palette to act on for everything typed, and Esc closes. Not one
// key is lost on the first open.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { currentUserView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { MOCK_PLATFORM_ID_KEY } from '@/lib/constants'
import { fleetViewerAtom } from '@/state/session'
import {
  closePaletteAtom,
  paletteFrameAtom,
  paletteOpenAtom,
  setPaletteQueryAtom,
} from '@/state/palette'
import { store, useAtomValue } from '@/state/store'
import { afterFirstScreen } from '../first-screen'
import { signedOutPage } from '../command-context'
import { rememberFocus, restoreFocus } from './palette-focus'
import { paletteKey } from './palette-keys'
import './palette.css'

let codeLoading = false
const load = () => {
  codeLoading = true
  const code = import('./command-palette')
  void code.then(
    () => (codeLoading = false),
    () => (codeLoading = false),
  )
  return code
}

/** True while the palette's code is on its way (the prompt holds the keys meanwhile). */
export const paletteCodeLoading = () => codeLoading
const CommandPalette = lazy(() => load().then((m) => ({ default: m.CommandPalette })))

export function PaletteHost() {
  const open = useAtomValue(paletteOpenAtom)
  const [used, setUsed] = useState(false)
  if (open && !used) setUsed(true)
  useEffect(() => afterFirstScreen(() => void load()), [])
  return (
    <>
      <NameIndexKeeper open={open} />
      {used && (
        <Suspense fallback={open ? <PaletteLoading /> : null}>
          <CommandPalette />
        </Suspense>
      )}
    </>
  )
}

/**
 * Whose name index this is: the silo and the user (on the in-browser mock, also which platform
 * the tab holds, since each tab has its own).
 */
function ownerOf(me: { id: string; siloName: string }) {
  const platform = import.meta.env.MODE === 'mock' && sessionStorage.getItem(MOCK_PLATFORM_ID_KEY)
  return `${me.siloName}/${me.id}${platform ? `@mock:${platform}` : ''}`
}

/**
 * Starts the palette's name index (its code comes after the first screen, or with the palette
 * when that opens first) for the signed-in user, and again for the next one.
 */
function NameIndexKeeper({ open }: { open: boolean }) {
  const [path] = useLocation()
  const signedIn = !signedOutPage(path)
  const me = useApiQuery(currentUserView, signedIn ? {} : null)
  const fleet = useAtomValue(fleetViewerAtom) === true
  const [due, setDue] = useState(false)
  useEffect(() => afterFirstScreen(() => setDue(true)), [])
  const owner = signedIn && me.data ? ownerOf(me.data) : null
  // The code comes in its own time, and two asks may resolve out of order: the index starts with
  // what is true when it has come (a fleet viewer known meanwhile is not undone by the older ask).
  const latest = useRef({ owner, fleet })
  useEffect(() => {
    latest.current = { owner, fleet }
  })
  useEffect(() => {
    if ((due || open) && owner)
      void import('../name-index/keeper').then((m) => {
        const now = latest.current
        if (now.owner) m.startNameIndex(now.owner, now.fleet)
      })
  }, [due, open, owner, fleet])
  return null
}

/** The palette's prompt while its code loads: keeps every key typed. */
function PaletteLoading() {
  const frame = useAtomValue(paletteFrameAtom)
  const input = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    rememberFocus(document.activeElement)
    const el = input.current
    if (!el) return
    el.focus()
    el.setSelectionRange(el.value.length, el.value.length)
  }, [])
  return (
    <div className="palette-overlay">
      <div role="dialog" aria-modal="true" aria-label="Command palette" className="palette">
        <div className="palette-line">
          <span className="palette-caret" aria-hidden="true">
            &gt;
          </span>
          <input
            ref={input}
            className="palette-input"
            role="combobox"
            aria-expanded={false}
            aria-label="Command palette"
            value={frame.query}
            onChange={(e) => store.set(setPaletteQueryAtom, e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Tab' && e.shiftKey) {
                // The prompt is the palette's one stop, as in the loaded palette.
                e.preventDefault()
              } else if (paletteKey(e.key)) {
                e.preventDefault()
              } else if (e.key === 'Escape') {
                e.preventDefault()
                store.set(closePaletteAtom)
                // Back where the keys were before Ctrl+K (the terminal, a row, a field).
                restoreFocus()
              }
            }}
          />
        </div>
        <div className="palette-notes" role="status">
          <div className="dim">loading…</div>
        </div>
      </div>
    </div>
  )
}
