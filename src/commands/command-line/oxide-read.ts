// Reading an `oxide` line against the real CLI's table: the subcommand its leading words name,
// then its flags as the CLI parses them (`--flag value`, `--flag=value`, short flags, a boolean
// alone or with true|false). `--profile NAME` may stand anywhere: the console runs the line on the
// rack it is signed in to, so the profile is read and set aside.
import { cliGlobalFlags, cliTable, type CliSubcommand } from './generated/cli-table'
import { cliSubcommandOf, splitLongFlag } from './cli-check'
import { closest } from './suggest'

/** A flag and its value; undefined for a flag given alone. */
export type FlagPair = [flag: string, value: string | undefined]

export type ReadLine = {
  key: string
  row: CliSubcommand
  pairs: FlagPair[]
  positional: string[]
  /** the `--profile` given, if any */
  profile?: string
}

const isFlag = (t: string) => /^--?[A-Za-z]/.test(t)
const isBool = (t: string | undefined) => t !== undefined && /^(true|false)$/i.test(t)

/** `tokens` follow the leading `oxide`. */
export function readOxideLine(tokens: string[]): ReadLine | { error: string } {
  // The global flags first, wherever they stand.
  const rest: string[] = []
  let profile: string | undefined
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t === '--profile') {
      profile = tokens[++i]
      if (profile === undefined || isFlag(profile)) return { error: 'flag --profile needs a value' }
    } else if (t.startsWith('--profile=')) profile = t.slice('--profile='.length)
    else rest.push(t)
  }
  const words: string[] = []
  while (words.length < rest.length && !isFlag(rest[words.length]!)) words.push(rest[words.length]!)
  const found = cliSubcommandOf(words)
  if (!found) {
    const typed = words.join(' ')
    const [best] = closest(typed, Object.keys(cliTable), 1)
    return {
      error: `unknown command 'oxide ${typed}'${best ? `; did you mean 'oxide ${best}'?` : ''}`,
    }
  }
  const { key, row } = found
  const positional = words.slice(key.split(' ').length)
  const pairs: FlagPair[] = []
  for (let i = words.length; i < rest.length; i++) {
    const t = rest[i]!
    if (!isFlag(t)) {
      positional.push(t)
      continue
    }
    let name: string
    let value: string | undefined
    if (t.startsWith('--')) ({ name, value } = splitLongFlag(t))
    else {
      const long = row.shorts?.[t.slice(1, 2)]
      if (!long || t.length > 2) return { error: `unknown flag ${t} for 'oxide ${key}'` }
      name = long
    }
    const kind = row.flags[name]
    if (kind === undefined && !cliGlobalFlags.includes(name)) {
      const [best] = closest(name, Object.keys(row.flags), 1)
      return {
        error: `unknown flag --${name} for 'oxide ${key}'${best ? `; did you mean --${best}?` : ''}`,
      }
    }
    if (value === undefined) {
      const next = rest[i + 1]
      // A boolean takes true|false or stands alone; any other flag takes the next word.
      if (kind === 'bool' ? isBool(next) : next !== undefined && !isFlag(next)) value = rest[++i]
    }
    pairs.push([name, value])
  }
  // `oxide instance stop web-1`: the name of what the subcommand acts on, as the console's own
  // line gives it, is its flag named after the noun (`--instance web-1`).
  const noun = key.split(' ')[0] ?? ''
  if (positional.length === 1 && row.flags[noun] !== undefined && !pairs.some(([f]) => f === noun))
    pairs.push([noun, positional.pop()])
  return { key, row, pairs, positional, profile }
}

/** A byte count as the CLI reads it: `256G`, `4t`, `512KiB`, `1073741824`; null when it is not. */
export function parseBytes(text: string): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*(k|m|g|t|kib|mib|gib|tib|b)?$/i.exec(text.trim())
  if (!m) return null
  const power = { b: 0, k: 1, m: 2, g: 3, t: 4 }[(m[2] ?? 'b')[0]!.toLowerCase()] ?? 0
  return Math.round(Number(m[1]) * 1024 ** power)
}
