// Main mutations of networking, identity and system resources, through the console's client.
import { expect } from 'vitest'
import * as api from '@/api/generated/operations'
import { expectApiError, GiB } from './expect-error'

const project = 'demo'

export async function networking() {
  const vpc = 'conf-vpc'
  await api.vpcCreate({ query: { project }, body: { name: vpc, description: 'v', dnsName: vpc } })
  await expectApiError(
    api.vpcCreate({ query: { project }, body: { name: vpc, description: 'v', dnsName: vpc } }),
    400,
    'ObjectAlreadyExists',
  )
  await api.vpcUpdate({ path: { vpc }, query: { project }, body: { description: 'updated' } })
  await api.vpcSubnetCreate({
    query: { project, vpc },
    body: { name: 'apps', description: 'a', ipv4Block: '10.1.0.0/24' },
  })
  await api.vpcSubnetUpdate({
    path: { subnet: 'apps' },
    query: { project, vpc },
    body: { description: 'apps tier' },
  })
  await api.vpcRouterCreate({ query: { project, vpc }, body: { name: 'r1', description: 'r' } })
  await api.vpcRouterRouteCreate({
    query: { project, vpc, router: 'r1' },
    body: {
      name: 'blackhole',
      description: 'drop',
      destination: { type: 'ip_net', value: '192.168.0.0/16' },
      target: { type: 'drop' },
    },
  })
  await api.vpcRouterRouteUpdate({
    path: { route: 'blackhole' },
    query: { project, vpc, router: 'r1' },
    body: { destination: { type: 'ip_net', value: '192.168.1.0/24' }, target: { type: 'drop' } },
  })
  const { rules } = await api.vpcFirewallRulesView({ query: { project, vpc } })
  await api.vpcFirewallRulesUpdate({
    query: { project, vpc },
    body: {
      rules: [
        ...rules.map(
          ({ name, description, action, direction, filters, priority, status, targets }) => ({
            name,
            description,
            action,
            direction,
            filters,
            priority,
            status,
            targets,
          }),
        ),
        {
          name: 'allow-web',
          description: 'web',
          action: 'allow',
          direction: 'inbound',
          priority: 10,
          status: 'enabled',
          targets: [{ type: 'vpc', value: vpc }],
          filters: { ports: ['443'], protocols: [{ type: 'tcp' }] },
        },
      ],
    },
  })
  await api.internetGatewayCreate({
    query: { project, vpc },
    body: { name: 'igw2', description: 'g' },
  })
  await api.internetGatewayIpAddressCreate({
    query: { project, vpc, gateway: 'igw2' },
    body: { name: 'addr', description: 'a', address: '198.51.100.240' },
  })
  await api.internetGatewayDelete({
    path: { gateway: 'igw2' },
    query: { project, vpc, cascade: true },
  })
  await api.vpcRouterRouteDelete({
    path: { route: 'blackhole' },
    query: { project, vpc, router: 'r1' },
  })
  await api.vpcRouterDelete({ path: { router: 'r1' }, query: { project, vpc } })
  await api.vpcSubnetDelete({ path: { subnet: 'apps' }, query: { project, vpc } })
  await api.vpcDelete({ path: { vpc }, query: { project } })

  const fip = await api.floatingIpCreate({
    query: { project },
    body: {
      name: 'conf-ip',
      description: 'f',
      addressAllocator: { type: 'auto', poolSelector: { type: 'auto', ipVersion: null } },
    },
  })
  await api.floatingIpAttach({
    path: { floatingIp: fip.id },
    body: { kind: 'instance', parent: 'web-3' },
  })
  await expectApiError(api.floatingIpDelete({ path: { floatingIp: fip.id } }), 400)
  await api.floatingIpDetach({ path: { floatingIp: fip.id } })
  await api.floatingIpUpdate({ path: { floatingIp: fip.id }, body: { name: 'conf-ip-2' } })
  await api.floatingIpDelete({ path: { floatingIp: fip.id } })
}

export async function identityAndSystem() {
  await api.currentUserSshKeyCreate({
    body: {
      name: 'conf-key',
      description: 'k',
      publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIConformanceKeyMaterial conf@test',
    },
  })
  await api.currentUserSshKeyDelete({ path: { sshKey: 'conf-key' } })
  await api.projectCreate({ body: { name: 'conf-proj', description: 'p' } })
  await api.projectUpdate({ path: { project: 'conf-proj' }, body: { description: 'updated' } })
  const policy = await api.projectPolicyView({ path: { project: 'conf-proj' } })
  await api.projectPolicyUpdate({ path: { project: 'conf-proj' }, body: policy })
  await api.projectDelete({ path: { project: 'conf-proj' } })
  await api.antiAffinityGroupCreate({
    query: { project },
    body: { name: 'conf-aag', description: 'a', policy: 'allow', failureDomain: 'sled' },
  })
  await api.antiAffinityGroupMemberInstanceAdd({
    path: { antiAffinityGroup: 'conf-aag', instance: 'web-3' },
    query: { project },
  })
  await api.antiAffinityGroupMemberList({
    path: { antiAffinityGroup: 'conf-aag' },
    query: { project },
  })
  await api.antiAffinityGroupDelete({ path: { antiAffinityGroup: 'conf-aag' }, query: { project } })

  await api.systemIpPoolCreate({
    body: {
      name: 'conf-pool',
      description: 'p',
      ipVersion: 'v6',
      poolType: 'unicast',
      assignment: 'silos',
    },
  })
  await api.systemIpPoolRangeAdd({
    path: { pool: 'conf-pool' },
    body: { first: '2001:db8:9::1', last: '2001:db8:9::ff' },
  })
  await api.systemIpPoolSiloLink({
    path: { pool: 'conf-pool' },
    body: { silo: 'corp', isDefault: false },
  })
  expect((await api.systemIpPoolUtilizationView({ path: { pool: 'conf-pool' } })).capacity).toBe(
    255,
  )
  await api.systemIpPoolSiloUnlink({ path: { pool: 'conf-pool', silo: 'corp' } })
  await api.systemIpPoolRangeRemove({
    path: { pool: 'conf-pool' },
    body: { first: '2001:db8:9::1', last: '2001:db8:9::ff' },
  })
  await api.systemIpPoolDelete({ path: { pool: 'conf-pool' } })
  await api.siloCreate({
    body: {
      name: 'conf-silo',
      description: 's',
      discoverable: false,
      identityMode: 'local_only',
      adminGroupName: null,
      mappedFleetRoles: {},
      quotas: { cpus: 8, memory: 16 * GiB, storage: 100 * GiB },
      tlsCertificates: [],
    },
  })
  await api.siloQuotasUpdate({ path: { silo: 'conf-silo' }, body: { cpus: 16 } })
  await api.siloDelete({ path: { silo: 'conf-silo' } })
  await api.timeseriesQuery({
    query: { project },
    body: {
      query:
        'get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h | align mean_within(60s)',
    },
  })
  await api.systemTimeseriesQuery({
    body: { query: 'get sled_data_link:bytes_sent | filter timestamp >= @now() - 6h' },
  })
}
