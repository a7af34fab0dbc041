// Every page route of spec section 2 (except E's forms): pattern -> lazily loaded page. Bare
// pages (sign-in, device) render without the console shell: they must work signed out.
import {
  alertReceiverList,
  antiAffinityGroupList,
  currentUserAccessTokenList,
  currentUserSshKeyList,
  diskList,
  externalSubnetList,
  floatingIpList,
  imageList,
  instanceList,
  physicalDiskList,
  projectList,
  rackList,
  siloList,
  sledList,
  snapshotList,
  supportBundleList,
  switchList,
  systemIpPoolList,
  systemSubnetPoolList,
  systemUpdateRepositoryList,
  vpcList,
} from '@/api/generated/operations'
import { lazyPage, type LazyPage } from './lazy-page'
import { listQuery, type RouteQuery } from './route-query'

export type PageRoute = {
  /** a pattern of `routePatterns` (a unit test checks) */
  pattern: string
  component: LazyPage
  bare?: boolean
  /**
   * The page's main query, asked for at a cold start before its code has loaded (route-data.ts);
   * a unit test renders the page and checks that it takes exactly these.
   */
  data?: (params: Record<string, string>) => RouteQuery[]
}

/** A page whose main table lists `endpoint` for the URL's project. */
const inProject =
  (endpoint: RouteQuery['endpoint']) =>
  ({ project }: Record<string, string>) => [listQuery(endpoint, { query: { project } })]
/** A page whose main table lists `endpoint`, with no params. */
const topList = (endpoint: RouteQuery['endpoint']) => () => [listQuery(endpoint)]

const login = () => import('../pages/login/login-pages')
const device = () => import('../pages/device/device-pages')
const settings = () => import('../pages/settings/settings-pages')
const silos = () => import('../pages/system/silo-pages')
const siloTabs = () => import('../pages/system/silo-tabs')
const system = () => import('../pages/system/system-pages')
const fleetAccess = () => import('../pages/system/fleet-access')
const systemUpdate = () => import('../pages/system/system-update')
const auditLog = () => import('../pages/system/audit-log/audit-log-page')
const inventory = () => import('../pages/system/inventory-pages')
const sledPages = () => import('../pages/system/sled-pages')
const pools = () => import('../pages/system/ip-pool-pages')
const subnetPools = () => import('../pages/system/subnet-pool-pages')
const alerts = () => import('../pages/system/alerts-page')
const alertReceiver = () => import('../pages/system/alert-receiver-page')
const bundles = () => import('../pages/system/support-bundle-pages')
const networkingSettings = () => import('../pages/system/networking-settings')
const silo = () => import('../pages/silo/silo-pages')
const siloUtilization = () => import('../pages/silo/silo-utilization')
const siloAccess = () => import('../pages/silo/silo-access')
const lookup = () => import('../pages/silo/instance-lookup')
const project = () => import('../pages/project/project-pages')
const projectAccess = () => import('../pages/project/project-access')
const storage = () => import('../pages/project/storage-pages')
const externalSubnets = () => import('../pages/project/external-subnet-pages')
const diskPage = () => import('../pages/project/disk-page')
const imagePage = () => import('../pages/project/image-page')
const siloImagePage = () => import('../pages/silo/silo-image-page')
const affinity = () => import('../pages/project/affinity-pages')
const storageTab = () => import('../pages/instance/storage-tab')
const networkingTab = () => import('../pages/instance/networking-tab')
const connectTab = () => import('../pages/instance/connect-tab')
const settingsTab = () => import('../pages/instance/settings-tab')
const metrics = () => import('../pages/instance/metrics-tab')
const serial = () => import('../serial-console/serial-console-page')
const consoles = () => import('../console-workspace/workspace-page')
const vpc = () => import('../pages/vpc/vpc-tabs')
const vpcDetail = () => import('../pages/vpc/vpc-detail-pages')
const subnetPage = () => import('../pages/vpc/subnet-page')

const P = '/projects/:project'
const I = `${P}/instances/:instance`
const V = `${P}/vpcs/:vpc`

export const pageRoutes: PageRoute[] = [
  { pattern: '/login', component: lazyPage(login, 'LoginPage'), bare: true },
  { pattern: '/login/:silo/local', component: lazyPage(login, 'LoginLocalPage'), bare: true },
  {
    pattern: '/login/:silo/saml/:provider',
    component: lazyPage(login, 'LoginSamlPage'),
    bare: true,
  },
  { pattern: '/device/verify', component: lazyPage(device, 'DeviceVerifyPage'), bare: true },
  { pattern: '/device/success', component: lazyPage(device, 'DeviceSuccessPage'), bare: true },

  { pattern: '/settings/profile', component: lazyPage(settings, 'ProfilePage') },
  {
    pattern: '/settings/ssh-keys',
    component: lazyPage(settings, 'SshKeysPage'),
    data: topList(currentUserSshKeyList),
  },
  {
    pattern: '/settings/access-tokens',
    component: lazyPage(settings, 'AccessTokensPage'),
    data: topList(currentUserAccessTokenList),
  },

  { pattern: '/system/silos', component: lazyPage(silos, 'SilosPage'), data: topList(siloList) },
  { pattern: '/system/silos/:silo/idps', component: lazyPage(siloTabs, 'SiloIdpsTab') },
  { pattern: '/system/silos/:silo/ip-pools', component: lazyPage(siloTabs, 'SiloIpPoolsTab') },
  {
    pattern: '/system/silos/:silo/subnet-pools',
    component: lazyPage(siloTabs, 'SiloSubnetPoolsTab'),
  },
  { pattern: '/system/silos/:silo/quotas', component: lazyPage(siloTabs, 'SiloQuotasTab') },
  {
    pattern: '/system/silos/:silo/fleet-roles',
    component: lazyPage(siloTabs, 'SiloFleetRolesTab'),
  },
  { pattern: '/system/silos/:silo/scim', component: lazyPage(siloTabs, 'SiloScimTab') },
  { pattern: '/system/silos/:silo/users', component: lazyPage(siloTabs, 'SiloUsersTab') },
  { pattern: '/system/silos/:silo/groups', component: lazyPage(siloTabs, 'SiloGroupsTab') },
  { pattern: '/system/issues', component: lazyPage(system, 'IssuesPage') },
  { pattern: '/system/utilization', component: lazyPage(system, 'SystemUtilizationPage') },
  { pattern: '/system/access', component: lazyPage(fleetAccess, 'FleetAccessPage') },
  { pattern: '/system/audit-log', component: lazyPage(auditLog, 'AuditLogPage') },
  {
    pattern: '/system/update',
    component: lazyPage(systemUpdate, 'SystemUpdatePage'),
    data: topList(systemUpdateRepositoryList),
  },
  {
    pattern: '/system/inventory/sleds',
    component: lazyPage(inventory, 'SledsPage'),
    data: topList(sledList),
  },
  {
    pattern: '/system/inventory/disks',
    component: lazyPage(inventory, 'PhysicalDisksPage'),
    data: topList(physicalDiskList),
  },
  {
    pattern: '/system/inventory/racks',
    component: lazyPage(inventory, 'RacksPage'),
    data: topList(rackList),
  },
  {
    pattern: '/system/inventory/switches',
    component: lazyPage(inventory, 'SwitchesPage'),
    data: topList(switchList),
  },
  {
    pattern: '/system/inventory/sleds/:sledId/instances',
    component: lazyPage(sledPages, 'SledInstancesPage'),
  },
  {
    pattern: '/system/inventory/sleds/:sledId/disks',
    component: lazyPage(sledPages, 'SledDisksPage'),
  },
  {
    pattern: '/system/networking/ip-pools',
    component: lazyPage(pools, 'IpPoolsPage'),
    data: topList(systemIpPoolList),
  },
  { pattern: '/system/networking/ip-pools/:pool', component: lazyPage(pools, 'IpPoolPage') },
  {
    pattern: '/system/networking/subnet-pools',
    component: lazyPage(subnetPools, 'SubnetPoolsPage'),
    data: topList(systemSubnetPoolList),
  },
  {
    pattern: '/system/networking/subnet-pools/:subnetPool',
    component: lazyPage(subnetPools, 'SubnetPoolPage'),
  },
  {
    pattern: '/system/alerts',
    component: lazyPage(alerts, 'AlertsPage'),
    data: topList(alertReceiverList),
  },
  { pattern: '/system/alerts/:receiver', component: lazyPage(alertReceiver, 'AlertReceiverPage') },
  {
    pattern: '/system/support-bundles',
    component: lazyPage(bundles, 'SupportBundlesPage'),
    data: () => [listQuery(supportBundleList, { query: { sortBy: 'time_and_id_descending' } })],
  },
  {
    pattern: '/system/support-bundles/:bundle',
    component: lazyPage(bundles, 'SupportBundlePage'),
  },
  {
    pattern: '/system/networking/settings',
    component: lazyPage(networkingSettings, 'NetworkingSettingsPage'),
  },

  { pattern: '/images', component: lazyPage(silo, 'SiloImagesPage'), data: topList(imageList) },
  { pattern: '/images/:image', component: lazyPage(siloImagePage, 'SiloImagePage') },
  { pattern: '/utilization', component: lazyPage(siloUtilization, 'SiloUtilizationPage') },
  { pattern: '/access', component: lazyPage(siloAccess, 'SiloAccessPage') },
  { pattern: '/projects', component: lazyPage(silo, 'ProjectsPage'), data: topList(projectList) },
  { pattern: '/lookup/instances/:instance', component: lazyPage(lookup, 'InstanceLookup') },
  { pattern: '/lookup/i/:instance', component: lazyPage(lookup, 'InstanceLookup') },
  { pattern: '/consoles', component: lazyPage(consoles, 'ConsoleWorkspacePage') },

  {
    pattern: `${P}/instances`,
    component: lazyPage(project, 'InstancesPage'),
    data: inProject(instanceList),
  },
  { pattern: `${I}/storage`, component: lazyPage(storageTab, 'InstanceStorageTab') },
  { pattern: `${I}/networking`, component: lazyPage(networkingTab, 'InstanceNetworkingTab') },
  { pattern: `${I}/metrics/cpu`, component: lazyPage(metrics, 'InstanceCpuMetricsTab') },
  { pattern: `${I}/metrics/disk`, component: lazyPage(metrics, 'InstanceDiskMetricsTab') },
  { pattern: `${I}/metrics/network`, component: lazyPage(metrics, 'InstanceNetworkMetricsTab') },
  { pattern: `${I}/connect`, component: lazyPage(connectTab, 'InstanceConnectTab') },
  { pattern: `${I}/settings`, component: lazyPage(settingsTab, 'InstanceSettingsTab') },
  { pattern: `${I}/serial-console`, component: lazyPage(serial, 'SerialConsolePage') },
  {
    pattern: `${P}/vpcs`,
    component: lazyPage(project, 'VpcsPage'),
    data: inProject(vpcList),
  },
  { pattern: `${V}/firewall-rules`, component: lazyPage(vpc, 'VpcFirewallRulesTab') },
  { pattern: `${V}/subnets`, component: lazyPage(vpc, 'VpcSubnetsTab') },
  { pattern: `${V}/subnets/:subnet`, component: lazyPage(subnetPage, 'SubnetPage') },
  { pattern: `${V}/routers`, component: lazyPage(vpc, 'VpcRoutersTab') },
  { pattern: `${V}/internet-gateways`, component: lazyPage(vpc, 'VpcInternetGatewaysTab') },
  {
    pattern: `${V}/internet-gateways/:gateway`,
    component: lazyPage(vpcDetail, 'InternetGatewayPage'),
  },
  { pattern: `${V}/routers/:router`, component: lazyPage(vpcDetail, 'RouterPage') },
  {
    pattern: `${P}/floating-ips`,
    component: lazyPage(project, 'FloatingIpsPage'),
    data: inProject(floatingIpList),
  },
  {
    pattern: `${P}/external-subnets`,
    component: lazyPage(externalSubnets, 'ExternalSubnetsPage'),
    data: inProject(externalSubnetList),
  },
  {
    pattern: `${P}/disks`,
    component: lazyPage(storage, 'DisksPage'),
    data: inProject(diskList),
  },
  { pattern: `${P}/disks/:disk`, component: lazyPage(diskPage, 'DiskPage') },
  { pattern: `${P}/images/:image`, component: lazyPage(imagePage, 'ProjectImagePage') },
  {
    pattern: `${P}/snapshots`,
    component: lazyPage(storage, 'SnapshotsPage'),
    data: inProject(snapshotList),
  },
  {
    pattern: `${P}/images`,
    component: lazyPage(storage, 'ProjectImagesPage'),
    data: inProject(imageList),
  },
  { pattern: `${P}/access`, component: lazyPage(projectAccess, 'ProjectAccessPage') },
  {
    pattern: `${P}/affinity`,
    component: lazyPage(affinity, 'AffinityPage'),
    data: inProject(antiAffinityGroupList),
  },
  {
    pattern: `${P}/affinity/:antiAffinityGroup`,
    component: lazyPage(affinity, 'AntiAffinityGroupPage'),
  },
]

const byPattern = new Map<string, PageRoute>(pageRoutes.map((r) => [r.pattern, r]))
export const pageFor = (pattern: string) => byPattern.get(pattern)
