// Role assignments (spec section 6): give a user or group a role, or take it away, on a project,
// the silo or the fleet. Each reads the policy, changes one identity's assignment and PUTs the
// whole policy back, so every level has its own pair of commands and its own CLI line.
import { z } from 'zod'
import { invalidate } from '@/api/hooks'
import {
  deleteRole,
  isRoleHolder,
  setRole,
  type Identity,
  type Policy,
  type RoleHolder,
  type RoleName,
} from '@/lib/roles'
import { project, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeProjects } from '../core/complete'
import { defineCommand, type Availability, type Choice, type CommandContext } from '../core/define'
import { isFleetViewer } from '../navigation/navigation-define'
import {
  completeGrantees,
  completeHolders,
  findIdentity,
  identityName,
  levels,
  loadIdentities,
  type Level,
} from './role-levels'
import { expectedChanged, expectedRole, roleUndo } from './role-undo'

const group = 'Access'

// Strongest first, as the spec ranks them (roleOrder).
export const ROLES = ['admin', 'collaborator', 'viewer'] as const satisfies readonly RoleName[]

const identity = ref('User or group: its id, or its display name')
const role = z.enum(ROLES).describe('Role: admin, collaborator or viewer')

const completeRoles = async (): Promise<Choice[]> => ROLES.map((r) => ({ value: r }))

type RoleArgs = { project?: string; identity: string; role: RoleName; expected?: string }

/** Refuses (and refreshes the list, which then shows their change) over someone else's change. */
async function refuseIfChanged(
  level: Level,
  a: { project?: string; expected?: string },
  policy: Policy,
  who: Identity,
  ctx: CommandContext,
) {
  const stale = expectedChanged(policy, who, a.expected, level.where(a.project))
  if (!stale) return
  await invalidate(ctx.mutate, level.view)
  throw stale
}

async function grant(level: Level, a: RoleArgs, ctx: CommandContext): Promise<Identity> {
  const [all, policy] = await Promise.all([loadIdentities(), level.read(a.project)])
  const who = findIdentity(all, policy, a.identity)
  await refuseIfChanged(level, a, policy, who, ctx)
  await level.write(setRole(policy, who.id, who.identityType, a.role), a.project)
  await invalidate(ctx.mutate, level.view)
  return who
}

async function revoke(level: Level, a: Omit<RoleArgs, 'role'>, ctx: CommandContext) {
  const [all, policy] = await Promise.all([loadIdentities(), level.read(a.project)])
  const who = findIdentity(all, policy, a.identity)
  await refuseIfChanged(level, a, policy, who, ctx)
  if (!policy.roleAssignments.some((r) => r.identityId === who.id))
    throw new Error(`${who.name} has no role on ${level.where(a.project)}`)
  await level.write(deleteRole(policy, who.id), a.project)
  await invalidate(ctx.mutate, level.view)
  return who
}

const nameOf = (result: unknown, fallback: string) =>
  (result as Identity | undefined)?.name ?? identityName(fallback)

const setMessage = (level: Level) => (a: RoleArgs, r: unknown) =>
  `${nameOf(r, a.identity)} is now ${a.role} on ${level.where(a.project)}`
const removeMessage = (level: Level) => (a: Omit<RoleArgs, 'role'>, r: unknown) =>
  `Removed the role of ${nameOf(r, a.identity)} on ${level.where(a.project)}`
const removeConfirm = (level: Level) => (a: Omit<RoleArgs, 'role'>) => ({
  title: 'Remove role',
  message: `Remove the role of ${identityName(a.identity)} on ${level.where(a.project)}? They keep any role given elsewhere or through a group.`,
  actionLabel: 'Remove',
  danger: true,
})
// A row that holds no role at this level (a project row showing only the silo's role) has
// nothing to remove: the menu says so rather than failing after the confirm dialog.
const holdsRole =
  (level: Level) =>
  (_ctx: CommandContext, a: Partial<RoleArgs>, target?: RoleHolder): Availability =>
    target && target.role === undefined
      ? `${target.name} has no role on ${level.where(a.project)}${level.key === 'project' ? '; its role comes from the silo' : ''}`
      : true
// The confirm dialog names the identity: load the names before it asks (dispatch resolves first).
const resolveNames = async () => loadIdentities()

// A policy PUT takes the whole policy as JSON; the CLI reads it from a file.
const jsonBody = 'policy.json'
const projectCli = (a: { project?: string }) =>
  cli('project policy update', { project: a.project, jsonBody })
const siloCli = () => cli('api /v1/policy', { method: 'PUT', input: jsonBody })
const fleetCli = () => cli('api /v1/system/policy', { method: 'PUT', input: jsonBody })

const projectDefaults = (ctx: CommandContext) => ({ project: ctx.scope.project })

export const roleSetProjectCommand = defineCommand({
  id: 'role.set-project',
  title: 'Set project role',
  group,
  keywords: ['access', 'grant', 'add', 'change', 'policy', 'permission'],
  args: z.object({ project, identity, role, expected: expectedRole }),
  line: {
    words: ['role', 'set'],
    positional: ['role'],
    flags: { group: 'identity', user: 'identity' },
  },
  defaults: projectDefaults,
  complete: {
    project: completeProjects,
    identity: completeGrantees(levels.project),
    role: completeRoles,
  },
  run: (a, ctx) => grant(levels.project, a, ctx),
  successMessage: setMessage(levels.project),
  undo: roleUndo(levels.project, 'set'),
  cli: projectCli,
})

export const roleRemoveProjectCommand = defineCommand({
  id: 'role.remove-project',
  title: 'Remove project role',
  group,
  keywords: ['access', 'revoke', 'delete', 'policy', 'permission'],
  args: z.object({ project, identity, expected: expectedRole }),
  defaults: projectDefaults,
  complete: { project: completeProjects, identity: completeHolders(levels.project) },
  target: isRoleHolder,
  available: holdsRole(levels.project),
  resolve: resolveNames,
  confirm: removeConfirm(levels.project),
  run: (a, ctx) => revoke(levels.project, a, ctx),
  successMessage: removeMessage(levels.project),
  undo: roleUndo(levels.project, 'remove'),
  cli: projectCli,
})

export const roleSetSiloCommand = defineCommand({
  id: 'role.set-silo',
  title: 'Set silo role',
  group,
  keywords: ['access', 'grant', 'add', 'change', 'policy', 'permission'],
  args: z.object({ identity, role, expected: expectedRole }),
  complete: { identity: completeGrantees(levels.silo), role: completeRoles },
  run: (a, ctx) => grant(levels.silo, a, ctx),
  successMessage: setMessage(levels.silo),
  undo: roleUndo(levels.silo, 'set'),
  cli: siloCli,
})

export const roleRemoveSiloCommand = defineCommand({
  id: 'role.remove-silo',
  title: 'Remove silo role',
  group,
  keywords: ['access', 'revoke', 'delete', 'policy', 'permission'],
  args: z.object({ identity, expected: expectedRole }),
  complete: { identity: completeHolders(levels.silo) },
  target: isRoleHolder,
  available: holdsRole(levels.silo),
  resolve: resolveNames,
  confirm: removeConfirm(levels.silo),
  run: (a, ctx) => revoke(levels.silo, a, ctx),
  successMessage: removeMessage(levels.silo),
  undo: roleUndo(levels.silo, 'remove'),
  cli: siloCli,
})

export const roleSetFleetCommand = defineCommand({
  id: 'role.set-fleet',
  title: 'Set fleet role',
  group,
  keywords: ['access', 'grant', 'add', 'change', 'policy', 'permission', 'system'],
  args: z.object({ identity, role, expected: expectedRole }),
  complete: { identity: completeGrantees(levels.fleet), role: completeRoles },
  visible: isFleetViewer,
  run: (a, ctx) => grant(levels.fleet, a, ctx),
  successMessage: setMessage(levels.fleet),
  undo: roleUndo(levels.fleet, 'set'),
  cli: fleetCli,
})

export const roleRemoveFleetCommand = defineCommand({
  id: 'role.remove-fleet',
  title: 'Remove fleet role',
  group,
  keywords: ['access', 'revoke', 'delete', 'policy', 'permission', 'system'],
  args: z.object({ identity, expected: expectedRole }),
  complete: { identity: completeHolders(levels.fleet) },
  visible: isFleetViewer,
  target: isRoleHolder,
  available: holdsRole(levels.fleet),
  resolve: resolveNames,
  confirm: removeConfirm(levels.fleet),
  run: (a, ctx) => revoke(levels.fleet, a, ctx),
  successMessage: removeMessage(levels.fleet),
  undo: roleUndo(levels.fleet, 'remove'),
  cli: fleetCli,
})

export const roleCommands = commandList(
  roleSetProjectCommand,
  roleRemoveProjectCommand,
  roleSetSiloCommand,
  roleRemoveSiloCommand,
  roleSetFleetCommand,
  roleRemoveFleetCommand,
)
