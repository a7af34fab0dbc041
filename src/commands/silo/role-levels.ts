// The three policy levels role commands work on (spec section 6: fleet, silo and project), each
// as a read, a write and the query to refresh, plus the identities a role can be given to.
import {
  groupList,
  policyUpdate,
  policyView,
  projectPolicyUpdate,
  projectPolicyView,
  systemPolicyUpdate,
  systemPolicyView,
  userList,
} from '@/api/generated/operations'
import type { FleetRolePolicy, ProjectRolePolicy, SiloRolePolicy } from '@/api/generated/schemas'
import { fetchAllPages } from '@/api/hooks'
import {
  availableIdentities,
  byGroupThenName,
  type Identity,
  type IdentityType,
  type Policy,
} from '@/lib/roles'
import type { Choice, CommandContext } from '../core/define'

export type LevelKey = 'project' | 'silo' | 'fleet'

export type Level = {
  key: LevelKey
  /** "project demo", "the silo", "the fleet": where the role applies, for messages */
  where: (project?: string) => string
  read: (project?: string) => Promise<Policy>
  write: (policy: Policy, project?: string) => Promise<unknown>
  /** the policy query the access page reads */
  view: { key: string }
}

const needProject = (project?: string) => {
  if (!project) throw new Error('A project is required')
  return project
}

// The endpoints take each level's own role enum; the commands only ever write the section 6
// roles, which all three enums contain, so the shared shape is cast back at the boundary.
export const levels: Record<LevelKey, Level> = {
  project: {
    key: 'project',
    where: (project) => `project ${project ?? ''}`.trim(),
    read: (project) => projectPolicyView({ path: { project: needProject(project) } }),
    write: (policy, project) =>
      projectPolicyUpdate({
        path: { project: needProject(project) },
        body: policy as ProjectRolePolicy,
      }),
    view: projectPolicyView,
  },
  silo: {
    key: 'silo',
    where: () => 'the silo',
    read: () => policyView({}),
    write: (policy) => policyUpdate({ body: policy as SiloRolePolicy }),
    view: policyView,
  },
  fleet: {
    key: 'fleet',
    where: () => 'the fleet',
    read: () => systemPolicyView({}),
    write: (policy) => systemPolicyUpdate({ body: policy as FleetRolePolicy }),
    view: systemPolicyView,
  },
}

// Display names of the identities last loaded. A confirm dialog only sees the args (an id), yet
// must name who loses the role; `resolve` loads the identities just before it asks.
const knownNames = new Map<string, string>()

/** The display name of an identity loaded before, or the id itself. */
export const identityName = (id: string) => knownNames.get(id) ?? id

/** Every user and group of the silo, groups first, then by name. */
export async function loadIdentities(): Promise<Identity[]> {
  const [users, groups] = await Promise.all([
    fetchAllPages(userList, {}),
    fetchAllPages(groupList, {}),
  ])
  const all = availableIdentities(users, groups, { roleAssignments: [] })
  for (const i of all) knownNames.set(i.id, i.name)
  return all
}

/**
 * The identity an argument names: an id, or a display name when exactly one user or group has
 * it (scripts and typed palette input use names). An id only the policy knows still resolves.
 */
export function findIdentity(all: Identity[], policy: Policy, value: string): Identity {
  const byId = all.find((i) => i.id === value)
  if (byId) return byId
  const byName = all.filter((i) => i.name === value)
  if (byName.length === 1) return byName[0]!
  if (byName.length > 1) throw new Error(`More than one user or group is named ${value}`)
  const held = policy.roleAssignments.find((a) => a.identityId === value)
  if (held) return { id: value, name: value, identityType: held.identityType }
  throw new Error(`No user or group ${value}`)
}

export const typeLabel = (t: IdentityType) => (t === 'silo_group' ? 'group' : 'user')

// The value is the display name when no other user or group shares it: the palette's chips, the
// command log and recent commands then read "web-team", not a UUID. `findIdentity` takes either.
const valueOf = (all: Identity[], i: Identity) =>
  all.filter((o) => o.name === i.name).length === 1 ? i.name : i.id

const choice = (all: Identity[], i: Identity, detail: string): Choice => ({
  value: valueOf(all, i),
  label: i.name,
  detail,
  keywords: [i.name, typeLabel(i.identityType)],
  target: i,
})

/** Those holding a role at this level, groups first, then by name, with their role. */
function assignedChoices(all: Identity[], policy: Policy): Choice[] {
  const byId = new Map(all.map((i) => [i.id, i]))
  return policy.roleAssignments
    .map(
      (a): Identity =>
        byId.get(a.identityId) ?? {
          id: a.identityId,
          name: a.identityId,
          identityType: a.identityType,
        },
    )
    .sort(byGroupThenName)
    .map((i) => {
      const role = policy.roleAssignments.find((a) => a.identityId === i.id)?.roleName
      return choice(all, i, `${typeLabel(i.identityType)} · ${role}`)
    })
}

// Silo and fleet commands have no project argument, so the partial args are any object here.
const projectOf = (level: Level, ctx: CommandContext, p: { project?: string }) =>
  level.key === 'project' ? (p.project ?? ctx.scope.project) : undefined

/**
 * Identities to give a role to: first those without one at this level (a new assignment), then
 * those holding one, whose role the command changes.
 */
export const completeGrantees =
  (level: Level) =>
  async (ctx: CommandContext, p: object): Promise<Choice[]> => {
    const project = projectOf(level, ctx, p)
    if (level.key === 'project' && !project) return []
    const [all, policy] = await Promise.all([loadIdentities(), level.read(project)])
    const users = all.filter((i) => i.identityType === 'silo_user')
    const groups = all.filter((i) => i.identityType === 'silo_group')
    const fresh = availableIdentities(
      users.map((u) => ({ id: u.id, displayName: u.name })),
      groups.map((g) => ({ id: g.id, displayName: g.name })),
      policy,
    ).map((i) => choice(all, i, typeLabel(i.identityType)))
    return [...fresh, ...assignedChoices(all, policy)]
  }

/** Identities holding a role at this level, the ones a role can be removed from. */
export const completeHolders =
  (level: Level) =>
  async (ctx: CommandContext, p: object): Promise<Choice[]> => {
    const project = projectOf(level, ctx, p)
    if (level.key === 'project' && !project) return []
    const [all, policy] = await Promise.all([loadIdentities(), level.read(project)])
    return assignedChoices(all, policy)
  }
