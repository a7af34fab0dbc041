// Reading a full `oxide ...` line, as typed from memory or pasted from a runbook, into the
// console's command for it. The line is checked against the real CLI's table (oxide-read.ts);
// then the subcommand runs as the console's own command that shows that line (its `cli()`, read
// by oxide-map.ts), else the hand-written command of its operation, else the generic command of
// its operation (oxide-api.ts). A few CLI subcommands that are not one API call read into the
// console's equivalent action (ALIASES).
import { handWrittenOps } from '../generic-api/api-coverage'
import { coerceValue, grammarOf, checkArgs, type Checked } from './grammar'
import { FILE_FLAGS, oxideMapOf, type OxideMap } from './oxide-map'
import { genericCommand, readApiLine, readIntoOperation } from './oxide-api'
import { readOxideLine, type ReadLine } from './oxide-read'
import { cliTable } from './generated/cli-table'
import type { AnyCommand, CommandContext } from '../core/define'
import { allCommands, findCommand, registryVersion } from '../core/registry'

export { oxideMapOf } from './oxide-map'

/** CLI subcommands read into a console command whose own line is another: flag -> argument. */
const ALIASES: Record<
  string,
  {
    command: string
    flags: Record<string, string>
    adjust?: (raw: Record<string, unknown>) => void
  }
> = {
  'instance from-image': {
    command: 'instance.create',
    flags: { size: 'bootDiskSize', 'anti-affinity-group': 'antiAffinityGroups' },
  },
  // A view of a resource without a page of its own opens its list with its row under the cursor
  // (disks and images have pages: nav.disk, nav.image).
  'snapshot view': { command: 'nav.snapshots', flags: { snapshot: 'row' } },
  'floating-ip view': { command: 'nav.floating-ips', flags: { 'floating-ip': 'row' } },
  // The CLI uploads a file of the terminal's machine; the console's import form picks it. A path
  // of this site (`/demos/tiny-disk.raw`, as the console's own lines write it) loads from there.
  'disk import': {
    command: 'disk.import',
    flags: {},
    adjust: (raw) => {
      if (typeof raw.url === 'string' && !raw.url.startsWith('/')) delete raw.url
    },
  },
}

type OxideIndex = { version: number; byWords: Map<string, AnyCommand[]> }
let index: OxideIndex | null = null

/** The console's commands by the words of the `oxide` line each shows. */
export function oxideIndex(): OxideIndex {
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

const fail = (message: string): Checked => ({ ok: false, message })

/** The line's flags as `cmd`'s arguments: as its own line spells them, else by their names. */
function readInto(
  cmd: AnyCommand,
  map: OxideMap | null,
  read: ReadLine,
  aliases: Record<string, string>,
  ctx: CommandContext,
): Checked {
  const g = grammarOf(cmd)
  const raw: Record<string, unknown> = {}
  const set = (key: string, text: string, flag: string): Checked | null => {
    const arg = g.args.get(key)
    if (!arg) return fail(`the console does not read --${flag} of 'oxide ${read.key}'`)
    const v = coerceValue(arg, text)
    if (!v.ok) return fail(`bad value for --${flag}: ${v.reason}`)
    raw[key] = v.value
    return null
  }
  for (const [flag, value] of read.pairs) {
    const f = aliases[flag] ? undefined : map?.flags.get(flag)
    if (f?.sets !== undefined) {
      const v =
        value === undefined
          ? { ok: true as const, value: true }
          : coerceValue(g.args.get(f.keys[0]!)!, value)
      if (!v.ok) return fail(`bad value for --${flag}: ${v.reason}`)
      raw[f.keys[0]!] = f.sets ? v.value : !v.value
      continue
    }
    if (f) {
      const text = value ?? ''
      const m = f.pattern.exec(text)
      // A fixed value (`--kind instance`) carries nothing, but must be that value.
      if (!f.keys.length) {
        if (!m) return fail(`bad value for --${flag}: '${text}'`)
        continue
      }
      // Without its decoration (`--memory 8` for `8GiB`) the whole value is the first argument.
      const texts = m ? m.slice(1) : [text]
      for (const [i, key] of f.keys.entries()) {
        const arg = g.args.get(key)
        const t =
          texts[i] === '' && arg?.kind === 'boolean' && value === undefined ? 'true' : texts[i]
        if (t === undefined) continue
        const err = set(key, t, flag)
        if (err) return err
      }
      continue
    }
    const key = aliases[flag] ?? g.flags.get(flag)
    if (!key) return fail(`the console's "${cmd.title}" does not take --${flag}`)
    const arg = g.args.get(key)
    const text = value ?? (arg?.kind === 'boolean' ? 'true' : undefined)
    if (text === undefined) return fail(`flag --${flag} needs a value`)
    const err = set(key, text, flag)
    if (err) return err
  }
  // A fixed flag tells lines apart (`--is-default true` is the make-default, not the update).
  ALIASES[read.key]?.adjust?.(raw)
  const given = new Set(read.pairs.map(([flag]) => flag))
  const fixed = [...(map?.flags ?? [])].find(([flag, f]) => !f.keys.length && !given.has(flag))
  if (fixed) return fail(`missing flag --${fixed[0]}`)
  return checkArgs(cmd, raw, ctx)
}

/**
 * The console's commands for a CLI subcommand, best first: the equivalent action, the commands
 * that show its line, the hand-written command of its operation, the generic one.
 */
export function consoleCommandsFor(key: string, withGeneric = false): AnyCommand[] {
  const candidates: AnyCommand[] = []
  const add = (cmd: AnyCommand | undefined) => {
    if (cmd && !candidates.includes(cmd)) candidates.push(cmd)
  }
  const alias = ALIASES[key]
  if (alias) add(findCommand(alias.command))
  for (const cmd of oxideIndex().byWords.get(key) ?? []) add(cmd)
  const op = cliTable[key]?.op
  if (op) add(findCommand(handWrittenOps[op as keyof typeof handWrittenOps] ?? ''))
  if (op && withGeneric) add(genericCommand(op))
  return candidates
}

/** The argument of `cmd` a CLI flag of subcommand `key` carries, if one does. */
export function argOfFlag(cmd: AnyCommand, key: string, flag: string): string | undefined {
  const alias = ALIASES[key]?.flags[flag]
  if (alias) return alias
  const f = oxideMapOf(cmd)?.flags.get(flag)
  if (f?.keys.length === 1) return f.keys[0]
  const g = grammarOf(cmd)
  return g.flags.get(flag) ?? (g.args.has(camel(flag)) ? camel(flag) : undefined)
}

const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** What the console types for a command: its own words (`firewall-rule update`). */
const consoleWords = (cmd: AnyCommand) => grammarOf(cmd).words.join(' ')

/** `tokens` follow the leading `oxide`. */
export function parseOxideLine(tokens: string[], ctx: CommandContext): Checked {
  // `a && b` is one command only where the console shows it so (stop an import, then delete).
  const cut = tokens.findIndex((t, i) => t === '&&' && tokens[i + 1] === 'oxide')
  if (cut >= 0) {
    const first = parseOxideLine(tokens.slice(0, cut), ctx)
    if (!first.ok || first.command.cli?.(first.args).includes(' && ')) return first
    return fail('one command per line: run the part after && on its own')
  }
  const read = readOxideLine(tokens)
  if ('error' in read) return fail(read.error)
  if (read.key === 'api') {
    // A page whose line is a raw GET (`oxide api /v1/system/policy`) opens that page.
    const page = oxideIndex().byWords.get(`api ${read.positional[0]}`)
    if (page && read.positional.length === 1 && !read.pairs.length)
      return checkArgs(page[0]!, {}, ctx)
    return readApiLine(read, ctx)
  }
  if (read.positional.length)
    return fail(`unexpected argument '${read.positional[0]}' for 'oxide ${read.key}'`)
  const alias = ALIASES[read.key]
  const candidates = consoleCommandsFor(read.key)
  const op = read.row.op
  const file = read.pairs.find(([flag]) => FILE_FLAGS.has(flag))
  if (file) {
    const generic = op ? genericCommand(op) : undefined
    const words = candidates[0] ? consoleWords(candidates[0]) : generic ? `api ${op}` : undefined
    return fail(
      `--${file[0]} reads a file, which the console cannot open` +
        (words ? `: type '${words}' to fill in the form` : '') +
        (generic ? `, or give the body inline: api ${op} --body '{...}'` : ''),
    )
  }
  let first: Checked | null = null
  for (const cmd of candidates) {
    const result = readInto(cmd, oxideMapOf(cmd), read, alias?.flags ?? {}, ctx)
    if (result.ok) return result
    first ??= result
  }
  const generic = op ? readIntoOperation(op, read, ctx) : null
  if (generic?.ok || (generic && !first)) return generic
  if (first) return first
  return fail(`'oxide ${read.key}' is not something the console runs (it is not one API call)`)
}
