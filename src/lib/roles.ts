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
