// The `sort_by` values each list endpoint takes, as nexus.json gives them (a unit test checks this
// against the generated operation params). Kept apart from op-params.ts, whose whole table would
// weigh on every list page's first load: a list table asks here whether the API sorts a column.

/** The sort modes of nexus.json's five sort-mode schemas. */
const FAMILIES = {
  NameOrIdSortMode: ['name_ascending', 'name_descending', 'id_ascending'],
  IdSortMode: ['id_ascending'],
  TimeAndIdSortMode: ['time_and_id_ascending', 'time_and_id_descending'],
  VersionSortMode: ['version_ascending', 'version_descending'],
  NameSortMode: ['name_ascending'],
} as const

/** Endpoint keys (camelCase operation ids) of each family, separated by spaces. */
const ENDPOINTS: Record<keyof typeof FAMILIES, string> = {
  NameOrIdSortMode: [
    'affinityGroupList affinityGroupMemberList alertReceiverList',
    'antiAffinityGroupList antiAffinityGroupMemberList certificateList',
    'currentUserSshKeyList diskList externalSubnetList floatingIpList imageList',
    'instanceAffinityGroupList instanceAntiAffinityGroupList instanceDiskList',
    'instanceList instanceNetworkInterfaceList instanceSshPublicKeyList',
    'internetGatewayIpAddressList internetGatewayIpPoolList internetGatewayList',
    'ipPoolList multicastGroupList networkingAddressLotList',
    'networkingBgpAnnounceSetList networkingBgpConfigList',
    'networkingSwitchPortSettingsList probeList projectList siloIdentityProviderList',
    'siloIpPoolList siloList siloSubnetPoolList siloUtilizationList snapshotList',
    'subnetPoolList systemIpPoolList systemSubnetPoolList vpcList vpcRouterList',
    'vpcRouterRouteList vpcSubnetList vpcSubnetListNetworkInterfaces',
  ].join(' '),
  IdSortMode: [
    'currentUserAccessTokenList currentUserGroups groupList',
    'instanceMulticastGroupList multicastGroupMemberList',
    'networkingAddressLotBlockList networkingLoopbackAddressList',
    'networkingSwitchPortList networkingSwitchPortLldpNeighbors physicalDiskList',
    'physicalDiskListAdoptionRequests rackList siloUserList sledInstanceList sledList',
    'sledPhysicalDiskList switchList systemIpPoolSiloList systemQuotasList',
    'systemSubnetPoolSiloList systemUpdateTrustRootList userList userSessionList',
    'userTokenList',
  ].join(' '),
  TimeAndIdSortMode: 'alertDeliveryList alertList auditLogList supportBundleList',
  VersionSortMode: 'systemUpdateRepositoryList',
  NameSortMode: 'userBuiltinList',
}

let byEndpoint: Map<string, readonly string[]> | null = null

/** The `sort_by` values `endpointKey` takes; none when it takes no `sort_by`. */
export function sortModesOf(endpointKey: string): readonly string[] {
  if (!byEndpoint) {
    byEndpoint = new Map()
    for (const [family, keys] of Object.entries(ENDPOINTS))
      for (const key of keys.split(' '))
        byEndpoint.set(key, FAMILIES[family as keyof typeof FAMILIES])
  }
  return byEndpoint.get(endpointKey) ?? []
}
