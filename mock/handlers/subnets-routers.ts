// VPC subnets, routers and router routes.
import type { Schemas as S } from '../db/types'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { isUuid, newId } from '../db/ids'
import { parseIp } from '../db/ip'
import { assertUnique, find, lookupRouter } from '../db/lookup'
import { paginate } from '../db/paginate'
import { addSubnet } from '../db/vpc'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

const PRIVATE_V4: [string, number][] = [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
]

function v4Block(cidr: string) {
  const [addr = '', w = ''] = cidr.split('/')
  const ip = parseIp(addr)
  const width = Number(w)
  if (!ip || ip.v !== 4 || !Number.isInteger(width))
    throw invalidRequest(`invalid IPv4 network ${cidr}`)
  const size = 1n << BigInt(32 - width)
  return { start: ip.n, end: ip.n + size - 1n, width }
}

/** omicron: VPC subnets are private IPv4 ranges of /8 to /26 that don't overlap their siblings. */
function checkV4Block(db: Db, vpc: S['Vpc'], cidr: string) {
  const b = v4Block(cidr)
  if (b.width < 8 || b.width > 26)
    throw invalidRequest(
      'VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive',
    )
  const inside = PRIVATE_V4.some(([net, w]) => {
    const p = v4Block(`${net}/${w}`)
    return b.start >= p.start && b.end <= p.end
  })
  if (!inside)
    throw invalidRequest('VPC Subnet IPv4 address ranges must be from a private range (RFC 1918)')
  for (const s of db.vpcSubnets.filter((x) => x.vpc_id === vpc.id)) {
    const o = v4Block(s.ipv4_block)
    if (b.start <= o.end && o.start <= b.end) {
      throw invalidRequest(`IP address range '${cidr}' conflicts with an existing subnet`)
    }
  }
}

function customRouter(db: Db, vpc: S['Vpc'], value: string | null | undefined) {
  if (value == null) return null
  const router = db.vpcRouters.find(
    (r) => r.vpc_id === vpc.id && (isUuid(value) ? r.id === value : r.name === value),
  )
  if (!router) throw notFound('vpc-router', isUuid(value) ? { id: value } : { name: value })
  if (router.kind !== 'custom')
    throw invalidRequest('a VPC subnet can only be linked to a custom router')
  return router.id
}

export const subnetRouterHandlers = {
  vpc_subnet_list: (ctx) => {
    const { db, query } = ctx
    const vpc = find.vpc(ctx)
    return paginate(
      db.vpcSubnets.filter((s) => s.vpc_id === vpc.id),
      query,
    )
  },
  vpc_subnet_view: (ctx) => find.subnet(ctx),
  vpc_subnet_create: (ctx) => {
    const { db, body } = ctx
    const vpc = find.vpc(ctx, { need: 'collaborator' })
    assertUnique(
      db.vpcSubnets.filter((s) => s.vpc_id === vpc.id),
      'vpc-subnet',
      body.name,
    )
    checkV4Block(db, vpc, body.ipv4_block)
    const router = customRouter(db, vpc, body.custom_router)
    const subnet = addSubnet(db, vpc, body)
    subnet.custom_router_id = router
    return subnet
  },
  vpc_subnet_update: (ctx) => {
    const { db, body } = ctx
    const subnet = find.subnet(ctx, { need: 'collaborator' })
    const vpc = db.vpcs.find((v) => v.id === subnet.vpc_id)
    if (body.name) {
      assertUnique(
        db.vpcSubnets.filter((s) => s.vpc_id === subnet.vpc_id),
        'vpc-subnet',
        body.name,
        subnet.id,
      )
      subnet.name = body.name
    }
    if (body.description != null) subnet.description = body.description
    if (vpc) subnet.custom_router_id = customRouter(db, vpc, body.custom_router)
    subnet.time_modified = clock.iso()
    return subnet
  },
  vpc_subnet_delete: (ctx) => {
    const { db } = ctx
    const subnet = find.subnet(ctx, { need: 'collaborator' })
    if (db.networkInterfaces.some((n) => n.subnet_id === subnet.id)) {
      throw invalidRequest(
        'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
      )
    }
    const vpc = db.vpcs.find((v) => v.id === subnet.vpc_id)
    db.routerRoutes = db.routerRoutes.filter(
      (r) =>
        !(
          r.vpc_router_id === vpc?.system_router_id &&
          r.kind === 'vpc_subnet' &&
          r.name === subnet.name
        ),
    )
    db.vpcSubnets = db.vpcSubnets.filter((s) => s !== subnet)
  },
  vpc_subnet_list_network_interfaces: (ctx) => {
    const { db, query } = ctx
    const subnet = find.subnet(ctx)
    return paginate(
      db.networkInterfaces.filter((n) => n.subnet_id === subnet.id),
      query,
    )
  },

  vpc_router_list: (ctx) => {
    const { db, query } = ctx
    const vpc = find.vpc(ctx)
    return paginate(
      db.vpcRouters.filter((r) => r.vpc_id === vpc.id),
      query,
    )
  },
  vpc_router_view: (ctx) => find.router(ctx),
  vpc_router_create: (ctx) => {
    const { db, body } = ctx
    const vpc = find.vpc(ctx, { need: 'collaborator' })
    assertUnique(
      db.vpcRouters.filter((r) => r.vpc_id === vpc.id),
      'vpc-router',
      body.name,
    )
    const time = clock.iso()
    const router: S['VpcRouter'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      kind: 'custom',
      vpc_id: vpc.id,
      time_created: time,
      time_modified: time,
    }
    db.vpcRouters.push(router)
    return router
  },
  vpc_router_update: (ctx) => {
    const { db, body } = ctx
    const router = find.router(ctx, { need: 'collaborator' })
    if (router.kind === 'system') throw invalidRequest('cannot update system router')
    if (body.name) {
      assertUnique(
        db.vpcRouters.filter((r) => r.vpc_id === router.vpc_id),
        'vpc-router',
        body.name,
        router.id,
      )
      router.name = body.name
    }
    if (body.description != null) router.description = body.description
    router.time_modified = clock.iso()
    return router
  },
  vpc_router_delete: (ctx) => {
    const { db } = ctx
    const router = find.router(ctx, { need: 'collaborator' })
    if (router.kind === 'system') throw invalidRequest('cannot delete system router')
    if (db.vpcSubnets.some((s) => s.custom_router_id === router.id)) {
      throw invalidRequest('vpc router is in use by one or more subnets; unlink it first')
    }
    db.routerRoutes = db.routerRoutes.filter((r) => r.vpc_router_id !== router.id)
    db.vpcRouters = db.vpcRouters.filter((r) => r !== router)
  },

  vpc_router_route_list: (ctx) => {
    const { db, query } = ctx
    const router = find.router(ctx)
    return paginate(
      db.routerRoutes.filter((r) => r.vpc_router_id === router.id),
      query,
    )
  },
  vpc_router_route_view: ({ db, actor, path, query }) =>
    lookupRoute(db, actor, path.route, query).route,
  vpc_router_route_create: (ctx) => {
    const { db, body } = ctx
    const router = find.router(ctx, { need: 'collaborator' })
    if (router.kind === 'system')
      throw invalidRequest('user-provided routes cannot be added to a system router')
    assertUnique(
      db.routerRoutes.filter((r) => r.vpc_router_id === router.id),
      'router-route',
      body.name,
    )
    const time = clock.iso()
    const { name, description, destination, target } = body
    const route: S['RouterRoute'] = {
      id: newId(),
      name,
      description,
      destination,
      target,
      kind: 'custom',
      vpc_router_id: router.id,
      time_created: time,
      time_modified: time,
    }
    db.routerRoutes.push(route)
    return route
  },
  vpc_router_route_update: ({ db, actor, path, query, body }) => {
    const { route, router } = lookupRoute(db, actor, path.route, query, 'collaborator')
    if (router.kind === 'system' && route.kind !== 'default') {
      throw invalidRequest('routes of kind vpc_subnet in the system router cannot be modified')
    }
    if (body.name) {
      assertUnique(
        db.routerRoutes.filter((r) => r.vpc_router_id === router.id),
        'router-route',
        body.name,
        route.id,
      )
      route.name = body.name
    }
    if (body.description != null) route.description = body.description
    route.destination = body.destination
    route.target = body.target
    route.time_modified = clock.iso()
    return route
  },
  vpc_router_route_delete: ({ db, actor, path, query }) => {
    const { route, router } = lookupRoute(db, actor, path.route, query, 'collaborator')
    if (router.kind === 'system') throw invalidRequest('system routes cannot be deleted')
    db.routerRoutes = db.routerRoutes.filter((r) => r !== route)
  },
} satisfies HandlerMap

function lookupRoute(
  db: Db,
  actor: Parameters<typeof lookupRouter>[1],
  value: string,
  sel: { router?: string; vpc?: string; project?: string },
  need: 'viewer' | 'collaborator' = 'viewer',
) {
  if (isUuid(value)) {
    if (sel.router)
      throw invalidRequest('when providing route as an ID router should not be specified')
    const route = db.routerRoutes.find((r) => r.id === value)
    if (!route) throw notFound('router-route', { id: value })
    return { route, router: lookupRouter(db, actor, route.vpc_router_id, {}, need) }
  }
  if (!sel.router) throw invalidRequest('route should either be UUID or router should be specified')
  const router = lookupRouter(db, actor, sel.router, sel, need)
  const route = db.routerRoutes.find((r) => r.vpc_router_id === router.id && r.name === value)
  if (!route) throw notFound('router-route', { name: value })
  return { route, router }
}
