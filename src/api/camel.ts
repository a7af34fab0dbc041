// Case conversion between the wire (snake_case, ISO strings) and the app (camelCase, Date).
// The rule for dates is the spec's (section 3): a response string becomes a Date when its key
// starts with `time_`, ends with `_time` or `_expiration`, or is `timestamp`.

export type SnakeToCamel<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<SnakeToCamel<T>>}`
  : S

export type CamelToSnake<S extends string> = S extends `${infer C}${infer R}`
  ? C extends Lowercase<C>
    ? `${C}${CamelToSnake<R>}`
    : `_${Lowercase<C>}${CamelToSnake<R>}`
  : S

type TimeKey = `time_${string}` | `${string}_time` | `${string}_expiration` | 'timestamp'
type DateIfString<V> = V extends string ? Date : V

/** Response shape as the app reads it: camelCase keys, time keys as Date. */
export type Camelize<T> = T extends Date
  ? T
  : T extends readonly (infer U)[]
    ? Camelize<U>[]
    : T extends object
      ? {
          [K in keyof T as K extends string ? SnakeToCamel<K> : K]: K extends TimeKey
            ? DateIfString<T[K]>
            : Camelize<T[K]>
        }
      : T

/** Request shape as the app writes it: camelCase keys, values as on the wire (Dates allowed). */
export type CamelizeKeys<T> = T extends readonly (infer U)[]
  ? CamelizeKeys<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: CamelizeKeys<T[K]> }
    : T

// A list of 1,000 instances converts the same twenty keys 1,000 times each: remembered, that is
// a third of the time a page takes to read. Bounded, since some objects are maps of free keys.
const camelKeys = new Map<string, string>()
const CAMEL_KEYS_MAX = 5000

export const snakeToCamel = (s: string) => {
  let c = camelKeys.get(s)
  if (c === undefined) {
    c = s.replace(/_([a-z0-9])/g, (_, x: string) => x.toUpperCase())
    if (camelKeys.size < CAMEL_KEYS_MAX) camelKeys.set(s, c)
  }
  return c
}

export const camelToSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

export const isTimeKey = (key: string) =>
  key.startsWith('time_') ||
  key.endsWith('_time') ||
  key.endsWith('_expiration') ||
  key === 'timestamp'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date)

/** Wire -> app: camelCase keys, ISO strings under time keys become Dates. */
export function processResponseBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(processResponseBody)
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    out[snakeToCamel(key)] =
      typeof v === 'string' && isTimeKey(key) && ISO_DATE.test(v)
        ? new Date(v)
        : processResponseBody(v)
  }
  return out
}

/** App -> wire: snake_case keys; Dates serialise as ISO strings through JSON. */
export function snakeify(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeify)
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) out[camelToSnake(key)] = snakeify(v)
  return out
}
