// A reference to one resource of the platform, as the audit log is asked about it ("Audit log for
// this"): its kind, its name with the selectors that make the name unique (project, VPC...),
// and its id when known. A request names a resource by either, so an audit entry is about it
// when the parameter of its kind (a path segment or a selector of the query) is the id or the
// name, and the selectors the entry gives agree.
import type { OperationId } from './generated/op-table'

/** The wire parameters that select where a name lives. */
export const SELECTORS = ['project', 'vpc', 'router', 'instance', 'silo'] as const
export type Selector = (typeof SELECTORS)[number]

type KindInfo = {
  /** the wire parameter that names it in a request (path segment or query selector) */
  param: string
  /** more parameters that name it (`/v1/login/{silo_name}/local`) */
  alias?: string[]
  /** how the console says it */
  noun: string
  /** the operation that reads one (whether it still exists) */
  view?: OperationId
  /** the selectors its name needs */
  scope: Selector[]
}

/** The kinds of resource the console shows, by the word its commands use (`instance.stop`). */
export const KINDS = {
  project: { param: 'project', noun: 'project', view: 'project_view', scope: [] },
  instance: { param: 'instance', noun: 'instance', view: 'instance_view', scope: ['project'] },
  disk: { param: 'disk', noun: 'disk', view: 'disk_view', scope: ['project'] },
  snapshot: { param: 'snapshot', noun: 'snapshot', view: 'snapshot_view', scope: ['project'] },
  image: { param: 'image', noun: 'image', view: 'image_view', scope: ['project'] },
  'floating-ip': {
    param: 'floating_ip',
    noun: 'floating IP',
    view: 'floating_ip_view',
    scope: ['project'],
  },
  vpc: { param: 'vpc', noun: 'VPC', view: 'vpc_view', scope: ['project'] },
  subnet: { param: 'subnet', noun: 'subnet', view: 'vpc_subnet_view', scope: ['project', 'vpc'] },
  router: { param: 'router', noun: 'router', view: 'vpc_router_view', scope: ['project', 'vpc'] },
  route: {
    param: 'route',
    noun: 'route',
    view: 'vpc_router_route_view',
    scope: ['project', 'vpc', 'router'],
  },
  'internet-gateway': {
    param: 'gateway',
    noun: 'internet gateway',
    view: 'internet_gateway_view',
    scope: ['project', 'vpc'],
  },
  'anti-affinity-group': {
    param: 'anti_affinity_group',
    noun: 'anti-affinity group',
    view: 'anti_affinity_group_view',
    scope: ['project'],
  },
  'affinity-group': {
    param: 'affinity_group',
    noun: 'affinity group',
    view: 'affinity_group_view',
    scope: ['project'],
  },
  'network-interface': {
    param: 'interface',
    noun: 'network interface',
    view: 'instance_network_interface_view',
    scope: ['project', 'instance'],
  },
  silo: { param: 'silo', alias: ['silo_name'], noun: 'silo', view: 'silo_view', scope: [] },
  'ip-pool': { param: 'pool', noun: 'IP pool', view: 'system_ip_pool_view', scope: [] },
  sled: { param: 'sled_id', noun: 'sled', view: 'sled_view', scope: [] },
  'ssh-key': { param: 'ssh_key', noun: 'SSH key', scope: [] },
  idp: { param: 'provider', alias: ['provider_name'], noun: 'identity provider', scope: ['silo'] },
  'alert-receiver': {
    param: 'receiver',
    noun: 'alert receiver',
    view: 'alert_receiver_view',
    scope: [],
  },
  'support-bundle': {
    param: 'bundle_id',
    noun: 'support bundle',
    view: 'support_bundle_view',
    scope: [],
  },
} as const satisfies Record<string, KindInfo>

export type ResourceKind = keyof typeof KINDS

export const isKind = (k: unknown): k is ResourceKind => typeof k === 'string' && k in KINDS

export const kindInfo = (k: ResourceKind): KindInfo => KINDS[k]

/** The kind a wire parameter names, if any (`floating_ip` -> `floating-ip`). */
export function kindOfParam(param: string): ResourceKind | undefined {
  for (const [kind, info] of Object.entries(KINDS) as [ResourceKind, KindInfo][])
    if (info.param === param || info.alias?.includes(param)) return kind
  return undefined
}

export type ResourceRef = {
  kind: ResourceKind
  name?: string
  id?: string
  /** where the name lives: project, VPC, router, instance or silo (by name) */
  in?: Partial<Record<Selector, string>>
}

/** `instance web-1`, `subnet db (demo/backend)`. */
export function refLabel(ref: ResourceRef): string {
  const where = SELECTORS.map((s) => ref.in?.[s]).filter(Boolean)
  const what = ref.name ?? ref.id ?? ''
  return `${KINDS[ref.kind].noun} ${what}${where.length ? ` (${where.join('/')})` : ''}`
}

/** The reference as URL query parameters (the audit log page's `kind`, `name`, `id`, selectors). */
export function refParams(ref: ResourceRef): Record<string, string> {
  const out: Record<string, string> = { kind: ref.kind }
  if (ref.name) out.name = ref.name
  if (ref.id) out.id = ref.id
  for (const s of SELECTORS) {
    const v = ref.in?.[s]
    if (v) out[s] = v
  }
  return out
}

/** The reference a query string names, if it names one. */
export function refFromParams(q: URLSearchParams): ResourceRef | null {
  const kind = q.get('kind')
  if (!isKind(kind)) return null
  const name = q.get('name') || undefined
  const id = q.get('id') || undefined
  if (!name && !id) return null
  const where: Partial<Record<Selector, string>> = {}
  for (const s of SELECTORS) {
    const v = q.get(s)
    if (v) where[s] = v
  }
  return { kind, name, id, ...(Object.keys(where).length ? { in: where } : {}) }
}
