// Role policies at the three levels: fleet (system), silo and project.
import { requireFleet, requireSiloMember, requireSiloRole } from '../db/authz'
import { find } from '../db/lookup'
import { lookupSilo } from '../db/silos'
import type { HandlerMap } from '../msw/types'

export const policyHandlers = {
  policy_view: ({ db, actor }) => {
    requireSiloMember(db, actor)
    return db.siloPolicies[actor.silo.id] ?? { role_assignments: [] }
  },
  policy_update: ({ db, actor, body }) => {
    requireSiloRole(db, actor, 'admin')
    db.siloPolicies[actor.silo.id] = body
    return body
  },
  system_policy_view: ({ db, actor }) => {
    requireFleet(db, actor, 'viewer')
    return db.fleetPolicy
  },
  system_policy_update: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    db.fleetPolicy = body
    return body
  },
  project_policy_view: (ctx) => {
    const { db } = ctx
    const p = find.project(ctx)
    return db.projectPolicies[p.id] ?? { role_assignments: [] }
  },
  project_policy_update: (ctx) => {
    const { db, body } = ctx
    const p = find.project(ctx, { need: 'admin' })
    db.projectPolicies[p.id] = body
    return body
  },
  silo_policy_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return db.siloPolicies[lookupSilo(db, path.silo).id] ?? { role_assignments: [] }
  },
  silo_policy_update: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    db.siloPolicies[lookupSilo(db, path.silo).id] = body
    return body
  },
} satisfies HandlerMap
