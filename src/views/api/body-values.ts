// The body form's values (everything kept as typed, as strings) and the JSON body built from them.
import type { BodyField } from '@/api/generated/op-bodies'

export type BodyValues = Record<string, string>

/** The message for one field's typed value, or undefined when it is fine (or empty and optional). */
export function fieldError(f: BodyField, text: string): string | undefined {
  if (text.trim() === '') return f.required ? 'Required' : undefined
  if ((f.kind === 'integer' || f.kind === 'number') && !Number.isFinite(Number(text)))
    return 'Must be a number'
  if (f.kind === 'integer' && !Number.isInteger(Number(text))) return 'Must be a whole number'
  if (f.kind === 'json') {
    try {
      JSON.parse(text)
    } catch {
      return 'Must be JSON, e.g. [] or {"key": "value"} or "text"'
    }
  }
  return undefined
}

/** The request body: every filled-in field converted to its JSON type; empty optional ones left out. */
export function buildBody(fields: BodyField[], values: BodyValues): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const f of fields) {
    const text = values[f.name] ?? ''
    if (text.trim() === '') continue
    if (f.kind === 'integer' || f.kind === 'number') body[f.name] = Number(text)
    else if (f.kind === 'boolean') body[f.name] = text === 'true'
    else if (f.kind === 'json') body[f.name] = JSON.parse(text)
    else body[f.name] = text
  }
  return body
}
