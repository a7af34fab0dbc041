// Role commands through dispatch against the node mock: set, replace and remove assignments at
// project, silo and fleet level, and the identities offered for a new assignment.
import { describe, expect, it, vi } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import {
  groupList,
  policyView,
  projectPolicyView,
  systemPolicyView,
  userList,
} from '@/api/generated/operations'
import { confirmAtom } from '@/state/confirm'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { dispatch } from '../core/dispatch'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'
import { usage } from '../command-line/grammar'

setUpMockPlatform({ register: registerAllCommands })

const idOf = async (name: string) => {
  const all = [...(await userList({})).items, ...(await groupList({})).items]
  const found = all.find((i) => i.displayName === name)
  if (!found) throw new Error(`no identity ${name}`)
  return found.id
}
const demoPolicy = async () =>
  (await projectPolicyView({ path: { project: 'demo' } })).roleAssignments

describe('role.set-project', () => {
  it('gives a group a role on the project, which the policy then holds', async () => {
    const { ctx, toasts } = fakeContext({ project: 'demo' })
    const web = await idOf('web-team')
    const result = await dispatch('role.set-project', { identity: web, role: 'viewer' }, 'test', {
      ctx,
    })
    expect(result.status).toBe('ok')
    expect(await demoPolicy()).toContainEqual({
      identityId: web,
      identityType: 'silo_group',
      roleName: 'viewer',
    })
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'web-team is now viewer on project demo',
        variant: 'success',
      }),
    ])
    expect(ctx.mutate).toHaveBeenCalled()
  })

  it('replaces the role an identity held: one assignment per identity', async () => {
    const { ctx } = fakeContext()
    const dev = await idOf('dev-user')
    const args = { project: 'demo', identity: 'dev-user', role: 'admin' }
    expect((await dispatch('role.set-project', args, 'test', { ctx })).status).toBe('ok')
    const mine = (await demoPolicy()).filter((a) => a.identityId === dev)
    expect(mine).toEqual([{ identityId: dev, identityType: 'silo_user', roleName: 'admin' }])
  })

  it('refuses an unknown identity and a role outside the three', async () => {
    const { ctx } = fakeContext()
    const unknown = await dispatch(
      'role.set-project',
      { project: 'demo', identity: 'nobody', role: 'viewer' },
      'test',
      { ctx, quiet: true },
    )
    expect(unknown).toMatchObject({ status: 'error', message: 'No user or group nobody' })
    const badRole = await dispatch(
      'role.set-project',
      { project: 'demo', identity: 'web-team', role: 'owner' },
      'test',
      { ctx, quiet: true },
    )
    expect(badRole.status).toBe('error')
    expect(await demoPolicy()).toHaveLength(1)
  })
})

describe('identity completion', () => {
  it('offers those without a role first, groups before users, then by name', async () => {
    const { ctx } = fakeContext({ project: 'data' })
    const choices = await getCommand('role.set-project').complete!.identity!(ctx, {})
    const labels = choices.map((c) => c.label)
    // data: data-team (group) and sam-data (user) hold roles; they come last, with their role.
    expect(labels).toEqual([
      'contractors',
      'platform-admins',
      'web-team',
      'dev-user',
      'lee-web',
      'maria-ops',
      'no-groups',
      'ops-admin',
      'data-team',
      'sam-data',
    ])
    expect(choices.at(-1)?.detail).toBe('user · admin')
    expect(choices[0]?.detail).toBe('group')
    // Unique display names are the values, so chips and the log read names, not ids.
    expect(choices[0]?.value).toBe('contractors')
  })

  it('offers only holders for removal', async () => {
    const { ctx } = fakeContext()
    const choices = await getCommand('role.remove-project').complete!.identity!(ctx, {
      project: 'demo',
    })
    expect(choices.map((c) => c.label)).toEqual(['dev-user'])
  })
})

describe('role.remove-project', () => {
  it('asks to confirm, naming the identity and the project, then drops the assignment', async () => {
    const { ctx, toasts } = fakeContext()
    const dev = await idOf('dev-user')
    const pending = dispatch('role.remove-project', { project: 'demo', identity: dev }, 'test', {
      ctx,
    })
    await vi.waitFor(() => expect(store.get(confirmAtom)).not.toBeNull())
    const ask = store.get(confirmAtom)!
    expect(ask.title).toBe('Remove role')
    expect(ask.message).toContain('dev-user')
    expect(ask.message).toContain('project demo')
    ask.answer(true)
    expect((await pending).status).toBe('ok')
    expect(await demoPolicy()).toEqual([])
    expect(toasts.at(-1)?.title).toBe('Removed the role of dev-user on project demo')
  })

  it('is disabled, with the reason, for a row holding only the silo role', async () => {
    const { ctx } = fakeContext()
    const web = await idOf('web-team')
    const args = { project: 'demo', identity: web }
    const siloOnly = { kind: 'role-holder', name: 'web-team' }
    const result = await dispatch('role.remove-project', args, 'test', {
      ctx,
      target: siloOnly,
      quiet: true,
    })
    expect(result).toMatchObject({
      status: 'error',
      message: 'web-team has no role on project demo; its role comes from the silo',
    })
    const cmd = getCommand('role.remove-project')
    const held = { kind: 'role-holder', name: 'dev-user', role: 'collaborator' }
    expect(cmd.available?.(ctx, args, held)).toBe(true)
    // A fleet row always holds its role; the check reads the same at every level.
    expect(getCommand('role.remove-fleet').available?.(ctx, {}, { ...siloOnly })).toBe(
      'web-team has no role on the fleet',
    )
  })

  it('reports an identity without a role there', async () => {
    const { ctx } = fakeContext()
    const result = await dispatch(
      'role.remove-project',
      { project: 'demo', identity: 'web-team' },
      'test',
      { ctx, skipConfirm: true, quiet: true },
    )
    expect(result).toMatchObject({
      status: 'error',
      message: 'web-team has no role on project demo',
    })
  })
})

describe('silo and fleet level', () => {
  it('sets and removes a silo role', async () => {
    const { ctx } = fakeContext()
    const lee = await idOf('lee-web')
    await dispatch('role.set-silo', { identity: 'lee-web', role: 'viewer' }, 'test', { ctx })
    expect((await policyView({})).roleAssignments).toContainEqual({
      identityId: lee,
      identityType: 'silo_user',
      roleName: 'viewer',
    })
    const removed = await dispatch('role.remove-silo', { identity: lee }, 'test', {
      ctx,
      skipConfirm: true,
    })
    expect(removed.status).toBe('ok')
    const ids = (await policyView({})).roleAssignments.map((a) => a.identityId)
    expect(ids).not.toContain(lee)
  })

  it('sets a fleet role; fleet commands show to fleet viewers only', async () => {
    const { ctx } = fakeContext()
    store.set(setFleetViewerAtom, false)
    expect(getCommand('role.set-fleet').visible?.(ctx)).toBe(false)
    store.set(setFleetViewerAtom, true)
    expect(getCommand('role.set-fleet').visible?.(ctx)).toBe(true)
    expect(getCommand('role.set-silo').visible).toBeUndefined()
    const data = await idOf('data-team')
    await dispatch('role.set-fleet', { identity: 'data-team', role: 'viewer' }, 'test', { ctx })
    expect((await systemPolicyView({})).roleAssignments).toContainEqual({
      identityId: data,
      identityType: 'silo_group',
      roleName: 'viewer',
    })
  })

  it('changes and removes a fleet role, confirming with the identity named', async () => {
    const { ctx, toasts } = fakeContext()
    store.set(setFleetViewerAtom, true)
    const lee = await idOf('lee-web')
    const fleetRoles = async () =>
      (await systemPolicyView({})).roleAssignments.filter((a) => a.identityId === lee)
    await dispatch('role.set-fleet', { identity: 'lee-web', role: 'viewer' }, 'test', { ctx })
    await dispatch('role.set-fleet', { identity: 'lee-web', role: 'collaborator' }, 'test', {
      ctx,
    })
    expect(await fleetRoles()).toEqual([
      { identityId: lee, identityType: 'silo_user', roleName: 'collaborator' },
    ])
    expect(toasts.at(-1)?.title).toBe('lee-web is now collaborator on the fleet')

    const pending = dispatch('role.remove-fleet', { identity: 'lee-web' }, 'test', { ctx })
    await vi.waitFor(() => expect(store.get(confirmAtom)).not.toBeNull())
    const ask = store.get(confirmAtom)!
    expect(ask.message).toContain('lee-web')
    expect(ask.message).toContain('the fleet')
    ask.answer(true)
    expect((await pending).status).toBe('ok')
    expect(await fleetRoles()).toEqual([])
    expect(toasts.at(-1)?.title).toBe('Removed the role of lee-web on the fleet')
    // The seeded operators keep theirs.
    expect((await systemPolicyView({})).roleAssignments).toHaveLength(2)
  })

  it('completes fleet identities: those without a fleet role first, holders with their role', async () => {
    const { ctx } = fakeContext()
    const grantees = await getCommand('role.set-fleet').complete!.identity!(ctx, {})
    // Seeded: platform-admins (group, viewer) and ops-admin (user, admin) hold fleet roles.
    expect(grantees.slice(-2).map((c) => [c.label, c.detail])).toEqual([
      ['platform-admins', 'group · viewer'],
      ['ops-admin', 'user · admin'],
    ])
    expect(grantees.map((c) => c.label)).toContain('lee-web')
    const holders = await getCommand('role.remove-fleet').complete!.identity!(ctx, {})
    expect(holders.map((c) => c.label)).toEqual(['platform-admins', 'ops-admin'])
    const roles = await getCommand('role.set-fleet').complete!.role!(ctx, {})
    expect(roles.map((c) => c.value)).toEqual(['admin', 'collaborator', 'viewer'])
  })

  it('gives the CLI line of each level', () => {
    expect(getCommand('role.set-project').cli?.({ project: 'demo' })).toBe(
      'oxide project policy update --project demo --json-body policy.json',
    )
    expect(getCommand('role.remove-silo').cli?.({})).toBe(
      'oxide api /v1/policy --method PUT --input policy.json',
    )
    expect(getCommand('role.set-fleet').cli?.({})).toBe(
      'oxide api /v1/system/policy --method PUT --input policy.json',
    )
  })
})

describe('role set usage', () => {
  it('lists every flag that names the identity, --user and --group included', () => {
    expect(usage(getCommand('role.set-project'))).toContain('--identity|--group|--user <identity>')
  })
})
