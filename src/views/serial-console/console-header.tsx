// The slim bar over the terminal: which instance, its state, the connection, the terminal size,
// and the terminal's tools (font size, copy, paste, scroll), the CLI line, pop-out and the way
// back to the instance.
import { useRef, useState } from 'react'
import type { Instance } from '@/api/generated/schemas'
import { COPY_CONFIRM_MS } from '@/lib/constants'
import { pb } from '@/lib/paths'
import { SERIAL_FONT_SIZES, serialFontSizeAtom, setSerialFontSizeAtom } from '@/state/preferences'
import { useAtomValue, useSetAtom } from '@/state/store'
import { pushToastAtom } from '@/state/toasts'
import { CommandButton } from '../command-button'
import { StateBadge } from '../ui/badge'
import { KeyCombo } from '../ui/kbd'
import { Button } from '../ui/button'
import { CliModal } from '../ui/cli-modal'
import { LinkButton } from '../ui/link-button'
import { ShortLabel, ShortLabels } from '../ui/short-label'
import { attrShrink, useFitRow, type Shrink } from '../layout/fit-row'
import type { ConnectionStatus } from './connection-state'
import type { TerminalHandle, TerminalSize } from './terminal-view'

const STATUS_LABEL: Record<ConnectionStatus, string> = {
  waiting: 'not connected',
  connecting: 'connecting…',
  connected: 'connected',
  disconnected: 'disconnected',
  error: 'connection error',
}

function TerminalTools({
  terminal,
  send,
}: {
  terminal: TerminalHandle | null
  send: (text: string) => boolean
}) {
  const fontSize = useAtomValue(serialFontSizeAtom)
  const setFontSize = useSetAtom(setSerialFontSizeAtom)
  const toast = useSetAtom(pushToastAtom)
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    const text = terminal?.selection() ?? ''
    if (!text) {
      toast({
        title: 'Nothing to copy',
        content: 'Select text in the terminal first',
        variant: 'info',
      })
      return
    }
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      setTimeout(() => setCopied(false), COPY_CONFIRM_MS)
    } catch (e) {
      toast({ title: 'Copy failed', content: (e as Error).message, variant: 'error' })
    }
    terminal?.focus()
  }
  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText()
      // Through the terminal, so bracketed paste mode is honoured; it ends up in `send`.
      if (text && terminal) terminal.paste(text)
      else if (text) send(text)
    } catch (e) {
      toast({ title: 'Paste failed', content: (e as Error).message, variant: 'error' })
    }
    terminal?.focus()
  }
  return (
    <div className="serial-tools" role="group" aria-label="Terminal">
      <Button
        size="sm"
        variant="ghost"
        aria-label="Smaller font"
        disabled={fontSize <= SERIAL_FONT_SIZES.min}
        onClick={() => setFontSize(fontSize - 1)}
      >
        A−
      </Button>
      <span className="num dim" aria-label={`Font size ${fontSize} pixels`}>
        {fontSize}px
      </span>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Larger font"
        disabled={fontSize >= SERIAL_FONT_SIZES.max}
        onClick={() => setFontSize(fontSize + 1)}
      >
        A+
      </Button>
      <Button size="sm" variant="ghost" onClick={() => void copy()} disabled={!terminal}>
        {copied ? 'Copied ✓' : 'Copy'}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => void paste()} disabled={!terminal}>
        Paste
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Scroll to top"
        disabled={!terminal}
        onClick={() => terminal?.scrollToTop()}
      >
        Top
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Scroll to bottom"
        disabled={!terminal}
        onClick={() => terminal?.scrollToBottom()}
      >
        Bottom
      </Button>
    </div>
  )
}

/**
 * Short of room the toolbar gives way in steps (fit-row.ts): the terminal's size, then the
 * palette's key hint, then the buttons' labels shorten to a word. "Ctrl ] leave" stays whole.
 */
const toolbarShrinks = (row: HTMLElement): Shrink[] => [
  attrShrink(row, 'data-no-size'),
  attrShrink(row, 'data-no-palette-hint'),
  attrShrink(row, 'data-compact'),
]

export function ConsoleHeader({
  project,
  instance,
  status,
  size,
  popout,
  terminal,
  send,
}: {
  project: string
  instance: Instance
  status: ConnectionStatus
  size: TerminalSize | null
  popout: boolean
  terminal: TerminalHandle | null
  send: (text: string) => boolean
}) {
  const [showCli, setShowCli] = useState(false)
  const ref = useRef<HTMLElement>(null)
  useFitRow(ref, toolbarShrinks)
  const p = { project, instance: instance.name }
  const cliLine = `oxide instance serial console --project ${project} --instance ${instance.name}`
  return (
    <header className="serial-header" ref={ref}>
      <h1 className="sr-only">Serial console of {instance.name}</h1>
      <span className="serial-name">{instance.name}</span>
      <StateBadge state={instance.runState} />
      <span className={`serial-status serial-status-${status}`} role="status">
        {STATUS_LABEL[status]}
      </span>
      {size && status !== 'waiting' && (
        <span className="num dim" data-testid="terminal-size">
          {size.cols}×{size.rows}
        </span>
      )}
      {status !== 'waiting' && (
        <span className="serial-keys dim" aria-label="Keys in the terminal">
          <span className="serial-key-palette">
            <KeyCombo binding="mod+k" /> palette ·{' '}
          </span>
          <KeyCombo binding="ctrl+]" /> <ShortLabel text="leave terminal" />
        </span>
      )}
      <span className="serial-spacer" />
      {status !== 'waiting' && <TerminalTools terminal={terminal} send={send} />}
      <Button variant="ghost" size="sm" onClick={() => setShowCli(true)}>
        <span aria-hidden="true">$_</span> CLI
      </Button>
      {!popout && (
        <ShortLabels.Provider value>
          <CommandButton
            id="instance.add-to-workspace"
            args={p}
            size="sm"
            label="Add to workspace"
          />
          <CommandButton
            id="serial-console.pop-out"
            args={p}
            target={instance}
            size="sm"
            label="Pop out"
          />
          <LinkButton href={pb.instance(p)}>Back to instance</LinkButton>
        </ShortLabels.Provider>
      )}
      {showCli && (
        <CliModal
          title={`CLI: serial console of ${instance.name}`}
          lines={[cliLine]}
          onDismiss={() => setShowCli(false)}
        />
      )}
    </header>
  )
}
