// The one way a command runs. In order: parse the args, re-check availability, confirm, run,
// then normalise any error. Every trigger (button, menu, palette, key, script, test) comes here.
import { asApiError } from '@/api/errors'
import { appendLogAtom } from '@/state/command-log'
import { openConfirmAtom } from '@/state/confirm'
import type { AnyCommand, CommandContext, CommandSource } from './define'
import { loadCommands } from './load'
import { findCommand, getCommand } from './registry'

export type DispatchResult =
  | { status: 'ok'; result: unknown }
  | { status: 'cancelled' }
  | { status: 'error'; message: string; error: Error }

let currentContext: CommandContext | null = null

/** The React shell sets the context (navigate, mutate, toast, scope); tests set their own. */
export const setCommandContext = (ctx: CommandContext) => void (currentContext = ctx)
export function getCommandContext(): CommandContext {
  if (!currentContext) throw new Error('Command context is not set')
  return currentContext
}

/** Availability that never throws: a throwing predicate disables the entry and logs once. */
const loggedPredicateErrors = new Set<string>()
export function availability(cmd: AnyCommand, ctx: CommandContext, args: object, target?: unknown) {
  if (!cmd.available) return true
  try {
    return cmd.available(ctx, args, target)
  } catch (e) {
    if (!loggedPredicateErrors.has(cmd.id)) {
      loggedPredicateErrors.add(cmd.id)
      console.error(`Availability check of ${cmd.id} failed`, e)
    }
    return 'Unavailable: the check failed'
  }
}

/** Args as parsed by the command's schema, or a message naming what is wrong. */
export function parseArgs(cmd: AnyCommand, raw: Record<string, unknown>, ctx: CommandContext) {
  const withDefaults = { ...cmd.defaults?.(ctx), ...stripUndefined(raw) }
  const parsed = cmd.args.safeParse(withDefaults)
  if (parsed.success) return { ok: true as const, args: parsed.data as Record<string, unknown> }
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  const missing =
    issue?.code === 'invalid_type' && withDefaults[String(issue.path[0])] === undefined
  return {
    ok: false as const,
    message: missing ? `${where}required` : `${where}${issue?.message ?? 'invalid arguments'}`,
  }
}

const stripUndefined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''))

function askConfirm(ctx: CommandContext, cmd: AnyCommand, args: Record<string, unknown>) {
  const spec = cmd.confirm!(args) // only called when the command has one
  return new Promise<boolean>((resolve) => {
    ctx.store.set(openConfirmAtom, {
      title: spec.title,
      message: spec.message,
      actionLabel: spec.actionLabel ?? 'Confirm',
      danger: spec.danger ?? true,
      answer: (ok) => {
        ctx.store.set(openConfirmAtom, null)
        resolve(ok)
      },
    })
  })
}

export type DispatchOptions = {
  /** the resource the args name, when the caller has it */
  target?: unknown
  /** already confirmed (bulk actions confirm once) */
  skipConfirm?: boolean
  /** don't toast failures (forms show them inline) */
  quiet?: boolean
  ctx?: CommandContext
}

export async function dispatch(
  id: string,
  rawArgs: Record<string, unknown>,
  source: CommandSource,
  opts: DispatchOptions = {},
): Promise<DispatchResult> {
  const ctx = opts.ctx ?? getCommandContext()
  // A command run before the built-ins have loaded (a key pressed during start-up) waits for them.
  if (!findCommand(id)) await loadCommands()
  const cmd = getCommand(id)
  const log = (
    status: 'ok' | 'error' | 'cancelled',
    args: Record<string, unknown>,
    message?: string,
  ) =>
    ctx.store.set(appendLogAtom, {
      commandId: id,
      title: cmd.title,
      args,
      source,
      status,
      message,
      line: cmd.cli?.(args),
    })
  const fail = (args: Record<string, unknown>, error: Error): DispatchResult => {
    log('error', args, error.message)
    console.info(`[${source}] ${id} failed: ${error.message}`)
    if (!opts.quiet) ctx.toast({ title: cmd.title, content: error.message, variant: 'error' })
    return { status: 'error', message: error.message, error }
  }

  const parsed = parseArgs(cmd, rawArgs, ctx)
  if (!parsed.ok) return fail(rawArgs, new Error(parsed.message))
  const args = parsed.args
  try {
    const target = opts.target ?? (cmd.resolve ? await cmd.resolve(ctx, args) : undefined)
    const ok = availability(cmd, ctx, args, target)
    if (ok !== true) return fail(args, new Error(ok))
    if (cmd.confirm && !opts.skipConfirm && !(await askConfirm(ctx, cmd, args))) {
      log('cancelled', args)
      return { status: 'cancelled' }
    }
    const result = await cmd.run(args, ctx)
    log('ok', args)
    console.info(`[${source}] ${id}`)
    const success = cmd.successMessage?.(args, result)
    if (success) ctx.toast({ title: success, variant: 'success' })
    return { status: 'ok', result }
  } catch (e) {
    return fail(args, asApiError(e))
  }
}
