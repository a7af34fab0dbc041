// Node-only: the request and response schemas of nexus.json compiled with ajv, to validate
// request bodies (as the real server's deserialiser would) and response bodies (conformance
// tests). They are read from generated/wire-schemas.json, which `npm run gen:api` writes from
// nexus.json and which is committed: running needs no copy of the description.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { OperationId } from '@/api/generated/op-table'
import { openApiToJsonSchema } from './openapi-schema'

type Json = Record<string, unknown>
/** One operation in the generated file: its request schema and its responses by status
 * (`'error'` for the shared error response, null for a response without a body). */
type Operation = { request: Json | null; responses: Record<string, Json | 'error' | null> }
type WireSchemas = { version: string; operations: Record<string, Operation>; schemas: Json }

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv

const INT_RANGES: Record<string, [number, number]> = {
  uint8: [0, 255],
  uint16: [0, 65535],
  uint32: [0, 4294967295],
  uint64: [0, Number.MAX_SAFE_INTEGER * 4096],
  uint: [0, Number.MAX_SAFE_INTEGER * 4096],
  int8: [-128, 127],
  int16: [-32768, 32767],
  int32: [-2147483648, 2147483647],
  int64: [-Number.MAX_SAFE_INTEGER * 1024, Number.MAX_SAFE_INTEGER * 1024],
}

let loaded: { ajv: Ajv; ops: Map<string, Operation> } | null = null

function load() {
  if (loaded) return loaded
  const wire = JSON.parse(
    // A path, not a URL object: under happy-dom `URL` is the DOM's, which node:fs refuses.
    readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), 'generated/wire-schemas.json'),
      'utf8',
    ),
  ) as WireSchemas
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true })
  addFormats(ajv)
  for (const [name, [min, max]] of Object.entries(INT_RANGES)) {
    ajv.addFormat(name, {
      type: 'number',
      validate: (n: number) => Number.isInteger(n) && n >= min && n <= max,
    })
  }
  ajv.addFormat('double', { type: 'number', validate: () => true })
  ajv.addFormat('float', { type: 'number', validate: () => true })
  ajv.addFormat(
    'ip',
    (s: string) =>
      ajv.validate({ type: 'string', format: 'ipv4' }, s) ||
      ajv.validate({ type: 'string', format: 'ipv6' }, s),
  )
  ajv.addFormat('binary', () => true)
  ajv.addFormat('hex string (32 bytes)', (s: string) => /^[0-9a-fA-F]{64}$/.test(s))
  ajv.addSchema({
    $id: 'nexus',
    components: { schemas: openApiToJsonSchema(wire.schemas) },
  })
  loaded = { ajv, ops: new Map(Object.entries(wire.operations)) }
  return loaded
}

const compiled = new Map<string, ValidateFunction>()

function validatorFor(key: string, schema: Json) {
  let fn = compiled.get(key)
  if (!fn) {
    fn = load().ajv.compile(openApiToJsonSchema(schema) as Json)
    compiled.set(key, fn)
  }
  return fn
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) =>
    e.keyword === 'required'
      ? `missing field \`${String((e.params as { missingProperty?: string }).missingProperty)}\`${e.instancePath ? ` at ${e.instancePath}` : ''}`
      : `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}`,
  )

/** Problems with `body` as the request body of `op` (empty when it conforms). */
export function requestProblems(op: OperationId, body: unknown): string[] {
  const schema = load().ops.get(op)?.request
  if (!schema) return []
  const fn = validatorFor(`req:${op}`, schema)
  return fn(body) ? [] : describe(fn.errors)
}

/** Problems with `body` as the `status` response of `op` (empty when it conforms). */
export function responseProblems(op: OperationId, status: number, body: unknown): string[] {
  const responses = load().ops.get(op)?.responses ?? {}
  // The exact status, then its range (`4XX`), then `default`; an error status documented by
  // none of them still has the platform's error body.
  const range = `${String(status).charAt(0)}XX`
  const entry =
    String(status) in responses
      ? responses[String(status)]
      : range in responses
        ? responses[range]
        : 'default' in responses
          ? responses.default
          : status >= 400
            ? 'error'
            : undefined
  if (entry === undefined) return [`status ${status} is not a documented response of ${op}`]
  const schema = entry === 'error' ? { $ref: '#/components/schemas/Error' } : entry
  if (!schema)
    return body === undefined || body === null || body === ''
      ? []
      : [`${op} ${status} documents no body`]
  const fn = validatorFor(`res:${op}:${status}`, schema)
  return fn(body) ? [] : describe(fn.errors)
}

/** The validator the router installs in node: the first problem, worded like serde. */
export const requestValidator = () => (op: OperationId, body: unknown) =>
  requestProblems(op, body)[0] ?? null
