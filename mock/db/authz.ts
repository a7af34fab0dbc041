// Who may do what. Roles at fleet, silo and project level, inherited downwards (a silo
// collaborator is a collaborator on every project of the silo), as in Nexus's authz policy.
// Like Nexus, a project the actor cannot read answers 404 rather than revealing it exists.
import { forbidden, notFound } from './errors'
import type { Db } from './store'
import type { Schemas as S } from './types'

/** The signed-in user and their silo. */
export type Actor = { user: S['User']; silo: S['Silo'] }

type Role = 'admin' | 'collaborator' | 'limited_collaborator' | 'viewer'

/** Lower is stronger (the spec's ranking, with limited_collaborator between). */
const RANK: Record<Role, number> = {
  admin: 0,
  collaborator: 1,
  limited_collaborator: 1.5,
  viewer: 2,
}

const strongest = (roles: Role[]): Role | null =>
  roles.reduce<Role | null>((best, r) => (best === null || RANK[r] < RANK[best] ? r : best), null)

const atLeast = (role: Role | null, need: Role) => role !== null && RANK[role] <= RANK[need]

/** The user's id and the ids of their groups: the identities role assignments name. */
export function identities(db: Db, actor: Actor) {
  const groups = db.groupMembers.filter((m) => m.user_id === actor.user.id).map((m) => m.group_id)
  return new Set([actor.user.id, ...groups])
}

function rolesIn(
  db: Db,
  actor: Actor,
  policy: { role_assignments: { identity_id: string; role_name: Role }[] } | undefined,
) {
  const ids = identities(db, actor)
  return (policy?.role_assignments ?? [])
    .filter((a) => ids.has(a.identity_id))
    .map((a) => a.role_name)
}

export const siloRole = (db: Db, actor: Actor) =>
  strongest(rolesIn(db, actor, db.siloPolicies[actor.silo.id]))

export function fleetRole(db: Db, actor: Actor) {
  const direct = rolesIn(db, actor, db.fleetPolicy)
  const silo = siloRole(db, actor)
  const mapped = silo ? (actor.silo.mapped_fleet_roles[silo] ?? []) : []
  return strongest([...direct, ...mapped])
}

export function projectRole(db: Db, actor: Actor, projectId: string) {
  if (db.projectSilo[projectId] !== actor.silo.id) return null
  const own = rolesIn(db, actor, db.projectPolicies[projectId])
  const silo = siloRole(db, actor)
  return strongest(silo ? [...own, silo] : own)
}

/** Has any role in the silo, directly or on one of its projects. */
export function isSiloMember(db: Db, actor: Actor) {
  if (siloRole(db, actor)) return true
  return db.projects.some((p) => projectRole(db, actor, p.id) !== null)
}

/** Silo-level reads and lists: 403 for users with no role anywhere in the silo. */
export function requireSiloMember(db: Db, actor: Actor) {
  if (!isSiloMember(db, actor)) throw forbidden()
}

export function requireSiloRole(db: Db, actor: Actor, need: Role) {
  requireSiloMember(db, actor)
  if (!atLeast(siloRole(db, actor), need)) throw forbidden()
}

export function requireFleet(db: Db, actor: Actor, need: 'viewer' | 'collaborator' | 'admin') {
  if (!atLeast(fleetRole(db, actor), need)) throw forbidden()
}

export const isFleetViewer = (db: Db, actor: Actor) => atLeast(fleetRole(db, actor), 'viewer')

export const canReadProject = (db: Db, actor: Actor, projectId: string) =>
  projectRole(db, actor, projectId) !== null

/** Project access: 403 outside the silo's members, 404 when hidden, 403 when too weak. */
export function requireProject(
  db: Db,
  actor: Actor,
  project: S['Project'],
  need: Role,
  by: { name: string } | { id: string },
) {
  requireSiloMember(db, actor)
  const role = projectRole(db, actor, project.id)
  if (role === null) throw notFound('project', by)
  if (!atLeast(role, need)) throw forbidden()
}
