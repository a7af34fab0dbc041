// The typed-line grammar of each command, derived from its id and zod args unless the command
// spells out `line`: the words, the positional arguments, and the `--flag` of every argument.
import type { z } from 'zod'
import type { AnyCommand, CommandContext } from '../core/define'
import { mergeArgs, prepareArgs } from '../core/prepare-args'

export type ArgKind = 'string' | 'number' | 'boolean' | 'enum' | 'json'

export type ArgInfo = {
  key: string
  kind: ArgKind
  /** the flag shown and rendered, without `--` */
  flag: string
  required: boolean
  /** enum values */
  options: string[]
  /** multiplier from the unit the argument is in to bytes, for sizes typed as `8GiB` */
  unit?: number
  description: string
}

export type Grammar = {
  words: string[]
  positional: string[]
  /** the positional existing-resource argument (`instance` of instance.stop): several values run in bulk */
  bulkKey?: string
  args: Map<string, ArgInfo>
  /** flag name (without `--`) -> argument key; includes the spec's extra names */
  flags: Map<string, string>
}

export const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

type Def = {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  entries?: object
  values?: unknown[]
}
const defOf = (t: z.ZodType) => (t as unknown as { def: Def }).def

/** The schema under optional/default/nullable/pipe wrappers. */
export function baseSchema(t: z.ZodType): z.ZodType {
  let cur = t
  for (let n = 0; n < 20; n++) {
    const def = defOf(cur)
    if (def.innerType) cur = def.innerType
    else if (def.type === 'pipe' && def.in) cur = def.in
    else break
  }
  return cur
}

/** Byte units as the CLI reads them, any case: `k` is a KiB (powers of two), as is `KiB`. */
export const UNITS: Record<string, number> = {
  b: 1,
  k: 2 ** 10,
  kib: 2 ** 10,
  m: 2 ** 20,
  mib: 2 ** 20,
  g: 2 ** 30,
  gib: 2 ** 30,
  t: 2 ** 40,
  tib: 2 ** 40,
}

function argInfo(key: string, field: z.ZodType): ArgInfo {
  const base = defOf(baseSchema(field))
  const description = field.description ?? ''
  let kind: ArgKind = 'json'
  let options: string[] = []
  if (base.type === 'string') kind = 'string'
  else if (base.type === 'number' || base.type === 'int') kind = 'number'
  else if (base.type === 'boolean') kind = 'boolean'
  else if (base.type === 'enum') {
    kind = 'enum'
    options = Object.values(base.entries ?? {}).map(String)
  } else if (base.type === 'literal' && base.values?.every((v) => typeof v === 'string')) {
    kind = 'enum'
    options = base.values.map(String)
  }
  const unit =
    kind !== 'number'
      ? undefined
      : /GiB/.test(description)
        ? UNITS.gib
        : /bytes/i.test(description)
          ? 1
          : undefined
  return {
    key,
    kind,
    flag: kebab(key),
    required: !field.safeParse(undefined).success,
    options,
    unit,
    description,
  }
}

/**
 * The required argument that names the command's existing resource, if one does. A create's new
 * name stays `--name`, as in the CLI.
 */
function resourceArg(resource: string, args: Map<string, ArgInfo>) {
  const last = camel(resource.split('-').pop()!)
  const names = [camel(resource), last, `${last}Id`, `${camel(resource)}Id`]
  return names.find((n) => args.get(n)?.required)
}

const cache = new WeakMap<AnyCommand, Grammar>()

export function grammarOf(cmd: AnyCommand): Grammar {
  const hit = cache.get(cmd)
  if (hit) return hit
  const shape = cmd.args.shape as Record<string, z.ZodType>
  const args = new Map(Object.entries(shape).map(([k, f]) => [k, argInfo(k, f)]))
  const [resource = cmd.id, verb] = cmd.id.split('.')
  const words = cmd.line?.words ?? (verb ? [resource, verb] : [resource])
  // The argument that names the resource reads without a flag: `instance` of instance.stop,
  // `rule` of firewall-rule.delete, `tokenId` of access-token.delete.
  const own = resourceArg(resource, args)
  const positional = cmd.line?.positional ?? (own ? [own] : [])
  const flags = new Map<string, string>()
  for (const a of args.values()) flags.set(a.flag, a.key)
  for (const [flag, key] of Object.entries(cmd.line?.flags ?? {})) flags.set(flag, key)
  // Several values run in bulk only where the value names an existing resource (it completes
  // to live names): `disk import a b` is not three imports.
  const completes =
    own !== undefined && (cmd.complete as Record<string, unknown> | undefined)?.[own] !== undefined
  const bulkKey = own !== undefined && positional.at(-1) === own && completes ? own : undefined
  const grammar = { words, positional, bulkKey, args, flags }
  cache.set(cmd, grammar)
  return grammar
}

/** A typed value as the argument's type, or the reason it is not one. */
export function coerceValue(
  arg: ArgInfo,
  raw: string,
): { ok: true; value: unknown } | { ok: false; reason: string } {
  switch (arg.kind) {
    case 'boolean': {
      const v = raw.toLowerCase()
      if (v === 'true' || v === 'yes') return { ok: true, value: true }
      if (v === 'false' || v === 'no') return { ok: true, value: false }
      return { ok: false, reason: `expected true or false, got '${raw}'` }
    }
    case 'number': {
      const m = /^(-?\d+(?:\.\d+)?)\s*([a-z]+)?$/i.exec(raw.trim())
      if (!m) return { ok: false, reason: `expected a number, got '${raw}'` }
      const n = Number(m[1])
      if (!m[2]) return { ok: true, value: n }
      const factor = UNITS[m[2].toLowerCase()]
      if (factor === undefined)
        return {
          ok: false,
          reason: `unknown unit '${m[2]}'; use B, KiB, MiB, GiB or TiB (or k, m, g, t)`,
        }
      if (arg.unit === undefined)
        return { ok: false, reason: `expected a plain number, got '${raw}'` }
      const value = (n * factor) / arg.unit
      return { ok: true, value }
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(raw) }
      } catch {
        return { ok: false, reason: `expected JSON, got '${raw}'` }
      }
    default:
      return { ok: true, value: raw }
  }
}

/**
 * The usage line shown under the palette input: `instance stop <instance> [--project <project>]`.
 * With a context, arguments its defaults fill (the current project) show as optional.
 */
export function usage(cmd: AnyCommand, ctx?: CommandContext): string {
  const g = grammarOf(cmd)
  const defaulted = mergeArgs(cmd, ctx, {})
  const required = (a: ArgInfo) => a.required && defaulted[a.key] === undefined
  const parts = [...g.words]
  for (const key of g.positional) {
    const a = g.args.get(key)
    parts.push(a && required(a) ? `<${key}>` : `[<${key}>]`)
  }
  const rest = [...g.args.values()].filter((a) => !g.positional.includes(a.key))
  // Every flag that sets the argument: `--identity|--user|--group <identity>`.
  const names = (a: ArgInfo) => [
    a.flag,
    ...[...g.flags].filter(([f, k]) => k === a.key && f !== a.flag).map(([f]) => f),
  ]
  const flag = (a: ArgInfo) =>
    a.kind === 'boolean' ? `--[no-]${a.flag}` : `--${names(a).join('|--')} <${a.key}>`
  for (const a of rest) if (required(a)) parts.push(flag(a))
  for (const a of rest) if (!required(a)) parts.push(`[${flag(a)}]`)
  return parts.join(' ')
}

export type Checked =
  | {
      ok: true
      command: AnyCommand
      args: Record<string, unknown>
      /** several values for the resource argument: the args of each run, `args` being the first */
      bulk?: Record<string, unknown>[]
    }
  /**
   * `typed`: what the line gave, when it read but did not check (completion narrows on it);
   * `missing`: the required argument it lacks, of `command` (the palette asks for it)
   */
  | {
      ok: false
      message: string
      typed?: Record<string, unknown>
      missing?: string
      command?: AnyCommand
    }

/**
 * The typed values with the command's defaults from where the user is (the current project),
 * checked by the args schema; a failure names the argument as the line spells it.
 */
export function checkArgs(
  cmd: AnyCommand,
  raw: Record<string, unknown>,
  ctx: CommandContext,
): Checked {
  const g = grammarOf(cmd)
  const prepared = prepareArgs(cmd, ctx, raw)
  if (prepared.ok) return { ok: true, command: cmd, args: prepared.args }
  const spell = (key: string) => {
    const arg = g.args.get(key)
    return !arg ? key : g.positional.includes(key) ? `<${key}>` : `--${arg.flag}`
  }
  if (prepared.missing)
    return {
      ok: false,
      message: `missing required argument ${spell(prepared.missing)}`,
      typed: raw,
      missing: prepared.missing,
      command: cmd,
    }
  const { key, path, message } = prepared.error
  const where = path.length > 1 ? ` (${path.slice(1).join('.')})` : ''
  return { ok: false, message: `bad value for ${spell(key)}${where}: ${message}`, typed: raw }
}
