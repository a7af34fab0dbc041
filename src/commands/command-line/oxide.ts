// Reading a full `oxide ...` line back into a command. Nothing is written twice: each command's
// own `cli()` is rendered with a distinct sentinel value per argument, and the line that comes out
// says which flag carries which argument (`--memory {memory}GiB`, `--destination {type}:{value}`).
import { checkArgs, coerceValue, grammarOf, type ArgInfo, type Checked } from './grammar'
import { closest } from './suggest'
import { tokenize } from './tokens'
import type { AnyCommand, CommandContext } from '../core/define'
import { allCommands, registryVersion } from '../core/registry'

/**
 * `keys` carried by the flag's value, read by `pattern`; none for a fixed value (`--kind
 * instance`). `sets`: a boolean's flag (`--start`, `--no-start`), the value it means alone.
 */
type OxideFlag = { keys: string[]; pattern: RegExp; sets?: boolean }
export type OxideMap = { words: string[]; flags: Map<string, OxideFlag> }

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Pairs of `--flag value` after the subcommand words. */
function flagPairs(tokens: string[]) {
  const words: string[] = []
  const pairs: [string, string][] = []
  let i = 0
  while (i < tokens.length && !tokens[i]!.startsWith('--')) words.push(tokens[i++]!)
  for (; i < tokens.length; i++) {
    const flag = tokens[i]!.slice(2)
    // `--flag=value`, as the CLI accepts it: the way to write a value that itself starts with `--`.
    const eq = flag.indexOf('=')
    if (eq > 0) {
      pairs.push([flag.slice(0, eq), flag.slice(eq + 1)])
      continue
    }
    const next = tokens[i + 1]
    if (next !== undefined && !next.startsWith('--')) pairs.push([flag, tokens[++i]!])
    else pairs.push([flag, ''])
  }
  return { words, pairs }
}

const cache = new WeakMap<AnyCommand, OxideMap | null>()

/** How the command's `oxide` line spells its arguments; null when it has no line. */
export function oxideMapOf(cmd: AnyCommand): OxideMap | null {
  if (cache.has(cmd)) return cache.get(cmd)!
  const map = deriveMap(cmd)
  cache.set(cmd, map)
  return map
}

function render(cmd: AnyCommand, sample: Record<string, unknown>) {
  try {
    const line = cmd.cli?.(sample)
    const tokens = line ? tokenize(line) : []
    return tokens[0] === 'oxide' ? flagPairs(tokens.slice(1)) : null
  } catch {
    return null
  }
}

function deriveMap(cmd: AnyCommand): OxideMap | null {
  const args = [...grammarOf(cmd).args.values()]
  const sentinel = new Map<string, string>()
  const sample: Record<string, unknown> = {}
  args.forEach((a, i) => {
    // Five-digit numbers and `zq<i>qz` words never contain one another.
    const s = a.kind === 'number' ? String(80000 + i * 101) : `zq${i}qz`
    if (a.kind === 'boolean') sample[a.key] = true
    else {
      sentinel.set(a.key, s)
      sample[a.key] = a.kind === 'number' ? Number(s) : a.kind === 'json' ? undefined : s
    }
  })
  const base = render(cmd, sample)
  // A line that puts an argument inside its words (`oxide api /v1/disks?project=...`) is not
  // one of the fixed subcommands this reads.
  if (!base || base.words.some((w) => [...sentinel.values()].some((v) => w.includes(v))))
    return null
  const flags = new Map<string, OxideFlag>()
  for (const [flag, value] of base.pairs) {
    let template = escape(value)
    const keys: string[] = []
    // Placeholders in the order they appear in the value.
    const found = [...sentinel].filter(([, s]) => value.includes(s))
    found.sort((x, y) => value.indexOf(x[1]) - value.indexOf(y[1]))
    for (const [key, s] of found) {
      keys.push(key)
      template = template.replace(escape(s), '\u0000')
    }
    if (!keys.length) {
      flags.set(flag, { keys, pattern: new RegExp(`^${escape(value)}$`, 's') })
      continue
    }
    const parts = template.split('\u0000')
    const source = parts.map((p, i) => (i < parts.length - 1 ? `${p}(.+?)` : p)).join('')
    flags.set(flag, {
      keys,
      pattern: new RegExp(`^${source.replace(/\(\.\+\?\)$/, '(.*)')}$`, 's'),
    })
  }
  // Booleans all render on: turn each off alone to see which flag follows it (`--start` gives
  // way to `--no-start`, or a value changes: `--start true` to `--start false`).
  for (const a of args.filter((x) => x.kind === 'boolean')) {
    const off = render(cmd, { ...sample, [a.key]: false })
    if (!off) continue
    const has = (pairs: [string, string][], flag: string) => pairs.some(([f]) => f === flag)
    const on = base.pairs.find(([f]) => !has(off.pairs, f))?.[0]
    const no = off.pairs.find(([f]) => !has(base.pairs, f))?.[0]
    if (on) flags.set(on, { keys: [a.key], pattern: /^(.+)$/s, sets: true })
    if (no) flags.set(no, { keys: [a.key], pattern: /^(.+)$/s, sets: false })
    const changed = off.pairs.find(([f, v]) => base.pairs.some(([bf, bv]) => bf === f && bv !== v))
    if (changed) flags.set(changed[0], { keys: [a.key], pattern: /^(.+)$/s })
  }
  return { words: base.words, flags }
}

type OxideIndex = { version: number; byWords: Map<string, AnyCommand[]> }
let index: OxideIndex | null = null

function oxideIndex(): OxideIndex {
  if (index?.version === registryVersion()) return index
  const byWords = new Map<string, AnyCommand[]>()
  for (const cmd of allCommands()) {
    const map = oxideMapOf(cmd)
    if (!map) continue
    const key = map.words.join(' ')
    byWords.set(key, [...(byWords.get(key) ?? []), cmd])
  }
  index = { version: registryVersion(), byWords }
  return index
}

function parseFor(cmd: AnyCommand, map: OxideMap, rest: string[], ctx: CommandContext): Checked {
  const g = grammarOf(cmd)
  const raw: Record<string, unknown> = {}
  const { pairs, words } = flagPairs(rest)
  if (words.length) return { ok: false, message: `unexpected argument '${words[0]}'` }
  for (const [flag, value] of pairs) {
    const f = map.flags.get(flag)
    if (!f) {
      const [best] = closest(flag, map.flags.keys(), 1)
      return {
        ok: false,
        message: `unknown flag --${flag}${best ? `; did you mean --${best}?` : ''}`,
      }
    }
    if (f.sets !== undefined) {
      // `--start` alone, or with a value as the CLI also takes it (`--start false`).
      const key = f.keys[0]!
      const v =
        value === '' ? { ok: true as const, value: true } : coerceValue(g.args.get(key)!, value)
      if (!v.ok) return { ok: false, message: `bad value for --${flag}: ${v.reason}` }
      raw[key] = f.sets ? v.value : !v.value
      continue
    }
    const m = f.pattern.exec(value)
    // A fixed value (`--kind instance`, `--json-body rules.json`) carries nothing.
    if (!f.keys.length && !m) return { ok: false, message: `bad value for --${flag}: '${value}'` }
    // Without its decoration (`--memory 8` for `8GiB`, `--target drop` for `drop:`) the whole
    // value is the first argument.
    const texts = m ? m.slice(1) : [value]
    for (const [i, key] of f.keys.entries()) {
      if (texts[i] === undefined) continue
      const a = g.args.get(key) as ArgInfo
      const v = coerceValue(a, texts[i])
      if (!v.ok) return { ok: false, message: `bad value for --${flag}: ${v.reason}` }
      raw[key] = v.value
    }
  }
  // Fixed flags tell lines apart (`--method PUT` is the update, its absence the view).
  const given = new Set(pairs.map(([flag]) => flag))
  const fixed = [...map.flags].find(([flag, f]) => !f.keys.length && !given.has(flag))
  if (fixed) return { ok: false, message: `missing flag --${fixed[0]}` }
  return checkArgs(cmd, raw, ctx)
}

/** `tokens` follow the leading `oxide`. */
export function parseOxideLine(tokens: string[], ctx: CommandContext): Checked {
  const { byWords } = oxideIndex()
  const words = flagPairs(tokens).words
  for (let n = words.length; n > 0; n--) {
    const commands = byWords.get(words.slice(0, n).join(' '))
    if (!commands) continue
    let first: Checked | null = null
    for (const cmd of commands) {
      const result = parseFor(cmd, oxideMapOf(cmd)!, tokens.slice(n), ctx)
      if (result.ok) return result
      first ??= result
    }
    return first!
  }
  const typed = words.join(' ')
  const [best] = closest(typed, byWords.keys(), 1)
  return {
    ok: false,
    message: `unknown command 'oxide ${typed}'${best ? `; did you mean 'oxide ${best}'?` : ''}`,
  }
}
