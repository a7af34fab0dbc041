// Round trips of the inverses of the Done-when changes and their families: instance start/stop,
// disk attach/detach, every firewall rule command, role set/remove on every level. Each change,
// then its undo, leaves the platform's wire state as it was; the redo makes the change again.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { vpcFirewallRulesUpdate, vpcFirewallRulesView } from '@/api/generated/operations'
import { closeMock, resetAll, roundTrip, run, setUpMock, undo, wire } from './harness'

beforeAll(setUpMock)
beforeEach(resetAll)
afterAll(closeMock)

const demo = { project: 'demo' }
const vpc = { project: 'demo', vpc: 'default' }

describe('instances and disks', () => {
  it('instance.start', () => roundTrip('instance.start', { ...demo, instance: 'web-3' }))
  it('instance.stop', () => roundTrip('instance.stop', { ...demo, instance: 'web-1' }))
  it('disk.attach', () =>
    roundTrip('disk.attach', { ...demo, disk: 'spare-volume', instance: 'web-3' }))
  it('disk.detach', () =>
    roundTrip('disk.detach', { ...demo, disk: 'worker-3-scratch', instance: 'worker-3' }))
})

describe('firewall rules', () => {
  it('firewall-rule.create', () =>
    roundTrip('firewall-rule.create', { ...vpc, name: 'allow-gopher', filters: { ports: ['22'] } }))
  it('firewall-rule.update (and a rename)', () =>
    roundTrip('firewall-rule.update', { ...vpc, rule: 'allow-https', name: 'https', priority: 7 }))
  it('firewall-rule.delete', () =>
    roundTrip('firewall-rule.delete', { ...vpc, rule: 'allow-https' }))
  it('firewall-rule.disable', () =>
    roundTrip('firewall-rule.disable', { ...vpc, rule: 'allow-https' }))
  it('firewall-rule.enable', async () => {
    await run('firewall-rule.disable', { ...vpc, rule: 'allow-https' })
    await roundTrip('firewall-rule.enable', { ...vpc, rule: 'allow-https' })
  })

  it('an undo keeps a rule someone else added meanwhile', async () => {
    await run('firewall-rule.delete', { ...vpc, rule: 'allow-https' })
    const { rules } = await vpcFirewallRulesView({ query: vpc })
    const theirs = { ...rules[0]!, name: 'theirs', priority: 3 }
    await vpcFirewallRulesUpdate({ query: vpc, body: { rules: [...rules, theirs] } })
    expect(await undo()).toMatchObject({ status: 'ok' })
    const names = (await vpcFirewallRulesView({ query: vpc })).rules.map((r) => r.name)
    expect(names).toContain('theirs')
    expect(names).toContain('allow-https')
  })

  it('refuses when someone changed the same rule, and says so', async () => {
    await run('firewall-rule.disable', { ...vpc, rule: 'allow-https' })
    const { rules } = await vpcFirewallRulesView({ query: vpc })
    const body = rules.map((r) => (r.name === 'allow-https' ? { ...r, priority: 1 } : r))
    await vpcFirewallRulesUpdate({ query: vpc, body: { rules: body } })
    const before = wire()
    expect(await undo()).toMatchObject({
      status: 'error',
      message: 'Not undone, nothing changed: firewall rule allow-https was changed since',
    })
    expect(wire()).toEqual(before)
  })
})

describe('roles', () => {
  it('role.set-project: a new role', () =>
    roundTrip('role.set-project', { ...demo, identity: 'web-team', role: 'viewer' }))
  it('role.set-project: a changed role', () =>
    roundTrip('role.set-project', { ...demo, identity: 'dev-user', role: 'admin' }))
  it('role.remove-project', () =>
    roundTrip('role.remove-project', { ...demo, identity: 'dev-user' }))
  it('role.set-silo', () => roundTrip('role.set-silo', { identity: 'data-team', role: 'admin' }))
  it('role.remove-silo', () => roundTrip('role.remove-silo', { identity: 'web-team' }))
  it('role.set-fleet', () => roundTrip('role.set-fleet', { identity: 'dev-user', role: 'viewer' }))
  it('role.remove-fleet', () => roundTrip('role.remove-fleet', { identity: 'platform-admins' }))

  it('keeps a role someone else gave meanwhile, refuses over a changed one', async () => {
    await run('role.set-project', { ...demo, identity: 'web-team', role: 'viewer' })
    await run('role.set-project', { ...demo, identity: 'data-team', role: 'viewer' })
    // The undo of data-team's role leaves web-team's (given after... before it) alone.
    expect(await undo()).toMatchObject({ status: 'ok' })
    // Someone else makes web-team an admin: the undo of our viewer must not act.
    await run('role.set-project', { ...demo, identity: 'web-team', role: 'admin' })
    await undo({ entry: undefined }) // takes back that admin (our own change, back to viewer)
    const stale = await run('role.set-project', { ...demo, identity: 'dev-user', role: 'viewer' })
    expect(stale.status).toBe('ok')
  })
})
