// The edit forms write one entry of a whole list (firewall rules, a policy): the save applies only
// the user's change to the list as it is at save time, and refuses when the entry itself was
// changed by someone else after the form opened (the form then offers overwrite or reload).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  projectPolicyUpdate,
  projectPolicyView,
  vpcFirewallRulesUpdate,
  vpcFirewallRulesView,
} from '@/api/generated/operations'
import { toRuleUpdate } from '@/commands/vpc/firewall-rule-args'
import { dispatch } from '@/commands/core/dispatch'
import { closeMock, ctx, resetAll, setUpMock } from './harness'

beforeAll(setUpMock)
beforeEach(resetAll)
afterAll(closeMock)

const vpc = { project: 'demo', vpc: 'default' }
const rules = async () => (await vpcFirewallRulesView({ query: vpc })).rules
const put = async (f: (r: Awaited<ReturnType<typeof rules>>) => unknown[]) =>
  vpcFirewallRulesUpdate({ query: vpc, body: { rules: f(await rules()) as never } })
const save = (args: Record<string, unknown>) =>
  dispatch('firewall-rule.update', { ...vpc, rule: 'allow-https', ...args }, 'test', {
    ctx: ctx(),
    quiet: true,
  })

describe('the firewall rule edit form', () => {
  it('keeps a rule someone else added after the form opened', async () => {
    const opened = toRuleUpdate((await rules()).find((r) => r.name === 'allow-https')!)
    await put((list) => [...list.map(toRuleUpdate), { ...opened, name: 'theirs' }])
    expect(await save({ priority: 9, expected: opened })).toMatchObject({ status: 'ok' })
    const now = await rules()
    expect(now.map((r) => r.name)).toContain('theirs')
    expect(now.find((r) => r.name === 'allow-https')?.priority).toBe(9)
  })

  it('refuses over a change to the same rule; without the guard it overwrites', async () => {
    const opened = toRuleUpdate((await rules()).find((r) => r.name === 'allow-https')!)
    await put((list) =>
      list.map((r) => (r.name === 'allow-https' ? { ...toRuleUpdate(r), priority: 3 } : r)),
    )
    expect(await save({ priority: 9, expected: opened })).toMatchObject({
      status: 'error',
      message: 'Firewall rule allow-https was changed by someone else after this form opened',
    })
    expect((await rules()).find((r) => r.name === 'allow-https')?.priority).toBe(3)
    expect(await save({ priority: 9 })).toMatchObject({ status: 'ok' })
    expect((await rules()).find((r) => r.name === 'allow-https')?.priority).toBe(9)
  })
})

describe('the role form (Change role from a row)', () => {
  const roleOf = async (id: string) =>
    (await projectPolicyView({ path: { project: 'demo' } })).roleAssignments.find(
      (a) => a.identityId === id,
    )?.roleName

  it('refuses when the role changed since the row was read, and says to what', async () => {
    const policy = await projectPolicyView({ path: { project: 'demo' } })
    const dev = policy.roleAssignments.find((a) => a.roleName === 'collaborator')!
    await projectPolicyUpdate({
      path: { project: 'demo' },
      body: {
        roleAssignments: policy.roleAssignments.map((a) =>
          a === dev ? { ...a, roleName: 'viewer' } : a,
        ),
      },
    })
    const c = ctx()
    const r = await dispatch(
      'role.set-project',
      { project: 'demo', identity: dev.identityId, role: 'admin', expected: 'collaborator' },
      'test',
      { ctx: c, quiet: true },
    )
    expect(r).toMatchObject({ status: 'error', message: /changed by someone else.*now viewer/ })
    // The list is refreshed: it shows their change.
    expect(c.mutate).toHaveBeenCalled()
    expect(await roleOf(dev.identityId)).toBe('viewer')
    // The refusal offers to overwrite: the same change without the guard.
    if (r.status !== 'error') throw new Error('expected a refusal')
    expect(r.action).toEqual({
      label: 'Overwrite',
      commandId: 'role.set-project',
      args: { project: 'demo', identity: dev.identityId, role: 'admin' },
    })
    const again = await dispatch(r.action!.commandId, r.action!.args, 'test', {
      ctx: c,
      quiet: true,
    })
    expect(again.status).toBe('ok')
    expect(await roleOf(dev.identityId)).toBe('admin')
  })
})
