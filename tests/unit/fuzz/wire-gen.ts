// Response bodies generated from the wire schemas of nexus.json (the committed
// mock/validate/generated/wire-schemas.json, never the description itself), the way a platform
// this project did not write may answer: optional fields absent or present, empty and long
// lists, extreme numbers (negative, beyond 2^53), long and odd strings, unknown extra properties
// and, for a "newer platform", enum values this console has never seen.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hash32, rng, type Rng } from './rng'

type Json = Record<string, unknown>
type Schema = Json
type Operation = { request: Json | null; responses: Record<string, Json | 'error' | null> }
type WireSchemas = { version: string; operations: Record<string, Operation>; schemas: Json }

const wire = JSON.parse(
  readFileSync(
    join(
      dirname(fileURLToPath(import.meta.url)),
      '../../../mock/validate/generated/wire-schemas.json',
    ),
    'utf8',
  ),
) as WireSchemas

/** How one answer leans; every body of one render shares a profile. */
export type Profile = {
  optional: 'absent' | 'present' | 'mixed'
  lists: 'empty' | 'short' | 'long' | 'mixed'
  numbers: 'plain' | 'extreme' | 'mixed'
  strings: 'plain' | 'long' | 'mixed'
  /** unknown properties on objects, as a newer platform adds fields */
  extras: boolean
  /** enum values outside the schema, as a newer platform adds states (not schema-valid) */
  drift: boolean
}

export function profileFor(seed: number): Profile {
  const r = rng(hash32(`profile:${seed}`))
  return {
    optional: r.pick(['absent', 'present', 'mixed', 'mixed'] as const),
    lists: r.pick(['empty', 'short', 'long', 'mixed', 'mixed'] as const),
    numbers: r.pick(['plain', 'extreme', 'mixed', 'mixed'] as const),
    strings: r.pick(['plain', 'long', 'mixed'] as const),
    extras: r.chance(0.5),
    drift: r.chance(0.3),
  }
}

/** The value a newer platform might send for an enum this console does not know. */
export const DRIFT_VALUE = 'fuzz_newer_value'

const INT_RANGES: Record<string, [number, number]> = {
  uint8: [0, 255],
  uint16: [0, 65535],
  uint32: [0, 4294967295],
  // The schema's 64-bit integers: JSON numbers past 2^53 lose precision in JavaScript.
  uint64: [0, 2 ** 64 - 2048],
  uint: [0, 2 ** 64 - 2048],
  int8: [-128, 127],
  int16: [-32768, 32767],
  int32: [-2147483648, 2147483647],
  // The bounds the mock's validator uses for 64-bit integers (mock/validate/nexus-spec.ts).
  int64: [-Number.MAX_SAFE_INTEGER * 1024, Number.MAX_SAFE_INTEGER * 1024],
}

const hex = (r: Rng, n: number) =>
  Array.from({ length: n }, () => '0123456789abcdef'[r.int(0, 15)]).join('')
const uuid = (r: Rng) =>
  `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(r, 3)}-${hex(r, 12)}`
const octet = (r: Rng) => r.int(0, 255)
const ipv4 = (r: Rng) => `${octet(r)}.${octet(r)}.${octet(r)}.${octet(r)}`
const ipv6 = (r: Rng) =>
  r.pick([
    () => '::',
    () => `fd${hex(r, 2)}::${hex(r, r.int(1, 4))}`,
    () => Array.from({ length: 8 }, () => hex(r, 4)).join(':'),
    () => `2001:db8::${hex(r, 3)}`,
  ])()
const lower = 'abcdefghijklmnopqrstuvwxyz'
const alnum = `${lower}0123456789`
const word = (r: Rng, n: number, chars = lower) =>
  Array.from({ length: n }, () => chars[r.int(0, chars.length - 1)]).join('')

/** A Name: a lowercase letter, then letters, digits and dashes, not ending in a dash. */
function name(r: Rng, max: number, long: boolean) {
  const n = long ? max : r.int(1, Math.min(max, 16))
  if (n === 1) return word(r, 1)
  const middle = Array.from({ length: n - 2 }, () =>
    r.chance(0.1) ? '-' : r.chance(0.05) ? 'X' : alnum[r.int(0, alnum.length - 1)],
  ).join('')
  return `${word(r, 1)}${middle}${word(r, 1, alnum)}`
}

// Strings constrained by a pattern: one generator per pattern of the schemas (a new pattern
// fails the generator's own test, so it cannot be skipped silently).
const PATTERNS: Record<string, (r: Rng, long: boolean, max: number) => string> = {
  '^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$':
    (r, long, max) => name(r, max, long),
  '^([a-zA-Z0-9]+[a-zA-Z0-9\\-]*(?<!-))(\\.[a-zA-Z0-9]+[a-zA-Z0-9\\-]*(?<!-))*$': (r, long) =>
    Array.from({ length: long ? 4 : r.int(1, 3) }, () => word(r, long ? 40 : r.int(1, 8))).join(
      '.',
    ),
  '^([a-zA-Z0-9_]+|\\*|\\*\\*)(\\.([a-zA-Z0-9_]+|\\*|\\*\\*))*$': (r) =>
    Array.from({ length: r.int(1, 3) }, () => r.pick(['*', '**', word(r, r.int(1, 8))])).join('.'),
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$':
    (r) => `${r.int(0, 99)}.${r.int(0, 99)}.${r.int(0, 99)}${r.chance(0.3) ? '-rc.1' : ''}`,
  '^[0-9]{1,5}(-[0-9]{1,5})?$': (r) =>
    r.chance(0.5) ? String(r.int(0, 65535)) : `${r.int(0, 1000)}-${r.int(1000, 65535)}`,
  '^[0-9]{1,3}(-[0-9]{1,3})?$': (r) =>
    r.chance(0.5) ? String(r.int(0, 255)) : `${r.int(0, 100)}-${r.int(100, 255)}`,
  '^(([a-z]+[a-z0-9]*)(_([a-z0-9]+))*):(([a-z]+[a-z0-9]*)(_([a-z0-9]+))*)$': (r) =>
    `${word(r, r.int(1, 10))}_${word(r, 3)}:${word(r, r.int(1, 10))}`,
  '^([0-9a-fA-F]{0,2}:){5}[0-9a-fA-F]{0,2}$': (r) =>
    Array.from({ length: 6 }, () => hex(r, 2)).join(':'),
  '^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])/([0-9]|1[0-9]|2[0-9]|3[0-2])$':
    (r) => `${ipv4(r)}/${r.int(0, 32)}`,
}
// The IPv6 network pattern is long; it is recognised by its prefix-length tail.
const IPV6_NET_TAIL = '\\/([0-9]|[1-9][0-9]|1[0-1][0-9]|12[0-8])$'
const ipv6Net = (r: Rng) => `fd${hex(r, 2)}:${hex(r, 4)}::/${r.int(0, 128)}`

const ODD = [
  '',
  ' ',
  'ünïcödé ✓',
  '日本語のテキスト',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🚀',
  '<b>not html</b> & "quotes"',
  'line\nbreak\ttab',
  '\u200bzero\u200bwidth',
  '%s %d {0} ${x}',
]

function plainString(r: Rng, p: Profile, max: number, min: number): string {
  const long = p.strings === 'long' || (p.strings === 'mixed' && r.chance(0.2))
  let s: string
  if (long) {
    const unit = r.pick(['a', 'W', '日', '👍', 'long-word-'])
    s = unit.repeat(Math.ceil(r.int(200, 1200) / unit.length))
  } else if (p.strings !== 'plain' && r.chance(0.3)) s = r.pick(ODD)
  else s = word(r, r.int(1, 12))
  // Lengths in the schema count characters, as serde does.
  const chars = [...s]
  if (chars.length > max) s = chars.slice(0, max).join('')
  while ([...s].length < min) s += 'x'
  return s
}

function dateTime(r: Rng, p: Profile): string {
  const extreme = p.numbers === 'extreme' || (p.numbers === 'mixed' && r.chance(0.15))
  if (extreme)
    return r.pick([
      '1970-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999999999Z',
      '2262-04-11T23:47:16.854775807Z',
      '2024-02-29T00:00:00Z',
    ])
  const base = Date.UTC(2026, 0, 1)
  const t = new Date(base + r.int(-400, 400) * 86_400_000 + r.int(0, 86_399_999))
  const iso = t.toISOString()
  // The platform writes fractions to the nanosecond.
  return r.chance(0.5) ? iso.replace(/\.\d+Z$/, `.${r.int(0, 999_999_999)}Z`) : iso
}

function stringFor(s: Schema, r: Rng, p: Profile): string {
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity
  const min = typeof s.minLength === 'number' ? s.minLength : 0
  const long = p.strings === 'long' || (p.strings === 'mixed' && r.chance(0.2))
  if (typeof s.pattern === 'string') {
    const gen = PATTERNS[s.pattern]
    if (gen) return gen(r, long, Number.isFinite(max) ? max : 63)
    if (s.pattern.endsWith(IPV6_NET_TAIL)) return ipv6Net(r)
    throw new Error(`wire-gen: no generator for pattern ${s.pattern}`)
  }
  switch (s.format) {
    case 'uuid':
      return uuid(r)
    case 'date-time':
      return dateTime(r, p)
    case 'ip':
      return r.chance(0.5) ? ipv4(r) : ipv6(r)
    case 'ipv4':
      return ipv4(r)
    case 'ipv6':
      return ipv6(r)
    case 'uri':
      return `https://${word(r, 8)}.example.com/${long ? 'p/'.repeat(300) : word(r, 5)}`
    case 'byte':
      return r.pick(['', 'AA==', 'aGVsbG8gd29ybGQ='])
    case 'hex string (32 bytes)':
      return hex(r, 64)
    default:
      return plainString(r, p, max, min)
  }
}

function integerFor(s: Schema, r: Rng, p: Profile): number {
  const [fmin, fmax] = INT_RANGES[s.format as string] ?? [
    -Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER,
  ]
  const lo = Math.max(fmin, typeof s.minimum === 'number' ? s.minimum : fmin)
  const hi = Math.min(fmax, typeof s.maximum === 'number' ? s.maximum : fmax)
  const extreme = p.numbers === 'extreme' || (p.numbers === 'mixed' && r.chance(0.25))
  if (extreme) {
    const candidates = [
      lo,
      hi,
      0,
      1,
      -1,
      -231471110,
      -3316074402,
      2 ** 53 + 2,
      2 ** 62,
      2 ** 31,
      Math.floor(hi / 2),
    ].filter((n) => n >= lo && n <= hi)
    return r.pick(candidates)
  }
  // Plain: small values, as a lightly used rack has.
  const top = Math.min(hi, lo + 4096)
  return r.int(lo, top)
}

function numberFor(s: Schema, r: Rng, p: Profile): number {
  const extreme = p.numbers === 'extreme' || (p.numbers === 'mixed' && r.chance(0.25))
  let n = extreme
    ? r.pick([0, -1, 1e308, -1e308, 5e-324, 2 ** 60, -0.5, 1e-9])
    : Math.round(r.next() * 1e6) / 100
  if (typeof s.minimum === 'number' && n < s.minimum) n = s.minimum
  if (typeof s.maximum === 'number' && n > s.maximum) n = s.maximum
  return n
}

/** Any JSON value, for schemas that say nothing. */
function anyValue(r: Rng, depth: number): unknown {
  const kind = r.int(0, depth > 2 ? 3 : 5)
  if (kind === 0) return null
  if (kind === 1) return r.chance(0.5)
  if (kind === 2) return r.int(-1e6, 1e6)
  if (kind === 3) return word(r, r.int(0, 10))
  if (kind === 4) return Array.from({ length: r.int(0, 3) }, () => anyValue(r, depth + 1))
  return { [word(r, 5)]: anyValue(r, depth + 1) }
}

// Field names a map of timeseries fields may hold: some the console groups by, some not.
const MAP_KEYS = ['sled_id', 'disk_id', 'state', 'attached_instance_id', 'link_name', 'kind']

type Ctx = { r: Rng; p: Profile; depth: number; inLong: boolean }

function resolve(s: Schema): Schema {
  let cur = s
  for (let i = 0; i < 20 && typeof cur.$ref === 'string'; i++) {
    const nameOf = cur.$ref.replace('#/components/schemas/', '')
    const next = wire.schemas[nameOf] as Schema | undefined
    if (!next) throw new Error(`wire-gen: unknown schema ${cur.$ref}`)
    cur = next
  }
  return cur
}

function listLength(s: Schema, c: Ctx): number {
  const min = typeof s.minItems === 'number' ? s.minItems : 0
  const max = typeof s.maxItems === 'number' ? s.maxItems : Infinity
  const mode =
    c.p.lists === 'mixed' ? c.r.pick(['empty', 'short', 'short', 'long'] as const) : c.p.lists
  let n =
    mode === 'empty' || c.depth > 8
      ? 0
      : mode === 'long' && !c.inLong
        ? c.r.int(25, 60)
        : c.r.int(1, 3)
  n = Math.max(min, Math.min(max, n))
  return n
}

function gen(schema: Schema, c: Ctx): unknown {
  const s = resolve(schema)
  if (s.nullable === true && c.r.chance(c.p.optional === 'absent' ? 0.6 : 0.15)) return null
  if (Array.isArray(s.allOf)) {
    const parts = (s.allOf as Schema[]).map(resolve)
    if (parts.length === 1) return gen(parts[0] as Schema, c)
    // Several parts: an object made of every part's properties.
    return Object.assign({}, ...parts.map((part) => gen(part, c) as object))
  }
  const choice = (s.oneOf ?? s.anyOf) as Schema[] | undefined
  if (Array.isArray(choice)) return gen(c.r.pick(choice), c)
  if (Array.isArray(s.enum)) {
    if (c.p.drift && c.r.chance(0.25)) return DRIFT_VALUE
    return c.r.pick(s.enum as unknown[])
  }
  const type = s.type ?? (s.properties ? 'object' : undefined)
  switch (type) {
    case 'string':
      return stringFor(s, c.r, c.p)
    case 'integer':
      return integerFor(s, c.r, c.p)
    case 'number':
      return numberFor(s, c.r, c.p)
    case 'boolean':
      return c.r.chance(0.5)
    case 'array': {
      const n = listLength(s, c)
      const long = n > 3
      const items = s.items as Schema
      const out: unknown[] = []
      const seen = new Set<string>()
      for (let i = 0; i < n * 3 && out.length < n; i++) {
        const v = gen(items, { ...c, depth: c.depth + 1, inLong: c.inLong || long })
        if (s.uniqueItems === true) {
          const k = JSON.stringify(v)
          if (seen.has(k)) continue
          seen.add(k)
        }
        out.push(v)
      }
      return out
    }
    case 'object':
      return objectFor(s, c)
    default:
      return anyValue(c.r, c.depth)
  }
}

function objectFor(s: Schema, c: Ctx): Json {
  const out: Json = {}
  const props = (s.properties ?? {}) as Record<string, Schema>
  const required = new Set((s.required ?? []) as string[])
  const inner = { ...c, depth: c.depth + 1 }
  for (const [key, prop] of Object.entries(props)) {
    const present =
      required.has(key) ||
      (c.p.optional === 'present'
        ? true
        : c.p.optional === 'absent'
          ? false
          : c.r.chance(0.5) && c.depth < 10)
    if (present) out[key] = gen(prop, inner)
  }
  const extra = s.additionalProperties
  if (extra && typeof extra === 'object') {
    const n = listLength({}, c)
    for (let i = 0; i < Math.min(n, 6); i++) {
      const key = c.r.chance(0.6) ? c.r.pick(MAP_KEYS) : word(c.r, c.r.int(1, 12))
      out[key] = gen(extra as Schema, inner)
    }
  } else if (extra !== false && c.p.extras && Object.keys(props).length > 0 && c.r.chance(0.5)) {
    out[`fuzz_extra_${word(c.r, 4)}`] = anyValue(c.r, c.depth)
  }
  return out
}

/** The documented success status of an operation and its body schema (null: no body). */
export function successResponse(op: string): { status: number; schema: Schema | null } {
  const responses = wire.operations[op]?.responses
  if (!responses) throw new Error(`wire-gen: unknown operation ${op}`)
  const status = Object.keys(responses).find((k) => /^[123]\d\d$/.test(k))
  if (status) {
    const entry = responses[status]
    return { status: Number(status), schema: entry === 'error' ? null : (entry ?? null) }
  }
  const fallback = responses.default
  return { status: 200, schema: fallback && fallback !== 'error' ? fallback : null }
}

/** A body for `op`'s success response, the same for the same seed and label. */
export function generateResponse(
  op: string,
  seed: number,
  label: string,
  profile: Profile = profileFor(seed),
): { status: number; body: unknown } {
  const { status, schema } = successResponse(op)
  if (!schema) return { status, body: undefined }
  const r = rng(hash32(`${seed}:${label}`))
  return { status, body: gen(schema, { r, p: profile, depth: 0, inLong: false }) }
}

/** Every operation of the wire schemas (for the generator's own test). */
export const operationIds = () => Object.keys(wire.operations)
