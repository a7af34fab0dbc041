// A page collecting one argument: the completion source's choices (with their state, and
// disabled with a reason when the command could not run on them), or free text validated by the
// argument's schema. Backspace on an empty input goes back a page.
import { Command } from 'cmdk'
import { useEffect, useMemo, type KeyboardEvent } from 'react'
import useSWR from 'swr'
import type { AnyCommand, Choice, CommandContext } from '@/commands/core/define'
import { clearPendingAtom, palettePendingAtom, type ArgFrame } from '@/state/palette'
import { store, useAtomValue } from '@/state/store'
import { completeProjects } from '@/commands/core/complete'
import { fieldOf, mergeArgs } from '@/commands/core/prepare-args'
import { isSecretArg } from './args'
import { disabledReason, entryCli, entryCliBody } from './entries'
import { paletteKey } from './palette-keys'
import { PaletteFooter, PaletteNotes, PalettePrompt, PaletteRow } from './palette-parts'
import { MAX_RESULTS } from './palette-sizes'
import { buildIndex, type Searchable } from './search'
import { usePaletteSearch } from './use-palette-search'
import { useSelection } from './use-selection'

type Props = {
  cmd: AnyCommand
  frame: ArgFrame
  ctx: CommandContext
  onQuery: (q: string) => void
  onBack: () => void
  /** the argument's value was picked; target is the resource behind it, when known */
  onPick: (value: string, target?: unknown) => void
  /**
   * The choice highlighted before anything is typed: the value of the table row under the
   * cursor, null for none (the palette opened over a table without a cursor: its first row is
   * not the user's choice), undefined for the first choice (subject-entries.ts).
   */
  defaultChoice?: string | null
}

type ChoiceEntry = Searchable & { key: string; choice: Choice; disabledReason?: string }

type Completer = (ctx: CommandContext, partial: Record<string, unknown>) => Promise<Choice[]>

export function ArgPage({ cmd, frame, ctx, onQuery, onBack, onPick, defaultChoice }: Props) {
  const { arg, query } = frame
  const field = fieldOf(cmd, arg)
  const partial = mergeArgs(cmd, ctx, frame.args)
  // A project asked for (a line typed outside one lacks it) completes from the projects.
  const complete =
    (cmd.complete as Record<string, Completer | undefined> | undefined)?.[arg] ??
    (arg === 'project' ? completeProjects : undefined)
  const loaded = useSWR(
    complete ? ['palette-complete', cmd.id, arg, JSON.stringify(partial)] : null,
    () => complete!(ctx, partial), // the key is null without a completer
  )
  const entries = useMemo<ChoiceEntry[]>(
    () =>
      (loaded.data ?? []).map((c) => ({
        key: `choice:${c.value}`.toLowerCase(),
        choice: c,
        title: c.label ?? c.value,
        detail: c.detail,
        keywords: c.label ? [c.value, ...(c.keywords ?? [])] : c.keywords,
        disabledReason: disabledReason(cmd, ctx, { ...frame.args, [arg]: c.value }, c.target),
      })),
    [loaded.data, cmd, ctx, frame.args, arg],
  )
  const index = useMemo(() => buildIndex(entries), [entries])
  const search = usePaletteSearch(index, query, MAX_RESULTS)
  const results = search.results ?? entries.slice(0, MAX_RESULTS)

  // Free text: what the user typed, checked by the argument's own schema.
  const typed = query.trim()
  const exact = entries.some((e) => e.choice.value === typed)
  const freeCheck = typed && field ? field.safeParse(typed) : undefined
  const freeError = freeCheck && !freeCheck.success ? freeCheck.error.issues[0]?.message : undefined
  const offerFree =
    typed !== '' && !exact && (!complete || loaded.error !== undefined || !loaded.isLoading)

  // Enter waits for the choices of everything typed (as on the first page): pressed while they
  // load, or replayed after the Enter that opened this page, it picks once they are here.
  const settled = search.settled
  const ready = isSecretArg(arg) || (settled && (!complete || !loaded.isLoading))
  const pending = useAtomValue(palettePendingAtom)
  const backOnEmpty = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && query === '') {
      e.preventDefault()
      onBack()
    } else if (!ready && (e.key === 'Enter' || e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      // Before the choices for the query are known: kept until they are.
      e.preventDefault()
      e.stopPropagation()
      paletteKey(e.key)
    }
  }
  const label = field?.description ?? arg
  const crumbs = [
    { label: cmd.title },
    ...Object.entries(frame.args)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => ({ label: k, value: isSecretArg(k) ? '••••' : String(v) })),
    { label: arg },
  ]
  const selection = useSelection(
    query,
    [
      ...results.map((r) => ({ key: r.key, disabled: r.disabledReason !== undefined })),
      ...(offerFree ? [{ key: 'free', disabled: freeError !== undefined }] : []),
    ],
    // Until something is typed: the cursor row's choice, or none.
    query === '' && defaultChoice !== undefined
      ? defaultChoice === null
        ? null
        : `choice:${defaultChoice}`.toLowerCase()
      : undefined,
  )
  const highlightedValue =
    selection.value === 'free'
      ? typed
      : results.find((r) => r.key === selection.value)?.choice.value
  const cli = entryCli(cmd, ctx, { ...frame.args, [arg]: highlightedValue })
  const cliBody = entryCliBody(cmd, ctx, { ...frame.args, [arg]: highlightedValue })
  useEffect(() => {
    if (pending === null || !ready) return
    store.set(clearPendingAtom)
    // An argument's page completes nothing: a Tab kept for it is spent.
    if (pending.query !== query || pending.key === 'Tab') return
    if (pending.key === 'ArrowDown' || pending.key === 'ArrowUp') {
      selection.move(pending.key === 'ArrowDown' ? 1 : -1)
    } else if (isSecretArg(arg)) {
      if (typed) onPick(query)
    } else if (selection.value === 'free') {
      if (typed && freeError === undefined) onPick(typed)
    } else {
      const chosen = results.find((r) => r.key === selection.value)
      if (chosen && chosen.disabledReason === undefined)
        onPick(chosen.choice.value, chosen.choice.target)
    }
  })

  if (isSecretArg(arg)) {
    return (
      <Command label="Command palette" shouldFilter={false} vimBindings={false}>
        <PalettePrompt
          crumbs={crumbs}
          query={query}
          onQuery={onQuery}
          placeholder={label}
          onKeyDown={backOnEmpty}
          secret={{ label, onSubmit: () => typed && onPick(query) }}
        />
        <PaletteNotes error={frame.error}>
          <div>{label}: type it and press Enter</div>
        </PaletteNotes>
        <PaletteFooter
          cli={entryCli(cmd, ctx, frame.args)}
          body={entryCliBody(cmd, ctx, frame.args)}
          hint="↵ submit · ⌫ back · esc close"
        />
      </Command>
    )
  }

  return (
    <Command
      label="Command palette"
      shouldFilter={false}
      vimBindings={false}
      loop
      value={selection.value}
      onValueChange={selection.onValueChange}
    >
      <PalettePrompt
        crumbs={crumbs}
        query={query}
        onQuery={onQuery}
        placeholder={label}
        onKeyDown={backOnEmpty}
      />
      <PaletteNotes error={frame.error}>
        {loaded.isLoading && (
          <Command.Loading label={`Loading ${arg} choices`}>loading…</Command.Loading>
        )}
        {loaded.error !== undefined && (
          <div className="palette-error" role="alert">
            Could not list choices: {errorText(loaded.error)}
          </div>
        )}
        {!complete && !typed && <div>{label}: type a value</div>}
        {complete && loaded.data && !results.length && !offerFree && (
          <div>No {arg} to choose from</div>
        )}
      </PaletteNotes>
      <Command.List label={label} className="palette-list">
        {results.map((e) => (
          <PaletteRow
            key={e.key}
            value={e.key}
            title={e.title}
            detail={e.detail}
            disabledReason={e.disabledReason}
            onSelect={() => onPick(e.choice.value, e.choice.target)}
          />
        ))}
        {offerFree && (
          <PaletteRow
            value="free"
            title={`Use “${typed}”`}
            detail={label}
            disabledReason={freeError}
            onSelect={() => onPick(typed)}
          />
        )}
      </Command.List>
      <PaletteFooter cli={cli} body={cliBody} hint="↵ choose · ⌫ back · esc close" />
    </Command>
  )
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e))
