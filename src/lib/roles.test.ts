import { describe, expect, it } from 'vitest'
import {
  availableIdentities,
  byGroupThenName,
  deleteRole,
  accessSourceLabel,
  getEffectiveRole,
  projectAccess,
  roleOrder,
  setRole,
  userRoleFromPolicies,
  type Policy,
} from './roles'

describe('roleOrder and getEffectiveRole', () => {
  it('ranks admin 0, collaborator 1, viewer 2', () => {
    expect(roleOrder).toEqual({ admin: 0, collaborator: 1, viewer: 2 })
  })

  it.each([
    [['viewer', 'admin', 'collaborator'], 'admin'],
    [['viewer', 'collaborator'], 'collaborator'],
    [['viewer'], 'viewer'],
    [['viewer', 'viewer'], 'viewer'],
    [['viewer', 'limited_collaborator'], 'limited_collaborator'],
    [['collaborator', 'limited_collaborator'], 'collaborator'],
    [[], undefined],
  ])('%j -> %s', (roles, expected) => {
    expect(getEffectiveRole(roles)).toBe(expected)
  })
})

const policy: Policy = {
  roleAssignments: [
    { identityId: 'u1', identityType: 'silo_user', roleName: 'viewer' },
    { identityId: 'g1', identityType: 'silo_group', roleName: 'collaborator' },
  ],
}

describe('setRole and deleteRole', () => {
  it('adds an assignment for a new identity', () => {
    const next = setRole(policy, 'u2', 'silo_user', 'admin')
    expect(next.roleAssignments).toHaveLength(3)
    expect(next.roleAssignments).toContainEqual({
      identityId: 'u2',
      identityType: 'silo_user',
      roleName: 'admin',
    })
  })

  it('replaces the existing assignment of that identity', () => {
    const next = setRole(policy, 'u1', 'silo_user', 'admin')
    expect(next.roleAssignments.filter((a) => a.identityId === 'u1')).toEqual([
      { identityId: 'u1', identityType: 'silo_user', roleName: 'admin' },
    ])
    expect(next.roleAssignments).toHaveLength(2)
  })

  it('replaces duplicates too and leaves the input untouched', () => {
    const dup: Policy = {
      roleAssignments: [
        ...policy.roleAssignments,
        { identityId: 'u1', identityType: 'silo_user', roleName: 'admin' },
      ],
    }
    const next = setRole(dup, 'u1', 'silo_user', 'collaborator')
    expect(next.roleAssignments.filter((a) => a.identityId === 'u1')).toHaveLength(1)
    expect(dup.roleAssignments).toHaveLength(3)
    expect(policy.roleAssignments[0]?.roleName).toBe('viewer')
  })

  it('deleteRole drops every assignment of the identity only', () => {
    const next = deleteRole(policy, 'g1')
    expect(next.roleAssignments).toEqual([policy.roleAssignments[0]])
    expect(deleteRole(policy, 'nobody').roleAssignments).toEqual(policy.roleAssignments)
  })
})

describe('userRoleFromPolicies', () => {
  const silo: Policy = {
    roleAssignments: [{ identityId: 'g-ops', identityType: 'silo_group', roleName: 'viewer' }],
  }
  const project: Policy = {
    roleAssignments: [
      { identityId: 'me', identityType: 'silo_user', roleName: 'collaborator' },
      { identityId: 'someone', identityType: 'silo_user', roleName: 'admin' },
    ],
  }

  it('takes the strongest role across the user, their groups and all policies', () => {
    expect(userRoleFromPolicies({ id: 'me' }, [{ id: 'g-ops' }], [silo, project])).toBe(
      'collaborator',
    )
    expect(userRoleFromPolicies({ id: 'me' }, [{ id: 'g-ops' }], [silo])).toBe('viewer')
    expect(userRoleFromPolicies({ id: 'me' }, [], [silo])).toBeUndefined()
  })

  it('counts a group assignment stronger than the direct one', () => {
    const groupAdmin: Policy = {
      roleAssignments: [{ identityId: 'g-ops', identityType: 'silo_group', roleName: 'admin' }],
    }
    expect(userRoleFromPolicies({ id: 'me' }, [{ id: 'g-ops' }], [project, groupAdmin])).toBe(
      'admin',
    )
  })
})

describe('availableIdentities', () => {
  const users = [
    { id: 'u1', displayName: 'zoe' },
    { id: 'u2', displayName: 'adam' },
    { id: 'u3', displayName: 'mia' },
  ]
  const groups = [
    { id: 'g1', displayName: 'ops' },
    { id: 'g2', displayName: 'devs' },
  ]

  it('offers identities without an assignment, groups first, then by name', () => {
    expect(availableIdentities(users, groups, policy)).toEqual([
      { id: 'g2', name: 'devs', identityType: 'silo_group' },
      { id: 'u2', name: 'adam', identityType: 'silo_user' },
      { id: 'u3', name: 'mia', identityType: 'silo_user' },
    ])
  })

  it('offers everyone for an empty policy', () => {
    expect(availableIdentities(users, groups, { roleAssignments: [] }).map((i) => i.id)).toEqual([
      'g2',
      'g1',
      'u2',
      'u3',
      'u1',
    ])
  })
})

it('byGroupThenName sorts groups before users, then by name', () => {
  const list = [
    { identityType: 'silo_user' as const, name: 'b' },
    { identityType: 'silo_group' as const, name: 'z' },
    { identityType: 'silo_user' as const, name: 'a' },
    { identityType: 'silo_group' as const, name: 'c' },
  ]
  expect([...list].sort(byGroupThenName).map((x) => x.name)).toEqual(['c', 'z', 'a', 'b'])
})

describe('projectAccess: the effective role on a project', () => {
  const user = (identityId: string, roleName: string) =>
    ({ identityId, identityType: 'silo_user', roleName }) as const
  const group = (identityId: string, roleName: string) =>
    ({ identityId, identityType: 'silo_group', roleName }) as const
  const access = (silo: Policy['roleAssignments'], project: Policy['roleAssignments']) =>
    projectAccess({ roleAssignments: silo }, { roleAssignments: project })
  const byId = (rows: ReturnType<typeof projectAccess>) =>
    Object.fromEntries(rows.map((r) => [r.identityId, r]))

  it('takes the stronger of the project role and the inherited silo role, naming its source', () => {
    const rows = byId(
      access(
        [user('a', 'admin'), group('g', 'viewer'), user('c', 'collaborator')],
        [user('a', 'viewer'), group('g', 'collaborator'), user('c', 'collaborator')],
      ),
    )
    expect(rows.a).toMatchObject({
      projectRole: 'viewer',
      siloRole: 'admin',
      effectiveRole: 'admin',
      from: ['silo'],
    })
    expect(rows.g).toMatchObject({ effectiveRole: 'collaborator', from: ['project'] })
    expect(rows.c).toMatchObject({ effectiveRole: 'collaborator', from: ['silo', 'project'] })
    expect(accessSourceLabel(rows.c!.from)).toBe('silo + project')
  })

  it('lists identities holding only a silo role or only a project role, once each', () => {
    const rows = access([group('web', 'viewer')], [user('dev', 'collaborator')])
    expect(rows).toEqual([
      {
        identityId: 'dev',
        identityType: 'silo_user',
        projectRole: 'collaborator',
        siloRole: undefined,
        effectiveRole: 'collaborator',
        from: ['project'],
      },
      {
        identityId: 'web',
        identityType: 'silo_group',
        projectRole: undefined,
        siloRole: 'viewer',
        effectiveRole: 'viewer',
        from: ['silo'],
      },
    ])
  })

  it('ranks limited_collaborator between collaborator and viewer', () => {
    const rows = byId(
      access(
        [group('web', 'collaborator'), user('v', 'viewer')],
        [group('web', 'limited_collaborator'), user('v', 'limited_collaborator')],
      ),
    )
    expect(rows.web).toMatchObject({ effectiveRole: 'collaborator', from: ['silo'] })
    expect(rows.v).toMatchObject({ effectiveRole: 'limited_collaborator', from: ['project'] })
  })

  it('keeps the strongest of duplicate assignments, and shows a role it cannot rank', () => {
    const rows = byId(access([user('x', 'viewer'), user('x', 'admin')], [user('y', 'operator')]))
    expect(rows.x).toMatchObject({ siloRole: 'admin', effectiveRole: 'admin' })
    expect(rows.y).toMatchObject({ effectiveRole: 'operator', from: ['project'] })
  })

  it('is empty when neither policy has an assignment', () => {
    expect(access([], [])).toEqual([])
  })
})
