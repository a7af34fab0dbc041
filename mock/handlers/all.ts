// Every operation of the API is either implemented here or listed in not-implemented.ts; the
// type checks below fail to compile when an operation is in neither or in both.
import type { OperationId } from '@/api/generated/op-table'
import { userHandlers } from './users'
import { auditLogHandlers } from './audit-log'
import { operatorHandlers } from './operator'
import { supportBundleHandlers } from './support-bundles'
import { alertHandlers } from './alerts'
import { webhookHandlers } from './webhooks'
import { updateHandlers } from './updates'
import { addressLotHandlers } from './address-lots'
import { bgpHandlers } from './bgp'
import { switchPortHandlers } from './switch-ports'
import { scimHandlers } from './scim'
import { multicastProbeHandlers } from './multicast-probes'
import { rackSettingHandlers } from './rack-settings'
import { hardwareAdoptionHandlers } from './hardware-adoption'
import { subnetRouterHandlers } from './subnets-routers'
import { snapshotImageHandlers } from './snapshots-images'
import { siloHandlers } from './silos'
import { networkInterfaceHandlers } from './network-interfaces'
import { metricHandlers } from './metrics'
import { ipPoolHandlers } from './ip-pools'
import { subnetPoolHandlers } from './subnet-pools'
import { externalSubnetHandlers } from './external-subnets'
import { instanceResourceHandlers } from './instance-resources'
import { hardwareHandlers } from './hardware'
import { floatingIpHandlers } from './floating-ips'
import { firewallGatewayHandlers } from './firewall-gateways'
import { diskImportHandlers } from './disk-import'
import { deviceHandlers } from './device'
import { affinityHandlers } from './affinity'
import type { HandlerMap } from '../msw/types'
import { diskHandlers } from './disks'
import { instanceActionHandlers } from './instance-actions'
import { instanceHandlers } from './instances'
import { NOT_IMPLEMENTED } from './not-implemented'
import { policyHandlers } from './policies'
import { projectHandlers } from './projects'
import { sessionHandlers } from './session'
import { vpcHandlers } from './vpcs'

export const handlers = {
  ...sessionHandlers,
  ...policyHandlers,
  ...projectHandlers,
  ...instanceHandlers,
  ...instanceActionHandlers,
  ...diskHandlers,
  ...vpcHandlers,
  ...instanceResourceHandlers,
  ...networkInterfaceHandlers,
  ...diskImportHandlers,
  ...snapshotImageHandlers,
  ...floatingIpHandlers,
  ...subnetRouterHandlers,
  ...firewallGatewayHandlers,
  ...affinityHandlers,
  ...ipPoolHandlers,
  ...siloHandlers,
  ...userHandlers,
  ...hardwareHandlers,
  ...deviceHandlers,
  ...metricHandlers,
  ...operatorHandlers,
  ...supportBundleHandlers,
  ...alertHandlers,
  ...webhookHandlers,
  ...updateHandlers,
  ...addressLotHandlers,
  ...bgpHandlers,
  ...switchPortHandlers,
  ...subnetPoolHandlers,
  ...externalSubnetHandlers,
  ...scimHandlers,
  ...multicastProbeHandlers,
  ...rackSettingHandlers,
  ...hardwareAdoptionHandlers,
  ...auditLogHandlers,
} satisfies HandlerMap

type Implemented = keyof typeof handlers
type Listed = (typeof NOT_IMPLEMENTED)[number]
const check = <T extends true>(ok: T) => ok
// Every operation is accounted for ...
check<[Exclude<OperationId, Implemented | Listed>] extends [never] ? true : false>(true)
// ... and none is in both lists (implemented, and answered with a 501).
check<[Extract<Implemented, Listed>] extends [never] ? true : false>(true)

export const implementedOperations = Object.keys(handlers) as Implemented[]
export const notImplementedOperations: readonly OperationId[] = NOT_IMPLEMENTED
