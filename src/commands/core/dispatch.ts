// The one way a command runs. In order: parse the args, re-check availability, confirm, run,
// then normalise any error. Every trigger (button, menu, palette, key, script, test) comes here.
import { asApiError } from '@/api/errors'
import { beginRun } from '@/api/session-gate'
import { appendLogAtom } from '@/state/command-log'
import { showNewRowAtom } from '@/state/new-row'
import { endRunningAtom, startRunningAtom } from '@/state/running'
import { openConfirmAtom } from '@/state/confirm'
import { bodyFor, bodyText } from '../command-line/cli'
import { availability } from './availability'
import { getCommandContext } from './context'
import type { AnyCommand, CommandContext, CommandSource } from './define'
import { OfferError, offerAction } from './offer-error'
import { prepareArgs, preparedMessage } from './prepare-args'
import {
  REDO_COMMAND,
  UNDO_COMMAND,
  changeOf,
  pushChange,
  readBefore,
  undoAction,
  type Change,
} from './undo-change'
import { findCommand, getCommand, whenCommandsReady } from './registry'
import { endViewStart } from './view-start'

export { availability }

/** The last run of each lane (define.ts, `lane`): a new one waits for it, then takes its place. */
const lanes = new Map<string, Promise<void>>()

function takeTurn(lane: string) {
  const before = lanes.get(lane) ?? Promise.resolve()
  let release = () => {}
  const mine = new Promise<void>((r) => (release = r))
  const last = before.then(() => mine)
  lanes.set(lane, last)
  return { before, release }
}

export type DispatchResult =
  /** `args`: what ran, defaults included, as given (not as parsed) */
  | { status: 'ok'; result: unknown; args: Record<string, unknown> }
  | { status: 'cancelled' }
  /** `missing`: the required argument that had no value, when that was the problem */
  /** `action`: what the failure offers instead (offer-error.ts), e.g. to overwrite */
  | {
      status: 'error'
      message: string
      error: Error
      missing?: string
      action?: ReturnType<typeof offerAction>
    }
  /** only with `ask`: nothing ran, the caller asks for `arg` (the palette's argument page) */
  | { status: 'needs-arg'; arg: string; args: Record<string, unknown> }

function askConfirm(ctx: CommandContext, cmd: AnyCommand, args: Record<string, unknown>) {
  const spec = cmd.confirm!(args) // only called when the command has one
  if (!spec) return Promise.resolve(true)
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
  /** the caller can ask for a missing argument: answer `needs-arg` instead of failing */
  ask?: boolean
  ctx?: CommandContext
  /** hand the change's undo to the caller (a bulk action, an undo) instead of the undo stack */
  collectUndo?: (change: Change) => void
  /** false: no success toast of its own; the caller toasts once for all its runs (a bulk action) */
  toastSuccess?: boolean
  /** part of a run the caller registered with the session gate (a bulk run) */
  inRun?: boolean
}

/** Signing in and out are what the session gate waits for, not changes that wait for it. */
const SESSION_COMMANDS = new Set(['session.login', 'session.sign-in-again', 'session.sign-out'])

/** Not logged when it succeeds: the cursor keys, the panels (`ui.`), the undo and redo. */
const unlogged = (cmd: AnyCommand) =>
  cmd.uiOnly === true ||
  cmd.id.startsWith('ui.') ||
  cmd.id === UNDO_COMMAND ||
  cmd.id === REDO_COMMAND

/** The command's `oxide` line (for the sign-in dialog's list, a create's toast), if it has one. */
function lineOf(cmd: AnyCommand, args: Record<string, unknown>, result?: unknown) {
  try {
    return cmd.cli?.(args, result) || undefined
  } catch {
    return undefined
  }
}
const cliOf = (cmd: AnyCommand, args: Record<string, unknown>) => lineOf(cmd, args)

const isNamed = (r: unknown): r is { name: string } =>
  typeof r === 'object' && r !== null && typeof (r as { name?: unknown }).name === 'string'

export async function dispatch(
  id: string,
  rawArgs: Record<string, unknown>,
  source: CommandSource,
  opts: DispatchOptions = {},
): Promise<DispatchResult> {
  const ctx = opts.ctx ?? getCommandContext()
  // A command run before the built-ins have loaded (a key pressed during start-up) waits for them.
  if (!findCommand(id)) await whenCommandsReady()
  const cmd = getCommand(id)
  const log = (
    status: 'ok' | 'error' | 'cancelled',
    args: Record<string, unknown>,
    message?: string,
    result?: unknown,
  ) =>
    // A cursor move or a selection is not a change to look back on (define.ts, uiOnly), nor is
    // opening or closing a panel; an undo or redo is logged once, as the commands it ran (their
    // lines, from source `undo`), not also as the key that asked for it.
    unlogged(cmd) && status === 'ok'
      ? undefined
      : ctx.store.set(appendLogAtom, {
          commandId: id,
          title: cmd.title,
          args,
          source,
          status,
          message,
          outcome: status === 'ok' ? cmd.successMessage?.(args as never, result) : undefined,
          line: cmd.cli?.(args, result),
          body: bodyText(bodyFor(cmd, args)),
        })
  const fail = (
    args: Record<string, unknown>,
    error: Error,
    missing?: string,
    action?: ReturnType<typeof offerAction>,
  ): DispatchResult => {
    log('error', args, error.message)
    console.info(`[${source}] ${id} failed: ${error.message}`)
    if (!opts.quiet)
      ctx.toast({ title: cmd.title, content: error.message, variant: 'error', action })
    return {
      status: 'error',
      message: error.message,
      error,
      ...(missing ? { missing } : {}),
      ...(action ? { action } : {}),
    }
  }

  const prepared = prepareArgs(cmd, ctx, rawArgs)
  // A button's click waited for this (view-start.ts): what is typed next goes where it leads.
  if (source === 'ui') endViewStart()
  if (!prepared.ok) {
    if (opts.ask && prepared.missing)
      return { status: 'needs-arg', arg: prepared.missing, args: prepared.args }
    return fail(prepared.args, new Error(preparedMessage(prepared)), prepared.missing)
  }
  // An argument asked for though it has a default (define.ts, `ask`), when the caller can ask.
  const toAsk = opts.ask ? cmd.ask?.find((k) => prepared.args[k] === undefined) : undefined
  if (toAsk) return { status: 'needs-arg', arg: toAsk, args: prepared.args }
  const args = prepared.values
  // While it runs, a session that ends holds its changes until the user answers (session-gate.ts).
  const run =
    opts.inRun || SESSION_COMMANDS.has(id) ? null : beginRun(cmd.title, () => cliOf(cmd, args))
  // Taken before any wait, so that runs of a lane keep the order they were triggered in.
  const turn = cmd.lane ? takeTurn(cmd.lane) : null
  try {
    await turn?.before
    const target = opts.target ?? (cmd.resolve ? await cmd.resolve(ctx, args) : undefined)
    const ok = availability(cmd, ctx, args, target)
    if (ok !== true) return fail(args, new Error(ok))
    if (cmd.confirm && !opts.skipConfirm && !(await askConfirm(ctx, cmd, args))) {
      log('cancelled', args)
      return { status: 'cancelled' }
    }
    // Said at once: the answer may take a while (an undo reads before it acts).
    const running = cmd.uiOnly
      ? undefined
      : ctx.store.set(startRunningAtom, cmd.progress?.(args as never) ?? `${cmd.title}...`)
    let result: unknown
    let before: unknown
    try {
      before = await readBefore(cmd, args, ctx)
      result = await cmd.run(args, ctx)
    } finally {
      if (running !== undefined) ctx.store.set(endRunningAtom, running)
    }
    const seq = log('ok', args, undefined, result)
    const created = cmd.id.endsWith('.create')
    console.info(`[${source}] ${id}`)
    const success = cmd.successMessage?.(args, result)
    // Not logged (a cursor move): nothing to take back either.
    const change = seq === undefined ? null : changeOf(cmd, args, before, result, seq, success)
    let undoKey: number | undefined
    if (change && opts.collectUndo) opts.collectUndo(change)
    else if (change) undoKey = pushChange(ctx, change)
    if (success && opts.toastSuccess !== false)
      ctx.toast({
        title: success,
        // A create says what it made as the `oxide` line that would make it again.
        content: created ? lineOf(cmd, prepared.args, result) : undefined,
        variant: 'success',
        ...undoAction(change, undoKey),
      })
    // The new resource's row takes the cursor in the list that shows it (list-table.tsx).
    if (created && isNamed(result))
      ctx.store.set(showNewRowAtom, {
        resource: cmd.id.slice(0, -'.create'.length),
        name: result.name,
      })
    return { status: 'ok', result, args: prepared.args }
  } catch (e) {
    const action = e instanceof OfferError ? offerAction(id, prepared.args, e.offer) : undefined
    return fail(args, asApiError(e), undefined, action)
  } finally {
    turn?.release()
    run?.end()
  }
}
