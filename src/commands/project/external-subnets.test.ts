// External subnet commands against the node mock: create from the default pool, a named pool or a
// given block; edit, attach, detach, delete with their availability; the lines they show and read.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { externalSubnetList, externalSubnetView } from '@/api/generated/operations'
import { registerAllCommands } from '../all'
import { availability } from '../core/availability'
import { bodyFor } from '../command-line/cli'
import { dispatch } from '../core/dispatch'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'
import { parseCommandLine } from '../command-line/line'

setUpMockPlatform({ register: registerAllCommands })

const demo = { project: 'demo' }
const run = (id: string, args: Record<string, unknown>) =>
  dispatch(id, args, 'test', { ctx: fakeContext(demo).ctx, skipConfirm: true, quiet: true })
const ok = async (id: string, args: Record<string, unknown>) => {
  const result = await run(id, args)
  expect(result, JSON.stringify(result)).toMatchObject({ status: 'ok' })
  return (result as { result: unknown }).result
}
const view = (externalSubnet: string) =>
  externalSubnetView({ path: { externalSubnet }, query: demo })

describe('create', () => {
  it("allocates from the silo's default pool, a named pool, or reserves a given block", async () => {
    expect(await ok('external-subnet.create', { ...demo, name: 'a' })).toMatchObject({
      subnet: '198.18.2.0/24',
    })
    expect(
      await ok('external-subnet.create', { ...demo, name: 'b', pool: 'edge-v6', prefixLength: 56 }),
    ).toMatchObject({ subnet: '2001:db8:1001::/56' })
    expect(
      await ok('external-subnet.create', { ...demo, name: 'c', subnet: '198.19.0.64/28' }),
    ).toMatchObject({ subnet: '198.19.0.64/28' })
    const names = (await externalSubnetList({ query: demo })).items.map((s) => s.name)
    expect(names).toEqual(expect.arrayContaining(['a', 'b', 'c']))
  })

  it('refuses a block with a pool, and shows the refusals of the platform', async () => {
    expect(
      await run('external-subnet.create', { ...demo, name: 'x', subnet: '10.0.0.0/24', pool: 'p' }),
    ).toMatchObject({
      message:
        'subnet: A given subnet is reserved as it is: leave out the pool, prefix length and IP version',
    })
    expect(
      await run('external-subnet.create', { ...demo, name: 'x', ipVersion: 'v6' }),
    ).toMatchObject({
      message:
        'Must specify a subnet pool, as there is no linked default pool for the current silo',
    })
  })

  it('shows its line with the body file the CLI reads', () => {
    const cmd = getCommand('external-subnet.create')
    const a = { ...demo, name: 'blk', description: '', pool: 'edge-v4', prefixLength: 26 }
    expect(cmd.cli!(a)).toBe('oxide external-subnet create --project demo --json-body body.json')
    expect(bodyFor(cmd, a)).toEqual({
      name: 'blk',
      description: '',
      allocator: {
        type: 'auto',
        prefix_length: 26,
        pool_selector: { type: 'explicit', pool: 'edge-v4' },
      },
    })
    expect(bodyFor(cmd, { ...demo, name: 'e', subnet: '198.19.1.0/24' })).toMatchObject({
      allocator: { type: 'explicit', subnet: '198.19.1.0/24' },
    })
  })
})

describe('attach, detach, edit, delete', () => {
  it('attaches to a stopped instance, refuses to delete it attached, detaches and deletes', async () => {
    await ok('external-subnet.attach', { ...demo, externalSubnet: 'staging', instance: 'web-3' })
    expect((await view('staging')).instanceId).toBeTruthy()
    expect(
      await run('external-subnet.delete', { ...demo, externalSubnet: 'staging' }),
    ).toMatchObject({
      status: 'error',
      message: 'Detach the external subnet from its instance before deleting it',
    })
    await ok('external-subnet.detach', { ...demo, externalSubnet: 'staging' })
    await ok('external-subnet.update', { ...demo, externalSubnet: 'staging', name: 'stage' })
    await ok('external-subnet.delete', { ...demo, externalSubnet: 'stage' })
    const names = (await externalSubnetList({ query: demo })).items.map((s) => s.name)
    expect(names).not.toContain('stage')
  })

  it('reads the subnet and its instance for availability', () => {
    const { ctx } = fakeContext(demo)
    const attach = getCommand('external-subnet.attach')
    const detach = getCommand('external-subnet.detach')
    const free = { subnetPoolId: 'p', instanceId: null }
    const used = { subnetPoolId: 'p', instanceId: 'i' }
    expect(availability(attach, ctx, {}, free)).toBe(true)
    expect(availability(attach, ctx, {}, used)).toBe(
      'The external subnet is already attached; detach it first',
    )
    expect(availability(detach, ctx, {}, free)).toBe(
      'The external subnet is not attached to an instance',
    )
    expect(availability(attach, ctx, {}, { runState: 'starting' })).toBe(
      'Only running, rebooting or stopped instances can have external subnets attached or detached',
    )
    expect(availability(detach, ctx, {}, { ...used, runState: 'failed' })).toMatch(/^Only running/)
  })

  it('offers only detached subnets to attach, attached ones to detach', async () => {
    const { ctx } = fakeContext(demo)
    const attach = await getCommand('external-subnet.attach').complete!.externalSubnet!(ctx, {})
    expect(attach.map((c) => c.value)).toEqual(['api-v6', 'db-ingress', 'staging'])
    const detach = await getCommand('external-subnet.detach').complete!.externalSubnet!(ctx, {})
    expect(detach.map((c) => [c.value, c.detail])).toEqual([
      ['web-edge', '198.18.0.0/24 · attached'],
    ])
  })

  it('reads its typed and pasted lines', () => {
    const { ctx } = fakeContext(demo)
    const read = (line: string) => {
      const r = parseCommandLine(line, ctx)
      if (!r.ok) throw new Error(`${line}: ${r.message}`)
      return { id: r.command.id, args: r.args }
    }
    expect(read('external-subnet attach staging --instance web-3')).toEqual({
      id: 'external-subnet.attach',
      args: { project: 'demo', externalSubnet: 'staging', instance: 'web-3' },
    })
    expect(read('oxide external-subnet detach --project demo --external-subnet web-edge').id).toBe(
      'external-subnet.detach',
    )
    expect(read('oxide external-subnet list --project demo').id).toBe('nav.external-subnets')
    expect(read('external-subnet create --name blk --prefix-length 26').args).toMatchObject({
      name: 'blk',
      prefixLength: 26,
    })
  })
})
