// Every route of the spec's section 2, built in one place. Views, commands and tests use these
// builders. The list of every page route is route-patterns.ts. The frame's links and the index
// redirects are nav-paths.ts's, which the first load carries without this file.
import { consolesPath } from './console-path'
import { enc, fillPattern, navPaths, projectPath, redirectPatterns, siloPath } from './nav-paths'

export { fillPattern, redirectPatterns }

type P = { project: string }
type I = P & { instance: string }
type V = P & { vpc: string }

const proj = projectPath
const inst = (p: I) => `${proj(p)}/instances/${enc(p.instance)}`
const vpc = (p: V) => `${proj(p)}/vpcs/${enc(p.vpc)}`
const router = (p: V & { router: string }) => `${vpc(p)}/routers/${enc(p.router)}`
const silo = siloPath
const sled = ({ sledId }: { sledId: string }) => `/system/inventory/sleds/${enc(sledId)}`
const pool = ({ pool }: { pool: string }) => `/system/networking/ip-pools/${enc(pool)}`
const subnetPool = ({ subnetPool }: { subnetPool: string }) =>
  `/system/networking/subnet-pools/${enc(subnetPool)}`
const receiver = ({ receiver }: { receiver: string }) => `/system/alerts/${enc(receiver)}`

export const pb = {
  ...navPaths,
  // login and device
  login: (redirectUri?: string) =>
    redirectUri ? `/login?${new URLSearchParams({ redirect_uri: redirectUri })}` : '/login',
  loginLocal: ({ silo }: { silo: string }) => `/login/${enc(silo)}/local`,
  loginSaml: ({ silo, provider }: { silo: string; provider: string }) =>
    `/login/${enc(silo)}/saml/${enc(provider)}`,
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',

  // settings
  settings: () => '/settings',
  sshKeyEdit: ({ sshKey }: { sshKey: string }) => `/settings/ssh-keys/${enc(sshKey)}/edit`,
  sshKeysNew: () => '/settings/ssh-keys-new',

  // system
  system: () => '/system/silos',
  silosNew: () => '/system/silos-new',
  siloIdpsNew: (p: { silo: string }) => `${silo(p)}/idps-new`,
  siloIdp: (p: { silo: string; provider: string }) => `${silo(p)}/idps/saml/${enc(p.provider)}`,
  siloIdps: (p: { silo: string }) => `${silo(p)}/idps`,
  siloIpPools: (p: { silo: string }) => `${silo(p)}/ip-pools`,
  siloSubnetPools: (p: { silo: string }) => `${silo(p)}/subnet-pools`,
  siloQuotas: (p: { silo: string }) => `${silo(p)}/quotas`,
  siloFleetRoles: (p: { silo: string }) => `${silo(p)}/fleet-roles`,
  siloScim: (p: { silo: string }) => `${silo(p)}/scim`,
  siloUsers: (p: { silo: string }) => `${silo(p)}/users`,
  siloGroups: (p: { silo: string }) => `${silo(p)}/groups`,
  sleds: () => '/system/inventory/sleds',
  physicalDisks: () => '/system/inventory/disks',
  racks: () => '/system/inventory/racks',
  switches: () => '/system/inventory/switches',
  sled,
  sledInstances: (p: { sledId: string }) => `${sled(p)}/instances`,
  sledDisks: (p: { sledId: string }) => `${sled(p)}/disks`,
  ipPools: () => '/system/networking/ip-pools',
  ipPoolsNew: () => '/system/networking/ip-pools-new',
  ipPool: pool,
  ipPoolEdit: (p: { pool: string }) => `${pool(p)}/edit`,
  ipPoolRangesAdd: (p: { pool: string }) => `${pool(p)}/ranges-add`,
  subnetPools: () => '/system/networking/subnet-pools',
  subnetPoolsNew: () => '/system/networking/subnet-pools-new',
  subnetPool,
  subnetPoolEdit: (p: { subnetPool: string }) => `${subnetPool(p)}/edit`,
  subnetPoolMembersNew: (p: { subnetPool: string }) => `${subnetPool(p)}/members-new`,
  alertReceiversNew: () => '/system/alerts-new',
  alertReceiver: receiver,
  alertReceiverEdit: (p: { receiver: string }) => `${receiver(p)}/edit`,
  supportBundle: ({ bundle }: { bundle: string }) => `/system/support-bundles/${enc(bundle)}`,
  networkingSettings: () => '/system/networking/settings',
  allowListEdit: () => '/system/networking/settings/allow-list/edit',

  // silo
  siloImageEdit: ({ image }: { image: string }) => `/images/${enc(image)}/edit`,
  siloImage: ({ image }: { image: string }) => `/images/${enc(image)}`,
  projectsNew: () => '/projects-new',
  projectEdit: (p: P) => `${proj(p)}/edit`,
  instanceLookup: ({ instance }: { instance: string }) => `/lookup/instances/${enc(instance)}`,
  instanceLookupShort: ({ instance }: { instance: string }) => `/lookup/i/${enc(instance)}`,
  /** the console workspace; its panes are the query (console-workspace.ts) */
  consoles: consolesPath,

  // project
  project: proj,
  instancesNew: (p: P) => `${proj(p)}/instances-new`,
  instance: inst,
  instanceStorage: (p: I) => `${inst(p)}/storage`,
  instanceNetworking: (p: I) => `${inst(p)}/networking`,
  instanceMetrics: (p: I) => `${inst(p)}/metrics`,
  instanceCpuMetrics: (p: I) => `${inst(p)}/metrics/cpu`,
  instanceDiskMetrics: (p: I) => `${inst(p)}/metrics/disk`,
  instanceNetworkMetrics: (p: I) => `${inst(p)}/metrics/network`,
  instanceConnect: (p: I) => `${inst(p)}/connect`,
  instanceSettings: (p: I) => `${inst(p)}/settings`,
  serialConsole: (p: I) => `${inst(p)}/serial-console`,
  vpcsNew: (p: P) => `${proj(p)}/vpcs-new`,
  vpc,
  vpcEdit: (p: V) => `${vpc(p)}/edit`,
  vpcFirewallRules: (p: V) => `${vpc(p)}/firewall-rules`,
  vpcFirewallRulesNew: (p: V & { rule?: string }) =>
    `${vpc(p)}/firewall-rules-new${p.rule ? `/${enc(p.rule)}` : ''}`,
  vpcFirewallRuleEdit: (p: V & { rule: string }) => `${vpc(p)}/firewall-rules/${enc(p.rule)}/edit`,
  vpcSubnets: (p: V) => `${vpc(p)}/subnets`,
  vpcSubnetsNew: (p: V) => `${vpc(p)}/subnets-new`,
  vpcSubnet: (p: V & { subnet: string }) => `${vpc(p)}/subnets/${enc(p.subnet)}`,
  vpcSubnetEdit: (p: V & { subnet: string }) => `${vpc(p)}/subnets/${enc(p.subnet)}/edit`,
  vpcRouters: (p: V) => `${vpc(p)}/routers`,
  vpcRoutersNew: (p: V) => `${vpc(p)}/routers-new`,
  vpcRouterEdit: (p: V & { router: string }) => `${vpc(p)}/routers/${enc(p.router)}/edit`,
  vpcRouter: router,
  vpcRouterRoutesNew: (p: V & { router: string }) => `${router(p)}/routes-new`,
  vpcRouterRouteEdit: (p: V & { router: string; route: string }) =>
    `${router(p)}/routes/${enc(p.route)}/edit`,
  vpcInternetGateways: (p: V) => `${vpc(p)}/internet-gateways`,
  vpcInternetGateway: (p: V & { gateway: string }) =>
    `${vpc(p)}/internet-gateways/${enc(p.gateway)}`,
  floatingIpsNew: (p: P) => `${proj(p)}/floating-ips-new`,
  floatingIpEdit: (p: P & { floatingIp: string }) =>
    `${proj(p)}/floating-ips/${enc(p.floatingIp)}/edit`,
  externalSubnetsNew: (p: P) => `${proj(p)}/external-subnets-new`,
  externalSubnetEdit: (p: P & { externalSubnet: string }) =>
    `${proj(p)}/external-subnets/${enc(p.externalSubnet)}/edit`,
  disksNew: (p: P) => `${proj(p)}/disks-new`,
  disk: (p: P & { disk: string }) => `${proj(p)}/disks/${enc(p.disk)}`,
  snapshotsNew: (p: P) => `${proj(p)}/snapshots-new`,
  snapshotImagesNew: (p: P & { snapshot: string }) =>
    `${proj(p)}/snapshots/${enc(p.snapshot)}/images-new`,
  projectImagesNew: (p: P) => `${proj(p)}/images-new`,
  projectImageEdit: (p: P & { image: string }) => `${proj(p)}/images/${enc(p.image)}/edit`,
  projectImage: (p: P & { image: string }) => `${proj(p)}/images/${enc(p.image)}`,
  affinityNew: (p: P) => `${proj(p)}/affinity-new`,
  antiAffinityGroup: (p: P & { antiAffinityGroup: string }) =>
    `${proj(p)}/affinity/${enc(p.antiAffinityGroup)}`,
  antiAffinityGroupEdit: (p: P & { antiAffinityGroup: string }) =>
    `${proj(p)}/affinity/${enc(p.antiAffinityGroup)}/edit`,
}
