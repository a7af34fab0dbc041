// VPC firewall rules (replaced as a whole list, as in Nexus) and internet gateways with their
// IP pools and addresses.
import type { Schemas as S } from '../db/types'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { isUuid, newId } from '../db/ids'
import { parseIp } from '../db/ip'
import { assertUnique, find, lookupInVpc } from '../db/lookup'
import { paginate } from '../db/paginate'
import type { Actor } from '../db/authz'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

/** omicron: MAX_FW_RULES_PER_VPC */
export const MAX_RULES = 1024

type GwSel = { gateway?: string; vpc?: string; project?: string }

function lookupGateway(
  db: Db,
  actor: Actor,
  value: string | undefined,
  sel: GwSel,
  need: 'viewer' | 'collaborator' = 'viewer',
) {
  if (!value) throw invalidRequest('gateway must be specified')
  return lookupInVpc(db, actor, db.internetGateways, 'internet-gateway', value, sel, need)
}

/** An internet gateway's pool or address: by id, or by name with the gateway selector. */
function lookupGwChild<T extends { id: string; name: string; internet_gateway_id: string }>(
  db: Db,
  actor: Actor,
  list: T[],
  type: string,
  value: string,
  sel: GwSel,
): T {
  if (isUuid(value)) {
    const found = list.find((x) => x.id === value)
    if (!found) throw notFound(type, { id: value })
    lookupGateway(db, actor, found.internet_gateway_id, {}, 'collaborator')
    return found
  }
  if (!sel.gateway)
    throw invalidRequest(`${type} should either be UUID or gateway should be specified`)
  const gw = lookupGateway(db, actor, sel.gateway, sel, 'collaborator')
  const found = list.find((x) => x.internet_gateway_id === gw.id && x.name === value)
  if (!found) throw notFound(type, { name: value })
  return found
}

const stamp = () => {
  const time = clock.iso()
  return { id: newId(), time_created: time, time_modified: time }
}

export const firewallGatewayHandlers = {
  vpc_firewall_rules_view: (ctx) => {
    const { db } = ctx
    const vpc = find.vpc(ctx)
    return { rules: db.firewallRules.filter((r) => r.vpc_id === vpc.id) }
  },

  vpc_firewall_rules_update: (ctx) => {
    const { db, body } = ctx
    const vpc = find.vpc(ctx, { need: 'collaborator' })
    const rules = body.rules ?? []
    if (rules.length > MAX_RULES) throw invalidRequest(`max number of rules is ${MAX_RULES}`)
    const names = new Set<string>()
    for (const r of rules) {
      if (names.has(r.name))
        throw invalidRequest(`firewall rule names must be unique; "${r.name}" appears twice`)
      names.add(r.name)
    }
    const old = db.firewallRules.filter((r) => r.vpc_id === vpc.id)
    const time = clock.iso()
    const next: S['VpcFirewallRule'][] = rules.map((r) => {
      const prev = old.find((o) => o.name === r.name)
      return {
        id: newId(),
        name: r.name,
        description: r.description,
        action: r.action,
        direction: r.direction,
        filters: r.filters,
        priority: r.priority,
        status: r.status,
        targets: r.targets,
        vpc_id: vpc.id,
        time_created: prev?.time_created ?? time,
        time_modified: time,
      }
    })
    db.firewallRules = [...db.firewallRules.filter((r) => r.vpc_id !== vpc.id), ...next]
    return { rules: next }
  },

  internet_gateway_list: (ctx) => {
    const { db, query } = ctx
    const vpc = find.vpc(ctx)
    return paginate(
      db.internetGateways.filter((g) => g.vpc_id === vpc.id),
      query,
    )
  },
  internet_gateway_view: ({ db, actor, path, query }) =>
    lookupGateway(db, actor, path.gateway, query),
  internet_gateway_create: (ctx) => {
    const { db, body } = ctx
    const vpc = find.vpc(ctx, { need: 'collaborator' })
    assertUnique(
      db.internetGateways.filter((g) => g.vpc_id === vpc.id),
      'internet-gateway',
      body.name,
    )
    const gw: S['InternetGateway'] = {
      ...stamp(),
      name: body.name,
      description: body.description,
      vpc_id: vpc.id,
    }
    db.internetGateways.push(gw)
    return gw
  },
  internet_gateway_delete: ({ db, actor, path, query }) => {
    const gw = lookupGateway(db, actor, path.gateway, query, 'collaborator')
    const busy =
      db.igwIpPools.some((p) => p.internet_gateway_id === gw.id) ||
      db.igwIpAddresses.some((a) => a.internet_gateway_id === gw.id)
    if (busy && query.cascade !== 'true') {
      throw invalidRequest(
        'internet gateway has IP pools or addresses linked; delete them first or pass cascade=true',
      )
    }
    db.igwIpPools = db.igwIpPools.filter((p) => p.internet_gateway_id !== gw.id)
    db.igwIpAddresses = db.igwIpAddresses.filter((a) => a.internet_gateway_id !== gw.id)
    db.internetGateways = db.internetGateways.filter((g) => g !== gw)
  },

  internet_gateway_ip_pool_list: ({ db, actor, query }) => {
    const gw = lookupGateway(db, actor, query.gateway, query)
    return paginate(
      db.igwIpPools.filter((p) => p.internet_gateway_id === gw.id),
      query,
    )
  },
  internet_gateway_ip_pool_create: ({ db, actor, query, body }) => {
    const gw = lookupGateway(db, actor, query.gateway, query, 'collaborator')
    assertUnique(
      db.igwIpPools.filter((p) => p.internet_gateway_id === gw.id),
      'internet-gateway-ip-pool',
      body.name,
    )
    const pool = db.ipPools.find((p) =>
      isUuid(body.ip_pool) ? p.id === body.ip_pool : p.name === body.ip_pool,
    )
    if (
      !pool ||
      !db.ipPoolSilos.some((l) => l.ip_pool_id === pool.id && l.silo_id === actor.silo.id)
    ) {
      throw notFound(
        'ip-pool',
        isUuid(body.ip_pool) ? { id: body.ip_pool } : { name: body.ip_pool },
      )
    }
    const link: S['InternetGatewayIpPool'] = {
      ...stamp(),
      name: body.name,
      description: body.description,
      internet_gateway_id: gw.id,
      ip_pool_id: pool.id,
    }
    db.igwIpPools.push(link)
    return link
  },
  internet_gateway_ip_pool_delete: ({ db, actor, path, query }) => {
    const link = lookupGwChild(
      db,
      actor,
      db.igwIpPools,
      'internet-gateway-ip-pool',
      path.pool,
      query,
    )
    db.igwIpPools = db.igwIpPools.filter((p) => p !== link)
  },

  internet_gateway_ip_address_list: ({ db, actor, query }) => {
    const gw = lookupGateway(db, actor, query.gateway, query)
    return paginate(
      db.igwIpAddresses.filter((a) => a.internet_gateway_id === gw.id),
      query,
    )
  },
  internet_gateway_ip_address_create: ({ db, actor, query, body }) => {
    const gw = lookupGateway(db, actor, query.gateway, query, 'collaborator')
    assertUnique(
      db.igwIpAddresses.filter((a) => a.internet_gateway_id === gw.id),
      'internet-gateway-ip-address',
      body.name,
    )
    if (!parseIp(body.address)) throw invalidRequest(`invalid IP address ${body.address}`)
    const addr: S['InternetGatewayIpAddress'] = {
      ...stamp(),
      name: body.name,
      description: body.description,
      internet_gateway_id: gw.id,
      address: body.address,
    }
    db.igwIpAddresses.push(addr)
    return addr
  },
  internet_gateway_ip_address_delete: ({ db, actor, path, query }) => {
    const addr = lookupGwChild(
      db,
      actor,
      db.igwIpAddresses,
      'internet-gateway-ip-address',
      path.address,
      query,
    )
    db.igwIpAddresses = db.igwIpAddresses.filter((a) => a !== addr)
  },
} satisfies HandlerMap
