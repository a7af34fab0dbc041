// Pieces every palette page shares: the `>` prompt with the command and args chosen so far, an
// item row with its detail and key chips, and the footer with the highlighted command's CLI line.
import { BODY_FILE, cliWithBody } from '@/commands/command-line/cli'
import { Command } from 'cmdk'
import { memo, type KeyboardEvent, type ReactNode } from 'react'
import type { PaletteEntry } from './entries'
import { KeyCombo } from '../ui/kbd'

export type Crumb = { label: string; value?: string }

type PromptProps = {
  crumbs: Crumb[]
  query: string
  onQuery: (q: string) => void
  placeholder: string
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void
  /** a masked plain input instead of the combobox (passwords); Enter submits */
  secret?: { label: string; onSubmit: () => void }
}

export function PalettePrompt({
  crumbs,
  query,
  onQuery,
  placeholder,
  onKeyDown,
  secret,
}: PromptProps) {
  return (
    <div className="palette-line">
      <span className="palette-caret" aria-hidden="true">
        &gt;
      </span>
      {crumbs.map((c, i) => (
        <span key={i} className="palette-crumb">
          {c.label}
          {c.value !== undefined && <span className="palette-crumb-value">{c.value}</span>}
        </span>
      ))}
      {secret ? (
        <input
          className="palette-input"
          type="password"
          aria-label={secret.label}
          autoFocus
          autoComplete="current-password"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          onKeyDown={(e) => {
            onKeyDown?.(e)
            if (e.key === 'Enter' && !e.defaultPrevented) {
              e.preventDefault()
              secret.onSubmit()
            }
          }}
        />
      ) : (
        <Command.Input
          ref={caretAtEnd}
          className="palette-input"
          autoFocus
          value={query}
          onValueChange={onQuery}
          placeholder={placeholder}
          onKeyDown={onKeyDown}
        />
      )}
    </div>
  )
}

/**
 * The input may open holding text typed while the palette's code loaded: the caret goes after
 * it, so the next key extends it instead of landing in front.
 */
function caretAtEnd(el: HTMLInputElement | null) {
  if (el && el.selectionStart === 0 && el.value)
    el.setSelectionRange(el.value.length, el.value.length)
}

type RowProps = {
  value: string
  title: ReactNode
  detail?: string
  disabledReason?: string
  keybinding?: string
  onSelect: () => void
}

export function PaletteRow({
  value,
  title,
  detail,
  disabledReason,
  keybinding,
  onSelect,
}: RowProps) {
  return (
    <Command.Item
      value={value}
      className="palette-item"
      disabled={disabledReason !== undefined}
      onSelect={onSelect}
    >
      <span className="palette-item-title">{title}</span>
      {(disabledReason ?? detail) && (
        <span className={disabledReason ? 'palette-item-reason' : 'palette-item-detail'}>
          {disabledReason ?? detail}
        </span>
      )}
      {keybinding && <KeyCombo binding={keybinding} />}
    </Command.Item>
  )
}

/**
 * A row of the list. A row given the same entry as in the last render (a result that stays in
 * its place as a key is typed, the menu under the key's own render) is not drawn again.
 */
export const EntryRow = memo(function EntryRow({
  entry: e,
  searched,
  onChoose,
}: {
  entry: PaletteEntry
  /** results of a search: the row names its group */
  searched: boolean
  onChoose: (entry: PaletteEntry) => void
}) {
  return (
    <PaletteRow
      value={e.key}
      title={e.title}
      detail={e.detail ?? (searched ? e.group : undefined)}
      disabledReason={e.disabledReason}
      keybinding={e.keybinding}
      onSelect={() => onChoose(e)}
    />
  )
})

/**
 * `line`: the console's own command line, shown when the command has no `oxide` line;
 * `keybinding`: a key that moves the cursor or focus (no line to show), shown as its key.
 */
export function PaletteFooter({
  cli,
  body,
  line,
  keybinding,
  hint,
}: {
  cli?: string
  /** the JSON of the file the `cli` line names (`--json-body body.json`) */
  body?: unknown
  line?: string
  keybinding?: string
  hint: ReactNode
}) {
  const json = cli && body !== undefined ? JSON.stringify(body) : undefined
  return (
    <div className="palette-footer">
      <div className="palette-cli-lines">
        <code
          className="palette-cli"
          aria-label={
            cli ? 'CLI equivalent' : line ? 'Command line' : keybinding ? 'Key' : 'CLI equivalent'
          }
          title={cli ? cliWithBody(cli, body) : undefined}
        >
          {cli ? `$ ${cli}` : line ? `> ${line}` : keybinding ? null : '\u00a0'}
          {!cli && !line && keybinding && (
            <span className="dim">
              key <KeyCombo binding={keybinding} />
            </span>
          )}
        </code>
        {json && (
          <code className="palette-cli palette-cli-body" aria-label={BODY_FILE}>
            {`${BODY_FILE}: ${json}`}
          </code>
        )}
      </div>
      <span className="palette-hint">{hint}</span>
    </div>
  )
}

/**
 * Messages about the page (loading, nothing found, why the last run failed), kept outside the
 * listbox, which may only hold options.
 */
export function PaletteNotes({ error, children }: { error?: string; children?: ReactNode }) {
  return (
    <div className="palette-notes">
      {error && (
        <div className="palette-error" role="alert">
          Failed: {error}
        </div>
      )}
      {children}
    </div>
  )
}
