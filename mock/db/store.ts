// The in-memory database of the mock platform: whole API objects in the wire format, plus the
// few relations the platform keeps out of its views (group membership, ownership, links).
import { buildSeed } from '../seed/seed'
import type { BundleManifest } from './support-bundles'
import type { Schemas as S } from './types'

type Owned<T> = { user_id: string; value: T }

/** A pending state change, applied lazily when its time comes (transitions.ts). */
export type Transition = {
  /** id of the object that changes; a new action on it cancels what is pending */
  target: string
  /** clock time (ms) at which the change happens */
  at: number
  apply: (db: Db) => void
}

/** One OAuth 2.0 device authorization in flight. */
export type DeviceAuth = {
  client_id: string
  device_code: string
  user_code: string
  /** set by device_auth_confirm: the user who approved the code */
  confirmed_by: string | null
  expires_at: number
}

export type Db = {
  silos: S['Silo'][]
  siloQuotas: S['SiloQuotas'][]
  /** SAML identity providers, by silo */
  samlIdps: { silo_id: string; value: S['SamlIdentityProvider'] }[]
  users: S['User'][]
  groups: S['Group'][]
  groupMembers: { group_id: string; user_id: string }[]
  /** local passwords by user id; absent means the seed password, null means login disallowed */
  passwords: Record<string, string | null>
  fleetPolicy: S['FleetRolePolicy']
  siloPolicies: Record<string, S['SiloRolePolicy']>
  projectPolicies: Record<string, S['ProjectRolePolicy']>
  sshKeys: S['SshKey'][]
  /** `secret` is the bearer token the device flow handed out (seeded tokens have none) */
  accessTokens: (Owned<S['DeviceAccessToken']> & { secret?: string })[]
  sessions: Owned<S['ConsoleSession']>[]
  deviceAuths: DeviceAuth[]

  /** every project belongs to a silo; the view doesn't say which */
  projects: S['Project'][]
  projectSilo: Record<string, string>
  instances: S['Instance'][]
  /** SSH key ids injected into each instance at creation */
  instanceSshKeys: Record<string, string[]>
  /** which sled runs an instance (absent while stopped) */
  instanceSled: Record<string, string>
  transitions: Transition[]
  disks: S['Disk'][]
  /** bytes written so far by a bulk import, per disk id */
  diskImports: Record<string, { bytes: number }>
  snapshots: S['Snapshot'][]
  images: S['Image'][]
  networkInterfaces: S['InstanceNetworkInterface'][]
  /** ephemeral and SNAT addresses of instances (floating ones live in floatingIps) */
  externalIps: { instance_id: string; value: S['ExternalIp'] }[]
  floatingIps: S['FloatingIp'][]
  affinityGroups: S['AffinityGroup'][]
  antiAffinityGroups: S['AntiAffinityGroup'][]
  affinityMembers: { group_id: string; instance_id: string }[]
  antiAffinityMembers: { group_id: string; instance_id: string }[]

  vpcs: S['Vpc'][]
  vpcSubnets: S['VpcSubnet'][]
  vpcRouters: S['VpcRouter'][]
  routerRoutes: S['RouterRoute'][]
  firewallRules: S['VpcFirewallRule'][]
  internetGateways: S['InternetGateway'][]
  igwIpPools: S['InternetGatewayIpPool'][]
  igwIpAddresses: S['InternetGatewayIpAddress'][]

  ipPools: S['IpPool'][]
  ipPoolRanges: S['IpPoolRange'][]
  ipPoolSilos: S['IpPoolSiloLink'][]

  subnetPools: S['SubnetPool'][]
  subnetPoolMembers: S['SubnetPoolMember'][]
  subnetPoolSilos: S['SubnetPoolSiloLink'][]
  /** project subnets allocated from subnet pools, attached to at most one instance each */
  externalSubnets: S['ExternalSubnet'][]

  certificates: { silo_id: string; value: S['Certificate'] }[]
  /** device token max TTL per silo (auth settings) */
  deviceTokenTtl: Record<string, number | null>
  supportBundles: S['SupportBundleInfo'][]
  /** what each active bundle holds, by bundle id (db/support-bundles.ts) */
  supportBundleFiles: Record<string, BundleManifest>
  trustRoots: S['UpdatesTrustRoot'][]
  targetRelease: S['TargetRelease'] | null
  /** TUF repositories uploaded to the update system */
  tufRepos: S['TufRepo'][]
  /** automatic update paused after a manual recovery (mupdate), until recovery-finish */
  updateSuspended: boolean
  /** how components move to the target release on the clock (db/update-progress.ts) */
  updatePlan: UpdatePlan | null

  /** webhook receivers (the only kind of alert receiver) with their subscriptions */
  alertReceivers: S['WebhookReceiver'][]
  alerts: S['Alert'][]
  alertDeliveries: S['AlertDelivery'][]

  racks: S['Rack'][]
  sleds: S['Sled'][]
  /** sleds seen in the rack but not yet added to the control plane */
  uninitializedSleds: S['UninitializedSled'][]
  physicalDisks: S['PhysicalDisk'][]
  /** disks a sled reports that the control plane has not adopted (yet) */
  unadoptedDisks: S['UnadoptedPhysicalDisk'][]
  diskAdoptionRequests: S['PhysicalDiskAdoptionRequest'][]
  /** every version of each rack's trust quorum membership, oldest first */
  rackMemberships: S['RackMembershipStatus'][]
  switches: S['Switch'][]

  addressLots: S['AddressLot'][]
  addressLotBlocks: { address_lot_id: string; value: S['AddressLotBlock'] }[]
  loopbackAddresses: S['LoopbackAddress'][]
  bgpAnnounceSets: S['BgpAnnounceSet'][]
  bgpAnnouncements: S['BgpAnnouncement'][]
  /** the view does not name the announce set a configuration announces */
  bgpConfigs: { announce_set_id: string; value: S['BgpConfig'] }[]
  switchPorts: S['SwitchPort'][]
  switchPortSettings: S['SwitchPortSettings'][]
  /** what the switches hear over LLDP, by switch port id */
  lldpNeighbors: { port_id: string; value: S['LldpNeighbor'] }[]

  /** BFD sessions as configured; their state is computed when read (handlers/rack-settings.ts) */
  bfdSessions: (S['BfdSessionEnable'] & { time_created: string })[]
  allowList: S['AllowList']
  inboundIcmp: S['ServiceIcmpConfig']
  networkingSettings: S['SystemNetworkingSettings']
  /** SCIM bearer tokens by silo; the token itself is handed out once and never kept */
  scimTokens: { silo_id: string; value: S['ScimClientBearerToken'] }[]
  multicastGroups: S['MulticastGroup'][]
  multicastMembers: S['MulticastGroupMember'][]
  /** instrumentation probes with their interface and addresses, by project */
  probes: {
    project_id: string
    subnet_id: string
    value: S['Probe']
    nic: S['NetworkInterface']
    external_ips: S['ProbeExternalIp'][]
  }[]
  /** completed audited requests, by time_completed then id (audit-log.ts) */
  auditLog: S['AuditLogEntry'][]
}

/**
 * The update in flight: `base` is how many components ran each version when the target was set;
 * one component more reaches `to` every `step_ms` from `started_at` (ms on the mock clock),
 * until all have, or until `halt` components have when a sentinel version asks the update to stop
 * there (handlers/updates.ts).
 */
export type UpdatePlan = {
  base: Record<string, number>
  to: string
  started_at: number
  step_ms: number
  halt?: { at: number; kind: 'suspend' | 'support' }
}

let current: Db | null = null

/** The live database (built from the seed on first use). */
export function getDb(): Db {
  current ??= buildSeed()
  return current
}

/** Replace the live database (the HTTP server loading a saved state). */
export function setDb(db: Db) {
  current = db
}

/** Throw the state away and rebuild it from the seed (tests call this between cases). */
export function resetDb() {
  current = null
}
