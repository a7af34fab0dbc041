// Inline completion for a half-typed command line: the next verb word, a flag not given yet, or
// a value (enum options, true/false, live resource names from the command's `complete` sources).
import { shellQuote } from './cli'
import { commandIndex, matchCommand, parseArguments } from './line'
import { grammarOf, usage } from './grammar'
import { scanLine } from './tokens'
import type { AnyCommand, Choice, CommandContext } from '../core/define'
import { mergeArgs } from '../core/prepare-args'
import { isVisible } from '../core/visible'

export type LineChoice = {
  /** what replaces the word being typed (quoted when it needs it) */
  insert: string
  label: string
  detail?: string
}

export type LineCompletion = {
  /** the command the line names so far */
  command?: AnyCommand
  /** `instance stop <instance> [--project <project>]` */
  hint?: string
  /** offset where the word being typed starts; choices replace from there to the end */
  from: number
  choices: LineChoice[]
}

const MAX_CHOICES = 20

const matches = (typed: string) => (value: string) =>
  value.toLowerCase().startsWith(typed.toLowerCase())

/** Apply a choice: the line up to the word being typed, the choice, and a space. */
export const applyChoice = (line: string, c: LineCompletion, choice: LineChoice) =>
  `${line.slice(0, c.from)}${choice.insert} `

// Typing a value asks again on every keystroke: the list loaded for the first keystroke serves
// the next ones (filtered here) for a few seconds, instead of paging through a big project again.
const CHOICES_TTL_MS = 10_000
const choiceCache = new Map<string, { at: number; choices: Promise<Choice[]> }>()

function cachedChoices(key: string, load: () => Promise<Choice[]>) {
  const hit = choiceCache.get(key)
  if (hit && Date.now() - hit.at < CHOICES_TTL_MS) return hit.choices
  const choices = load()
  // A failed load is not kept: the next keystroke tries again.
  choices.catch(() => choiceCache.delete(key))
  if (choiceCache.size > 50) choiceCache.clear()
  choiceCache.set(key, { at: Date.now(), choices })
  return choices
}

export async function valueChoices(
  cmd: AnyCommand,
  key: string,
  typed: string,
  before: string[],
  ctx: CommandContext,
): Promise<LineChoice[]> {
  const arg = grammarOf(cmd).args.get(key)
  if (!arg) return []
  if (arg.kind === 'enum')
    return arg.options.filter(matches(typed)).map((o) => ({ insert: o, label: o }))
  if (arg.kind === 'boolean')
    return ['true', 'false'].filter(matches(typed)).map((o) => ({ insert: o, label: o }))
  type Source = (ctx: CommandContext, partial: Record<string, unknown>) => Promise<Choice[]>
  const source = (cmd.complete as Record<string, Source | undefined> | undefined)?.[key]
  if (!source) return []
  // The args typed so far narrow the choices (the instances of `--project other`).
  const partial = parseArguments(cmd, before, ctx)
  const known = partial.ok ? partial.args : mergeArgs(cmd, ctx, partial.typed ?? {})
  const choices = await cachedChoices(`${cmd.id}|${key}|${JSON.stringify(known)}`, () =>
    source(ctx, known),
  )
  const lower = typed.toLowerCase()
  return choices
    .filter((c) => c.value.toLowerCase().includes(lower))
    .sort((a, b) => Number(!matches(typed)(a.value)) - Number(!matches(typed)(b.value)))
    .map((c) => ({ insert: shellQuote(c.value), label: c.label ?? c.value, detail: c.detail }))
}

export async function completeLine(line: string, ctx: CommandContext): Promise<LineCompletion> {
  const scan = scanLine(line)
  const tokens = scan.tokens
  const typing = !scan.trailingSpace && tokens.length > 0 ? tokens[tokens.length - 1]! : null
  const typed = typing?.value ?? ''
  const from = typing?.start ?? line.length
  const before = (typing ? tokens.slice(0, -1) : tokens).map((t) => t.value)
  if (typing?.value === 'oxide' && !before.length) return { from, choices: [] }
  if (before[0] === 'oxide') {
    const { completeOxide } = await import('./complete-oxide')
    const profile = before.some((t) => t === '--profile' || t.startsWith('--profile='))
    // The global flags and their values are not subcommand words.
    const kept = before.filter((t, i) => t !== '--profile' && before[i - 1] !== '--profile')
    const lead = kept.filter((t) => !t.startsWith('--profile='))
    return completeOxide({ before: lead, typed, from, profile }, ctx, (cmd, key, t, c) =>
      valueChoices(cmd, key, t, [], c),
    )
  }

  const match = matchCommand(before)
  if (!match) {
    // Still on the verb: the next word of every command whose words start like the line.
    const prefix = before.join(' ')
    const next = new Map<string, string>()
    for (const [key, cmd] of commandIndex().byWords) {
      const words = key.split(' ')
      if (words.slice(0, before.length).join(' ') !== prefix || words.length <= before.length)
        continue
      // Commands not offered to this user (the fleet's, to a non-fleet viewer) are not completed.
      if (!isVisible(cmd, ctx)) continue
      const word = words[before.length]!
      if (matches(typed)(word) && !next.has(word))
        next.set(word, words.length === before.length + 1 ? cmd.title : '…')
    }
    const choices = [...next].map(([w, detail]) => ({ insert: w, label: w, detail }))
    return { from, choices: choices.slice(0, MAX_CHOICES) }
  }

  const cmd = match.command
  const g = grammarOf(cmd)
  const rest = before.slice(match.used)
  const hint = usage(cmd, ctx)
  const last = rest[rest.length - 1]
  const pendingFlag =
    last?.startsWith('--') && !last.includes('=') ? g.flags.get(last.slice(2)) : undefined
  let choices: LineChoice[] = []
  if (pendingFlag) {
    choices = await valueChoices(cmd, pendingFlag, typed, rest.slice(0, -1), ctx)
  } else if (typed.startsWith('-') || typed === '?') {
    const given = new Set(
      rest.filter((t) => t.startsWith('--')).map((t) => g.flags.get(t.slice(2).split('=')[0]!)),
    )
    choices = [...g.args.values()]
      // `?` lists every flag not given yet.
      .filter((a) => !given.has(a.key) && (typed === '?' || matches(typed)(`--${a.flag}`)))
      .map((a) => ({ insert: `--${a.flag}`, label: `--${a.flag}`, detail: a.description }))
  } else {
    const positionalsUsed = rest.filter(
      (t, i) => !t.startsWith('--') && !rest[i - 1]?.startsWith('--'),
    ).length
    // Past the positionals, more names for the resource run in bulk: offer the ones not typed.
    const key = g.positional[positionalsUsed] ?? g.bulkKey
    if (key) choices = await valueChoices(cmd, key, typed, rest, ctx)
    if (key && key !== g.positional[positionalsUsed])
      choices = choices.filter((c) => !rest.includes(c.insert))
  }
  return { command: cmd, hint, from, choices: choices.slice(0, MAX_CHOICES) }
}

/** The longest prefix every word shares. */
export function commonPrefix(words: string[]): string {
  return words.reduce((p, w) => {
    let i = 0
    while (i < p.length && i < w.length && p[i] === w[i]) i++
    return p.slice(0, i)
  }, words[0] ?? '')
}

/**
 * Tab on a command line, as a shell does: the only candidate, whole; else as far as the
 * candidates agree (`instance stop wor` -> `instance stop worker-`); else the first candidate,
 * with `cycle` the list a further Tab walks. Undefined when there is nothing to complete.
 */
export function tabComplete(
  line: string,
  c: LineCompletion,
): { line: string; cycle?: string[] } | undefined {
  const inserts = [...new Set(c.choices.map((x) => x.insert))]
  const [first] = inserts
  if (first === undefined) return undefined
  const head = line.slice(0, c.from)
  if (inserts.length === 1) return { line: `${head}${first} ` }
  const shared = commonPrefix(inserts)
  // A shared part that opens a quote would leave the line unbalanced: cycle instead.
  if (shared.length > line.length - c.from && !shared.includes("'"))
    return { line: `${head}${shared}` }
  return { line: `${head}${first} `, cycle: inserts }
}

/**
 * Tab on a first word being typed (`instan`), before the input reads as a command line: the
 * word completed as far as the commands' first words agree, with a space once it is whole.
 * Undefined when no first word starts so, or Tab would add nothing.
 */
export async function completeFirstWord(
  line: string,
  ctx: CommandContext,
): Promise<string | undefined> {
  if (!/^\S+$/.test(line)) return undefined
  const c = await completeLine(line, ctx)
  const words = [...new Set(c.choices.map((x) => x.insert))]
  if (words.length === 1) return applyChoice(line, c, c.choices[0]!)
  const shared = commonPrefix(words)
  return shared.length > line.length ? line.slice(0, c.from) + shared : undefined
}
