// The kinds of resources the palette finds by name. Each kind knows its list (read page by page
// into the index), its view by name (the exact-name lookup that does not wait for the index) and
// the "Go to" command of its page (the resource's own page, or its list with the cursor on its row). Add a kind here to extend both.
import {
  antiAffinityGroupList,
  antiAffinityGroupView,
  diskList,
  diskView,
  floatingIpList,
  floatingIpView,
  imageList,
  imageView,
  instanceList,
  instanceView,
  projectList,
  projectView,
  siloList,
  siloView,
  systemIpPoolList,
  systemIpPoolView,
  snapshotList,
  snapshotView,
  vpcList,
  vpcView,
} from '@/api/generated/operations'
import type { Endpoint } from '@/api/endpoint'
import type { PaletteEntry } from './entries'

type Named = { name: string }
type Go = { commandId: string; args: Record<string, unknown> }
type Page = { items: Named[]; nextPage?: string | null }
// The list endpoints differ in their params; each source builds its own, so one loose type does.
type AnyList = Endpoint<never> & ((p: never) => Promise<Page>)
type View = (p: never, init?: RequestInit) => Promise<unknown>

export type ResourceSource = {
  kind: string
  /** its argument name in the commands that act on it (and its view's path parameter) */
  arg: string
  /** a project's resources, the whole silo's (projects) or the fleet's (fleet viewers only) */
  scope: 'project' | 'silo' | 'fleet'
  list: AnyList
  /** the list's params for a project (project scope) */
  params: (project?: string) => object
  /** the one resource with this name, or a rejection (404 when there is none) */
  view: (name: string, project: string | undefined, signal: AbortSignal) => Promise<unknown>
  go: (t: Named, project?: string) => Go
  detail?: (t: never) => string | undefined
}

const inProject = (
  kind: string,
  list: unknown,
  view: unknown,
  key: string,
  go: (t: Named, project: string) => Go,
  detail?: (t: never) => string | undefined,
): ResourceSource => ({
  kind,
  arg: key,
  scope: 'project',
  list: list as AnyList,
  params: (project) => ({ query: { project } }),
  view: (name, project, signal) =>
    (view as View)({ path: { [key]: name }, query: { project } } as never, { signal }),
  go: (t, project) => go(t, project ?? ''),
  detail,
})

const global = (
  kind: string,
  scope: 'silo' | 'fleet',
  list: unknown,
  view: unknown,
  key: string,
  go: (t: Named) => Go,
): ResourceSource => ({
  kind,
  arg: key,
  scope,
  list: list as AnyList,
  params: () => ({}),
  view: (name, _project, signal) => (view as View)({ path: { [key]: name } } as never, { signal }),
  go,
})

export const resourceSources: ResourceSource[] = [
  global('project', 'silo', projectList, projectView, 'project', (p) => ({
    commandId: 'nav.project',
    args: { project: p.name },
  })),
  inProject(
    'instance',
    instanceList,
    instanceView,
    'instance',
    (i, project) => ({ commandId: 'nav.instance', args: { project, instance: i.name } }),
    (i: { runState?: string }) => i.runState,
  ),
  inProject(
    'disk',
    diskList,
    diskView,
    'disk',
    (d, project) => ({ commandId: 'nav.disk', args: { project, disk: d.name } }),
    (d: { state?: { state?: string } }) => d.state?.state,
  ),
  inProject('vpc', vpcList, vpcView, 'vpc', (v, project) => ({
    commandId: 'nav.vpc',
    args: { project, vpc: v.name },
  })),
  inProject(
    'snapshot',
    snapshotList,
    snapshotView,
    'snapshot',
    (s, project) => ({ commandId: 'nav.snapshots', args: { project, row: s.name } }),
    (s: { state?: string }) => s.state,
  ),
  inProject('image', imageList, imageView, 'image', (i, project) => ({
    commandId: 'nav.image',
    args: { project, image: i.name },
  })),
  inProject(
    'floating ip',
    floatingIpList,
    floatingIpView,
    'floatingIp',
    (f, project) => ({ commandId: 'nav.floating-ips', args: { project, row: f.name } }),
    (f: { ip?: string }) => f.ip,
  ),
  inProject(
    'anti-affinity group',
    antiAffinityGroupList,
    antiAffinityGroupView,
    'antiAffinityGroup',
    (g, project) => ({
      commandId: 'nav.anti-affinity-group',
      args: { project, antiAffinityGroup: g.name },
    }),
  ),
  global('silo image', 'silo', imageList, imageView, 'image', (i) => ({
    commandId: 'nav.silo-image',
    args: { image: i.name },
  })),
  global('silo', 'fleet', siloList, siloView, 'silo', (s) => ({
    commandId: 'nav.system-silo',
    args: { silo: s.name },
  })),
  global('ip pool', 'fleet', systemIpPoolList, systemIpPoolView, 'pool', (p) => ({
    commandId: 'nav.system-ip-pool',
    args: { pool: p.name },
  })),
]

/** The entry of one resource: its name to search, its kind and place as the detail. */
export function toEntry(source: ResourceSource, t: Named, project?: string): PaletteEntry {
  const extra = source.detail?.(t as never)
  return {
    key: `res:${source.kind}:${project ?? ''}:${t.name}`.toLowerCase(),
    title: t.name,
    detail: [source.kind, project, extra].filter(Boolean).join(' · '),
    group: 'Resources',
    titleOnly: true,
    target: t,
    project,
    arg: source.arg,
    ...source.go(t, project),
  }
}

/** An answer that is a resource with a name (a platform may send anything). */
export const isNamed = (x: unknown): x is Named =>
  typeof x === 'object' && x !== null && typeof (x as { name?: unknown }).name === 'string'
