// Instance network interfaces. Changing them needs a stopped instance (capability table).
import { instanceCan } from '@/api/capabilities'
import { addNic } from '../db/addresses'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { isUuid } from '../db/ids'
import { MAX_NICS } from '../db/instance-create'
import { assertUnique, find } from '../db/lookup'
import { paginate } from '../db/paginate'
import type { Actor } from '../db/authz'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

type Level = 'viewer' | 'collaborator'

function lookupNic(
  db: Db,
  actor: Actor,
  value: string,
  sel: { instance?: string; project?: string },
  need: Level = 'viewer',
) {
  if (isUuid(value)) {
    if (sel.instance)
      throw invalidRequest(
        'when providing network interface as an ID instance should not be specified',
      )
    const nic = db.networkInterfaces.find((n) => n.id === value)
    if (!nic) throw notFound('instance-network-interface', { id: value })
    const instance = find.instance(
      { db, actor },
      { value: nic.instance_id, project: undefined, need },
    )
    return { nic, instance }
  }
  if (!sel.instance)
    throw invalidRequest('network interface should either be UUID or instance should be specified')
  const instance = find.instance({ db, actor }, { value: sel.instance, project: sel.project, need })
  const nic = db.networkInterfaces.find((n) => n.instance_id === instance.id && n.name === value)
  if (!nic) throw notFound('instance-network-interface', { name: value })
  return { nic, instance }
}

const stoppedOnly = (state: string, name: string) => {
  if (!instanceCan.updateNic({ runState: state })) {
    throw invalidRequest(
      `instance ${name} must be stopped to change its network interfaces (currently ${state})`,
    )
  }
}

export const networkInterfaceHandlers = {
  instance_network_interface_list: (ctx) => {
    const { db, query } = ctx
    if (!query.instance) throw invalidRequest('instance must be specified')
    const instance = find.instance(ctx)
    return paginate(
      db.networkInterfaces.filter((n) => n.instance_id === instance.id),
      query,
    )
  },

  instance_network_interface_view: ({ db, actor, path, query }) =>
    lookupNic(db, actor, path.interface, query).nic,

  instance_network_interface_create: (ctx) => {
    const { db, query, body } = ctx
    const instance = find.instance(ctx, { value: query.instance ?? '', need: 'collaborator' })
    stoppedOnly(instance.run_state, instance.name)
    const mine = db.networkInterfaces.filter((n) => n.instance_id === instance.id)
    if (mine.length >= MAX_NICS)
      throw invalidRequest(`instances may not have more than ${MAX_NICS} network interfaces`)
    assertUnique(mine, 'instance-network-interface', body.name)
    const vpc = db.vpcs.find(
      (v) => v.project_id === instance.project_id && v.name === body.vpc_name,
    )
    if (!vpc) throw notFound('vpc', { name: body.vpc_name })
    const subnet = db.vpcSubnets.find((s) => s.vpc_id === vpc.id && s.name === body.subnet_name)
    if (!subnet) throw notFound('vpc-subnet', { name: body.subnet_name })
    if (mine.some((n) => n.vpc_id !== vpc.id)) {
      throw invalidRequest('network interfaces of an instance must all be in the same VPC')
    }
    const cfg = body.ip_config
    const v4 = cfg?.type === 'v4' ? cfg.value : cfg?.type === 'dual_stack' ? cfg.value.v4 : null
    return addNic(db, instance, {
      vpc,
      subnet,
      name: body.name,
      description: body.description,
      ip: v4?.ip.type === 'explicit' ? v4.ip.value : null,
    })
  },

  instance_network_interface_update: ({ db, actor, path, query, body }) => {
    const { nic, instance } = lookupNic(db, actor, path.interface, query, 'collaborator')
    stoppedOnly(instance.run_state, instance.name)
    const siblings = db.networkInterfaces.filter((n) => n.instance_id === instance.id)
    if (body.name) {
      assertUnique(siblings, 'instance-network-interface', body.name, nic.id)
      nic.name = body.name
    }
    if (body.description != null) nic.description = body.description
    if (body.primary && !nic.primary) {
      for (const n of siblings) n.primary = n === nic
    }
    if (nic.ip_stack.type === 'v4')
      nic.ip_stack.value.transit_ips = (body.transit_ips ?? []).filter((t) => !t.includes(':'))
    nic.time_modified = clock.iso()
    return nic
  },

  instance_network_interface_delete: ({ db, actor, path, query }) => {
    const { nic, instance } = lookupNic(db, actor, path.interface, query, 'collaborator')
    stoppedOnly(instance.run_state, instance.name)
    const others = db.networkInterfaces.filter((n) => n.instance_id === instance.id && n !== nic)
    if (nic.primary && others.length > 0) {
      throw invalidRequest(
        'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
      )
    }
    db.networkInterfaces = db.networkInterfaces.filter((n) => n !== nic)
  },
} satisfies HandlerMap
