// Attaching IP pools and addresses to an internet gateway and detaching them, against the node
// mock: each shows up in the gateway's lists, names stay unique, unknown pools are refused.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import {
  internetGatewayIpAddressList,
  internetGatewayIpPoolList,
  ipPoolList,
} from '@/api/generated/operations'
import { registerAllCommands } from '../all'
import { dispatch } from '../core/dispatch'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })

const run = (id: string, args: Record<string, unknown>, scope = {}) =>
  dispatch(id, args, 'test', { ctx: fakeContext(scope).ctx, skipConfirm: true, quiet: true })
const ok = async (id: string, args: Record<string, unknown>) => {
  const result = await run(id, args)
  expect(result, JSON.stringify(result)).toMatchObject({ status: 'ok' })
  return result
}
const gw = { project: 'demo', vpc: 'backend', gateway: 'nat-gw' }
const pools = async () => (await internetGatewayIpPoolList({ query: gw })).items
const addresses = async () => (await internetGatewayIpAddressList({ query: gw })).items

describe('internet gateway IP pools', () => {
  it('attaches a silo pool under its own name by default, then detaches it', async () => {
    await ok('internet-gateway.pool-attach', { ...gw, pool: 'public-v6' })
    const v6 = (await ipPoolList({})).items.find((p) => p.name === 'public-v6')!
    expect((await pools()).find((l) => l.name === 'public-v6')).toMatchObject({
      ipPoolId: v6.id,
      description: '',
    })
    await ok('internet-gateway.pool-detach', { ...gw, pool: 'public-v6' })
    expect((await pools()).map((l) => l.name)).toEqual(['default'])
  })

  it('takes a name and description for the attachment', async () => {
    await ok('internet-gateway.pool-attach', {
      ...gw,
      pool: 'public-v6',
      name: 'egress-v6',
      description: 'IPv6 egress',
    })
    expect((await pools()).find((l) => l.name === 'egress-v6')?.description).toBe('IPv6 egress')
  })

  it('refuses a duplicate name, a pool the silo lacks, and a pool by id without a name', async () => {
    expect(await run('internet-gateway.pool-attach', { ...gw, pool: 'default' })).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/already exists/) as unknown,
    })
    expect(await run('internet-gateway.pool-attach', { ...gw, pool: 'lab' })).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^Not found: /) as unknown,
    })
    const byId = await run('internet-gateway.pool-attach', {
      ...gw,
      pool: '00000000-0000-4000-8000-000000000000',
    })
    expect(byId).toMatchObject({ message: 'name: Required when the pool is given by id' })
  })

  it('says when the attachment to detach is unknown', async () => {
    expect(await run('internet-gateway.pool-detach', { ...gw, pool: 'nope' })).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^Not found: /) as unknown,
    })
  })

  it('completes the pool to detach from the gateway, the pool to attach from the silo', async () => {
    const { ctx } = fakeContext()
    const detach = getCommand('internet-gateway.pool-detach')
    const attached = await detach.complete?.pool?.(ctx, gw)
    expect(attached?.map((c) => c.value)).toEqual(['default'])
    const attach = getCommand('internet-gateway.pool-attach')
    const available = await attach.complete?.pool?.(ctx, gw)
    expect(available?.map((c) => c.value).sort()).toEqual(['default', 'public-v6'])
  })
})

describe('internet gateway IP addresses', () => {
  it('validates the address, attaches it, refuses a duplicate name, detaches it', async () => {
    const bad = await run('internet-gateway.address-attach', {
      ...gw,
      address: '300.1.1.1',
      name: 'bad',
    })
    expect(bad).toMatchObject({ message: 'address: Not a valid IP address' })
    await ok('internet-gateway.address-attach', { ...gw, address: '203.0.113.9', name: 'egress-2' })
    expect((await addresses()).find((a) => a.name === 'egress-2')?.address).toBe('203.0.113.9')
    const dup = await run('internet-gateway.address-attach', {
      ...gw,
      address: '203.0.113.10',
      name: 'egress-2',
    })
    expect(dup).toMatchObject({ message: expect.stringMatching(/already exists/) as unknown })
    await ok('internet-gateway.address-detach', { ...gw, address: 'egress-2' })
    expect((await addresses()).map((a) => a.name)).toEqual(['nat-addr'])
  })

  it('has the CLI line of the attach', () => {
    const cmd = getCommand('internet-gateway.address-attach')
    expect(cmd.cli?.({ ...gw, address: '203.0.113.9', name: 'e', description: '' })).toBe(
      'oxide internet-gateway address create --project demo --vpc backend --gateway nat-gw --address 203.0.113.9 --name e',
    )
  })
})
