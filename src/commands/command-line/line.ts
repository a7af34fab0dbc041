// One typed-line grammar for every command, close to the `oxide` CLI: `instance stop web-1`,
// `instance create --name db-2 --ncpus 4 --memory 8GiB`. Words come from the id, the argument
// named after the resource is positional, every argument is a `--flag value` (booleans `--flag` /
// `--no-flag`), and values are typed by the args schema. The `oxide ...` line a command shows is
// read too (oxide.ts). `toCommandLine` writes lines this parser reads back.
import { shellQuote } from './cli'
import {
  checkArgs,
  coerceValue,
  grammarOf,
  UNITS,
  type ArgInfo,
  type Checked,
  type Grammar,
} from './grammar'
import { parseOxideLine } from './oxide'
import { cliSubcommandOf } from './cli-check'
import { closest, editDistance } from './suggest'
import { scanLine } from './tokens'
import type { AnyCommand, CommandContext } from '../core/define'
import { allCommands, registryVersion } from '../core/registry'

export { tokenize } from './tokens'

export type ParsedLine = Checked

type Index = { version: number; byWords: Map<string, AnyCommand> }
let index: Index | null = null

/** Every command by its words; also by its verb split at hyphens (`ip-pool range add`). */
export function commandIndex(): Index {
  if (index?.version === registryVersion()) return index
  const byWords = new Map<string, AnyCommand>()
  const aliases: [string, AnyCommand][] = []
  for (const cmd of allCommands()) {
    const words = grammarOf(cmd).words
    byWords.set(words.join(' '), cmd)
    aliases.push([words.flatMap((w, i) => (i === 0 ? [w] : w.split('-'))).join(' '), cmd])
  }
  for (const [key, cmd] of aliases) if (!byWords.has(key)) byWords.set(key, cmd)
  index = { version: registryVersion(), byWords }
  return index
}

const MAX_WORDS = 5

/** The command the line's leading words name, and how many words that took. */
export function matchCommand(words: string[]): { command: AnyCommand; used: number } | null {
  const { byWords } = commandIndex()
  for (let n = Math.min(MAX_WORDS, words.length); n > 0; n--) {
    const command = byWords.get(words.slice(0, n).join(' '))
    if (command) return { command, used: n }
  }
  return null
}

/** The last answer: the palette asks again on every render of its page, for the same line. */
let lastLooks: { input: string; version: number; looks: boolean } | null = null

/**
 * A line that reads as a command rather than a search: `oxide ...`, the words of a command
 * (arguments may follow), or words on the way to one (`instance st`). `instance by id` is a
 * search: no command's words go that way.
 */
export function looksLikeCommandLine(input: string): boolean {
  // The commands' words change as their code loads.
  const version = registryVersion()
  if (lastLooks?.input === input && lastLooks.version === version) return lastLooks.looks
  const looks = readsAsCommandLine(input)
  lastLooks = { input, version, looks }
  return looks
}

function readsAsCommandLine(input: string): boolean {
  const scan = scanLine(input)
  const words = scan.tokens.map((t) => t.value)
  if (words.length === 0 || (words.length === 1 && !scan.trailingSpace)) return false
  if (words[0] === 'oxide' || matchCommand(words) || isCliListLine(words)) return true
  const done = scan.trailingSpace ? words : words.slice(0, -1)
  const partial = scan.trailingSpace ? '' : words[words.length - 1]!
  for (const key of commandIndex().byWords.keys()) {
    const kw = key.split(' ')
    if (
      kw.length > done.length &&
      done.every((w, i) => kw[i] === w) &&
      kw[done.length]!.startsWith(partial)
    )
      return true
  }
  return false
}

/**
 * A CLI list line without its `oxide` (`disk list --project demo --sort-by name_descending`): read
 * as the whole `oxide` line, it opens that list.
 */
function isCliListLine(words: string[]): boolean {
  const lead: string[] = []
  for (const w of words) {
    if (w.startsWith('-')) break
    lead.push(w)
  }
  const found = cliSubcommandOf(lead)
  return (
    found !== null && found.key.endsWith(' list') && lead.length === found.key.split(' ').length
  )
}

function unknownCommand(words: string[]): ParsedLine {
  const lead = words.filter((w) => !w.startsWith('-'))
  const keys = [...commandIndex().byWords.keys()]
  // Compare the first n words against the commands of n words; the closest n wins.
  let best: { typed: string; near: string[]; d: number } | null = null
  for (let n = Math.min(3, lead.length); n > 0; n--) {
    const typed = lead.slice(0, n).join(' ')
    const near = closest(
      typed,
      keys.filter((k) => k.split(' ').length === n),
    )
    const d = near.length ? editDistance(typed, near[0]!) : Infinity
    if (near.length && (!best || d < best.d)) best = { typed, near, d }
  }
  if (!best) return { ok: false, message: `unknown command '${lead.slice(0, 2).join(' ')}'` }
  const tied = best.near.filter((k) => editDistance(best.typed, k) === best.d)
  const hint = tied.map((b) => `'${b}'`).join(' or ')
  return { ok: false, message: `unknown command '${best.typed}'; did you mean ${hint}?` }
}

function flagError(name: string, g: Grammar): ParsedLine {
  const [best] = closest(name, g.flags.keys(), 1)
  return { ok: false, message: `unknown flag --${name}${best ? `; did you mean --${best}?` : ''}` }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const isBoolWord = (t: string | undefined) => t !== undefined && /^(true|false)$/i.test(t)

/** Parse the arguments after a command's words. */
export function parseArguments(cmd: AnyCommand, rest: string[], ctx: CommandContext): ParsedLine {
  const g = grammarOf(cmd)
  const raw: Record<string, unknown> = {}
  const nameOf = (a: ArgInfo) => (g.positional.includes(a.key) ? `<${a.key}>` : `--${a.flag}`)
  const set = (a: ArgInfo, text: string, shown: string): ParsedLine | null => {
    const v = coerceValue(a, text)
    if (!v.ok) return { ok: false, message: `bad value for ${shown}: ${v.reason}` }
    if (a.key in raw) return { ok: false, message: `${nameOf(a)} is given twice` }
    raw[a.key] = v.value
    return null
  }
  /** values of the resource argument after its first one */
  const more: unknown[] = []
  let flagsDone = false
  for (let i = 0; i < rest.length; i++) {
    const t = rest[i]!
    if (t === '--' && !flagsDone) {
      flagsDone = true
      continue
    }
    if (!flagsDone && t.startsWith('--')) {
      let name = t.slice(2)
      let inline: string | undefined
      const eq = name.indexOf('=')
      if (eq >= 0) [name, inline] = [name.slice(0, eq), name.slice(eq + 1)]
      let key = g.flags.get(name)
      let negated = false
      if (!key && name.startsWith('no-')) {
        const k = g.flags.get(name.slice(3))
        if (k && g.args.get(k)?.kind === 'boolean') [key, negated] = [k, true]
      }
      const arg = key ? g.args.get(key) : undefined
      if (!arg) return flagError(name, g)
      let text = inline
      if (arg.kind === 'boolean') {
        if (negated) text = 'false'
        else if (text === undefined) text = isBoolWord(rest[i + 1]) ? rest[++i]! : 'true'
      } else if (text === undefined) {
        text = rest[++i]
        if (text === undefined) return { ok: false, message: `flag --${name} needs a value` }
      }
      const err = set(arg, text, `--${name}`)
      if (err) return err
      continue
    }
    const key = g.positional.find((k) => !(k in raw))
    if (!key && g.bulkKey) {
      // `instance stop a b c`: more values for the resource, one run each.
      const a = g.args.get(g.bulkKey)!
      const v = coerceValue(a, t)
      if (!v.ok) return { ok: false, message: `bad value for <${a.key}>: ${v.reason}` }
      if ([raw[a.key], ...more].some((x) => same(x, v.value)))
        return { ok: false, message: `<${a.key}> ${t} is given twice` }
      more.push(v.value)
      continue
    }
    if (!key) return { ok: false, message: `unexpected argument '${t}' for ${g.words.join(' ')}` }
    const err = set(g.args.get(key)!, t, `<${key}>`)
    if (err) return err
  }
  const first = checkArgs(cmd, raw, ctx)
  if (!first.ok || more.length === 0) return first
  const bulk = [first.args]
  for (const value of more) {
    const each = checkArgs(cmd, { ...raw, [g.bulkKey!]: value }, ctx)
    if (!each.ok) return each
    bulk.push(each.args)
  }
  return { ...first, bulk }
}

/** Read a typed line: the palette's command line, a script line, a pasted `oxide ...` line. */
export function parseCommandLine(line: string, ctx: CommandContext): ParsedLine {
  const scan = scanLine(line)
  if (scan.unterminated) return { ok: false, message: 'unterminated quote' }
  const words = scan.tokens.map((t) => t.value)
  if (words.length === 0) return { ok: false, message: 'type a command' }
  if (words[0] === 'oxide') return parseOxideLine(words.slice(1), ctx)
  const match = matchCommand(words)
  if (!match && isCliListLine(words)) return parseOxideLine(words, ctx)
  if (!match) return unknownCommand(words)
  return parseArguments(match.command, words.slice(match.used), ctx)
}

function renderValue(a: ArgInfo, v: unknown): string {
  if (a.kind === 'json') return shellQuote(JSON.stringify(v))
  if (v === null) return "''"
  if (a.kind === 'number' && a.unit === UNITS.gib && typeof v === 'number') return `${v}GiB`
  return shellQuote(String(v))
}

/** The line that runs `command` with `args`; arguments left at their defaults are left out. */
export function toCommandLine(command: AnyCommand, args: Record<string, unknown>): string {
  const g = grammarOf(command)
  const shape = command.args.shape as Record<
    string,
    { safeParse: (v: unknown) => { success: boolean; data?: unknown } }
  >
  const given = [...g.args.values()].filter((a) => {
    const v = args[a.key]
    if (v === undefined) return false
    const fallback = shape[a.key]!.safeParse(undefined)
    return !(fallback.success && same(fallback.data, v))
  })
  const parts = [...g.words]
  const asPositional = new Set<string>()
  let inOrder = true
  for (const key of g.positional) {
    const a = given.find((x) => x.key === key)
    const v = a && args[key]
    // A value that reads as a flag, or one after a gap, goes as a flag instead.
    if (
      a &&
      inOrder &&
      (a.kind === 'string' || a.kind === 'enum' || a.kind === 'number') &&
      !String(v).startsWith('-')
    ) {
      parts.push(renderValue(a, v))
      asPositional.add(key)
    } else inOrder = false
  }
  for (const a of given.filter((x) => !asPositional.has(x.key))) {
    const v = args[a.key]
    if (a.kind === 'boolean') parts.push(v ? `--${a.flag}` : `--no-${a.flag}`)
    else parts.push(`--${a.flag}`, renderValue(a, v))
  }
  return parts.join(' ')
}

/**
 * One line for the same command on several resources: `instance stop web-1 web-2` when the runs
 * differ only in the resource the command takes in bulk, each run's own line joined by `; `
 * otherwise (rows of different projects).
 */
export function toBulkLine(command: AnyCommand, runs: Record<string, unknown>[]): string {
  const lines = runs.map((args) => toCommandLine(command, args))
  const key = grammarOf(command).bulkKey
  if (!key || runs.length < 2) return lines.join('; ')
  // Each run's line is its line without the resource, with the resource's words put in.
  const parts = runs.map((args, i) => {
    const without = toCommandLine(command, { ...args, [key]: undefined })
    const line = lines[i]!
    let at = 0
    while (at < without.length && without[at] === line[at]) at++
    const added = line.length - without.length
    const fits = added > 0 && line.slice(at + added) === without.slice(at)
    return fits ? { without, at, words: line.slice(at, at + added).trim() } : null
  })
  const first = parts[0]
  const same = parts.every((p) => p && first && p.without === first.without && p.at === first.at)
  if (!first || !same) return lines.join('; ')
  const before = first.without.slice(0, first.at).trimEnd()
  const after = first.without.slice(first.at).trim()
  return [before, ...parts.map((p) => p!.words), after].filter(Boolean).join(' ')
}
