// A typed line whose command words name no command, not even one still being typed: `oxide
// instance strt web-1`, `instance strt`. The palette marks such a line as unknown while it is
// typed, instead of offering to run it; `oxide instance st` (on its way to start or stop) is not.
import { cliTable } from './generated/cli-table'
import { commandIndex } from './line'
import { closest, editDistance } from './suggest'
import { scanLine } from './tokens'
import { commandsReady } from '../core/registry'

/** Does `typed` (the line's leading words) start the way `key` (a command's words) does? */
function startsLike(typed: string[], key: string[], lastIsPartial: boolean): boolean {
  return typed.every((w, i) => {
    const k = key[i]
    // More words than the command has: its arguments.
    if (k === undefined) return true
    return lastIsPartial && i === typed.length - 1 ? k.startsWith(w) : k === w
  })
}

/** The line's command words, the command keys they are read against, and how it is written. */
function readLead(line: string) {
  const scan = scanLine(line)
  const words = scan.tokens.map((t) => t.value)
  const oxide = words[0] === 'oxide'
  const rest = oxide ? words.slice(1) : words
  // The command's words come before the first flag.
  const flagAt = rest.findIndex((w) => w.startsWith('-'))
  const lead = flagAt < 0 ? rest : rest.slice(0, flagAt)
  const lastIsPartial = flagAt < 0 && !scan.trailingSpace
  const keys = oxide ? Object.keys(cliTable) : [...commandIndex().byWords.keys()]
  return { lead, lastIsPartial, keys, prefix: oxide ? 'oxide ' : '' }
}

/**
 * Why the line names no command (`unknown command 'oxide instance strt'; did you mean 'oxide
 * instance start'?`), or null when its words are a command's or on the way to one.
 */
export function unknownCommandLine(line: string): string | null {
  // Before the commands have loaded every line would look unknown.
  if (!commandsReady()) return null
  const { lead, lastIsPartial, keys, prefix } = readLead(line)
  if (lead.length === 0) return null
  if (keys.some((key) => startsLike(lead, key.split(' '), lastIsPartial))) return null
  // The closest command over the first one, two or three words, as the line parser suggests.
  let best: { typed: string; near: string; d: number } | null = null
  for (let n = Math.min(3, lead.length); n > 0; n--) {
    const typed = lead.slice(0, n).join(' ')
    const near = closest(
      typed,
      keys.filter((k) => k.split(' ').length === n),
    )[0]
    const d = near === undefined ? Infinity : editDistance(typed, near)
    if (near !== undefined && (!best || d < best.d)) best = { typed, near, d }
  }
  const typed = best?.typed ?? lead.slice(0, 2).join(' ')
  const hint = best ? `; did you mean '${prefix}${best.near}'?` : ''
  return `unknown command '${prefix}${typed}'${hint}`
}

/** Does the line name no command, not even one still being typed? */
export const namesNoCommand = (line: string) => unknownCommandLine(line) !== null
