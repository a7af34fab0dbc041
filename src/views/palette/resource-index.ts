// The resources the palette finds by name: the projects, the current project's resources and,
// for fleet viewers, silos and IP pools. Loaded in the background while the palette is open;
// each entry runs the "Go to" command of its page. Add a source to `resourceSources` to extend.
import useSWR from 'swr'
import { commandLogAtom, type LogEntry } from '@/state/command-log'
import { useAtomValue } from '@/state/store'
import {
  antiAffinityGroupList,
  diskList,
  floatingIpList,
  imageList,
  instanceList,
  projectList,
  siloList,
  snapshotList,
  systemIpPoolList,
  vpcList,
} from '@/api/generated/operations'
import { fetchAllPages } from '@/api/hooks'
import type { CommandScope } from '@/commands/core/define'
import type { PaletteEntry } from './entries'

export type ResourceSource = {
  kind: string
  /** null when the source does not apply where the user is */
  load: (where: { project?: string; fleet: boolean }) => Promise<PaletteEntry[]> | null
}

type Named = { name: string }

/** One entry per resource: its name to search, its kind and place as the detail. */
function toEntries<T extends Named>(
  kind: string,
  items: T[],
  go: (t: T) => { commandId: string; args: Record<string, unknown> },
  detail?: (t: T) => string | undefined,
  project?: string,
): PaletteEntry[] {
  return items.map((t) => {
    const extra = detail?.(t)
    return {
      key: `res:${kind}:${project ?? ''}:${t.name}`.toLowerCase(),
      title: t.name,
      detail: [kind, project, extra].filter(Boolean).join(' · '),
      group: 'Resources',
      titleOnly: true,
      target: t,
      ...go(t),
    }
  })
}

const inProject = <T extends Named>(
  kind: string,
  list: (project: string) => Promise<T[]>,
  go: (project: string, t: T) => { commandId: string; args: Record<string, unknown> },
  detail?: (t: T) => string | undefined,
): ResourceSource => ({
  kind,
  load: ({ project }) =>
    project
      ? list(project).then((items) =>
          toEntries(kind, items, (t) => go(project, t), detail, project),
        )
      : null,
})

export const resourceSources: ResourceSource[] = [
  {
    kind: 'project',
    load: () =>
      fetchAllPages(projectList, {}).then((items) =>
        toEntries('project', items, (p) => ({
          commandId: 'nav.project',
          args: { project: p.name },
        })),
      ),
  },
  inProject(
    'instance',
    (project) => fetchAllPages(instanceList, { query: { project } }),
    (project, i) => ({ commandId: 'nav.instance', args: { project, instance: i.name } }),
    (i) => i.runState,
  ),
  inProject(
    'disk',
    (project) => fetchAllPages(diskList, { query: { project } }),
    (project) => ({ commandId: 'nav.disks', args: { project } }),
    (d) => d.state.state,
  ),
  inProject(
    'vpc',
    (project) => fetchAllPages(vpcList, { query: { project } }),
    (project, v) => ({ commandId: 'nav.vpc', args: { project, vpc: v.name } }),
  ),
  inProject(
    'snapshot',
    (project) => fetchAllPages(snapshotList, { query: { project } }),
    (project) => ({ commandId: 'nav.snapshots', args: { project } }),
    (s) => s.state,
  ),
  inProject(
    'image',
    (project) => fetchAllPages(imageList, { query: { project } }),
    (project) => ({ commandId: 'nav.images', args: { project } }),
  ),
  inProject(
    'floating ip',
    (project) => fetchAllPages(floatingIpList, { query: { project } }),
    (project) => ({ commandId: 'nav.floating-ips', args: { project } }),
    (f) => f.ip,
  ),
  inProject(
    'anti-affinity group',
    (project) => fetchAllPages(antiAffinityGroupList, { query: { project } }),
    (project, g) => ({
      commandId: 'nav.anti-affinity-group',
      args: { project, antiAffinityGroup: g.name },
    }),
  ),
  {
    kind: 'silo',
    load: ({ fleet }) =>
      fleet
        ? fetchAllPages(siloList, {}).then((items) =>
            toEntries('silo', items, (s) => ({
              commandId: 'nav.system-silo',
              args: { silo: s.name },
            })),
          )
        : null,
  },
  {
    kind: 'ip pool',
    load: ({ fleet }) =>
      fleet
        ? fetchAllPages(systemIpPoolList, {}).then((items) =>
            toEntries('ip pool', items, (p) => ({
              commandId: 'nav.system-ip-pool',
              args: { pool: p.name },
            })),
          )
        : null,
  },
]

/** Every source at once; one that fails (403, chaos) just contributes nothing. */
export async function loadResourceEntries(where: { project?: string; fleet: boolean }) {
  const loads = resourceSources.map((s) => s.load(where)).filter((p) => p !== null)
  const settled = await Promise.allSettled(loads)
  return settled.flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
}

/**
 * Every project's resources, for `#name` search across projects: the project list, page by page,
 * then each project's sources. Project-less sources (silos, pools) come once.
 */
export async function loadAllProjectsEntries(fleet: boolean) {
  const projects = await fetchAllPages(projectList, {})
  const perProject = await Promise.all(
    projects.map((p) => loadResourceEntries({ project: p.name, fleet: false })),
  )
  const seen = new Set<string>()
  const global = await loadResourceEntries({ fleet })
  return [...global, ...perProject.flat()].filter((e) => !seen.has(e.key) && seen.add(e.key))
}

const none: PaletteEntry[] = []

/** Commands that may have changed resources: every successful run but navigation and UI. */
const changesMade = (log: LogEntry[]) =>
  log.filter((e) => e.status === 'ok' && !/^(nav|ui)\./.test(e.commandId)).length

const INDEX_MAX_AGE_MS = 60_000

/**
 * The index while the palette is open, kept between openings. It is loaded again (ten list
 * calls) only when it may be out of date: another project, a command that changed something,
 * or a minute gone by; not on every opening.
 */
export function useResourceEntries(
  enabled: boolean,
  scope: CommandScope,
  fleet: boolean,
  /** every project's resources (`#name`), not just the current project's */
  everywhere = false,
) {
  const project = scope.project
  const changes = changesMade(useAtomValue(commandLogAtom))
  const all = useSWR(
    enabled && everywhere ? ['palette-index-all', fleet, changes] : null,
    () => loadAllProjectsEntries(fleet),
    { keepPreviousData: true, dedupingInterval: INDEX_MAX_AGE_MS },
  )
  // Reopening within a minute of the last load is deduplicated; after that it loads again.
  const { data, error } = useSWR(
    enabled ? ['palette-index', project ?? '', fleet, changes] : null,
    () => loadResourceEntries({ project, fleet }),
    { keepPreviousData: true, dedupingInterval: INDEX_MAX_AGE_MS },
  )
  const shown = everywhere ? all.data : data
  // Loading: nothing to show yet for this index (a later refresh keeps showing the last one).
  const loading = enabled && shown === undefined && !(everywhere ? all.error : error)
  return { entries: shown ?? none, loading }
}
