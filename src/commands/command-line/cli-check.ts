// Whether an `oxide` line would run in the real CLI, checked against its generated table: the
// subcommand exists, every flag belongs to it, booleans carry true|false, enumerated flags one of
// their values. The shown-lines test runs every command's line through it.
import { cliGlobalFlags, cliTable, type CliSubcommand } from './generated/cli-table'
import { tokenize } from './tokens'

/** The longest run of leading words that names a subcommand, and how many words it took. */
export function cliSubcommandOf(words: string[]): { key: string; row: CliSubcommand } | null {
  for (let n = words.length; n > 0; n--) {
    const key = words.slice(0, n).join(' ')
    const row = cliTable[key]
    if (row) return { key, row }
  }
  return null
}

/** `--flag` or `--flag=value`, as the CLI reads a long flag. */
export function splitLongFlag(t: string): { name: string; value?: string } {
  const eq = t.indexOf('=')
  return eq > 0 ? { name: t.slice(2, eq), value: t.slice(eq + 1) } : { name: t.slice(2) }
}

/** Why `line` would not run in the real CLI, or null when it would; `a && b` checks each. */
export function cliProblem(line: string): string | null {
  const all = tokenize(line)
  const cut = all.indexOf('&&')
  if (cut >= 0) return oneProblem(all.slice(0, cut)) ?? cliProblem(all.slice(cut + 1).join(' '))
  return oneProblem(all)
}

function oneProblem(tokens: string[]): string | null {
  if (tokens[0] !== 'oxide') return `does not start with oxide`
  const rest = tokens.slice(1)
  const words: string[] = []
  while (words.length < rest.length && !rest[words.length]!.startsWith('-'))
    words.push(rest[words.length]!)
  const found = cliSubcommandOf(words)
  if (!found) return `no subcommand 'oxide ${words.join(' ')}'`
  const { key, row } = found
  const used = key.split(' ').length
  const positional = words.slice(used)
  if (positional.length > (row.positional?.length ?? 0))
    return `'oxide ${key}' takes no argument '${positional.at(-1)}'`
  for (let i = words.length; i < rest.length; i++) {
    const t = rest[i]!
    let name: string
    let value: string | undefined
    if (t.startsWith('--')) ({ name, value } = splitLongFlag(t))
    else if (/^-[A-Za-z]$/.test(t) && row.shorts?.[t[1]!]) name = row.shorts[t[1]!]!
    else if (row.positional?.length && positional.length < row.positional.length) {
      positional.push(t)
      continue
    } else return `'oxide ${key}' takes no argument '${t}'`
    const kind = cliGlobalFlags.includes(name) ? '' : row.flags[name]
    if (kind === undefined) return `'oxide ${key}' has no flag --${name}`
    // The CLI's own (not generated) subcommands have switches: `--start`, `--tty`, `--paginate`.
    const next = rest[i + 1]
    const isSwitch = kind === '' && row.op === null && (next === undefined || next.startsWith('-'))
    if (value === undefined && isSwitch) continue
    if (value === undefined) value = rest[++i]
    if (value === undefined) return `--${name} needs a value`
    if (kind === 'bool' && value !== 'true' && value !== 'false')
      return `--${name} takes true or false, not '${value}'`
    if (Array.isArray(kind) && !kind.includes(value))
      return `--${name} takes ${kind.join('|')}, not '${value}'`
  }
  return null
}

let byOp: Map<string, string> | null = null

/** The words of the CLI subcommand that calls operation `op`, if there is one. */
export function cliWordsOfOp(op: string): string | undefined {
  byOp ??= new Map(
    Object.entries(cliTable).flatMap(([key, row]) => (row.op ? [[row.op, key] as const] : [])),
  )
  return byOp.get(op)
}
