// Role helpers of the spec's section 6. Policies exist at fleet, silo and project level; all three
// share this shape, so these helpers are generic over the role names each level allows.

/** Rank of each role: the lowest number is the strongest (section 6). */
export const roleOrder = { admin: 0, collaborator: 1, viewer: 2 } as const

export type RoleName = keyof typeof roleOrder

// nexus.json also has `limited_collaborator` on silos and projects: a collaborator without
// networking rights, so it sits between collaborator and viewer.
const rankOf = (role: string): number | undefined =>
  role in roleOrder
    ? roleOrder[role as RoleName]
    : role === 'limited_collaborator'
      ? 1.5
      : undefined

export type IdentityType = 'silo_user' | 'silo_group'

export type RoleAssignment<R extends string = string> = {
  identityId: string
  identityType: IdentityType
  roleName: R
}

export type Policy<R extends string = string> = { roleAssignments: RoleAssignment<R>[] }

/** A user or group as the API lists them. */
export type IdentityRecord = { id: string; displayName: string }

/** An identity offered in the role picker. */
export type Identity = { id: string; name: string; identityType: IdentityType }

/** The strongest of a set of roles, or undefined when there is none. */
export function getEffectiveRole<R extends string>(roles: readonly R[]): R | undefined {
  let best: R | undefined
  let bestRank = Infinity
  for (const role of roles) {
    const rank = rankOf(role)
    if (rank !== undefined && rank < bestRank) {
      best = role
      bestRank = rank
    }
  }
  return best
}

/** A new policy where `identityId` holds exactly `role`, replacing whatever it held. */
export function setRole<R extends string>(
  policy: Policy<R>,
  identityId: string,
  identityType: IdentityType,
  role: R,
): Policy<R> {
  return {
    ...policy,
    roleAssignments: [
      ...policy.roleAssignments.filter((a) => a.identityId !== identityId),
      { identityId, identityType, roleName: role },
    ],
  }
}

/** A new policy without any assignment of `identityId`. */
export function deleteRole<R extends string>(policy: Policy<R>, identityId: string): Policy<R> {
  return {
    ...policy,
    roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId),
  }
}

/**
 * The user's strongest role across the given policies (for example silo and project), counting
 * assignments to the user directly and to any of their groups.
 */
export function userRoleFromPolicies<R extends string>(
  user: { id: string },
  groups: readonly { id: string }[],
  policies: readonly Policy<R>[],
): R | undefined {
  const ids = new Set([user.id, ...groups.map((g) => g.id)])
  const roles = policies.flatMap((p) =>
    p.roleAssignments.filter((a) => ids.has(a.identityId)).map((a) => a.roleName),
  )
  return getEffectiveRole(roles)
}

/** The levels a project role can come from: the project's own policy, or the silo's. */
export type AccessSource = 'silo' | 'project'

/** One identity's access to a project, from the silo and project policies. */
export type ProjectAccess = {
  identityId: string
  identityType: IdentityType
  /** the role the project policy gives the identity itself */
  projectRole?: string
  /** the role it inherits from the silo (a silo role applies to every project of the silo) */
  siloRole?: string
  /** the stronger of the two (section 6: the lowest rank wins) */
  effectiveRole: string
  /** the levels that grant the effective role: both when they grant the same one */
  from: AccessSource[]
}

// A role this console does not rank (a newer platform's) still shows rather than vanishing.
const strongestOf = (roles: string[]) => getEffectiveRole(roles) ?? roles[0]

const rolesOf = (policy: Policy, identityId: string) =>
  policy.roleAssignments.filter((a) => a.identityId === identityId).map((a) => a.roleName)

/**
 * Every identity holding a role on the project, directly or through the silo, with its effective
 * role: the strongest of its project role and its silo role, as the platform grants it. Only the
 * identity's own assignments count here, not those of groups a user is in: the table lists users
 * and groups side by side, each with what its own assignments give.
 */
export function projectAccess(siloPolicy: Policy, projectPolicy: Policy): ProjectAccess[] {
  const identities = new Map<string, IdentityType>()
  for (const a of [...projectPolicy.roleAssignments, ...siloPolicy.roleAssignments])
    if (!identities.has(a.identityId)) identities.set(a.identityId, a.identityType)
  return [...identities].map(([identityId, identityType]) => {
    const projectRole = strongestOf(rolesOf(projectPolicy, identityId))
    const siloRole = strongestOf(rolesOf(siloPolicy, identityId))
    const held = [siloRole, projectRole].filter((r) => r !== undefined)
    // `!`: the identity comes from an assignment of one of the two policies, so it holds a role.
    const effectiveRole = strongestOf(held)!
    const from: AccessSource[] = []
    if (siloRole === effectiveRole) from.push('silo')
    if (projectRole === effectiveRole) from.push('project')
    return { identityId, identityType, projectRole, siloRole, effectiveRole, from }
  })
}

/** "silo", "project", or "silo + project" when both grant the effective role. */
export const accessSourceLabel = (from: readonly AccessSource[]) => from.join(' + ')

/**
 * A row of an access table handed to the role commands as their target: who it is, and the role
 * it holds at the table's level, if any (a project row may hold only the silo's role).
 */
export type RoleHolder = { kind: 'role-holder'; name: string; role?: string }

export const isRoleHolder = (t: unknown): t is RoleHolder =>
  typeof t === 'object' && t !== null && (t as { kind?: unknown }).kind === 'role-holder'

/** Groups before users, then by name. */
export function byGroupThenName(
  a: { identityType: IdentityType; name: string },
  b: { identityType: IdentityType; name: string },
): number {
  if (a.identityType !== b.identityType) return a.identityType === 'silo_group' ? -1 : 1
  return a.name.localeCompare(b.name, 'en')
}

/** The users and groups that hold no assignment in `policy` yet, groups first, then by name. */
export function availableIdentities(
  users: readonly IdentityRecord[],
  groups: readonly IdentityRecord[],
  policy: Policy,
): Identity[] {
  const assigned = new Set(policy.roleAssignments.map((a) => a.identityId))
  const toIdentity =
    (identityType: IdentityType) =>
    (r: IdentityRecord): Identity => ({ id: r.id, name: r.displayName, identityType })
  return [...groups.map(toIdentity('silo_group')), ...users.map(toIdentity('silo_user'))]
    .filter((i) => !assigned.has(i.id))
    .sort(byGroupThenName)
}
