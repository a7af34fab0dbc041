// What a change recorded in the audit log touched, as the reads that show it: a disk created in
// project demo touches demo's disk list; an instance stopped touches its project's instance list,
// that instance's view and its tabs (its disks, addresses, groups), the sleds' instance lists and
// the utilization pages. The live feed revalidates exactly the cached queries (SWR keys
// `[endpoint key, params]`) that agree with the change's parameters, in every tab.
//
// The reads of an operation are, by default, those its path implies: the GET operations at each
// prefix of its path (`/v1/instances/{instance}/stop` -> the instance's view and the instance
// list) and under the resource it names (`/v1/instances/{instance}/...`: the instance's tabs).
// EXTRA adds what a change reaches beyond its path (a stop changes what the sleds run, an attach
// the disk it attaches); NOTHING lists the calls that change nothing shown. A unit test holds every
// mutating operation to one or the other, and every read a page makes to some change.
import type { ApiKey } from './hooks'
import type { AuditLogEntry } from './generated/schemas'
import { opTable, type OperationId } from './generated/op-table'
import { entryCall, resultKind } from './audit-entry'
import { isUuid } from '@/lib/validators'

/** A change's reach: the reads (endpoint keys) it touched, within its parameters. */
export type Touch = {
  /** endpoint keys (`instanceList`), every one the change touched */
  eps: string[]
  /** the change's parameters that say which resource (camelCase: `project`, `floatingIp`) */
  params: Record<string, string>
}

/** Everything: a gap in the feed (too much missed to read), every query is read again. */
export const TOUCH_ALL: Touch = { eps: ['*'], params: {} }

/** Mutating calls that change nothing a page shows: reads sent as POST, HEADs, sign-in steps. */
export const NOTHING = new Set<OperationId>([
  'device_auth_request',
  'disk_bulk_write_import',
  'support_bundle_head',
  'support_bundle_head_file',
  'system_timeseries_query',
  'timeseries_query',
])

const UTILIZATION: OperationId[] = [
  'utilization_view',
  'silo_utilization_view',
  'silo_utilization_list',
]
const INSTANCE_RUN: OperationId[] = [...UTILIZATION, 'sled_instance_list']

/** What a change reaches beyond the reads its path implies. */
export const EXTRA: Partial<Record<OperationId, OperationId[]>> = {
  affinity_group_member_instance_add: ['instance_affinity_group_list'],
  affinity_group_member_instance_delete: ['instance_affinity_group_list'],
  anti_affinity_group_member_instance_add: ['instance_anti_affinity_group_list'],
  anti_affinity_group_member_instance_delete: ['instance_anti_affinity_group_list'],
  alert_delivery_resend: ['alert_delivery_list'],
  device_access_token: ['current_user_access_token_list', 'user_token_list'],
  device_auth_confirm: ['current_user_access_token_list', 'user_token_list'],
  disk_create: [...UTILIZATION],
  disk_delete: [...UTILIZATION],
  disk_finalize_import: ['snapshot_list'],
  external_subnet_attach: ['instance_external_subnet_list'],
  external_subnet_detach: ['instance_external_subnet_list'],
  floating_ip_attach: ['instance_external_ip_list'],
  floating_ip_detach: ['instance_external_ip_list'],
  floating_ip_create: ['system_ip_pool_utilization_view'],
  floating_ip_delete: ['system_ip_pool_utilization_view', 'instance_external_ip_list'],
  instance_create: [
    ...INSTANCE_RUN,
    'disk_list',
    'disk_view',
    'floating_ip_list',
    'floating_ip_view',
    'instance_network_interface_list',
    'vpc_subnet_list_network_interfaces',
    'anti_affinity_group_member_list',
    'affinity_group_member_list',
    'system_ip_pool_utilization_view',
  ],
  instance_delete: [
    ...INSTANCE_RUN,
    'disk_list',
    'disk_view',
    'floating_ip_list',
    'floating_ip_view',
    'instance_network_interface_list',
    'vpc_subnet_list_network_interfaces',
    'anti_affinity_group_member_list',
    'affinity_group_member_list',
    'system_ip_pool_utilization_view',
  ],
  instance_disk_attach: ['disk_list', 'disk_view'],
  instance_disk_detach: ['disk_list', 'disk_view'],
  instance_ephemeral_ip_attach: ['system_ip_pool_utilization_view'],
  instance_ephemeral_ip_detach: ['system_ip_pool_utilization_view'],
  instance_multicast_group_join: [
    'multicast_group_member_list',
    'multicast_group_list',
    'multicast_group_view',
  ],
  instance_multicast_group_leave: [
    'multicast_group_member_list',
    'multicast_group_list',
    'multicast_group_view',
  ],
  instance_network_interface_create: ['vpc_subnet_list_network_interfaces'],
  instance_network_interface_delete: ['vpc_subnet_list_network_interfaces'],
  instance_network_interface_update: ['vpc_subnet_list_network_interfaces'],
  instance_reboot: [...INSTANCE_RUN],
  instance_start: [...INSTANCE_RUN],
  instance_stop: [...INSTANCE_RUN],
  instance_update: [...UTILIZATION],
  local_idp_user_create: ['silo_user_list', 'user_list'],
  local_idp_user_delete: ['silo_user_list', 'silo_user_view', 'user_list', 'user_view'],
  local_idp_user_set_password: ['silo_user_view', 'user_view'],
  login_local: ['user_session_list'],
  login_saml: ['user_session_list'],
  logout: ['user_session_list'],
  networking_bfd_disable: ['networking_bfd_status'],
  networking_bfd_enable: ['networking_bfd_status'],
  networking_bgp_announce_set_update: ['networking_bgp_announcement_list'],
  networking_bgp_config_create: ['networking_bgp_status'],
  networking_bgp_config_delete: ['networking_bgp_status'],
  networking_bgp_config_update: ['networking_bgp_status'],
  networking_switch_port_settings_create: ['networking_switch_port_settings_view'],
  networking_switch_port_settings_delete: ['networking_switch_port_settings_view'],
  physical_disk_disable_adoption: [
    'physical_disk_list_adoption_requests',
    'physical_disk_list_unadopted',
    'physical_disk_list',
  ],
  physical_disk_enable_adoption: [
    'physical_disk_list_adoption_requests',
    'physical_disk_list_unadopted',
    'physical_disk_list',
    'physical_disk_view',
    'sled_physical_disk_list',
  ],
  // Roles decide which projects a user sees.
  policy_update: ['silo_policy_view', 'project_list'],
  project_policy_update: ['project_list'],
  rack_membership_abort: ['sled_list', 'sled_list_uninitialized'],
  rack_membership_add_sleds: ['sled_list', 'sled_list_uninitialized'],
  silo_create: ['silo_utilization_list', 'system_quotas_list'],
  silo_delete: ['silo_utilization_list', 'system_quotas_list', 'system_ip_pool_silo_list'],
  silo_policy_update: ['policy_view', 'project_list'],
  silo_quotas_update: [...UTILIZATION, 'system_quotas_list'],
  snapshot_create: [...UTILIZATION],
  snapshot_delete: [...UTILIZATION],
  system_ip_pool_create: ['ip_pool_list'],
  system_ip_pool_delete: ['ip_pool_list', 'ip_pool_view', 'silo_ip_pool_list'],
  system_ip_pool_update: ['ip_pool_list', 'ip_pool_view', 'silo_ip_pool_list'],
  system_ip_pool_silo_link: ['silo_ip_pool_list', 'ip_pool_list', 'ip_pool_view'],
  system_ip_pool_silo_unlink: ['silo_ip_pool_list', 'ip_pool_list', 'ip_pool_view'],
  system_ip_pool_silo_update: ['silo_ip_pool_list', 'ip_pool_list', 'ip_pool_view'],
  system_ip_pool_range_add: ['ip_pool_view'],
  system_ip_pool_range_remove: ['ip_pool_view'],
  system_subnet_pool_create: ['subnet_pool_list'],
  system_subnet_pool_delete: ['subnet_pool_list', 'subnet_pool_view', 'silo_subnet_pool_list'],
  system_subnet_pool_update: ['subnet_pool_list', 'subnet_pool_view', 'silo_subnet_pool_list'],
  system_subnet_pool_silo_link: ['silo_subnet_pool_list', 'subnet_pool_list', 'subnet_pool_view'],
  system_subnet_pool_silo_unlink: ['silo_subnet_pool_list', 'subnet_pool_list', 'subnet_pool_view'],
  system_subnet_pool_silo_update: ['silo_subnet_pool_list', 'subnet_pool_list', 'subnet_pool_view'],
  system_update_recovery_finish: ['system_update_status'],
  system_update_repository_upload: ['system_update_repository_view', 'system_update_status'],
  target_release_update: ['system_update_status'],
  vpc_create: ['vpc_subnet_list', 'vpc_router_list', 'internet_gateway_list'],
  webhook_receiver_create: ['alert_receiver_list'],
  webhook_receiver_update: ['alert_receiver_list', 'alert_receiver_view'],
}

/** Query parameters that page or filter a read rather than say which resource it reads. */
const NOT_IDENTITY = new Set([
  'limit',
  'pageToken',
  'sortBy',
  'startTime',
  'endTime',
  'ipVersion',
  'cascade',
  'mostRecent',
  'poolType',
  'order',
  'filter',
  'delivered',
  'failed',
  'pending',
  'resend',
  'alertClass',
  'fromStart',
  'maxBytes',
  'version',
  'assignment',
  'fileName',
  'group',
  'asn',
])

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

type OpInfo = { method: string; path: string }
const ops = opTable as Record<OperationId, OpInfo>
const segments = (path: string) => path.split('/').filter(Boolean)

let gets: [OperationId, string][] | null = null
const getOps = () =>
  (gets ??= (Object.entries(ops) as [OperationId, OpInfo][])
    .filter(([, o]) => o.method === 'GET')
    .map(([id, o]) => [id, o.path]))

/** The reads a change's path implies: at each prefix of it, and under the resource it names. */
export function pathReads(op: OperationId): OperationId[] {
  const s = segments(ops[op].path)
  const reads = new Set<OperationId>()
  for (let i = s.length; i >= 2; i--) {
    const prefix = `/${s.slice(0, i).join('/')}`
    for (const [id, path] of getOps()) if (path === prefix) reads.add(id)
  }
  const last = s.findLastIndex((x) => x.startsWith('{'))
  if (last >= 0) {
    const resource = `/${s.slice(0, last + 1).join('/')}/`
    for (const [id, path] of getOps()) if (path.startsWith(resource)) reads.add(id)
  }
  return [...reads]
}

const readsOf = new Map<OperationId, string[]>()

/** The endpoint keys a change of `op` touches (none for NOTHING and for reads). */
export function opTouches(op: OperationId): string[] {
  const known = readsOf.get(op)
  if (known) return known
  const reads =
    ops[op].method === 'GET' || NOTHING.has(op)
      ? []
      : [...new Set([...pathReads(op), ...(EXTRA[op] ?? [])])].map(camel)
  readsOf.set(op, reads)
  return reads
}

/**
 * What one entry touched: nothing for a failed call (nothing changed) or one that changes nothing
 * shown; for an operation this console does not know (a newer platform's), everything under the
 * paths its URI names cannot be told, so it touches nothing rather than everything.
 */
export function entryTouches(e: AuditLogEntry): Touch | null {
  if (resultKind(e) === 'error') return null
  const call = entryCall(e)
  if (!call.op) return null
  const eps = opTouches(call.op)
  if (!eps.length) return null
  const params: Record<string, string> = {}
  for (const [name, value] of call.path) params[camel(name)] = value
  for (const [name, value] of Object.entries(call.query)) {
    const n = camel(name)
    if (!NOT_IDENTITY.has(n)) params[n] = value
  }
  return { eps, params }
}

/** A value of the change and one of the read name the same resource, or may (one is an id). */
const agree = (a: string, b: string) => a === b || isUuid(a) !== isUuid(b)

/** The read's parameters that say which resource it reads. */
function keyParams(key: ApiKey): [string, string][] {
  const p = key[1] as { path?: Record<string, unknown>; query?: Record<string, unknown> } | null
  const out: [string, string][] = []
  for (const [n, v] of Object.entries(p?.path ?? {}))
    if (v !== undefined && v !== null) out.push([n, String(v)])
  for (const [n, v] of Object.entries(p?.query ?? {}))
    if (v !== undefined && v !== null && !NOT_IDENTITY.has(n)) out.push([n, String(v)])
  return out
}

/**
 * The change touched this read: its endpoint is among the touched ones, and every parameter both
 * name agrees (a parameter only one of them names does not narrow it: a disk created in demo
 * touches demo's disk list; an instance stopped touches its view, not another's).
 */
export function keyTouched(key: unknown, touch: Touch): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false
  if (touch.eps[0] === '*') return true
  if (!touch.eps.includes(key[0])) return false
  for (const [n, v] of keyParams(key as unknown as ApiKey)) {
    const t = touch.params[n]
    if (t !== undefined && !agree(t, v)) return false
  }
  return true
}
