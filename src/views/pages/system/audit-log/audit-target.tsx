// An entry's target: the resource its request named, a link to it while it exists (asked of
// its kind's view operation, one read per resource however many rows name it), marked deleted
// when the platform answers that it is gone. An entry without one shows its path.
import { Link } from 'wouter'
import { entryCall, entryTarget, type AuditTarget } from '@/api/audit-entry'
import { isUuid } from '@/lib/validators'
import { opParams } from '@/api/generated/op-params'
import type { AuditLogEntry } from '@/api/generated/schemas'
import { useRowQuery } from '@/api/hooks'
import { opEndpoint } from '@/api/op-endpoint'
import { KINDS, type ResourceKind } from '@/api/resource-ref'
import { pb } from '@/lib/paths'
import { useAfterPaint } from '../../../ui/use-after-paint'

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** What a view of the target answered: its name and where it lives. */
type Found = { name?: string; projectId?: string; vpcId?: string; siloId?: string }

/** The view operation's params for the target, or null when its kind has none. */
function viewParams(t: AuditTarget) {
  const info = KINDS[t.kind] as { view?: string; param: string }
  if (!info.view) return null
  const accepts = new Set((opParams[info.view] ?? []).map((p) => p.name))
  const query: Record<string, string> = {}
  // An id stands alone: Nexus refuses selectors next to one.
  if (!isUuid(t.value))
    for (const [s, v] of Object.entries(t.in)) if (v && accepts.has(s)) query[camel(s)] = v
  return { view: info.view, params: { path: { [camel(info.param)]: t.value }, query } }
}

const withRow = (path: string, row: string) => `${path}?${new URLSearchParams({ row })}`

/** Where the console shows the target, from its name and selectors (or what its view said). */
export function targetHref(t: AuditTarget, found?: Found): string | undefined {
  const byId = isUuid(t.value)
  const name = byId ? found?.name : t.value
  const project = t.in.project ?? found?.projectId
  const vpc = t.in.vpc
  const k: ResourceKind = t.kind
  if (k === 'instance')
    return byId
      ? pb.instanceLookupShort({ instance: t.value })
      : project && pb.instance({ project, instance: t.value })
  if (k === 'sled') return pb.sledInstances({ sledId: t.value })
  if (!name) return undefined
  switch (k) {
    case 'project':
      return pb.instances({ project: name })
    case 'silo':
      return pb.silo({ silo: name })
    case 'ip-pool':
      return pb.ipPool({ pool: name })
    case 'ssh-key':
      return pb.sshKeys()
    case 'image':
      return project ? withRow(pb.projectImages({ project }), name) : withRow(pb.siloImages(), name)
    default:
  }
  if (!project) return undefined
  switch (k) {
    case 'disk':
      return withRow(pb.disks({ project }), name)
    case 'snapshot':
      return withRow(pb.snapshots({ project }), name)
    case 'floating-ip':
      return withRow(pb.floatingIps({ project }), name)
    case 'anti-affinity-group':
      return pb.antiAffinityGroup({ project, antiAffinityGroup: name })
    case 'affinity-group':
      return pb.affinity({ project })
    case 'vpc':
      return pb.vpc({ project, vpc: name })
    case 'network-interface':
      return t.in.instance && pb.instanceNetworking({ project, instance: t.in.instance })
    default:
  }
  if (!vpc) return undefined
  switch (k) {
    case 'subnet':
      return pb.vpcSubnet({ project, vpc, subnet: name })
    case 'router':
      return pb.vpcRouter({ project, vpc, router: name })
    case 'route':
      return t.in.router && pb.vpcRouter({ project, vpc, router: t.in.router })
    case 'internet-gateway':
      return pb.vpcInternetGateway({ project, vpc, gateway: name })
    default:
      return undefined
  }
}

/** `instance web-1 demo`: the noun and the selectors dim. */
function TargetLabel({ t, found }: { t: AuditTarget; found?: Found }) {
  const where = Object.values(t.in).filter(Boolean).join('/')
  const byId = isUuid(t.value)
  return (
    <>
      <span className="dim">{KINDS[t.kind].noun} </span>
      {byId ? (found?.name ?? t.value.slice(0, 8)) : t.value}
      {where && <span className="dim"> {where}</span>}
    </>
  )
}

/** The target with whether it still exists. */
function CheckedTarget({ t }: { t: AuditTarget }) {
  const view = viewParams(t)
  // One call per row, asked for once the rows are on screen (see useAfterPaint).
  const painted = useAfterPaint()
  const { data, error } = useRowQuery(
    view ? opEndpoint(view.view as never) : opEndpoint('ping'),
    (view && painted ? view.params : null) as never,
  )
  const found = data as Found | undefined
  if (error?.statusCode === 404)
    return (
      <span className="audit-target-gone" title="It has been deleted since">
        <TargetLabel t={t} /> <span className="badge badge-off">deleted</span>
      </span>
    )
  const href = view && !found ? undefined : targetHref(t, found)
  return href ? (
    <Link href={href}>
      <TargetLabel t={t} found={found} />
    </Link>
  ) : (
    <span>
      <TargetLabel t={t} found={found} />
    </span>
  )
}

export function TargetCell({ entry }: { entry: AuditLogEntry }) {
  const t = entryTarget(entry)
  if (!t) return <span className="dim">{entryCall(entry).pathname}</span>
  return <CheckedTarget t={t} />
}

/** The target as text (export, filter). */
export function targetText(entry: AuditLogEntry): string {
  const t = entryTarget(entry)
  if (!t) return entryCall(entry).pathname
  const where = Object.values(t.in).filter(Boolean).join('/')
  return `${KINDS[t.kind].noun} ${t.value}${where ? ` (${where})` : ''}`
}
