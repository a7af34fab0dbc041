// Gathers every command list into the registry. One import and one entry per resource file.
import type { AnyCommand } from './core/define'
import { accessTokenCommands } from './access-tokens'
import { antiAffinityGroupCommands } from './anti-affinity-groups'
import { apiCommands } from './api-commands'
import { diskAttachCommands } from './disk-attach'
import { diskCommands } from './disks'
import { firewallRuleCommands } from './firewall-rules'
import { floatingIpCommands } from './floating-ips'
import { historyCommands } from './history/history'
import { idpCommands } from './idps'
import { imageCommands } from './images'
import { instanceCreateCommands } from './instance-create'
import { instanceDiskCreateCommands } from './instance-disk-create'
import { instanceNetworkCommands } from './instance-network'
import { instanceUpdateCommands } from './instance-update'
import { instanceCommands } from './instances'
import { internetGatewayLinkCommands } from './internet-gateway-links'
import { internetGatewayCommands } from './internet-gateways'
import { ipPoolCommands } from './ip-pools'
import { jumpCommands } from './jump'
import { metricsCommands } from './metrics'
import { projectCommands } from './projects'
import { roleCommands } from './roles'
import { routeCommands } from './routes'
import { routerCommands } from './routers'
import { scriptCommands } from './script/commands'
import { serialConsoleCommands } from './serial-console'
import { consoleWorkspaceCommands } from './console-workspace'
import { siloCommands } from './silos'
import { sledCommands } from './sleds'
import { snapshotCommands } from './snapshots'
import { sshKeyCommands } from './ssh-keys'
import { subnetCommands } from './subnets'
import { vpcCommands } from './vpcs'
import { navigationCommands } from './navigation'
import { navigationSystemCommands } from './navigation-system'
import { navigationUpCommands } from './navigation-up'
import { markCommandsReady, registerCommands } from './core/registry'
import { sessionCommands } from './session'

const lists: (readonly AnyCommand[])[] = [
  // resource command lists are added here, one per src/commands/<resource>.ts
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
  snapshotCommands,
  sshKeyCommands,
  subnetCommands,
  vpcCommands,
  apiCommands,
  scriptCommands,
]

let registered = false

/** Registers every built-in command once (the app shell and tests call it). */
export function registerAllCommands() {
  if (registered) return
  registered = true
  for (const list of lists) registerCommands(list)
  markCommandsReady()
}
