// SSH key, access token, silo, identity provider, IP pool, sled and anti-affinity group commands
// against the node mock.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import {
  antiAffinityGroupList,
  antiAffinityGroupView,
  currentUserAccessTokenList,
  currentUserSshKeyList,
  siloIdentityProviderList,
  siloIpPoolList,
  siloList,
  siloQuotasView,
  sledList,
  sledView,
  systemIpPoolList,
  systemIpPoolRangeList,
  systemIpPoolSiloList,
} from '@/api/generated/operations'
import { registerAllCommands } from '../all'
import { dispatch } from '../core/dispatch'
import { findCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })

const run = (id: string, args: Record<string, unknown>) =>
  dispatch(id, args, 'test', { ctx: fakeContext().ctx, skipConfirm: true, quiet: true })
const ok = async (id: string, args: Record<string, unknown>) => {
  const result = await run(id, args)
  expect(result, JSON.stringify(result)).toMatchObject({ status: 'ok' })
  return result
}

const KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBx8kQ3h4d5f6g7h8j9k0l1m2n3o4p5q6r7s8t9u0v1w me@host'

describe('ssh keys and access tokens', () => {
  it('adds a key, refuses a private key, deletes the key', async () => {
    await ok('ssh-key.create', { name: 'desk', publicKey: KEY })
    const names = async () => (await currentUserSshKeyList({})).items.map((k) => k.name)
    expect(await names()).toContain('desk')
    const bad = await run('ssh-key.create', {
      name: 'oops',
      publicKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nabc',
    })
    expect(bad).toMatchObject({
      message: 'publicKey: This is a private key; paste the public key (.pub)',
    })
    await ok('ssh-key.delete', { sshKey: 'desk' })
    expect(await names()).not.toContain('desk')
  })

  it('deletes an access token', async () => {
    const tokens = (await currentUserAccessTokenList({})).items
    expect(tokens.length).toBeGreaterThan(0)
    await ok('access-token.delete', { tokenId: tokens[0]!.id })
    const left = (await currentUserAccessTokenList({})).items.map((t) => t.id)
    expect(left).not.toContain(tokens[0]!.id)
  })
})

describe('silos and identity providers', () => {
  it('creates a silo with quotas and fleet roles, refuses a duplicate, deletes it', async () => {
    await ok('silo.create', {
      name: 'lab',
      cpus: 64,
      memory: 256,
      storage: 2048,
      fleetViewers: true,
    })
    const silo = (await siloList({})).items.find((s) => s.name === 'lab')
    expect(silo).toMatchObject({
      identityMode: 'local_only',
      mappedFleetRoles: { viewer: ['viewer'] },
    })
    expect(await run('silo.create', { name: 'lab' })).toMatchObject({
      message: 'Silo name already exists',
    })
    await ok('silo.delete', { silo: 'lab' })
    expect((await siloList({})).items.map((s) => s.name)).not.toContain('lab')
  })

  it("edits a silo's quotas; each quota's page offers the current value first", async () => {
    const { ctx } = fakeContext()
    const cmd = findCommand('silo.quotas-update')!
    const complete = cmd.complete as Record<string, (c: typeof ctx, p: object) => Promise<unknown>>
    const before = await siloQuotasView({ path: { silo: 'corp' } })
    expect(await complete.cpus!(ctx, { silo: 'corp' })).toEqual([
      expect.objectContaining({ value: String(before.cpus), detail: 'current quota' }),
    ])
    await ok('silo.quotas-update', { silo: 'corp', cpus: 960, memory: 5120, storage: 40960 })
    expect(await siloQuotasView({ path: { silo: 'corp' } })).toMatchObject({
      cpus: 960,
      memory: 5120 * 1024 ** 3,
      storage: 40960 * 1024 ** 3,
    })
    expect(
      await run('silo.quotas-update', { silo: 'corp', cpus: -1, memory: 1, storage: 1 }),
    ).toMatchObject({ status: 'error' })
    expect(cmd.cli!({ silo: 'corp', cpus: 960, memory: 5120, storage: 40960 })).toBe(
      'oxide silo quotas update --silo corp --cpus 960 --memory 5120GiB --storage 40960GiB',
    )
  })

  it('creates a SAML provider from a metadata URL', async () => {
    await ok('idp.create', {
      silo: 'research',
      name: 'azure',
      acsUrl: 'https://research.example.com/login/research/saml/azure',
      sloUrl: 'https://login.example.com/slo',
      idpEntityId: 'https://sts.example.com/tenant',
      spClientId: 'oxide',
      technicalContactEmail: 'it@example.com',
      metadataUrl: 'https://login.example.com/metadata.xml',
    })
    const idps = (await siloIdentityProviderList({ query: { silo: 'research' } })).items
    expect(idps.map((i) => i.name)).toContain('azure')
  })

  it('needs exactly one metadata source', async () => {
    const result = await run('idp.create', {
      silo: 'research',
      name: 'none',
      acsUrl: 'https://a.example.com',
      sloUrl: 'https://b.example.com',
      idpEntityId: 'x',
      spClientId: 'y',
      technicalContactEmail: 'it@example.com',
    })
    expect(result).toMatchObject({
      message: 'Give the IdP metadata either as a URL or as an XML document',
    })
  })
})

describe('ip pools', () => {
  const ranges = async (pool: string) =>
    (await systemIpPoolRangeList({ path: { pool } })).items.map((r) => [
      r.range.first,
      r.range.last,
    ])

  it('creates a pool, adds and removes a range, renames and deletes it', async () => {
    await ok('ip-pool.create', { name: 'extra' })
    await ok('ip-pool.range-add', { pool: 'extra', first: '192.0.2.200', last: '192.0.2.210' })
    expect(await ranges('extra')).toEqual([['192.0.2.200', '192.0.2.210']])
    await ok('ip-pool.range-remove', { pool: 'extra', first: '192.0.2.200', last: '192.0.2.210' })
    expect(await ranges('extra')).toEqual([])
    await ok('ip-pool.update', { pool: 'extra', name: 'extra-2' })
    await ok('ip-pool.delete', { pool: 'extra-2' })
    expect((await systemIpPoolList({})).items.map((p) => p.name)).not.toContain('extra-2')
  })

  it('checks both ends of a range before calling the API', async () => {
    expect(
      await run('ip-pool.range-add', { pool: 'default', first: '10.0.0', last: '10.0.0.9' }),
    ).toMatchObject({ message: 'first: Not a valid IP address' })
    expect(
      await run('ip-pool.range-add', { pool: 'default', first: '10.0.0.9', last: '10.0.0.1' }),
    ).toMatchObject({ message: 'last: Must not come before the first address' })
    expect(
      await run('ip-pool.range-add', { pool: 'default', first: '10.0.0.1', last: 'fd00::1' }),
    ).toMatchObject({ message: 'last: Must be the same IP version as the first' })
  })
})

describe('ip pool silo links', () => {
  const corpPools = async () =>
    Object.fromEntries(
      (await siloIpPoolList({ path: { silo: 'corp' } })).items.map((p) => [p.name, p.isDefault]),
    )
  const completions = async (id: string, arg: string, partial: object) => {
    const { ctx } = fakeContext()
    const complete = findCommand(id)!.complete as Record<
      string,
      (c: typeof ctx, p: object) => Promise<{ value: string }[]>
    >
    return (await complete[arg]!(ctx, partial)).map((c) => c.value)
  }

  it('links a pool to a silo, makes it the default, unlinks it', async () => {
    expect(await completions('ip-pool.silo-link', 'silo', { pool: 'lab' })).toEqual(['corp'])
    await ok('ip-pool.silo-link', { pool: 'lab', silo: 'corp' })
    expect(await corpPools()).toMatchObject({ lab: false, default: true })
    const links = (await systemIpPoolSiloList({ path: { pool: 'lab' } })).items
    expect(links).toHaveLength(2)
    expect(await completions('ip-pool.silo-make-default', 'silo', { pool: 'lab' })).toEqual([
      'corp',
    ])

    await ok('ip-pool.silo-make-default', { pool: 'lab', silo: 'corp' })
    // The previous IPv4 default stays linked; the IPv6 default is another kind, left alone.
    expect(await corpPools()).toMatchObject({ lab: true, default: false })
    expect(await run('ip-pool.silo-make-default', { pool: 'lab', silo: 'corp' })).toMatchObject({
      message: 'already the default IP pool of silo corp',
    })
    expect(await completions('ip-pool.silo-make-default', 'silo', { pool: 'lab' })).toEqual([])

    expect(await completions('ip-pool.silo-unlink', 'pool', { silo: 'corp' })).toContain('lab')
    await ok('ip-pool.silo-unlink', { pool: 'lab', silo: 'corp' })
    expect(await corpPools()).not.toHaveProperty('lab')
  })

  it('links as the default in one step', async () => {
    await ok('ip-pool.silo-link', { pool: 'lab-v6', silo: 'corp', isDefault: true })
    expect(await corpPools()).toMatchObject({ 'lab-v6': true, 'public-v6': false, default: true })
  })

  it('refuses a duplicate link and unlinking a pool the silo has addresses from', async () => {
    expect(await run('ip-pool.silo-link', { pool: 'default', silo: 'corp' })).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/already exists/),
    })
    expect(await run('ip-pool.silo-unlink', { pool: 'default', silo: 'corp' })).toMatchObject({
      status: 'error',
      message: 'IP addresses from this pool are in use in the linked silo',
    })
    expect(await corpPools()).toHaveProperty('default')
  })

  it('writes the CLI lines', () => {
    expect(
      findCommand('ip-pool.silo-link')!.cli!({ pool: 'lab', silo: 'corp', isDefault: true }),
    ).toBe('oxide system networking ip-pool silo link --pool lab --silo corp --is-default true')
    expect(findCommand('ip-pool.silo-make-default')!.cli!({ pool: 'lab', silo: 'corp' })).toBe(
      'oxide system networking ip-pool silo update --pool lab --silo corp --is-default true',
    )
  })
})

describe('anti-affinity groups', () => {
  it('creates with policy and failure domain, renames, deletes', async () => {
    const project = 'demo'
    await ok('anti-affinity-group.create', { project, name: 'db-spread', policy: 'fail' })
    const group = await antiAffinityGroupView({
      path: { antiAffinityGroup: 'db-spread' },
      query: { project },
    })
    expect(group).toMatchObject({ policy: 'fail', failureDomain: 'sled' })
    await ok('anti-affinity-group.update', {
      project,
      antiAffinityGroup: 'db-spread',
      description: 'keep replicas apart',
    })
    await ok('anti-affinity-group.delete', { project, antiAffinityGroup: 'db-spread' })
    const names = (await antiAffinityGroupList({ query: { project } })).items.map((g) => g.name)
    expect(names).not.toContain('db-spread')
  })
})

describe('sleds', () => {
  const sleds = async () => (await sledList({})).items

  it("sets an in-service sled's provision policy and reads it back", async () => {
    const sled = (await sleds()).find(
      (s) => s.policy.kind === 'in_service' && s.policy.provisionPolicy === 'provisionable',
    )!
    await ok('sled.set-provision-policy', { sled: sled.id, policy: 'non_provisionable' })
    expect((await sledView({ path: { sledId: sled.id } })).policy).toEqual({
      kind: 'in_service',
      provisionPolicy: 'non_provisionable',
    })
    await ok('sled.set-provision-policy', { sled: sled.id, policy: 'provisionable' })
    expect((await sledView({ path: { sledId: sled.id } })).policy).toMatchObject({
      provisionPolicy: 'provisionable',
    })
    expect(
      await run('sled.set-provision-policy', { sled: sled.id, policy: 'drained' }),
    ).toMatchObject({ status: 'error' })
    expect(
      findCommand('sled.set-provision-policy')!.cli!({ sled: sled.id, policy: 'provisionable' }),
    ).toBe(
      `oxide system hardware sled set-provision-policy --sled-id ${sled.id} --state provisionable`,
    )
  })

  it('refuses an expunged sled, and its completion choice says why', async () => {
    const gone = (await sleds()).find((s) => s.policy.kind === 'expunged')!
    const result = await run('sled.set-provision-policy', {
      sled: gone.id,
      policy: 'provisionable',
    })
    expect(result).toMatchObject({
      message: 'An expunged sled has no provision policy; it never returns to service',
    })
    expect((await sledView({ path: { sledId: gone.id } })).policy).toEqual({ kind: 'expunged' })
    const cmd = findCommand('sled.set-provision-policy')!
    const { ctx } = fakeContext()
    const choice = (await cmd.complete!.sled!(ctx, {})).find((c) => c.value === gone.id)!
    expect(choice.label).toBe(gone.baseboard.serial)
    expect(cmd.available!(ctx, { sled: gone.id }, choice.target)).toBe(
      'An expunged sled has no provision policy; it never returns to service',
    )
  })
})
