// The serial console in a window of its own: the same route with `?popout=1`, which renders the
// terminal without the console's navigation around it. Gated like opening the console itself.
import { z } from 'zod'
import { hasRunState, instanceDisabledReason } from '@/api/capabilities'
import { instanceView } from '@/api/generated/operations'
import { pb } from '@/lib/paths'
import { project, projectDefaults, ref } from '../core/args'
import { commandList } from '../core/command-list'
import { completeInstances } from '../core/complete'
import { defineCommand } from '../core/define'

/** The query flag that makes the serial console page render alone. */
export const POPOUT_FLAG = 'popout'

export const serialConsolePopoutUrl = (p: { project: string; instance: string }) =>
  `${pb.serialConsole(p)}?${POPOUT_FLAG}=1`

export const serialConsolePopOutCommand = defineCommand({
  id: 'serial-console.pop-out',
  title: 'Pop out serial console',
  group: 'Instances',
  keywords: ['terminal', 'tty', 'new window', 'detach'],
  args: z.object({ project, instance: ref('Instance name') }),
  defaults: (ctx) => ({ ...projectDefaults(ctx), instance: ctx.scope.instance }),
  complete: { instance: completeInstances },
  resolve: (_ctx, { project, instance }) =>
    instanceView({ path: { instance }, query: { project } }),
  target: hasRunState,
  available: (_ctx, _args, target) =>
    target ? (instanceDisabledReason('serialConsole', target) ?? true) : true,
  async run(args) {
    // One window per instance: popping out again brings the same window back.
    const win = window.open(
      serialConsolePopoutUrl(args),
      `serial-console:${args.project}/${args.instance}`,
      'popup,width=1000,height=640',
    )
    if (!win) throw new Error('The browser blocked the new window: allow pop-ups for this site')
    win.focus()
    return undefined
  },
  // No `oxide` line of its own: a window is the browser's. The CLI's serial console line is
  // nav.serial-console's, and reading it back in the palette must open the console in place.
})

export const serialConsoleCommands = commandList(serialConsolePopOutCommand)
