// Gathers every command list into the registry. One import and one entry per resource file.
import type { AnyCommand } from './core/define'
import { accessTokenCommands } from './settings/access-tokens'
import { alertCommands, supportBundleCommands } from './system/alert-bundle-navigation'
import { auditLogCommands } from './system/audit-log'
import { antiAffinityGroupCommands } from './project/anti-affinity-groups'
import { apiCommands } from './generic-api/api-commands'
import { diskAttachCommands } from './instance/disk-attach'
import { diskCommands } from './project/disks'
import { firewallRuleCommands } from './vpc/firewall-rules'
import { floatingIpCommands } from './project/floating-ips'
import { externalSubnetCommands } from './project/external-subnets'
import { historyCommands } from './history/history'
import { idpCommands } from './system/idps'
import { imageCommands } from './project/images'
import { instanceCreateCommands } from './instance/instance-create'
import { instanceDiskCreateCommands } from './instance/instance-disk-create'
import { instanceNetworkCommands } from './instance/instance-network'
import { instanceUpdateCommands } from './instance/instance-update'
import { instanceCommands } from './instance/instances'
import { internetGatewayLinkCommands } from './vpc/internet-gateway-links'
import { internetGatewayCommands } from './vpc/internet-gateways'
import { ipPoolCommands } from './system/ip-pools'
import { subnetPoolCommands } from './system/subnet-pools'
import { jumpCommands } from './navigation/jump'
import { metricsCommands } from './instance/metrics'
import { projectCommands } from './silo/projects'
import { roleCommands } from './silo/roles'
import { routeCommands } from './vpc/routes'
import { routerCommands } from './vpc/routers'
import { scriptCommands } from './script/commands'
import { serialConsoleCommands } from './instance/serial-console'
import { consoleWorkspaceCommands } from './instance/console-workspace'
import { siloCommands } from './system/silos'
import { sledCommands } from './system/sleds'
import { scimTokenCommands } from './system/scim-tokens'
import { siloTabCommands } from './system/silo-tabs'
import { networkingSettingCommands } from './system/networking-settings'
import { bfdCommands } from './system/bfd'
import { diskAdoptionCommands } from './system/disk-adoption'
import { updateCommands } from './system/update'
import { snapshotCommands } from './project/snapshots'
import { storageNavCommands } from './project/storage-nav'
import { sshKeyCommands } from './settings/ssh-keys'
import { subnetCommands } from './vpc/subnets'
import { vpcCommands } from './vpc/vpcs'
import { navigationCommands } from './navigation/navigation'
import { navigationSystemCommands } from './navigation/navigation-system'
import { navigationUpCommands } from './navigation/navigation-up'
import { markCommandsReady, registerCommands } from './core/registry'
import { sessionCommands } from './settings/session'

const lists: (readonly AnyCommand[])[] = [
  // resource command lists are added here, one per src/commands/<area>/<resource>.ts
  navigationCommands,
  navigationSystemCommands,
  navigationUpCommands,
  sessionCommands,
  historyCommands,
  accessTokenCommands,
  antiAffinityGroupCommands,
  diskCommands,
  firewallRuleCommands,
  floatingIpCommands,
  externalSubnetCommands,
  idpCommands,
  imageCommands,
  instanceCreateCommands,
  instanceCommands,
  instanceDiskCreateCommands,
  instanceNetworkCommands,
  instanceUpdateCommands,
  diskAttachCommands,
  internetGatewayCommands,
  internetGatewayLinkCommands,
  ipPoolCommands,
  subnetPoolCommands,
  jumpCommands,
  metricsCommands,
  projectCommands,
  roleCommands,
  routeCommands,
  routerCommands,
  serialConsoleCommands,
  consoleWorkspaceCommands,
  siloCommands,
  sledCommands,
  alertCommands,
  supportBundleCommands,
  updateCommands,
  scimTokenCommands,
  siloTabCommands,
  networkingSettingCommands,
  bfdCommands,
  diskAdoptionCommands,
  snapshotCommands,
  storageNavCommands,
  sshKeyCommands,
  subnetCommands,
  vpcCommands,
  apiCommands,
  scriptCommands,
  auditLogCommands,
]

let registered = false

/** Registers every built-in command once (the app shell and tests call it). */
export function registerAllCommands() {
  if (registered) return
  registered = true
  for (const list of lists) registerCommands(list)
  markCommandsReady()
}
