// External subnets: project subnets allocated from the silo's subnet pools, attached to at most
// one instance. Allocation: db/subnet-pools.ts. Attach and detach follow omicron's
// begin_attach_subnet / begin_detach_subnet and the attach sagas' instance state check
// (nexus/src/app/sagas/instance_common.rs): the instance must be stopped or settled on its sled.
import { instanceCan } from '@/api/capabilities'
import type { Schemas as S } from '../db/types'
import { clock } from '../db/clock'
import { invalidRequest, MockApiError } from '../db/errors'
import { assertUnique, find, inProjectOf, lookupInProject, type FindCtx } from '../db/lookup'
import { paginate } from '../db/paginate'
import { createExternalSubnet, netOf } from '../db/subnet-pools'
import type { HandlerMap } from '../msw/types'

/** Nexus keeps 32 subnets on one instance at most (MAX_ATTACHED_SUBNETS_PER_INSTANCE). */
const MAX_ATTACHED = 32

/** Error::unavail: the message stays internal, the wire says only this. */
const unavailable = () => new MockApiError(503, 'ServiceNotAvailable', 'Service Unavailable')

const findSubnet = (ctx: FindCtx, need: 'viewer' | 'collaborator' = 'viewer') =>
  lookupInProject(
    ctx.db,
    ctx.actor,
    ctx.db.externalSubnets,
    'external-subnet',
    ctx.path?.external_subnet ?? '',
    ctx.query?.project,
    need,
  )

/** The instance states attach and detach accept, and how Nexus refuses the others. */
function checkInstance(instance: S['Instance'], verb: 'attach' | 'detach') {
  const state = instance.run_state
  if (instanceCan.externalSubnet({ runState: state })) return
  if (state === 'migrating') throw unavailable()
  if (state === 'creating' || state === 'failed')
    throw invalidRequest(
      `Cannot ${verb} subnet ${verb === 'attach' ? 'to' : 'from'} instance in ${state} state`,
    )
  if (state === 'repairing')
    throw invalidRequest('cannot modify instance IPs or subnets, instance is in unhealthy state')
  // starting, stopping: the sled is in doubt; the caller may retry.
  throw unavailable()
}

export const externalSubnetHandlers = {
  external_subnet_list: (ctx) => {
    const p = find.project(ctx)
    return paginate(
      ctx.db.externalSubnets.filter((x) => x.project_id === p.id),
      ctx.query,
    )
  },

  external_subnet_view: (ctx) => findSubnet(ctx),

  external_subnet_create: (ctx) => {
    const { db, actor, body } = ctx
    const p = find.project(ctx, { need: 'collaborator' })
    assertUnique(
      db.externalSubnets.filter((x) => x.project_id === p.id),
      'external-subnet',
      body.name,
    )
    return createExternalSubnet(db, p, body, actor.silo.id)
  },

  external_subnet_update: (ctx) => {
    const { db, body } = ctx
    const subnet = findSubnet(ctx, 'collaborator')
    if (body.name) {
      assertUnique(
        db.externalSubnets.filter((x) => x.project_id === subnet.project_id),
        'external-subnet',
        body.name,
        subnet.id,
      )
      subnet.name = body.name
    }
    if (body.description != null) subnet.description = body.description
    subnet.time_modified = clock.iso()
    return subnet
  },

  external_subnet_delete: (ctx) => {
    const subnet = findSubnet(ctx, 'collaborator')
    if (subnet.instance_id)
      throw invalidRequest(
        'Cannot delete external subnet while it is attached to an instance. Detach it and try again.',
      )
    ctx.db.externalSubnets = ctx.db.externalSubnets.filter((x) => x !== subnet)
  },

  external_subnet_attach: (ctx) => {
    const { db, body } = ctx
    const subnet = findSubnet(ctx, 'collaborator')
    const instance = find.instance(ctx, inProjectOf(body.instance, subnet, 'collaborator'))
    if (instance.project_id !== subnet.project_id)
      throw invalidRequest('External subnet and instance must be in the same project')
    if (subnet.instance_id === instance.id) return subnet
    if (subnet.instance_id)
      throw invalidRequest(
        'External subnets cannot be attached to one instance while still attached to another',
      )
    checkInstance(instance, 'attach')
    if (db.externalSubnets.filter((x) => x.instance_id === instance.id).length >= MAX_ATTACHED)
      throw invalidRequest(`An instance may not have more than ${MAX_ATTACHED} attached subnets`)
    // The subnet routes through the primary interface: it needs that IP version there.
    const v = netOf(subnet.subnet).v
    const stack = db.networkInterfaces.find((n) => n.instance_id === instance.id && n.primary)
      ?.ip_stack.type
    if (!stack || (stack !== 'dual_stack' && stack !== `v${v}`))
      throw invalidRequest(
        `Cannot attach an IPv${v} external subnet to an instance that does not have a matching IP stack`,
      )
    subnet.instance_id = instance.id
    subnet.time_modified = clock.iso()
    return subnet
  },

  external_subnet_detach: (ctx) => {
    const { db } = ctx
    const subnet = findSubnet(ctx, 'collaborator')
    const instance = db.instances.find((i) => i.id === subnet.instance_id)
    if (!instance) throw invalidRequest('External subnet is not attached to an instance')
    checkInstance(instance, 'detach')
    subnet.instance_id = null
    subnet.time_modified = clock.iso()
    return subnet
  },

  instance_external_subnet_list: (ctx) => {
    const instance = find.instance(ctx)
    const items = ctx.db.externalSubnets
      .filter((x) => x.instance_id === instance.id)
      .toSorted((a, b) => a.id.localeCompare(b.id))
    // Nexus answers every attached subnet in one page (at most 32), ordered by id.
    return { items, next_page: null }
  },
} satisfies HandlerMap
