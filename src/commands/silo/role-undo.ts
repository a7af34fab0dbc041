// Undo of the role commands: back to the identity's role before the change (the old role, or
// none). Like the commands themselves it reads the policy as it is now and changes only that one
// identity's entry, so roles others gave or took meanwhile stay; and it acts only while the
// identity still holds the role the change left.
import { z } from 'zod'
import { OfferError } from '../core/offer-error'
import type { Identity, Policy } from '@/lib/roles'
import { undoable } from '../core/undo-spec'
import type { Level } from './role-levels'
import { step } from '../history/undo-checks'

type RoleArgs = { project?: string; identity: string; role?: string }

/** The roles the set commands take (roles.ts ROLES; repeated to keep the import one-way). */
const SETTABLE = ['admin', 'collaborator', 'viewer']

const roleOf = (policy: Policy, id: string) =>
  policy.roleAssignments.find((r) => r.identityId === id)?.roleName

/** `set`: the change left `args.role`; `remove`: it left none. */
export const roleUndo = (level: Level, kind: 'set' | 'remove') =>
  undoable<RoleArgs, Policy, Identity>({
    before: (a) => level.read(a.project),
    inverse: (a, policy, who) => {
      const old = roleOf(policy, who.id)
      const left = kind === 'set' ? a.role : undefined
      if (old === left) return null
      if (old && !SETTABLE.includes(old))
        return `its old role ${old} is not one the console gives (admin, collaborator, viewer)`
      const where = level.where(a.project)
      const scope = level.key === 'project' ? { project: a.project } : {}
      return step(
        old ? `role.set-${level.key}` : `role.remove-${level.key}`,
        { ...scope, identity: who.id, ...(old ? { role: old } : {}) },
        old
          ? `Give ${who.name} back the ${old} role on ${where}`
          : `Remove the role of ${who.name} on ${where}`,
        async () => {
          const now = roleOf(await level.read(a.project), who.id)
          if (now === left) return true
          return `${who.name} now has ${now ? `the ${now} role` : 'no role'} on ${where} (this change left ${left ?? 'none'})`
        },
      )
    },
  })

/** The guard a row's menu sends: the role the identity held when the row was read. */
export const expectedRole = z
  .string()
  .optional()
  .describe('The role the identity held when the row was read (none: no role); refuses if changed')

/**
 * The set and remove commands change one entry of the policy as it is at save time; with the
 * row's `expected` role they refuse when that entry was changed by someone else since. Answers
 * the refusal, or null.
 */
export function expectedChanged(
  policy: Policy,
  who: Identity,
  expected: string | undefined,
  where: string,
) {
  if (expected === undefined) return null
  const now = roleOf(policy, who.id) ?? 'none'
  if (now === expected) return null
  return new OfferError(
    `The role of ${who.name} on ${where} was changed by someone else since it was read: it is now ${now}. The list shows it now; Overwrite applies yours over it`,
    { label: 'Overwrite', without: ['expected'] },
  )
}
