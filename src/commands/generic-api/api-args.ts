// Zod arguments of a generic `api` command, built from the operation's parameters in nexus.json:
// path parameters are required, query parameters optional, and `body` is the JSON request body.
import { z } from 'zod'
import type { OpParam } from '@/api/generated/op-params'

/** `sort_by` -> `sortBy`: argument names are the nexus.json names in camelCase. */
export const argName = (wire: string) =>
  wire.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

const bool = () => z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])

function paramSchema(p: OpParam): z.ZodType {
  switch (p.kind) {
    case 'integer':
      return z.coerce.number().int()
    case 'number':
      return z.coerce.number()
    case 'boolean':
      return bool()
    case 'enum':
      return p.enum?.length ? z.enum(p.enum as [string, ...string[]]) : z.string()
    default:
      return z.string().min(1)
  }
}

const what = (p: OpParam) =>
  `${p.in === 'path' ? 'Path' : 'Query'} parameter ${p.name}${p.enum ? ` (${p.enum.join(', ')})` : ''}`

export const BODY_DESCRIPTION = 'Request body as JSON; without it a form opens'

/** The args schema of an operation: one field per parameter, plus `body` when it takes one. */
export function apiArgsSchema(params: OpParam[], hasBody: boolean) {
  const shape: Record<string, z.ZodType> = {}
  for (const p of params) {
    const s = paramSchema(p)
    shape[argName(p.name)] = (p.required ? s : s.optional()).describe(what(p))
  }
  if (hasBody) shape.body = z.string().optional().describe(BODY_DESCRIPTION)
  return z.object(shape)
}

/** The body typed on the command line, parsed; a clear message when it is not JSON. */
export function parseBody(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch (e) {
    throw new Error(`body: not valid JSON (${(e as Error).message})`, { cause: e })
  }
}

/** Split validated args into the endpoint's path and query objects. */
export function splitArgs(params: OpParam[], args: Record<string, unknown>) {
  const path: Record<string, string | number> = {}
  const query: Record<string, unknown> = {}
  for (const p of params) {
    const v = args[argName(p.name)]
    if (v === undefined) continue
    if (p.in === 'path') path[argName(p.name)] = v as string | number
    else query[argName(p.name)] = v
  }
  return { path, query }
}
