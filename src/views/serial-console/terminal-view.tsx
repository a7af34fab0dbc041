// The xterm.js terminal: fills its box, refits its columns and rows whenever the box changes
// size, takes its colours from the design tokens, and receives output through a FrameBatcher
// (one write per animation frame). The page talks to it through the handle given to `onReady`.
import { FitAddon } from '@xterm/addon-fit'
import { SearchAddon } from '@xterm/addon-search'
import { Terminal } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'
import { useEffect, useEffectEvent, useRef } from 'react'
import { FrameBatcher, type Frame } from './frame-batcher'
import { findDecorations, terminalFont, terminalTheme } from './terminal-theme'

export type TerminalHandle = {
  write: (frame: Frame) => void
  /** forget what is shown and what is queued (a new connection replays its history) */
  reset: () => void
  selection: () => string
  paste: (text: string) => void
  scrollToTop: () => void
  scrollToBottom: () => void
  focus: () => void
  /** finds `term` in the scrollback from the current match on; highlights every match */
  find: (term: string, direction: 'next' | 'previous') => FindResult
  /** removes the find highlights */
  clearFind: () => void
}

/** Where a find landed: the match's index (-1 when none is active) and how many there are. */
export type FindResult = { found: boolean; index: number; count: number }

export type TerminalSize = { cols: number; rows: number }

type Props = {
  fontSize: number
  /** what the user typed or pasted, as the terminal encodes it */
  onInput: (data: string) => void
  onResize: (size: TerminalSize) => void
  onReady: (handle: TerminalHandle | null) => void
  /** take focus when created (the single console page); a workspace pane waits to be chosen */
  autoFocus?: boolean
  /**
   * Smaller pieces for the batcher (a workspace pane): xterm parses one piece per task at
   * least, and several terminals streaming at once share the main thread.
   */
  pieceBytes?: { chunkBytes: number; highWater: number }
}

/** Lines kept above the screen: the 256 KiB replay is ~3,000 lines of 80 columns. */
const SCROLLBACK = 10_000

/** Keys the console keeps for itself inside the terminal: the palette's and the way out. */
export function isConsoleKey(e: KeyboardEvent) {
  if (e.altKey || e.shiftKey) return false
  const mod = e.ctrlKey || e.metaKey
  return mod && (e.key.toLowerCase() === 'k' || e.code === 'KeyK' || e.code === 'BracketRight')
}

export function TerminalView({
  fontSize,
  onInput,
  onResize,
  onReady,
  autoFocus = true,
  pieceBytes,
}: Props) {
  const boxRef = useRef<HTMLDivElement>(null)
  const termRef = useRef<Terminal | null>(null)
  const fitRef = useRef<FitAddon | null>(null)
  // The latest callbacks, without re-creating the terminal when they change.
  const input = useEffectEvent((data: string) => onInput(data))
  const resized = useEffectEvent((size: TerminalSize) => onResize(size))
  const ready = useEffectEvent((handle: TerminalHandle | null) => onReady(handle))
  const initialFontSize = useRef(fontSize)
  const initialAutoFocus = useRef(autoFocus)
  const initialPieces = useRef(pieceBytes)

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const term = new Terminal({
      fontFamily: terminalFont(),
      fontSize: initialFontSize.current,
      theme: terminalTheme(),
      scrollback: SCROLLBACK,
      cursorBlink: true,
      // The search addon highlights matches with decorations, a proposed API in xterm 6.
      allowProposedApi: true,
    })
    // The palette key (Ctrl/Cmd+K) and the way out (Ctrl+]) are the console's, not the guest's:
    // xterm leaves them alone and the key router takes them. Every other key (Tab, Esc, Ctrl+C,
    // backquote) goes to the guest; sending a literal Ctrl+K is a command of its own.
    term.attachCustomKeyEventHandler((e) => !isConsoleKey(e))
    const fit = new FitAddon()
    term.loadAddon(fit)
    const search = new SearchAddon()
    term.loadAddon(search)
    let results = { index: -1, count: 0 }
    const searchSub = search.onDidChangeResults((r) => {
      results = { index: r.resultIndex, count: r.resultCount }
    })
    term.open(box)
    termRef.current = term
    fitRef.current = fit

    const refit = () => {
      // A hidden or zero-sized box proposes nothing; keep the last size.
      if (fit.proposeDimensions()) fit.fit()
    }
    // Coalesce a burst of resize notifications into one fit per frame.
    let frame = 0
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(refit)
    })
    observer.observe(box)
    refit()
    // The web font may arrive after the first measure: fit again with its real cell size.
    void document.fonts?.ready.then(() => termRef.current === term && refit())

    const batcher = new FrameBatcher((bytes, done) => term.write(bytes, done), {
      ...initialPieces.current,
      onProgress: (parsed) => (box.dataset.bytesParsed = String(parsed)),
    })
    const subs = [
      term.onData((d) => input(d)),
      term.onResize(({ cols, rows }) => resized({ cols, rows })),
    ]
    resized({ cols: term.cols, rows: term.rows })

    ready({
      write: (f) => batcher.push(f),
      reset: () => {
        batcher.clear()
        term.reset()
      },
      selection: () => term.getSelection(),
      paste: (text) => term.paste(text),
      scrollToTop: () => term.scrollToTop(),
      scrollToBottom: () => term.scrollToBottom(),
      focus: () => term.focus(),
      find: (text, direction) => {
        const options = { decorations: findDecorations(), incremental: false }
        const found =
          direction === 'next' ? search.findNext(text, options) : search.findPrevious(text, options)
        return { found, ...results }
      },
      clearFind: () => search.clearDecorations(),
    })
    if (initialAutoFocus.current) term.focus()

    return () => {
      ready(null)
      cancelAnimationFrame(frame)
      observer.disconnect()
      for (const s of subs) s.dispose()
      searchSub.dispose()
      batcher.dispose()
      term.dispose()
      termRef.current = null
      fitRef.current = null
    }
    // The terminal lives as long as the component.
  }, [])

  useEffect(() => {
    const term = termRef.current
    if (!term || term.options.fontSize === fontSize) return
    term.options.fontSize = fontSize
    if (fitRef.current?.proposeDimensions()) fitRef.current.fit()
  }, [fontSize])

  return (
    <div
      ref={boxRef}
      className="terminal-box"
      data-testid="serial-terminal"
      data-key-scope="terminal"
    />
  )
}
