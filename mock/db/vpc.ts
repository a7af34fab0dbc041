// Building a VPC the way Nexus does on vpc_create: a system router with default routes, the
// `default` subnet, the default firewall rules and a `default` internet gateway linked to the
// silo's default IP pool. Shared by the seed and the vpc_create handler.
import { clock } from './clock'
import { newId } from './ids'
import type { Db } from './store'
import type { Schemas as S } from './types'

type Meta = { id?: string; time?: string }

const stamp = (meta: Meta) => {
  const time = meta.time ?? clock.iso()
  return { id: meta.id ?? newId(), time_created: time, time_modified: time }
}

/** A ULA /48 derived from the VPC id, like the random prefix Nexus picks. */
export const ulaPrefix = (id: string) => {
  const h = id.replace(/-/g, '')
  return `fd${h.slice(0, 2)}:${h.slice(2, 6)}:${h.slice(6, 10)}::/48`
}

/** The /64 of a subnet inside the VPC prefix; `n` is the subnet's ordinal. */
export const subnetV6 = (prefix: string, n: number) =>
  prefix.replace('::/48', `:${n.toString(16)}::/64`)

export function addSubnet(
  db: Db,
  vpc: S['Vpc'],
  params: { name: string; description: string; ipv4_block: string; ipv6_block?: string | null },
  meta: Meta = {},
): S['VpcSubnet'] {
  const n = db.vpcSubnets.filter((s) => s.vpc_id === vpc.id).length
  const subnet: S['VpcSubnet'] = {
    ...stamp(meta),
    name: params.name,
    description: params.description,
    vpc_id: vpc.id,
    ipv4_block: params.ipv4_block,
    ipv6_block: params.ipv6_block ?? subnetV6(vpc.ipv6_prefix, n),
    custom_router_id: null,
  }
  db.vpcSubnets.push(subnet)
  // Every subnet gets a system route so traffic between subnets flows (kind vpc_subnet).
  db.routerRoutes.push({
    ...stamp({ time: meta.time }),
    name: subnet.name,
    description: `VPC Subnet route for '${subnet.name}'`,
    vpc_router_id: vpc.system_router_id,
    kind: 'vpc_subnet',
    destination: { type: 'subnet', value: subnet.name },
    target: { type: 'subnet', value: subnet.name },
  })
  return subnet
}

const rule = (
  vpc: S['Vpc'],
  name: string,
  description: string,
  filters: S['VpcFirewallRuleFilter'],
  time: string,
): S['VpcFirewallRule'] => ({
  id: newId(),
  name,
  description,
  vpc_id: vpc.id,
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority: 65534,
  targets: [{ type: 'vpc', value: vpc.name }],
  filters,
  time_created: time,
  time_modified: time,
})

export function addVpc(
  db: Db,
  params: {
    project_id: string
    name: string
    description: string
    dns_name: string
    ipv6_prefix?: string | null
  },
  meta: Meta = {},
): S['Vpc'] {
  const base = stamp(meta)
  const routerId = newId()
  const vpc: S['Vpc'] = {
    ...base,
    name: params.name,
    description: params.description,
    dns_name: params.dns_name,
    project_id: params.project_id,
    ipv6_prefix: params.ipv6_prefix ?? ulaPrefix(base.id),
    system_router_id: routerId,
  }
  db.vpcs.push(vpc)
  const t = base.time_created
  db.vpcRouters.push({
    id: routerId,
    name: 'system',
    description: 'Routes are automatically added to this router as vpc subnets are created',
    kind: 'system',
    vpc_id: vpc.id,
    time_created: t,
    time_modified: t,
  })
  for (const [name, dest] of [
    ['default-v4', '0.0.0.0/0'],
    ['default-v6', '::/0'],
  ] as const) {
    db.routerRoutes.push({
      ...stamp({ time: t }),
      name,
      description: `The default route of a vpc`,
      vpc_router_id: routerId,
      kind: 'default',
      destination: { type: 'ip_net', value: dest },
      target: { type: 'internet_gateway', value: 'default' },
    })
  }
  addSubnet(
    db,
    vpc,
    {
      name: 'default',
      description: `The default subnet for ${vpc.name}`,
      ipv4_block: '172.30.0.0/22',
    },
    { time: t },
  )
  db.firewallRules.push(
    {
      ...rule(
        vpc,
        'allow-internal-inbound',
        'allow inbound traffic to all instances within the VPC if originated within the VPC',
        { hosts: [{ type: 'vpc', value: vpc.name }] },
        t,
      ),
      priority: 65534,
    },
    rule(
      vpc,
      'allow-ssh',
      'allow inbound TCP connections on port 22 from anywhere',
      { ports: ['22'], protocols: [{ type: 'tcp' }] },
      t,
    ),
    rule(
      vpc,
      'allow-icmp',
      'allow inbound ICMP traffic from anywhere',
      { protocols: [{ type: 'icmp', value: null }] },
      t,
    ),
  )
  const igw: S['InternetGateway'] = {
    ...stamp({ time: t }),
    name: 'default',
    description: 'Default internet gateway',
    vpc_id: vpc.id,
  }
  db.internetGateways.push(igw)
  const siloId = db.projectSilo[params.project_id]
  const pool = db.ipPoolSilos.find((l) => l.silo_id === siloId && l.is_default)
  if (pool) {
    db.igwIpPools.push({
      ...stamp({ time: t }),
      name: 'default',
      description: 'Default IP pool of the silo',
      internet_gateway_id: igw.id,
      ip_pool_id: pool.ip_pool_id,
    })
  }
  return vpc
}

/** Remove a VPC and everything Nexus creates inside it. */
export function removeVpcTree(db: Db, vpcId: string) {
  const routers = new Set(db.vpcRouters.filter((r) => r.vpc_id === vpcId).map((r) => r.id))
  const igws = new Set(db.internetGateways.filter((g) => g.vpc_id === vpcId).map((g) => g.id))
  db.routerRoutes = db.routerRoutes.filter((r) => !routers.has(r.vpc_router_id))
  db.vpcRouters = db.vpcRouters.filter((r) => r.vpc_id !== vpcId)
  db.vpcSubnets = db.vpcSubnets.filter((s) => s.vpc_id !== vpcId)
  db.firewallRules = db.firewallRules.filter((r) => r.vpc_id !== vpcId)
  db.igwIpPools = db.igwIpPools.filter((p) => !igws.has(p.internet_gateway_id))
  db.igwIpAddresses = db.igwIpAddresses.filter((a) => !igws.has(a.internet_gateway_id))
  db.internetGateways = db.internetGateways.filter((g) => g.vpc_id !== vpcId)
  db.vpcs = db.vpcs.filter((v) => v.id !== vpcId)
}
