// `oxide` lines read into the generic command of an operation (`api.<operation_id>`): a CLI
// subcommand's flags become the operation's path and query parameters and the fields of its body,
// and `oxide api PATH` (with --method, -f/-F/--field/--raw-field key=value and an inline JSON
// --input) becomes the call of that path and method.
import { opBodies, type BodyField } from '@/api/generated/op-bodies'
import { opParams } from '@/api/generated/op-params'
import { opTable, type OpInfo } from '@/api/generated/op-table'
import { checkArgs, type Checked } from './grammar'
import { parseBytes, type FlagPair, type ReadLine } from './oxide-read'
import type { AnyCommand, CommandContext } from '../core/define'
import { findCommand } from '../core/registry'
import { handWrittenOps } from '../generic-api/api-coverage'

const argName = (wire: string) => wire.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** The generic command of an operation, when the registry has one. */
export const genericCommand = (opId: string): AnyCommand | undefined =>
  findCommand(`api.${opId.replace(/_/g, '-')}`)

const fail = (message: string): Checked => ({ ok: false, message })

/** A body field's value from its text: booleans, numbers and JSON as the wire takes them. */
function fieldValue(field: BodyField | undefined, text: string, bytes: boolean): unknown {
  if (bytes) return parseBytes(text) ?? text
  switch (field?.kind) {
    case 'boolean':
      return /^true$/i.test(text) ? true : /^false$/i.test(text) ? false : text
    case 'integer':
    case 'number':
      return Number.isFinite(Number(text)) && text.trim() !== '' ? Number(text) : text
    case 'json':
      try {
        return JSON.parse(text)
      } catch {
        return text
      }
    default:
      return text
  }
}

/** A CLI subcommand's flags, read into the generic command of its operation. */
export function readIntoOperation(
  opId: string,
  read: ReadLine,
  ctx: CommandContext,
): Checked | null {
  const cmd = genericCommand(opId)
  if (!cmd) return null
  const params = opParams[opId] ?? []
  const fields = opBodies[opId]?.fields ?? []
  const raw: Record<string, unknown> = {}
  const body: Record<string, unknown> = {}
  for (const [flag, value] of read.pairs) {
    const wire = flag.replace(/-/g, '_')
    const kind = read.row.flags[flag]
    const text = value ?? (kind === 'bool' ? 'true' : undefined)
    if (text === undefined) return fail(`flag --${flag} needs a value`)
    const param = params.find((p) => p.name === wire)
    if (param) {
      raw[argName(wire)] = kind === 'bytes' ? String(parseBytes(text) ?? text) : text
      continue
    }
    const field = fields.find((f) => f.name === wire)
    if (!field) return fail(`the console does not read --${flag} of 'oxide ${read.key}'`)
    body[wire] = fieldValue(field, text, kind === 'bytes')
  }
  if (Object.keys(body).length) raw.body = JSON.stringify(body)
  return checkArgs(cmd, raw, ctx)
}

/** The operation a method and a concrete path call, with the path's parameter values. */
function matchPath(method: string, path: string) {
  for (const [id, info] of Object.entries(opTable) as [string, OpInfo][]) {
    if (info.method !== method) continue
    const names: string[] = []
    const source = info.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, n) => {
      names.push(n)
      return '([^/]+)'
    })
    const m = new RegExp(`^${source}$`).exec(path)
    if (m) return { id, values: Object.fromEntries(names.map((n, i) => [n, m[i + 1]!])) }
  }
  return null
}

/** `-F key=value`: true, false, null and numbers typed, as the CLI does; `-f` keeps the text. */
function typedField(text: string): unknown {
  if (text === 'true') return true
  if (text === 'false') return false
  if (text === 'null') return null
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text
}

/** `oxide api PATH ...`: the generic command of that path and method. */
export function readApiLine(read: ReadLine, ctx: CommandContext): Checked {
  const [endpoint, extra] = read.positional
  if (!endpoint) return fail("'oxide api' needs the endpoint, e.g. oxide api /v1/projects")
  if (extra !== undefined) return fail(`unexpected argument '${extra}' for 'oxide api'`)
  const fields: [string, unknown][] = []
  let method: string | undefined
  let input: string | undefined
  for (const [flag, value] of read.pairs as FlagPair[]) {
    if (flag === 'paginate' || flag === 'include') continue
    if (value === undefined) return fail(`flag --${flag} needs a value`)
    if (flag === 'method') method = value.toUpperCase()
    else if (flag === 'input') input = value
    else if (flag === 'field' || flag === 'raw-field') {
      const eq = value.indexOf('=')
      if (eq <= 0) return fail(`--${flag} takes key=value, got '${value}'`)
      const key = value.slice(0, eq)
      const text = value.slice(eq + 1)
      fields.push([key, flag === 'field' ? typedField(text) : text])
    } else if (flag === 'limit') fields.push(['limit', Number(value)])
    else return fail(`the console does not send --${flag} (it signs every request itself)`)
  }
  // Fields make a POST unless a method is given, as in the CLI.
  const verb = method ?? (fields.length || input ? 'POST' : 'GET')
  const url = new URL(endpoint, 'http://rack')
  const op = matchPath(verb, url.pathname)
  if (!op) return fail(`no API operation is ${verb} ${url.pathname}`)
  const own = handWrittenOps[op.id as keyof typeof handWrittenOps]
  const cmd = genericCommand(op.id) ?? (own ? findCommand(own) : undefined)
  if (!cmd) return fail(`the console does not run ${op.id} (${verb} ${url.pathname})`)
  const params = opParams[op.id] ?? []
  const raw: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(op.values))
    raw[argName(name)] = decodeURIComponent(value)
  for (const [name, value] of url.searchParams) raw[argName(name)] = value
  const body: Record<string, unknown> = {}
  for (const [key, value] of fields) {
    if (params.some((p) => p.name === key && p.in === 'query')) raw[argName(key)] = String(value)
    else if (verb === 'GET' && key !== 'limit') return fail(`${op.id} has no parameter ${key}`)
    else if (key !== 'limit') body[key] = value
  }
  if (input !== undefined) {
    if (!/^\s*[[{]/.test(input))
      return fail(
        `--input ${input} names a file, which the console cannot read: give the JSON inline (--input '{...}'), or leave it out to fill in the form`,
      )
    try {
      Object.assign(body, JSON.parse(input))
    } catch (e) {
      return fail(`--input: not valid JSON (${(e as Error).message})`)
    }
  }
  if (!genericCommand(op.id)) return readIntoOwn(cmd, raw, body, op.id, ctx)
  if (Object.keys(body).length) raw.body = JSON.stringify(body)
  return checkArgs(cmd, raw, ctx)
}

/**
 * An `oxide api` call of an operation a hand-written command performs: the path and query
 * parameters and the body's top-level fields as its arguments (`dns_name` as `dnsName`), so that
 * its confirmation, checks and refresh apply. A field it has no argument for is named.
 */
function readIntoOwn(
  cmd: AnyCommand,
  raw: Record<string, unknown>,
  body: Record<string, unknown>,
  opId: string,
  ctx: CommandContext,
): Checked {
  const shape = cmd.args.shape as Record<string, unknown>
  for (const [field, value] of Object.entries(body)) {
    const key = argName(field)
    if (!(key in shape))
      return fail(
        `the console's "${cmd.title}" does not take ${field} of ${opId}; type '${cmd.id.replace('.', ' ')}' to fill in the form`,
      )
    raw[key] = value
  }
  return checkArgs(cmd, raw, ctx)
}
