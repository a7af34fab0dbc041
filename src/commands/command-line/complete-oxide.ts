// Completion and help for a half-typed `oxide ...` line, following the real CLI's tree: the next
// subcommand word, then the subcommand's flags, then a flag's values (true|false, the values it
// takes, live resource names from the console command it reads into). `?` lists every flag.
import { cliGlobalFlags, cliTable, type CliFlagKind } from './generated/cli-table'
import { cliSubcommandOf } from './cli-check'
import { argOfFlag, consoleCommandsFor } from './oxide'
import { FILE_FLAGS } from './oxide-map'
import type { LineChoice, LineCompletion } from './complete'
import type { AnyCommand, CommandContext } from '../core/define'

const MAX_CHOICES = 20

/** How a flag's value is written, for the usage line and the choices' detail. */
export function flagValueHint(kind: CliFlagKind): string {
  if (kind === 'bool') return 'true|false'
  if (kind === 'bytes') return 'size, e.g. 256G'
  if (Array.isArray(kind)) return kind.join('|')
  return 'value'
}

/** `oxide disk create [--description <value>] ... `: every flag of the subcommand. */
export function oxideUsage(key: string): string {
  const row = cliTable[key]
  if (!row) return `oxide ${key}`
  const positional = (row.positional ?? []).map((p) => `<${p}>`)
  const flags = Object.entries(row.flags).map(([f, k]) => `[--${f} <${flagValueHint(k)}>]`)
  return ['oxide', key, ...positional, ...flags].join(' ')
}

const PROFILE_NOTE = '--profile is read: the line runs on the rack this console is signed in to'

type Typed = { before: string[]; typed: string; from: number; profile: boolean }

/** Completion of an `oxide` line; `before` and `typed` as completeLine splits the line. */
export async function completeOxide(
  { before, typed, from, profile }: Typed,
  ctx: CommandContext,
  valueChoices: (
    cmd: AnyCommand,
    key: string,
    typed: string,
    ctx: CommandContext,
  ) => Promise<LineChoice[]>,
): Promise<LineCompletion> {
  // `oxide` itself and the global flags carry no subcommand words.
  const words: string[] = []
  const rest = before.slice(1)
  while (words.length < rest.length && !rest[words.length]!.startsWith('-'))
    words.push(rest[words.length]!)
  const found = cliSubcommandOf(words)
  const note = profile ? ` · ${PROFILE_NOTE}` : ''
  // Still on the words: the next word of every subcommand the line leads to.
  if (words.length === rest.length && !typed.startsWith('-') && typed !== '?') {
    const next = new Map<string, string>()
    for (const key of Object.keys(cliTable)) {
      const kw = key.split(' ')
      if (kw.length <= words.length || kw.slice(0, words.length).join(' ') !== words.join(' '))
        continue
      const word = kw[words.length]!
      if (!word.startsWith(typed) || next.has(word)) continue
      next.set(word, kw.length === words.length + 1 ? (cliTable[key]!.op ?? 'oxide') : '…')
    }
    if (next.size || !found)
      return {
        hint: found ? `${oxideUsage(found.key)}${note}` : undefined,
        from,
        // Every word: the CLI's top level has a few dozen.
        choices: [...next].map(([w, detail]) => ({ insert: w, label: w, detail })),
      }
  }
  if (!found) return { from, choices: [] }
  const { key, row } = found
  const hint = `${oxideUsage(key)}${note}`
  const last = before[before.length - 1]
  const flags: Record<string, CliFlagKind> = {
    ...row.flags,
    ...Object.fromEntries(cliGlobalFlags.map((f) => [f, ''])),
  }
  const pending =
    last?.startsWith('--') && !last.includes('=') && row.flags[last.slice(2)] !== undefined
      ? last.slice(2)
      : undefined
  let choices: LineChoice[] = []
  if (pending && typed !== '?') {
    const kind = row.flags[pending]!
    const options = kind === 'bool' ? ['true', 'false'] : Array.isArray(kind) ? kind : []
    if (options.length)
      choices = options.filter((o) => o.startsWith(typed)).map((o) => ({ insert: o, label: o }))
    else {
      const cmd = consoleCommandsFor(key, true)[0]
      const arg = cmd && argOfFlag(cmd, key, pending)
      if (cmd && arg) choices = await valueChoices(cmd, arg, typed, ctx)
    }
  } else if (typed === '' || typed.startsWith('-') || typed === '?') {
    // The flags not given yet; `?` lists them all.
    const given = new Set(
      before.filter((t) => t.startsWith('--')).map((t) => t.slice(2).split('=')[0]),
    )
    const prefix = typed === '?' ? '' : typed.replace(/^-*/, '')
    choices = Object.entries(flags)
      // Body files are refused (the console cannot open a file): not offered.
      .filter(([f]) => !given.has(f) && !FILE_FLAGS.has(f) && f.startsWith(prefix))
      .map(([f, k]) => ({ insert: `--${f}`, label: `--${f}`, detail: flagValueHint(k) }))
    if (typed === '?') return { hint, from, choices }
  }
  return { hint, from, choices: choices.slice(0, MAX_CHOICES) }
}
