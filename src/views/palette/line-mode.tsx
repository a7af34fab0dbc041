// The palette's command line: when the input reads as a command (`instance stop web-1`, or an
// `oxide ...` line) the root page lists completions instead of search results, shows the usage
// hint, and Enter runs the parsed command through dispatch. Up/Down walk earlier lines.
import { Command } from 'cmdk'
import { useEffect, useState, type KeyboardEvent } from 'react'
import {
  applyChoice,
  completeFirstWord,
  completeLine,
  tabComplete,
  type LineCompletion,
} from '@/commands/command-line/complete'
import {
  commandIndex,
  looksLikeCommandLine,
  parseCommandLine,
  type ParsedLine,
} from '@/commands/command-line/line'
import { commandsReady } from '@/commands/core/registry'
import { unknownCommandLine } from '@/commands/command-line/unknown-line'
import { bodyFor } from '@/commands/command-line/cli'
import type { CommandContext } from '@/commands/core/define'
import { isVisible } from '@/commands/core/visible'
import { pushLineAtom } from '@/state/history'
import { reopenPaletteAtom, requestKeyAtom } from '@/state/palette'
import { store } from '@/state/store'
import { safeCli, useRegisteredCommands } from '../use-command'
import { whenIdle } from '../when-idle'
import { runAskingMissing } from './line-project'
import { runBulkFromPalette, runFromPalette } from './run-from-palette'

export const RUN_KEY = 'line:run'
const choiceKey = (i: number) => `line:choice:${i}`

const empty = (from: number): LineCompletion => ({ from, choices: [] })

/** Completions for the line, refreshed as it changes (resource names load asynchronously). */
function useCompletion(line: string, active: boolean, ctx: CommandContext) {
  const [state, setState] = useState<{ line: string; c: LineCompletion } | null>(null)
  useEffect(() => {
    if (!active) return
    let live = true
    completeLine(line, ctx).then(
      (c) => live && setState({ line, c }),
      () => live && setState({ line, c: empty(line.length) }),
    )
    return () => void (live = false)
  }, [line, active, ctx])
  return state?.line === line ? state.c : null
}

/**
 * Run the typed line; a line that lacks a required argument asks for it (line-project.ts); one
 * that does not parse stays, with the reason under it.
 */
export function runLine(line: string, ctx: CommandContext) {
  const parsed = parseCommandLine(line, ctx)
  const run = (ok: ParsedLine & { ok: true }) => {
    if (ok.bulk) void runBulkFromPalette(ctx, ok.command.id, ok.bulk)
    else void runFromPalette(ctx, ok.command.id, ok.args)
  }
  if (!parsed.ok && parsed.missing && parsed.command) {
    store.set(pushLineAtom, line)
    void runAskingMissing(line, parsed.command, parsed.missing, parsed.typed ?? {}, ctx, run)
    return
  }
  if (!parsed.ok) {
    store.set(reopenPaletteAtom, parsed.message)
    return
  }
  store.set(pushLineAtom, line)
  run(parsed)
}

export function useLineMode(query: string, ctx: CommandContext, onQuery: (q: string) => void) {
  // Every command's words (each command's grammar, read from its schema: hundreds of them) are
  // indexed while the palette is idle, not on the first keystroke that reads as a line.
  const registered = useRegisteredCommands()
  useEffect(() => (commandsReady() ? whenIdle(() => void commandIndex()) : undefined), [registered])
  // A line naming a command this user is not offered (`silo list` for someone who is not a fleet
  // viewer) is no line: the search below it says why the command is not offered (hidden-note.tsx).
  const read = looksLikeCommandLine(query) ? parseCommandLine(query, ctx) : null
  const active = read !== null && !(read.command && !isVisible(read.command, ctx))
  const completion = useCompletion(query, active, ctx)

  // Where a Tab cycle through the candidates is: valid while the input shows `shown`.
  const [cycle, setCycle] = useState<{
    head: string
    inserts: string[]
    at: number
    shown: string
  } | null>(null)

  const accept = (i: number) => {
    const choice = completion?.choices[i]
    if (completion && choice) onQuery(applyChoice(query, completion, choice))
  }

  /** Whether Tab can act now: a command line waits for its completions. */
  const canComplete = !active || completion !== null

  /**
   * Tab: the highlighted completion (`selected`) on a command line, or the verb for a first word
   * that does not read as a command line yet. Resolves once the query shows the completion.
   */
  const complete = async (selected: string) => {
    if (active) {
      // A further Tab on a line a Tab filled in walks on to the next candidate.
      if (cycle && cycle.shown === query) {
        const at = (cycle.at + 1) % cycle.inserts.length
        const shown = `${cycle.head}${cycle.inserts[at]} `
        setCycle({ ...cycle, at, shown })
        onQuery(shown)
        return
      }
      // A completion the user highlighted (with the arrows) is taken as it is.
      if (selected.startsWith('line:choice:')) return accept(Number(selected.split(':')[2]))
      const step = completion && tabComplete(query, completion)
      if (!step || !completion) return
      setCycle(
        step.cycle
          ? { head: query.slice(0, completion.from), inserts: step.cycle, at: 0, shown: step.line }
          : null,
      )
      onQuery(step.line)
    } else if (/^\S+$/.test(query)) {
      const next = await completeFirstWord(query, ctx)
      if (next) onQuery(next)
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, selected: string) => {
    if (e.key === 'Tab' && (active || /^\S+$/.test(query))) {
      e.preventDefault()
      // Completions still coming: the Tab waits for them (and the keys after it for the Tab).
      if (canComplete) void complete(selected)
      else store.set(requestKeyAtom, 'Tab')
    }
  }

  const parsed = active ? read : null
  // A bulk line is one CLI call per name.
  const lines = parsed?.ok
    ? (parsed.bulk ?? [parsed.args]).map((a) => safeCli(parsed.command, a))
    : []
  const cli = lines.length && lines.every(Boolean) ? lines.join(' && ') : undefined
  const body = parsed?.ok && !parsed.bulk ? bodyFor(parsed.command, parsed.args) : undefined
  // A mistyped command (`instance strt`, with its `oxide` or not) is marked as unknown as it is
  // typed, not offered to run; a line on its way to a command is not.
  const unknown = parsed && !parsed.ok ? unknownCommandLine(query) : null
  const keys = active ? [RUN_KEY, ...(completion?.choices ?? []).map((_, i) => choiceKey(i))] : []
  return {
    active,
    completion,
    onKeyDown,
    accept,
    complete,
    canComplete,
    cli,
    body,
    keys,
    parsed,
    unknown,
  }
}

export type LineMode = ReturnType<typeof useLineMode>

/** The list in line mode: the line itself to run, then the completions. */
export function LineList({
  line,
  mode,
  ctx,
}: {
  line: string
  mode: LineMode
  ctx: CommandContext
}) {
  const choices = mode.completion?.choices ?? []
  return (
    <>
      {/* Enter on an unknown line keeps it, with the reason under the input (runLine). */}
      <Command.Item
        value={RUN_KEY}
        className={mode.unknown ? 'palette-item palette-item-unknown' : 'palette-item'}
        onSelect={() => runLine(line, ctx)}
      >
        <span className="palette-item-title">
          {mode.unknown ? `Unknown command: ${line.trim()}` : `Run ${line.trim()}`}
        </span>
        <span className="palette-item-detail">
          {mode.parsed?.ok
            ? `${mode.parsed.command.title}${mode.parsed.bulk ? ` on ${mode.parsed.bulk.length} rows` : ''}`
            : mode.parsed?.missing && mode.parsed.command
              ? `${mode.parsed.command.title}, asking for its ${mode.parsed.missing}`
              : (mode.unknown ?? '')}
        </span>
      </Command.Item>
      {choices.length > 0 && (
        <Command.Group heading="Complete (tab)" className="palette-group">
          {choices.map((c, i) => (
            <Command.Item
              key={choiceKey(i)}
              value={choiceKey(i)}
              className="palette-item"
              onSelect={() => mode.accept(i)}
            >
              <span className="palette-item-title">{c.label}</span>
              {c.detail && <span className="palette-item-detail">{c.detail}</span>}
            </Command.Item>
          ))}
        </Command.Group>
      )}
    </>
  )
}

/** Under the input: the usage of the command typed so far. */
export function LineHint({ mode }: { mode: LineMode }) {
  const hint = mode.completion?.hint
  return hint ? <div className="palette-hint-line">{hint}</div> : null
}
