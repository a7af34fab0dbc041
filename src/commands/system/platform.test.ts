// System update, SCIM token, networking settings, BFD and disk adoption commands against the node
// mock: availability from state, what they send, what they show (and keep to themselves).
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '@mock/db/store'
import { setUpMockPlatform } from '@mock/test/platform'
import { signIn } from '@mock/msw/session'
import {
  networkingAllowListView,
  networkingBfdStatus,
  physicalDiskList,
  physicalDiskListAdoptionRequests,
  scimTokenList,
  systemUpdateStatus,
} from '@/api/generated/operations'
import { shownScimTokenAtom, showScimTokenAtom } from '@/state/scim-token'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { availability } from '../core/availability'
import { dispatch } from '../core/dispatch'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'
import { parseCommandLine } from '../command-line/line'

setUpMockPlatform({ register: registerAllCommands })
beforeEach(() => {
  store.set(showScimTokenAtom, null)
})

const run = (id: string, args: Record<string, unknown>, scope = {}) => {
  const fake = fakeContext(scope)
  return dispatch(id, args, 'test', { ctx: fake.ctx, skipConfirm: true, quiet: true }).then(
    (result) => ({ result, ...fake }),
  )
}

describe('system update', () => {
  it('is disabled for the target and older releases, with the reason', () => {
    const cmd = getCommand('update.set-target-release')
    const { ctx } = fakeContext()
    const at = (v: string) =>
      availability(cmd, ctx, { version: v }, { systemVersion: v, targetVersion: '16.0.0' })
    expect(at('16.0.0')).toBe('16.0.0 is already the target release')
    expect(at('15.0.0')).toMatch(/older than the target release 16.0.0/)
    expect(at('16.1.0')).toBe(true)
  })

  it('sets the target release, which the status then reports', async () => {
    const { result } = await run('update.set-target-release', { version: '16.1.0' })
    expect(result).toMatchObject({ status: 'ok' })
    expect((await systemUpdateStatus()).targetRelease?.version).toBe('16.1.0')
    expect(getCommand('update.set-target-release').cli?.({ version: '16.1.0' })).toBe(
      'oxide system update target-release update --system-version 16.1.0',
    )
  })

  it('reads as a typed line', () => {
    const parsed = parseCommandLine('update set-target 16.1.0', fakeContext().ctx)
    expect(parsed).toMatchObject({ ok: true, args: { version: '16.1.0' } })
  })
})

describe('SCIM tokens', () => {
  it('shows the secret once on the silo SCIM tab, never in the result or the message', async () => {
    const { result, navigated } = await run('scim-token.create', { silo: 'research' })
    expect(result.status).toBe('ok')
    const shown = store.get(shownScimTokenAtom)
    expect(shown?.silo).toBe('research')
    expect(shown?.bearerToken).toMatch(/^oxide-scim-/)
    expect(JSON.stringify(result)).not.toContain(shown?.bearerToken)
    expect(navigated).toEqual(['/system/silos/research/scim'])
    const ids = (await scimTokenList({ query: { silo: 'research' } })).map((t) => t.id)
    expect(ids).toContain(shown?.id)
    const del = await run('scim-token.delete', { silo: 'research', token: shown?.id })
    expect(del.result.status).toBe('ok')
  })

  it("a silo admin is refused another silo's tokens with the API's reason", async () => {
    signIn('maria-ops')
    const { result } = await run('scim-token.create', { silo: 'research' })
    expect(result).toMatchObject({ status: 'error' })
    expect(store.get(shownScimTokenAtom)).toBeNull()
  })
})

describe('networking settings', () => {
  it('refuses a bad network with its reason and sends nothing', async () => {
    const before = (await networkingAllowListView()).allowedIps
    const { result } = await run('allow-list.update', {
      allow: 'list',
      ips: '10.0.0.0/8 192.0.2.0/40',
    })
    expect(result).toMatchObject({
      status: 'error',
      message: '192.0.2.0/40: Max width for IPv4 is 32',
    })
    expect((await networkingAllowListView()).allowedIps).toEqual(before)
  })

  it('with nothing to change opens the edit form', async () => {
    const { navigated } = await run('allow-list.update', {})
    expect(navigated).toEqual(['/system/networking/settings/allow-list/edit'])
  })

  it('shows the body of the allow list line for the CLI', () => {
    const cmd = getCommand('allow-list.update')
    expect(cmd.cli?.({ allow: 'list', ips: '10.0.0.0/8' })).toBe(
      'oxide system networking allow-list update --json-body body.json',
    )
    expect(cmd.cliBody?.({ allow: 'list', ips: '10.0.0.0/8' })).toEqual({
      allowed_ips: { allow: 'list', ips: ['10.0.0.0/8'] },
    })
  })

  it('enables and disables a BFD session', async () => {
    await run('bfd.enable', { remote: '100.64.0.9', switchSlot: 'switch1' })
    const peers = async () => (await networkingBfdStatus()).map((s) => `${s.switchSlot} ${s.peer}`)
    expect(await peers()).toContain('switch1 100.64.0.9')
    const bad = await run('bfd.enable', { remote: 'nope', switchSlot: 'switch1' })
    expect(bad.result).toMatchObject({ status: 'error' })
    await run('bfd.disable', { remote: '100.64.0.9', switchSlot: 'switch1' })
    expect(await peers()).not.toContain('switch1 100.64.0.9')
  })
})

describe('disk adoption', () => {
  it('enables adoption by serial, reading the vendor and model from the sled', async () => {
    const { result } = await run('physical-disk.enable-adoption', { serial: 'A0N7R2K58' })
    expect(result.status).toBe('ok')
    // Transitions are instant in node tests: the control plane has adopted it by the next call.
    const serials = (await physicalDiskListAdoptionRequests({})).items.map((r) => r.diskId.serial)
    expect(serials).not.toContain('A0N7R2K58')
    const adopted = (await physicalDiskList({ query: { limit: 1000 } })).items
    expect(adopted.find((d) => d.serial === 'A0N7R2K58')).toMatchObject({ state: 'active' })
  })

  it('needs the vendor and model of a disk no sled reports', async () => {
    const { result } = await run('physical-disk.enable-adoption', { serial: 'NOPE' })
    expect(result).toMatchObject({ status: 'error' })
    expect(JSON.stringify(result)).toContain('give --vendor and --model')
  })

  it('is disabled for a disk whose adoption is already enabled', () => {
    const { ctx } = fakeContext()
    const enable = getCommand('physical-disk.enable-adoption')
    const disable = getCommand('physical-disk.disable-adoption')
    expect(availability(enable, ctx, { serial: 'x' }, { adoptionRequested: true })).toBe(
      'Adoption is already enabled for this disk',
    )
    expect(availability(disable, ctx, {}, { adoptionRequested: false })).toBe(
      'Adoption is not enabled for this disk',
    )
    expect(getDb().diskAdoptionRequests).toHaveLength(1)
  })
})
