// VPCs: list, view, create (with everything Nexus creates inside), update, delete.
import { clock } from '../db/clock'
import { invalidRequest } from '../db/errors'
import { assertUnique, find } from '../db/lookup'
import { paginate } from '../db/paginate'
import { addVpc, removeVpcTree } from '../db/vpc'
import type { HandlerMap } from '../msw/types'

export const vpcHandlers = {
  vpc_list: (ctx) => {
    const { db, query } = ctx
    const p = find.project(ctx)
    return paginate(
      db.vpcs.filter((v) => v.project_id === p.id),
      query,
    )
  },

  vpc_view: (ctx) => find.vpc(ctx),

  vpc_create: (ctx) => {
    const { db, body } = ctx
    const p = find.project(ctx, { need: 'collaborator' })
    assertUnique(
      db.vpcs.filter((v) => v.project_id === p.id),
      'vpc',
      body.name,
    )
    if (
      body.ipv6_prefix &&
      !/^fd[0-9a-f]{2}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/i.test(body.ipv6_prefix)
    ) {
      throw invalidRequest(
        'VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48`',
      )
    }
    return addVpc(db, { project_id: p.id, ...body })
  },

  vpc_update: (ctx) => {
    const { db, body } = ctx
    const vpc = find.vpc(ctx, { need: 'collaborator' })
    if (body.name) {
      assertUnique(
        db.vpcs.filter((v) => v.project_id === vpc.project_id),
        'vpc',
        body.name,
        vpc.id,
      )
      vpc.name = body.name
    }
    if (body.description != null) vpc.description = body.description
    if (body.dns_name) vpc.dns_name = body.dns_name
    vpc.time_modified = clock.iso()
    return vpc
  },

  vpc_delete: (ctx) => {
    const { db } = ctx
    const vpc = find.vpc(ctx, { need: 'collaborator' })
    // Nexus refuses while anything but the default subnet remains (and no interfaces use it).
    if (db.networkInterfaces.some((n) => n.vpc_id === vpc.id)) {
      throw invalidRequest('VPC cannot be deleted while instances have network interfaces in it')
    }
    if (db.vpcSubnets.some((s) => s.vpc_id === vpc.id && s.name !== 'default')) {
      throw invalidRequest('VPC cannot be deleted while VPC Subnets exist')
    }
    removeVpcTree(db, vpc.id)
  },
} satisfies HandlerMap
