// The Ctrl/Cmd+K palette: a modal dialog holding one cmdk page at a time (the command list, then
// one page per missing argument). Running goes through dispatch; on failure the palette comes
// back on the page it was on, with everything typed so far.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { createPortal } from 'react-dom'
import type { CommandContext } from '@/commands/core/define'
import { findCommand } from '@/commands/core/registry'
import {
  closePaletteAtom,
  paletteFrameAtom,
  paletteFramesAtom,
  paletteOpenAtom,
  popPageAtom,
  setFrameQueryAtom,
} from '@/state/palette'
import { store, useAtomValue } from '@/state/store'
import { useCommandContext } from '../command-context'
import { ArgPage } from './arg-page'
import { RootPage } from './root-page'
import type { PaletteEntry } from './entries'
import { rememberFocus, restoreFocus } from './palette-focus'
import { isRunning, runFromPalette, runOnRowsFromPalette } from './run-from-palette'
import { tableSubjects } from '../keyboard/table-scope'
import { cursorChoice } from './subject-entries'
import './palette.css'

export { runFromPalette }

/**
 * While open, the palette is the only thing assistive technology and the pointer can reach: the
 * rest of the page is inert and hidden (aria-modal alone is not honoured everywhere). Returns
 * the undo.
 */
function isolate(keep: Element) {
  const others = [...document.body.children].filter(
    (el) => el !== keep && !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  )
  for (const el of others) {
    el.setAttribute('inert', '')
    el.setAttribute('aria-hidden', 'true')
  }
  return () => {
    for (const el of others) {
      el.removeAttribute('inert')
      el.removeAttribute('aria-hidden')
    }
  }
}

export function CommandPalette() {
  const open = useAtomValue(paletteOpenAtom)
  const ctx = useCommandContext()
  if (!open || !ctx) return null
  return <OpenPalette ctx={ctx} />
}

function OpenPalette({ ctx }: { ctx: CommandContext }) {
  const frame = useAtomValue(paletteFrameAtom)
  const depth = useAtomValue(paletteFramesAtom).length
  const dialog = useRef<HTMLDivElement>(null)
  const overlay = useRef<HTMLDivElement>(null)
  // Read during the first render: by the time effects run, the palette's input has focus.
  const [focusedBefore] = useState(() => document.activeElement)
  // The rows of the table it opened over (before focus moved into it): the selection, the
  // cursor's row. Read once: what the palette offers does not change under the user's keys.
  const [subjects] = useState(tableSubjects)

  useEffect(() => {
    rememberFocus(focusedBefore)
    const undo = overlay.current ? isolate(overlay.current) : () => {}
    return () => {
      undo()
      // Hidden for a run: focus comes back when the run ends (or the palette reopens).
      if (!isRunning()) restoreFocus()
    }
  }, [focusedBefore])

  const close = useCallback(() => store.set(closePaletteAtom), [])
  const setQuery = useCallback(
    (query: string) => store.set(setFrameQueryAtom, { depth, query }),
    [depth],
  )
  const back = useCallback(() => store.set(popPageAtom), [])
  // The same function from keystroke to keystroke: the list's rows keep theirs (EntryRow).
  const choose = useCallback(
    (e: PaletteEntry) => {
      if (e.rows && subjects)
        return void runOnRowsFromPalette(ctx, e.commandId, e.rows, subjects.drop)
      // A resource picked by name is remembered as visited (it ranks first next time).
      const key = e.key.replace(/^(visited|jump):/, '')
      const visit = key.startsWith('res:') ? { key, title: e.title } : undefined
      void runFromPalette(ctx, e.commandId, e.args, e.target, visit)
    },
    [ctx, subjects],
  )

  // Esc closes from anywhere in the palette; Tab stays inside (the input is the one stop).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      close()
    } else if (e.key === 'Tab') {
      e.preventDefault()
    }
  }
  const onOverlayDown = (e: MouseEvent) => {
    if (!dialog.current?.contains(e.target as Node)) close()
  }

  const cmd = frame.kind === 'arg' ? findCommand(frame.commandId) : undefined
  return createPortal(
    <div ref={overlay} className="palette-overlay" onMouseDown={onOverlayDown}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Command palette"
        className="palette"
        // The page on screen: until React has swapped in a page just pushed, the key router
        // sends keys from the old page's input to the new one (keyboard-shortcuts.tsx).
        data-palette-depth={depth}
        onKeyDown={onKeyDown}
      >
        {frame.kind === 'arg' && cmd ? (
          <ArgPage
            key={depth}
            cmd={cmd}
            frame={frame}
            ctx={ctx}
            onQuery={setQuery}
            onBack={back}
            defaultChoice={cursorChoice(subjects, cmd.id, frame.arg)}
            onPick={(value, target) =>
              void runFromPalette(ctx, cmd.id, { ...frame.args, [frame.arg]: value }, target)
            }
          />
        ) : (
          <RootPage
            key={depth}
            ctx={ctx}
            query={frame.query}
            error={frame.error}
            onQuery={setQuery}
            subjects={subjects}
            onChoose={choose}
          />
        )}
      </div>
    </div>,
    document.body,
  )
}
