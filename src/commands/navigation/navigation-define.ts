// The shape every navigation command shares: group 'Navigation', args that name the resources a
// route needs, defaults from where the user is, and a run that only navigates.
import type { z } from 'zod'
import { lastProjectAtom } from '@/state/history'
import {
  defineCommand,
  type CommandContext,
  type CommandDef,
  type CommandScope,
} from '../core/define'
import { isFleetViewer } from '../core/visible'

export const NAV_GROUP = 'Navigation'

const lastProject = (ctx: CommandContext) => ctx.store.get(lastProjectAtom) ?? undefined

// Defined beside isVisible, so that the key router can name why a fleet command is not offered.
export { isFleetViewer }

type NavSpec<S extends z.ZodObject, T> = {
  id: string
  title: string
  keywords?: string[]
  args: S
  /** the page the command goes to */
  to: (args: z.infer<S>) => string
  /**
   * Args taken from the current page. "Go to instance networking" on an instance page needs no
   * question; "Go to instance" leaves the instance out so the user picks one.
   */
  fromScope?: (keyof CommandScope & keyof z.infer<S>)[]
  complete?: CommandDef<S>['complete']
  keybinding?: string
  cli?: CommandDef<S>['cli']
  /** a system (fleet) page */
  system?: boolean
  /**
   * A page that only means something in some states of the resource it shows (the serial
   * console of a running instance): going there is gated like any action, disabled with the
   * reason in menus, buttons and the palette.
   */
  gate?: Pick<CommandDef<S, T>, 'target' | 'available' | 'resolve'>
}

export function navCommand<S extends z.ZodObject, T = unknown>(
  spec: NavSpec<S, T>,
): CommandDef<S, T> {
  const fromScope = spec.fromScope ?? []
  return defineCommand<S, T>({
    ...spec.gate,
    id: spec.id,
    title: spec.title,
    group: NAV_GROUP,
    keywords: ['go', 'open', 'view', ...(spec.keywords ?? [])],
    args: spec.args,
    complete: spec.complete,
    defaults: fromScope.length
      ? (ctx) =>
          Object.fromEntries(
            fromScope.map((k) => [
              k,
              // Outside any project, the project pages go to the last project visited.
              k === 'project' ? (ctx.scope.project ?? lastProject(ctx)) : ctx.scope[k],
            ]),
          ) as Partial<z.infer<S>>
      : undefined,
    visible: spec.system ? isFleetViewer : undefined,
    keybinding: spec.keybinding,
    cli: spec.cli,
    async run(args, ctx) {
      const to = spec.to(args)
      ctx.navigate(to)
      return { to }
    },
  })
}
