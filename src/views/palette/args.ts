// Which arguments the palette still has to ask for, read from the command's zod schema.
import type { z } from 'zod'
import type { AnyCommand, CommandContext } from '@/commands/define'

export const fieldOf = (cmd: AnyCommand, key: string) =>
  (cmd.args.shape as Record<string, z.ZodType | undefined>)[key]

/** Optional and defaulted fields accept `undefined`; the palette does not ask for those. */
const isRequired = (field: z.ZodType) => !field.safeParse(undefined).success

const isMissing = (v: unknown) => v === undefined || v === null || v === ''

/** Args the user chose plus the defaults from where they are, as dispatch will see them. */
export function withDefaults(cmd: AnyCommand, ctx: CommandContext, args: Record<string, unknown>) {
  const given = Object.fromEntries(Object.entries(args).filter(([, v]) => !isMissing(v)))
  return { ...cmd.defaults?.(ctx), ...given }
}

/** The first required argument without a value, in the schema's order; undefined when none. */
export function firstMissingArg(
  cmd: AnyCommand,
  ctx: CommandContext,
  args: Record<string, unknown>,
): string | undefined {
  const full = withDefaults(cmd, ctx, args)
  return Object.keys(cmd.args.shape).find((key) => {
    const field = fieldOf(cmd, key)
    return field !== undefined && isRequired(field) && isMissing(full[key])
  })
}

/** Typed into a masked field and never stored with the recent commands. */
export const isSecretArg = (key: string) => /password|secret|token/i.test(key)

/** Args safe to keep (recent commands): secrets left out. */
export const publicArgs = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([k]) => !isSecretArg(k)))

/** `project=demo instance=web-1`, secrets masked. */
export const argsSummary = (args: Record<string, unknown>) =>
  Object.entries(args)
    .filter(([, v]) => !isMissing(v))
    .map(([k, v]) => `${k}=${isSecretArg(k) ? '••••' : String(v)}`)
    .join(' ')
