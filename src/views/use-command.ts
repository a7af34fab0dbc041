// The one way a view reads a command: its title, why it is disabled, its key and CLI line, and a
// `run` that goes through dispatch. Buttons, row menus and the palette share this code path.
import { useCallback, useEffect, useSyncExternalStore, type DependencyList } from 'react'
import type { AnyCommand } from '@/commands/core/define'
import { availability } from '@/commands/core/availability'
import type { DispatchResult } from '@/commands/core/dispatch'
import {
  allCommands,
  commandsReady,
  findCommand,
  registerCommands,
  registryVersion,
  subscribeRegistry,
} from '@/commands/core/registry'
import { mergeArgs } from '@/commands/core/prepare-args'
import { openPaletteAtom } from '@/state/palette'
import { pushToastAtom } from '@/state/toasts'
import { store } from '@/state/store'
import { useCommandContext } from './command-context'
import { isVisible } from '@/commands/core/visible'
import { firstPaint } from '@/commands/core/first-paint'

export type UseCommandResult = {
  command: AnyCommand | undefined
  title: string
  /** why the command cannot run right now; undefined when it can */
  disabledReason?: string
  keybinding?: string
  /** the equivalent `oxide` CLI line for these args */
  cli?: string
  /** false for role-gated commands that don't apply to this user */
  visible: boolean
  run: (extra?: Record<string, unknown>) => Promise<DispatchResult>
}

const unknownResult = (id: string): DispatchResult => {
  const error = new Error(`Unknown command ${id}`)
  return { status: 'error', message: error.message, error }
}

export function useCommand(
  id: string,
  args: Record<string, unknown> = {},
  opts: { target?: unknown } = {},
): UseCommandResult {
  // Re-render when page commands register or unregister, and when the context (scope) changes.
  useSyncExternalStore(subscribeRegistry, registryVersion, registryVersion)
  const ctx = useCommandContext()
  const command = findCommand(id)
  const target = opts.target
  // Args objects are usually literals; their JSON is the stable identity for the callback.
  const argsKey = JSON.stringify(args)

  const run = useCallback(
    function runCommand(extra: Record<string, unknown> = {}): Promise<DispatchResult> {
      // A click that lands before the built-in commands have loaded (a slow first load) waits
      // for them in dispatch rather than doing nothing; an unknown id is reported.
      if (!findCommand(id) && commandsReady()) return Promise.resolve(unknownResult(id))
      const all = { ...(JSON.parse(argsKey) as Record<string, unknown>), ...extra }
      // Before the context bridge has mounted dispatch has no context: report, don't throw.
      const failed = (e: unknown) => {
        const error = e instanceof Error ? e : new Error(String(e))
        return { status: 'error' as const, message: error.message, error }
      }
      // Dispatch's code is not part of the first load: the first run fetches it. If it cannot
      // load, the toast names the action and why, as dispatch's own failures do.
      return import('@/commands/core/dispatch').then(
        ({ dispatch }) =>
          dispatch(id, all, 'ui', { target, ask: true }).then((result) => {
            // A row menu can't ask for what it lacks (the instance to attach a floating IP to):
            // the palette asks, on that argument's page, as for a key binding.
            if (result.status === 'needs-arg')
              store.set(openPaletteAtom, { commandId: id, arg: result.arg, args: all, target })
            return result
          }, failed),
        (e: unknown) => {
          const result = failed(e)
          store.set(pushToastAtom, {
            title: findCommand(id)?.title ?? id,
            content: result.message,
            variant: 'error',
          })
          return result
        },
      )
    },
    [id, argsKey, target],
  )

  if (!command) {
    // Until the built-in commands have loaded (just after the first render) say so, not "unknown".
    // The title (and key) of a command the first screens show is known before then (first-paint.ts).
    const ready = commandsReady()
    const known = ready ? undefined : firstPaint[id]
    const reason = ready ? `Unknown command ${id}` : 'Loading commands'
    return {
      command,
      title: known?.title ?? (ready ? id : '…'),
      disabledReason: reason,
      keybinding: known?.keybinding,
      visible: true,
      run,
    }
  }
  let disabledReason: string | undefined
  let cli: string | undefined
  let visible = true
  if (ctx) {
    const full = mergeArgs(command, ctx, args)
    const ok = availability(command, ctx, full, target)
    disabledReason = ok === true ? undefined : ok
    visible = isVisible(command, ctx)
    cli = safeCli(command, full)
  } else {
    cli = safeCli(command, args)
  }
  return {
    command,
    title: command.title,
    disabledReason,
    keybinding: command.keybinding,
    cli,
    visible,
    run,
  }
}

/** `visible`, where a throwing predicate hides the entry instead of breaking the view. */
/** A CLI line is decoration: a builder that trips over partial args just shows nothing. */
export function safeCli(cmd: AnyCommand, args: Record<string, unknown>) {
  try {
    return cmd.cli?.(args)
  } catch {
    return undefined
  }
}

// One array per registry version, so `useSyncExternalStore` sees a stable snapshot.
let registered = { version: -1, list: [] as AnyCommand[] }
function registeredSnapshot() {
  const version = registryVersion()
  if (registered.version !== version) registered = { version, list: allCommands() }
  return registered.list
}

/** Every registered command; a new array when pages register or unregister theirs. */
export const useRegisteredCommands = () =>
  useSyncExternalStore(subscribeRegistry, registeredSnapshot, registeredSnapshot)

/**
 * Commands that exist only while a page is mounted (a table's cursor keys, "Go to" entries for
 * what the page shows): registered on mount, removed on unmount. Ids must stay unique, so a page
 * registers its own ids once. The lint checks `deps` at each call site (additionalHooks).
 */
export function useRegisterCommands(make: () => readonly AnyCommand[], deps: DependencyList) {
  // The caller's deps are the effect's deps; the lint rule checks them where the hook is called.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => registerCommands(make()), deps)
}
