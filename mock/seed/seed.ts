// Builds the whole seeded platform. Ids are deterministic (same on every load); times are
// relative to the clock so ages read the same whenever the mock starts.
import type { Db } from '../db/store'
import { withSeedIds } from '../db/ids'
import { seedAlerts } from './alerts'
import { seedAuditLog } from './audit'
import { seedAffinity, seedFloatingIps } from './extras'
import { seedHardware } from './hardware'
import { seedIdentity } from './identity'
import { seedInstances } from './instances'
import { seedIpPools } from './ip-pools'
import { seedNetworking } from './networking'
import { seedOperations } from './operations'
import { seedPlatform } from './platform'
import { seedProjects } from './projects'
import { seedDisksAndSnapshots, seedImages } from './storage'
import { seedSubnetPools } from './subnet-pools'

export function emptyDb(): Db {
  return {
    silos: [],
    siloQuotas: [],
    samlIdps: [],
    users: [],
    groups: [],
    groupMembers: [],
    passwords: {},
    fleetPolicy: { role_assignments: [] },
    siloPolicies: {},
    projectPolicies: {},
    sshKeys: [],
    accessTokens: [],
    sessions: [],
    deviceAuths: [],
    projects: [],
    projectSilo: {},
    instances: [],
    instanceSshKeys: {},
    instanceSled: {},
    transitions: [],
    disks: [],
    diskImports: {},
    snapshots: [],
    images: [],
    networkInterfaces: [],
    externalIps: [],
    floatingIps: [],
    affinityGroups: [],
    antiAffinityGroups: [],
    affinityMembers: [],
    antiAffinityMembers: [],
    vpcs: [],
    vpcSubnets: [],
    vpcRouters: [],
    routerRoutes: [],
    firewallRules: [],
    internetGateways: [],
    igwIpPools: [],
    igwIpAddresses: [],
    ipPools: [],
    ipPoolRanges: [],
    ipPoolSilos: [],
    subnetPools: [],
    subnetPoolMembers: [],
    subnetPoolSilos: [],
    externalSubnets: [],
    certificates: [],
    deviceTokenTtl: {},
    supportBundles: [],
    supportBundleFiles: {},
    trustRoots: [],
    targetRelease: null,
    tufRepos: [],
    updateSuspended: false,
    updatePlan: null,
    alertReceivers: [],
    alerts: [],
    alertDeliveries: [],
    racks: [],
    sleds: [],
    uninitializedSleds: [],
    physicalDisks: [],
    unadoptedDisks: [],
    diskAdoptionRequests: [],
    rackMemberships: [],
    switches: [],
    addressLots: [],
    addressLotBlocks: [],
    loopbackAddresses: [],
    bgpAnnounceSets: [],
    bgpAnnouncements: [],
    bgpConfigs: [],
    switchPorts: [],
    switchPortSettings: [],
    lldpNeighbors: [],

    bfdSessions: [],
    allowList: { allowed_ips: { allow: 'any' }, time_created: EPOCH, time_modified: EPOCH },
    inboundIcmp: { enabled: false },
    networkingSettings: { external_jumbo_frames_opt_in_enabled: false },
    scimTokens: [],
    multicastGroups: [],
    multicastMembers: [],
    probes: [],
    auditLog: [],
  }
}

const EPOCH = new Date(0).toISOString()

export function buildSeed(): Db {
  return withSeedIds(() => {
    const db = emptyDb()
    seedIdentity(db)
    seedHardware(db)
    seedIpPools(db)
    seedProjects(db)
    seedImages(db)
    seedInstances(db)
    seedDisksAndSnapshots(db)
    seedFloatingIps(db)
    seedAffinity(db)
    seedOperations(db)
    seedAlerts(db)
    seedNetworking(db)
    // Last, so the ids seeded before it stay what they were.
    seedSubnetPools(db)
    seedPlatform(db)
    // After everything: the history names what was seeded before it.
    seedAuditLog(db)
    return db
  })
}
