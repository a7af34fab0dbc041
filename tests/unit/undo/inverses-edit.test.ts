// Round trips of every rename and description edit: the undo puts back the old values (only
// those the edit changed), and refuses when someone changed them again since.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { projectUpdate } from '@/api/generated/operations'
import { closeMock, resetAll, roundTrip, run, setUpMock, undo, wire } from './harness'

beforeAll(setUpMock)
beforeEach(resetAll)
afterAll(closeMock)

const demo = { project: 'demo' }
const backend = { project: 'demo', vpc: 'backend' }
const edit = { name: 'renamed', description: 'changed by the test' }

const cases: [string, Record<string, unknown>][] = [
  ['project.update', { project: 'demo', ...edit }],
  ['vpc.update', { ...backend, vpc: 'backend', ...edit, dnsName: 'renamed-dns' }],
  ['subnet.update', { ...backend, subnet: 'db', ...edit }],
  ['router.update', { ...backend, router: 'egress', ...edit }],
  ['route.update', { ...backend, router: 'egress', route: 'drop-legacy', ...edit }],
  ['floating-ip.update', { ...demo, floatingIp: 'spare-ip', ...edit }],
  ['ip-pool.update', { pool: 'default', ...edit }],
  ['network-interface.update', { ...demo, instance: 'web-3', interface: 'net0', ...edit }],
  ['anti-affinity-group.update', { ...demo, antiAffinityGroup: 'web-spread', ...edit }],
]

describe('renames and description edits', () => {
  for (const [id, args] of cases) it(id, () => roundTrip(id, args))

  it('only a description: the name stays, a cleared description comes back', () =>
    roundTrip('project.update', { project: 'demo', description: null }))

  it('refuses when someone renamed it again since, and says what', async () => {
    await run('project.update', { project: 'demo', description: 'mine' })
    await projectUpdate({ path: { project: 'demo' }, body: { description: 'theirs' } })
    const before = wire()
    expect(await undo()).toMatchObject({
      status: 'error',
      message: 'Not undone, nothing changed: project demo: description is now "theirs"',
    })
    expect(wire()).toEqual(before)
  })
})
