// VPCs: list, view, create (with everything Nexus creates inside), update, delete.
import { clock } from '../db/clock'
import { invalidRequest } from '../db/errors'
import { assertUnique, lookupInProject, lookupProject } from '../db/lookup'
import { paginate } from '../db/paginate'
import { addVpc, removeVpcTree } from '../db/vpc'
import type { HandlerMap } from '../msw/types'

export const vpcHandlers = {
  vpc_list: ({ db, actor, query }) => {
    const p = lookupProject(db, actor, query.project)
    return paginate(
      db.vpcs.filter((v) => v.project_id === p.id),
      query,
    )
  },

  vpc_view: ({ db, actor, path, query }) =>
    lookupInProject(db, actor, db.vpcs, 'vpc', path.vpc, query.project),

  vpc_create: ({ db, actor, query, body }) => {
    const p = lookupProject(db, actor, query.project, 'collaborator')
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

  vpc_update: ({ db, actor, path, query, body }) => {
    const vpc = lookupInProject(db, actor, db.vpcs, 'vpc', path.vpc, query.project, 'collaborator')
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

  vpc_delete: ({ db, actor, path, query }) => {
    const vpc = lookupInProject(db, actor, db.vpcs, 'vpc', path.vpc, query.project, 'collaborator')
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
