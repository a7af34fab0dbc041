// Operations the mock platform does not implement: each answers 501 with a platform-shaped
// error naming the operation (see msw/router.ts). The console does not call them; keeping the
// list explicit means a new API operation is a decision, not a silent gap.
import type { OperationId } from '@/api/generated/op-table'

export const NOT_IMPLEMENTED = [
  'audit_log_list',
  'instance_multicast_group_join',
  'instance_multicast_group_leave',
  'instance_multicast_group_list',
  'multicast_group_list',
  'multicast_group_member_list',
  'multicast_group_view',
  'networking_allow_list_update',
  'networking_allow_list_view',
  'networking_bfd_disable',
  'networking_bfd_enable',
  'networking_bfd_status',
  'networking_inbound_icmp_update',
  'networking_inbound_icmp_view',
  'physical_disk_disable_adoption',
  'physical_disk_enable_adoption',
  'physical_disk_list_adoption_requests',
  'physical_disk_list_unadopted',
  'probe_create',
  'probe_delete',
  'probe_list',
  'probe_view',
  'rack_membership_abort',
  'rack_membership_add_sleds',
  'rack_membership_status',
  'scim_token_create',
  'scim_token_delete',
  'scim_token_list',
  'scim_token_view',
  'system_networking_settings_update',
  'system_networking_settings_view',
] as const satisfies readonly OperationId[]
