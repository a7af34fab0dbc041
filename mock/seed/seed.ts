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
import { seedProjects } from './projects'
import { seedDisksAndSnapshots, seedImages } from './storage'

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
    certificates: [],
    deviceTokenTtl: {},
    supportBundles: [],
    trustRoots: [],
    targetRelease: null,
    tufRepos: [],
    updateSuspended: false,
    alertReceivers: [],
    alerts: [],
    alertDeliveries: [],
    racks: [],
    sleds: [],
    uninitializedSleds: [],
    physicalDisks: [],
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
    auditLog: [],
  }
}

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
    // Last: its ids come after every other seeded id, which stay as they were.
    seedAuditLog(db)
    return db
  })
}
