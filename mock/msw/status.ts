// Success status per operation, as nexus.json declares it. The type checks at the bottom make
// the lists exact: adding an operation to the API without listing it here fails to compile.
import type { OperationId } from '@/api/generated/op-table'
import type { Operations } from '../db/types'

type OpsWith<C extends number> = {
  [K in OperationId]: C extends keyof Operations[K]['responses'] ? K : never
}[OperationId]

export const CREATED = [
  'probe_create',
  'affinity_group_create',
  'affinity_group_member_instance_add',
  'alert_receiver_subscription_add',
  'alert_delivery_resend',
  'anti_affinity_group_create',
  'anti_affinity_group_member_instance_add',
  'certificate_create',
  'disk_create',
  'external_subnet_create',
  'floating_ip_create',
  'image_create',
  'instance_create',
  'instance_multicast_group_join',
  'internet_gateway_ip_address_create',
  'internet_gateway_ip_pool_create',
  'internet_gateway_create',
  'current_user_ssh_key_create',
  'instance_network_interface_create',
  'project_create',
  'snapshot_create',
  'physical_disk_enable_adoption',
  'local_idp_user_create',
  'saml_identity_provider_create',
  'system_ip_pool_create',
  'system_ip_pool_range_add',
  'system_ip_pool_silo_link',
  'networking_address_lot_create',
  'networking_bgp_config_create',
  'networking_loopback_address_create',
  'networking_switch_port_settings_create',
  'scim_token_create',
  'silo_create',
  'system_subnet_pool_create',
  'system_subnet_pool_member_add',
  'system_subnet_pool_silo_link',
  'support_bundle_create',
  'system_update_trust_root_create',
  'vpc_router_route_create',
  'vpc_router_create',
  'vpc_subnet_create',
  'vpc_create',
  'webhook_receiver_create',
  'webhook_secrets_add',
] as const satisfies readonly OpsWith<201>[]

export const ACCEPTED = [
  'external_subnet_attach',
  'external_subnet_detach',
  'floating_ip_attach',
  'floating_ip_detach',
  'image_demote',
  'image_promote',
  'instance_disk_attach',
  'instance_disk_detach',
  'instance_ephemeral_ip_attach',
  'instance_reboot',
  'instance_start',
  'instance_stop',
] as const satisfies readonly OpsWith<202>[]

type Exact<A, B> = [Exclude<A, B>] extends [never] ? true : false
const exact = <T extends true>(ok: T) => ok
exact<Exact<OpsWith<201>, (typeof CREATED)[number]>>(true)
exact<Exact<OpsWith<202>, (typeof ACCEPTED)[number]>>(true)

const created = new Set<string>(CREATED)
const accepted = new Set<string>(ACCEPTED)

/** The status of a successful answer: 204 without a body, else 201, 202 or 200. */
export function successStatus(op: OperationId, hasBody: boolean) {
  if (!hasBody) return 204
  if (created.has(op)) return 201
  if (accepted.has(op)) return 202
  return 200
}
