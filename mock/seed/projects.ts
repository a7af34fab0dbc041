// Projects of silo `corp`, their VPCs (default and custom), and project-level role assignments.
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { daysAgo } from '../db/clock'
import { newId } from '../db/ids'
import { addSubnet, addVpc } from '../db/vpc'
import { ident, named } from './util'

const PROJECTS: [string, string, number][] = [
  ['demo', 'Demo environment: the web shop, its database and CI', 180],
  ['web', 'Public websites and the edge proxies', 150],
  ['data', 'Analytics pipeline and warehouse', 120],
  ['infra', 'Shared infrastructure: DNS, monitoring, bastions', 300],
  ['ci', 'Build runners', 45],
]

const principal = (db: Db, name: string) => {
  const u = db.users.find((x) => x.display_name === name)
  if (u) return { identity_id: u.id, identity_type: 'silo_user' as const }
  const g = db.groups.find((x) => x.display_name === name)
  if (g) return { identity_id: g.id, identity_type: 'silo_group' as const }
  throw new Error(`seed: no identity ${name}`)
}

function rule(
  vpc: S['Vpc'],
  r: Partial<S['VpcFirewallRule']> & { name: string },
): S['VpcFirewallRule'] {
  const t = daysAgo(60)
  return {
    id: newId(),
    description: '',
    vpc_id: vpc.id,
    status: 'enabled',
    direction: 'inbound',
    action: 'allow',
    priority: 100,
    targets: [{ type: 'vpc', value: vpc.name }],
    filters: {},
    time_created: t,
    time_modified: t,
    ...r,
  }
}

export function seedProjects(db: Db) {
  const corp = named(db.silos, 'corp')
  for (const [name, description, age] of PROJECTS) {
    const p = ident(name, description, age)
    db.projects.push(p)
    db.projectSilo[p.id] = corp.id
    db.projectPolicies[p.id] = { role_assignments: [] }
    addVpc(
      db,
      { project_id: p.id, name: 'default', description: 'Default VPC', dns_name: 'default' },
      { time: p.time_created },
    )
  }
  const grant = (project: string, who: string, role: S['ProjectRole']) =>
    db.projectPolicies[named(db.projects, project).id]?.role_assignments.push({
      ...principal(db, who),
      role_name: role,
    })
  grant('demo', 'dev-user', 'collaborator')
  grant('web', 'web-team', 'admin')
  grant('data', 'data-team', 'collaborator')
  grant('data', 'sam-data', 'admin')
  grant('ci', 'web-team', 'limited_collaborator')

  seedDemoNetwork(db, named(db.projects, 'demo'))
}

function seedDemoNetwork(db: Db, demo: S['Project']) {
  const time = daysAgo(90)
  const dflt = db.vpcs.find((v) => v.project_id === demo.id && v.name === 'default')
  if (!dflt) throw new Error('seed: demo has no default VPC')
  db.firewallRules.push(
    rule(dflt, {
      name: 'allow-https',
      description: 'Public HTTPS to the web tier',
      filters: { ports: ['80', '443'], protocols: [{ type: 'tcp' }] },
      targets: [
        { type: 'instance', value: 'web-1' },
        { type: 'instance', value: 'web-2' },
      ],
    }),
    rule(dflt, {
      name: 'deny-smtp-out',
      description: 'No direct mail from instances',
      direction: 'outbound',
      action: 'deny',
      priority: 50,
      filters: { ports: ['25', '465', '587'], protocols: [{ type: 'tcp' }] },
    }),
    rule(dflt, {
      name: 'allow-debug-ports',
      description: 'Temporary: remote debugging from the office',
      status: 'disabled',
      priority: 200,
      filters: {
        hosts: [{ type: 'ip_net', value: '203.0.113.0/24' }],
        ports: ['9000-9100'],
        protocols: [{ type: 'tcp' }, { type: 'udp' }],
      },
    }),
  )

  const backend = addVpc(
    db,
    {
      project_id: demo.id,
      name: 'backend',
      description: 'Databases and caches, no public ingress',
      dns_name: 'backend',
    },
    { time },
  )
  const dbNet = addSubnet(
    db,
    backend,
    { name: 'db', description: 'PostgreSQL primaries and replicas', ipv4_block: '10.20.1.0/24' },
    { time },
  )
  addSubnet(
    db,
    backend,
    { name: 'cache', description: 'Redis and memcached', ipv4_block: '10.20.2.0/24' },
    { time },
  )
  const egress: S['VpcRouter'] = {
    ...ident('egress', 'Sends backup traffic through the VPN appliance', 80),
    kind: 'custom',
    vpc_id: backend.id,
  }
  db.vpcRouters.push(egress)
  dbNet.custom_router_id = egress.id
  db.routerRoutes.push(
    {
      ...ident('to-backup-site', 'Backups go over the site-to-site VPN', 80),
      vpc_router_id: egress.id,
      kind: 'custom',
      destination: { type: 'ip_net', value: '10.128.0.0/16' },
      target: { type: 'ip', value: '10.20.1.250' },
    },
    {
      ...ident('drop-legacy', 'The old office range is decommissioned', 70),
      vpc_router_id: egress.id,
      kind: 'custom',
      destination: { type: 'ip_net', value: '192.168.100.0/24' },
      target: { type: 'drop' },
    },
    {
      ...ident('internet', 'Outbound internet through the NAT gateway', 80),
      vpc_router_id: egress.id,
      kind: 'custom',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'internet_gateway', value: 'nat-gw' },
    },
  )
  db.firewallRules.push(
    rule(backend, {
      name: 'allow-postgres',
      description: 'App servers reach the databases',
      filters: {
        hosts: [{ type: 'vpc', value: 'default' }],
        ports: ['5432'],
        protocols: [{ type: 'tcp' }],
      },
      targets: [{ type: 'subnet', value: 'db' }],
    }),
  )
  const nat: S['InternetGateway'] = {
    ...ident('nat-gw', 'NAT for the backend subnets', 80),
    vpc_id: backend.id,
  }
  db.internetGateways.push(nat)
  const pool = named(db.ipPools, 'default')
  db.igwIpPools.push({
    ...ident('default', 'Silo default pool', 80),
    internet_gateway_id: nat.id,
    ip_pool_id: pool.id,
  })
  db.igwIpAddresses.push({
    ...ident('nat-addr', 'Fixed egress address allow-listed by partners', 80),
    internet_gateway_id: nat.id,
    address: '198.51.100.200',
  })
}
