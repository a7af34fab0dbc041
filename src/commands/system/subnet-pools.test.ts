// Subnet pool commands against the node mock: create, edit, members, delete, silo links and
// defaults, their availability, completions, typed and `oxide` lines.
import { beforeAll, describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import {
  siloSubnetPoolList,
  systemSubnetPoolList,
  systemSubnetPoolMemberList,
  systemSubnetPoolView,
} from '@/api/generated/operations'
import { store } from '@/state/store'
import { setFleetViewerAtom } from '@/state/session'
import { registerAllCommands } from '../all'
import { availability } from '../core/availability'
import { dispatch } from '../core/dispatch'
import { findCommand, getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'
import { parseCommandLine } from '../command-line/line'

setUpMockPlatform({ register: registerAllCommands })
beforeAll(() => {
  store.set(setFleetViewerAtom, true)
})

const run = (id: string, args: Record<string, unknown>, scope = {}) =>
  dispatch(id, args, 'test', { ctx: fakeContext(scope).ctx, skipConfirm: true, quiet: true })
const ok = async (id: string, args: Record<string, unknown>, scope = {}) => {
  const result = await run(id, args, scope)
  expect(result, JSON.stringify(result)).toMatchObject({ status: 'ok' })
  return result
}
const corpPools = async () =>
  (await siloSubnetPoolList({ path: { silo: 'corp' } })).items.map((p) => [p.name, p.isDefault])

describe('pools and members', () => {
  it('creates a pool, adds and removes a member, edits and deletes it', async () => {
    await ok('subnet-pool.create', { name: 'p6', ipVersion: 'v6', description: 'six' })
    expect(await systemSubnetPoolView({ path: { pool: 'p6' } })).toMatchObject({ ipVersion: 'v6' })
    await ok('subnet-pool.member-add', {
      pool: 'p6',
      subnet: 'fd00:10::/48',
      minPrefixLength: 56,
      maxPrefixLength: 64,
    })
    const members = (await systemSubnetPoolMemberList({ path: { pool: 'p6' } })).items
    expect(members.map((m) => [m.subnet, m.minPrefixLength, m.maxPrefixLength])).toEqual([
      ['fd00:10::/48', 56, 64],
    ])
    // The platform's refusal, word for word, names the command's failure.
    const wrong = await run('subnet-pool.member-add', { pool: 'p6', subnet: '10.1.0.0/16' })
    expect(wrong).toMatchObject({ message: 'Cannot add IPv4 members to IPv6 subnet pool' })
    expect(await run('subnet-pool.member-add', { pool: 'p6', subnet: 'fd00::' })).toMatchObject({
      message: 'subnet: Must contain an IP address and a width, separated by a /',
    })
    // Delete is refused while the pool has members, before anything is sent.
    expect(await run('subnet-pool.delete', { pool: 'p6' })).toMatchObject({
      status: 'error',
      message: 'Remove the members of the subnet pool before deleting it',
    })
    await ok('subnet-pool.member-remove', { pool: 'p6', subnet: 'fd00:10::/48' })
    await ok('subnet-pool.update', { pool: 'p6', name: 'p6b', description: null })
    expect(await systemSubnetPoolView({ path: { pool: 'p6b' } })).toMatchObject({
      description: '',
    })
    await ok('subnet-pool.delete', { pool: 'p6b' })
    const names = (await systemSubnetPoolList({})).items.map((p) => p.name)
    expect(names).not.toContain('p6b')
  })

  it('Update with nothing to change opens the edit form of the pool', async () => {
    const { ctx, navigated } = fakeContext()
    await dispatch('subnet-pool.update', { pool: 'edge-v4' }, 'test', { ctx, quiet: true })
    expect(navigated).toEqual(['/system/networking/subnet-pools/edge-v4/edit'])
  })

  it('offers the members of the pool of the page to remove', async () => {
    const { ctx } = fakeContext({ subnetPool: 'edge-v4' })
    const cmd = getCommand('subnet-pool.member-remove')
    const choices = await cmd.complete!.subnet!(ctx, {})
    expect(choices.map((c) => [c.value, c.detail])).toEqual([
      ['198.18.0.0/16', '/20 to /28'],
      ['198.19.0.0/20', '/24 to /30'],
    ])
  })
})

describe('silo links', () => {
  it('links, makes default (the old default stays linked), clears and unlinks', async () => {
    await ok('subnet-pool.silo-link', { pool: 'lab-blocks', silo: 'corp' })
    await ok('subnet-pool.silo-make-default', { pool: 'lab-blocks', silo: 'corp' })
    expect(await corpPools()).toEqual([
      ['edge-v4', false],
      ['edge-v6', false],
      ['lab-blocks', true],
    ])
    await ok('subnet-pool.silo-clear-default', { pool: 'lab-blocks', silo: 'corp' })
    expect(await corpPools()).toContainEqual(['lab-blocks', false])
    await ok('subnet-pool.silo-unlink', { pool: 'lab-blocks', silo: 'corp' })
    expect((await corpPools()).map(([n]) => n)).not.toContain('lab-blocks')
  })

  it('linking as the default over a default says what to do instead', async () => {
    const r = await run('subnet-pool.silo-link', {
      pool: 'lab-blocks',
      silo: 'corp',
      isDefault: true,
    })
    expect(r).toMatchObject({
      status: 'error',
      message: expect.stringContaining('Link the pool as non-default, then make it the default'),
    })
  })

  it('make and clear default are disabled with the reason by the link', () => {
    const { ctx } = fakeContext()
    const make = getCommand('subnet-pool.silo-make-default')
    const clear = getCommand('subnet-pool.silo-clear-default')
    const args = { pool: 'edge-v4', silo: 'corp' }
    expect(availability(make, ctx, args, { isDefault: true })).toBe(
      'already the default subnet pool of silo corp',
    )
    expect(availability(clear, ctx, args, { isDefault: false })).toBe(
      'not the default subnet pool of silo corp',
    )
    expect(availability(clear, ctx, args, { isDefault: true })).toBe(true)
  })

  it('offers only the silos the pool is not linked to, to link', async () => {
    const { ctx } = fakeContext({ subnetPool: 'edge-v6' })
    const choices = await getCommand('subnet-pool.silo-link').complete!.silo!(ctx, {})
    expect(choices.map((c) => c.value)).toEqual(['research'])
    const defaults = await getCommand('subnet-pool.silo-clear-default').complete!.pool!(ctx, {
      silo: 'corp',
    })
    expect(defaults.map((c) => c.value)).toEqual(['edge-v4'])
  })
})

describe('lines', () => {
  const { ctx } = fakeContext({})
  const read = (line: string) => {
    const r = parseCommandLine(line, ctx)
    if (!r.ok) throw new Error(`${line}: ${r.message}`)
    return { id: r.command.id, args: r.args }
  }

  it('shows the CLI lines of the platform', () => {
    const line = (id: string, a: Record<string, unknown>) => findCommand(id)!.cli!(a)
    expect(line('subnet-pool.create', { name: 'p', description: '', ipVersion: 'v4' })).toBe(
      'oxide system networking subnet-pool create --name p --ip-version v4',
    )
    expect(
      line('subnet-pool.member-add', { pool: 'p', subnet: '10.0.0.0/16', minPrefixLength: 20 }),
    ).toBe(
      'oxide system networking subnet-pool member add --pool p --subnet 10.0.0.0/16 --min-prefix-length 20',
    )
    expect(line('subnet-pool.silo-clear-default', { pool: 'p', silo: 'corp' })).toBe(
      'oxide system networking subnet-pool silo update --pool p --silo corp --is-default false',
    )
  })

  it('reads typed and pasted lines into the commands', () => {
    expect(read('subnet-pool member add edge-v4 10.8.0.0/16 --max-prefix-length 24')).toEqual({
      id: 'subnet-pool.member-add',
      args: { pool: 'edge-v4', subnet: '10.8.0.0/16', maxPrefixLength: 24 },
    })
    expect(read('subnet-pool silo make-default lab-blocks corp').id).toBe(
      'subnet-pool.silo-make-default',
    )
    const pasted = 'oxide system networking subnet-pool silo update --pool p --silo corp'
    expect(read(`${pasted} --is-default true`).id).toBe('subnet-pool.silo-make-default')
    expect(read(`${pasted} --is-default false`).id).toBe('subnet-pool.silo-clear-default')
    expect(read('oxide system networking subnet-pool view --pool edge-v4')).toEqual({
      id: 'nav.system-subnet-pool',
      args: { pool: 'edge-v4' },
    })
  })
})
