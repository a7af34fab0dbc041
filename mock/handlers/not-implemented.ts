// Operations the mock platform does not implement: each answers 501 with a platform-shaped
// error naming the operation (see msw/router.ts). The console does not call them; keeping the
// list explicit means a new API operation is a decision, not a silent gap.
import type { OperationId } from '@/api/generated/op-table'

export const NOT_IMPLEMENTED = [
  'audit_log_list',
  'external_subnet_attach',
  'external_subnet_create',
  'external_subnet_delete',
  'external_subnet_detach',
  'external_subnet_list',
  'external_subnet_update',
  'external_subnet_view',
  'instance_external_subnet_list',
  'silo_subnet_pool_list',
  'subnet_pool_list',
  'subnet_pool_view',
  'system_subnet_pool_create',
  'system_subnet_pool_delete',
  'system_subnet_pool_list',
  'system_subnet_pool_member_add',
  'system_subnet_pool_member_list',
  'system_subnet_pool_member_remove',
  'system_subnet_pool_silo_link',
  'system_subnet_pool_silo_list',
  'system_subnet_pool_silo_unlink',
  'system_subnet_pool_silo_update',
  'system_subnet_pool_update',
  'system_subnet_pool_utilization_view',
  'system_subnet_pool_view',
] as const satisfies readonly OperationId[]
