// Getting to the console workspace (/consoles?i=PROJECT/INSTANCE,...): *Open consoles* on
// instance rows (one row or a selection, through the bulk bar or `console open a b`), `console
// add NAME` for any instance the user can see (completion across projects) and *Add to
// workspace* on the single console page, and `g c` for the workspace last opened. The URL is the
// layout, so each of these only works out the new pane list and navigates.
import { z } from 'zod'
import { fetchAllPages } from '@/api/hooks'
import { instanceList, projectList } from '@/api/generated/operations'
import {
  addPane,
  consolesPath,
  paneKey,
  PANES_PARAM,
  parsePane,
  parsePanes,
  type PaneRef,
} from '@/lib/console-workspace'
import { lastWorkspaceAtom } from '@/state/console-workspace'
import { project, projectDefaults, ref } from '../core/args'
import { commandList } from '../core/command-list'
import { completeInstances } from '../core/complete'
import { defineCommand, type Choice, type CommandContext } from '../core/define'
import { NAV_GROUP } from '../navigation/navigation-define'

const WORKSPACE_PATH = '/consoles'

/** The panes of the workspace on screen, or null when the page is another. */
export function openWorkspacePanes(
  loc: Pick<Location, 'pathname' | 'search'> | undefined = globalThis.location,
) {
  if (loc?.pathname !== WORKSPACE_PATH) return null
  return parsePanes(new URLSearchParams(loc.search).get(PANES_PARAM)).panes
}

const lastWorkspace = (ctx: CommandContext) => parsePanes(ctx.store.get(lastWorkspaceAtom)).panes

/**
 * Adds `pane` to `base` and goes there, typing starting in it when `focus` (console add); a full
 * workspace is an error that names the pane.
 */
function goWithPane(ctx: CommandContext, base: PaneRef[], pane: PaneRef, focus = false) {
  const panes = addPane(base, pane)
  if (typeof panes === 'string') throw new Error(panes)
  ctx.navigate(consolesPath(panes, focus ? pane : undefined))
  return { panes: panes.map(paneKey) }
}

/** Every instance the user can see, in every project: `PROJECT/NAME` with its state. */
export async function completeAllInstances(): Promise<Choice[]> {
  const projects = await fetchAllPages(projectList, {})
  const lists = await Promise.all(
    projects.map(async (p) =>
      (await fetchAllPages(instanceList, { query: { project: p.name } })).map((i) => ({
        value: `${p.name}/${i.name}`,
        label: i.name,
        detail: `${p.name} · ${i.runState}`,
        keywords: [i.name, p.name],
        target: i,
      })),
    ),
  )
  return lists.flat()
}

/**
 * The pane an `instance` argument names: `PROJECT/NAME`, or a NAME in `project` (given or the
 * page's), else the one project that has an instance by that name.
 */
async function paneOf(ctx: CommandContext, instance: string, project?: string): Promise<PaneRef> {
  if (instance.includes('/')) {
    const pane = parsePane(instance)
    if (typeof pane === 'string') throw new Error(pane)
    return pane
  }
  const inProject = project ?? ctx.scope.project
  if (inProject) return { project: inProject, instance }
  const all = await completeAllInstances()
  const matches = all.filter((c) => c.label === instance)
  const [only] = matches
  if (matches.length === 1 && only) return parsePane(only.value) as PaneRef
  throw new Error(
    matches.length
      ? `${instance} is in ${matches.length} projects: name it as PROJECT/${instance}`
      : `No instance named ${instance} in any project`,
  )
}

export const consoleOpenCommand = defineCommand({
  id: 'instance.open-consoles',
  title: 'Open consoles',
  group: 'Instances',
  keywords: ['workspace', 'serial', 'terminal', 'tmux', 'multiple', 'tile'],
  args: z.object({ project, instance: ref('Instance name') }),
  defaults: projectDefaults,
  complete: { instance: completeInstances },
  line: { words: ['console', 'open'], positional: ['instance'] },
  // From another page a new workspace; on the workspace (the next rows of a selection) a pane
  // more, so selected rows open together.
  async run({ project, instance }, ctx) {
    return goWithPane(ctx, openWorkspacePanes() ?? [], { project, instance })
  },
})

export const consoleAddCommand = defineCommand({
  id: 'instance.add-to-workspace',
  title: 'Add to console workspace',
  group: 'Instances',
  keywords: ['workspace', 'serial', 'terminal', 'pane', 'console add'],
  args: z.object({
    project: project
      .optional()
      .describe('Project of the instance; not needed for PROJECT/NAME or in a project'),
    instance: ref('Instance: PROJECT/NAME, or a NAME in the current project'),
  }),
  defaults: projectDefaults,
  complete: { instance: completeAllInstances },
  line: { words: ['console', 'add'], positional: ['instance'] },
  // To the workspace on screen, else to the one last opened (or a new one).
  async run({ project, instance }, ctx) {
    const pane = await paneOf(ctx, instance, project)
    return goWithPane(ctx, openWorkspacePanes() ?? lastWorkspace(ctx), pane, true)
  },
})

export const goToConsolesCommand = defineCommand({
  id: 'nav.consoles',
  title: 'Go to console workspace',
  group: NAV_GROUP,
  keywords: ['go', 'open', 'consoles', 'serial', 'workspace', 'last'],
  args: z.object({}),
  keybinding: 'g c',
  async run(_args, ctx) {
    ctx.navigate(consolesPath(lastWorkspace(ctx)))
    return undefined
  },
})

export const consoleWorkspaceCommands = commandList(
  consoleOpenCommand,
  consoleAddCommand,
  goToConsolesCommand,
)
