// How a command's own `oxide` line spells its arguments. Nothing is written twice: the command's
// `cli()` is rendered with a distinct sentinel value per argument, and the line that comes out
// says which flag carries which argument (`--memory {memory}GiB`, `--destination {type}:{value}`).
import { grammarOf } from './grammar'
import { tokenize } from './tokens'
import type { AnyCommand } from '../core/define'

/**
 * `keys` carried by the flag's value, read by `pattern`; none for a fixed value (`--kind
 * instance`). `sets`: a boolean's flag (`--start`, `--no-start`), the value it means alone.
 */
export type OxideFlag = { keys: string[]; pattern: RegExp; sets?: boolean }
export type OxideMap = { words: string[]; flags: Map<string, OxideFlag> }

/** Flags that hand the CLI a file: never an argument of the console's commands. */
export const FILE_FLAGS = new Set(['json-body', 'json-body-template', 'input'])

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Pairs of `--flag value` after the subcommand words; a flag alone has the value ''. */
export function flagPairs(tokens: string[]) {
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
    if (tokens[0] !== 'oxide') return null
    const cut = tokens.indexOf('&&')
    return flagPairs(tokens.slice(1, cut < 0 ? undefined : cut))
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
  // A line may put some arguments in a body file when others are given (a floating IP's pool):
  // the line of the required arguments alone shows their flags.
  const required = Object.fromEntries(
    args.filter((a) => a.required || a.kind === 'boolean').map((a) => [a.key, sample[a.key]]),
  )
  const full = render(cmd, sample)
  const lean = render(cmd, required)
  // The line of the required arguments names the command (`disk list` of the disks page, whose
  // `--row` shows as `disk view`); the full line adds the flags it shares those words with.
  const base = lean ?? full
  // A line that puts an argument inside its words (`oxide api /v1/disks?project=...`) is not
  // one of the fixed subcommands this reads.
  if (!base || base.words.some((w) => [...sentinel.values()].some((v) => w.includes(v))))
    return null
  const flags = new Map<string, OxideFlag>()
  const same = full && full.words.join(' ') === base.words.join(' ')
  for (const [flag, value] of [...(same ? full.pairs : []), ...base.pairs]) {
    if (FILE_FLAGS.has(flag) || flags.has(flag)) continue
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
  // Booleans all render on: turn each off alone to see which flag follows it (`--start true`
  // gives way to `--start false`, or a flag appears or goes).
  const ref = same ? full : base
  const refSample = same ? sample : required
  for (const a of args.filter((x) => x.kind === 'boolean')) {
    const off = render(cmd, { ...refSample, [a.key]: false })
    if (!off) continue
    const has = (pairs: [string, string][], flag: string) => pairs.some(([f]) => f === flag)
    const on = ref.pairs.find(([f]) => !has(off.pairs, f))?.[0]
    const no = off.pairs.find(([f]) => !has(ref.pairs, f))?.[0]
    if (on && !FILE_FLAGS.has(on)) flags.set(on, { keys: [a.key], pattern: /^(.*)$/s, sets: true })
    if (no && !FILE_FLAGS.has(no)) flags.set(no, { keys: [a.key], pattern: /^(.*)$/s, sets: false })
    const changed = off.pairs.find(([f, v]) => ref.pairs.some(([bf, bv]) => bf === f && bv !== v))
    if (changed) flags.set(changed[0], { keys: [a.key], pattern: /^(.+)$/s })
  }
  return { words: base.words, flags }
}
