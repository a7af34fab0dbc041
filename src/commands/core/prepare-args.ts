// The one place a command's arguments are prepared: the values given over the defaults from where
// the user is, then checked by the args schema. Dispatch, buttons, row menus, keys, the palette's
// pages, the command line and its completion all use it, so what a button shows (disabled reason,
// CLI line) is computed on exactly the args that would run.
import type { z } from 'zod'
import type { AnyCommand, CommandContext } from './define'

/**
 * Whether a value counts as given. `undefined` and `''` (a skipped palette field, an empty form
 * input) do not, so the default stands; `null` does where the argument takes it (an update's
 * "clear this") and elsewhere does not.
 */
export const isGiven = (v: unknown) => v !== undefined && v !== ''

export const fieldOf = (cmd: AnyCommand, key: string) =>
  (cmd.args.shape as Record<string, z.ZodType | undefined>)[key]

const takesNull = (cmd: AnyCommand, key: string) =>
  fieldOf(cmd, key)?.safeParse(null).success ?? false

function given(cmd: AnyCommand, o: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(o).filter(([k, v]) => isGiven(v) && (v !== null || takesNull(cmd, k))),
  )
}

/**
 * The one rule for merging: the given values over the command's defaults for this context (no
 * defaults without a context).
 */
export function mergeArgs(
  cmd: AnyCommand,
  ctx: CommandContext | null | undefined,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const defaults = ctx ? ((cmd.defaults?.(ctx) ?? {}) as Record<string, unknown>) : {}
  return { ...given(cmd, defaults), ...given(cmd, raw) }
}

/** A field the user must fill: its schema accepts no `undefined` (not optional, no default). */
const isRequired = (field: z.ZodType) => !field.safeParse(undefined).success

export type PreparedArgs =
  | {
      ok: true
      /** the merged args, as given (what availability, the CLI line and the recents see) */
      args: Record<string, unknown>
      /** the args as the schema parsed them (what `run` receives) */
      values: Record<string, unknown>
    }
  | {
      ok: false
      args: Record<string, unknown>
      /** the first required argument without a value, in the schema's order */
      missing?: string
      /** the first problem: the argument's key, the path inside it, the schema's message */
      error: { key: string; path: string[]; message: string }
    }

/** Merge, then check: the args that would run, or the first missing or invalid argument. */
export function prepareArgs(
  cmd: AnyCommand,
  ctx: CommandContext | null | undefined,
  raw: Record<string, unknown>,
): PreparedArgs {
  const args = mergeArgs(cmd, ctx, raw)
  const parsed = cmd.args.safeParse(args)
  if (parsed.success) return { ok: true, args, values: parsed.data as Record<string, unknown> }
  const missing = Object.keys(cmd.args.shape).find((key) => {
    const field = fieldOf(cmd, key)
    if (!field || !isRequired(field)) return false
    return args[key] === undefined
  })
  const issue = parsed.error.issues[0]
  const path = (issue?.path ?? []).map(String)
  return {
    ok: false,
    args,
    missing,
    error: { key: path[0] ?? '', path, message: issue?.message ?? 'invalid arguments' },
  }
}

/** `project: required`, `disks: Items must be unique`: a failed preparation in one line. */
export function preparedMessage(p: Extract<PreparedArgs, { ok: false }>) {
  if (p.missing) return `${p.missing}: required`
  const where = p.error.path.length ? `${p.error.path.join('.')}: ` : ''
  return `${where}${p.error.message}`
}
