// Projects of the current silo. Lists show only the projects the user holds a role on.
import type { Schemas as S } from '../db/types'
import { canReadProject, requireSiloMember, requireSiloRole } from '../db/authz'
import { clock } from '../db/clock'
import { invalidRequest } from '../db/errors'
import { newId } from '../db/ids'
import { assertUnique, find } from '../db/lookup'
import { paginate } from '../db/paginate'
import { addVpc, removeVpcTree } from '../db/vpc'
import type { HandlerMap } from '../msw/types'

export const projectHandlers = {
  project_list: ({ db, actor, query }) => {
    requireSiloMember(db, actor)
    const visible = db.projects.filter(
      (p) => db.projectSilo[p.id] === actor.silo.id && canReadProject(db, actor, p.id),
    )
    return paginate(visible, query)
  },

  project_view: (ctx) => find.project(ctx),

  project_create: ({ db, actor, body }) => {
    requireSiloRole(db, actor, 'collaborator')
    const siblings = db.projects.filter((p) => db.projectSilo[p.id] === actor.silo.id)
    assertUnique(siblings, 'project', body.name)
    const time = clock.iso()
    const project: S['Project'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      time_created: time,
      time_modified: time,
    }
    db.projects.push(project)
    db.projectSilo[project.id] = actor.silo.id
    db.projectPolicies[project.id] = { role_assignments: [] }
    // Like Nexus, a new project comes with a default VPC.
    addVpc(db, {
      project_id: project.id,
      name: 'default',
      description: 'Default VPC',
      dns_name: 'default',
    })
    return project
  },

  project_update: (ctx) => {
    const { db, actor, body } = ctx
    const project = find.project(ctx, { need: 'collaborator' })
    if (body.name) {
      const siblings = db.projects.filter((p) => db.projectSilo[p.id] === actor.silo.id)
      assertUnique(siblings, 'project', body.name, project.id)
      project.name = body.name
    }
    if (body.description != null) project.description = body.description
    project.time_modified = clock.iso()
    return project
  },

  project_delete: (ctx) => {
    const { db } = ctx
    const project = find.project(ctx, { need: 'admin' })
    // Nexus refuses while the project still holds resources; its default VPC is the exception
    // only when nothing else remains, and it is removed with the project here.
    const owned = [
      db.instances,
      db.disks,
      db.snapshots,
      db.images,
      db.floatingIps,
      db.externalSubnets,
    ].some((list) => list.some((x) => x.project_id === project.id))
    const vpcs = db.vpcs.filter((v) => v.project_id === project.id)
    if (owned || vpcs.some((v) => v.name !== 'default')) {
      throw invalidRequest('project to be deleted contains resources; delete them first')
    }
    for (const vpc of vpcs) removeVpcTree(db, vpc.id)
    db.projects = db.projects.filter((p) => p !== project)
    delete db.projectPolicies[project.id]
    delete db.projectSilo[project.id]
  },
} satisfies HandlerMap
