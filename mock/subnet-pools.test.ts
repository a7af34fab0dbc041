// Subnet pools and external subnets as the mock platform keeps them: allocation from members,
// utilization, the silo's default pool, refusals with Nexus's messages, attach and detach with the
// instance state rules, paging and who may do what.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { resetMock, server, startMockServer } from './node'
import { signIn } from './msw/session'
import { call, get, post } from './test/http'

beforeAll(() => void startMockServer())
beforeEach(() => resetMock())
afterAll(() => server.close())

const SP = '/v1/system/subnet-pools'
const XS = '/v1/external-subnets'
const del = (path: string) => call('DELETE', path)
const put = (path: string, body: unknown) => call('PUT', path, body)
const create = (name: string, allocator: unknown) =>
  post(`${XS}?project=demo`, { name, description: '', allocator })
const auto = (prefix_length: number, pool?: string, ip_version?: 'v4' | 'v6') => ({
  type: 'auto',
  prefix_length,
  pool_selector: pool ? { type: 'explicit', pool } : { type: 'auto', ip_version },
})
const usage = async (pool: string) => (await get(`${SP}/${pool}/utilization`)).body

describe('the seed', () => {
  test('pools with members and links; external subnets in demo, one attached', async () => {
    const pools = (await get(SP)).body.items!.map((p) => p.name)
    expect(pools).toEqual(['edge-v4', 'edge-v6', 'lab-blocks', 'reserve-v6'])
    const members = (await get(`${SP}/edge-v4/members`)).body.items!
    expect(members.map((m) => [m.subnet, m.min_prefix_length, m.max_prefix_length])).toEqual([
      ['198.18.0.0/16', 20, 28],
      ['198.19.0.0/20', 24, 30],
    ])
    const corp = (await get('/v1/system/silos/corp/subnet-pools')).body.items!
    expect(corp.map((p) => [p.name, p.is_default])).toEqual([
      ['edge-v4', true],
      ['edge-v6', false],
    ])
    const subnets = (await get(`${XS}?project=demo`)).body.items!
    expect(subnets.map((s) => [s.name, s.subnet])).toEqual([
      ['api-v6', '2001:db8:1000::/48'],
      ['db-ingress', '198.18.1.0/26'],
      ['staging', '198.18.1.64/28'],
      ['web-edge', '198.18.0.0/24'],
    ])
    const web1 = (await get('/v1/instances/web-1/external-subnets?project=demo')).body.items!
    expect(web1.map((s) => s.name)).toEqual(['web-edge'])
    expect(await usage('edge-v4')).toEqual({ capacity: 65536 + 4096, remaining: 69632 - 336 })
  })
})

describe('allocation', () => {
  test('the default pool, an explicit pool, an explicit subnet; utilization moves', async () => {
    const a = await create('blk-a', auto(24))
    expect(a.status).toBe(201)
    expect(a.body.subnet).toBe('198.18.2.0/24')
    expect(await usage('edge-v4')).toMatchObject({ remaining: 69632 - 336 - 256 })
    const b = await create('blk-b', auto(64, 'edge-v6'))
    expect(b.body.subnet).toBe('2001:db8:1001::/64') // after api-v6's /48
    const c = await create('blk-c', { type: 'explicit', subnet: '198.19.0.16/28' })
    expect(c.body).toMatchObject({ subnet: '198.19.0.16/28' })
    // A prefix only the second member allows comes from it.
    const d = await create('blk-d', auto(30))
    expect(d.body.subnet).toBe('198.19.0.0/30')
    await del(`${XS}/blk-a?project=demo`)
    expect(await usage('edge-v4')).toMatchObject({ remaining: 69632 - 336 - 16 - 4 })
  })

  test('refusals: overlap, outside the pools, no room, no default, pool not linked', async () => {
    const overlap = await create('x1', { type: 'explicit', subnet: '198.18.0.128/25' })
    expect(overlap.body.message).toBe(
      'The requested IP subnet overlaps with an existing external subnet',
    )
    const outside = await create('x2', { type: 'explicit', subnet: '10.0.0.0/24' })
    expect(outside.body.message).toBe(
      'The requested IP subnet is not contained in any subnet pool available in the current silo.',
    )
    const tooBig = await create('x3', auto(16))
    expect(tooBig.body.message).toBe(
      'Could not allocate a /16 subnet from the default subnet pool for the current silo',
    )
    const noV6 = await create('x4', auto(48, undefined, 'v6'))
    expect(noV6.body.message).toBe(
      'Must specify a subnet pool, as there is no linked default pool for the current silo',
    )
    const notLinked = await create('x5', auto(24, 'lab-blocks'))
    expect(notLinked.status).toBe(404)
    expect(notLinked.body.message).toBe('not found: subnet-pool with name "lab-blocks"')
    const dup = await create('web-edge', auto(24))
    expect(dup.body.message).toBe('already exists: external-subnet "web-edge"')
    // Both versions with a default: the version must be given.
    await put(`${SP}/edge-v6/silos/corp`, { is_default: true })
    expect((await create('x6', auto(24))).body.message).toBe(
      'Must specify an IP version when there is more than one default subnet pool for the silo',
    )
    expect((await create('x6', auto(24, undefined, 'v4'))).status).toBe(201)
  })
})

describe('pools, members and links', () => {
  test('members: validation, overlap, removal blocked by allocations', async () => {
    await post(SP, { name: 'p4', description: '', ip_version: 'v4' })
    const add = (body: object) => post(`${SP}/p4/members/add`, body)
    expect((await add({ subnet: 'fd00::/48' })).body.message).toBe(
      'Cannot add IPv6 members to IPv4 subnet pool',
    )
    expect((await add({ subnet: '10.9.0.1/24' })).body.message).toBe(
      'IP subnet must be a network address, with a host ID of zero.',
    )
    expect((await add({ subnet: '10.9.0.0/24', min_prefix_length: 20 })).body.message).toBe(
      'Min and max prefix length must be no less than the IP subnet prefix length (/24)',
    )
    expect((await add({ subnet: '198.18.4.0/24' })).body.message).toBe(
      'The IP subnet 198.18.4.0/24 overlaps with an existing subnet pool member or IP pool range',
    )
    expect((await add({ subnet: '198.51.100.0/24' })).status).toBe(400) // an IP pool range
    const ok = await add({ subnet: '10.9.0.0/24' })
    expect(ok.status).toBe(201)
    expect(ok.body).toMatchObject({ min_prefix_length: 24, max_prefix_length: 32 })
    const busy = await post(`${SP}/edge-v4/members/remove`, { subnet: '198.18.0.0/16' })
    expect(busy.body.message).toBe(
      'Cannot delete external subnet pool member while it contains external subnets. Please delete all external subnets first.',
    )
    const none = await post(`${SP}/p4/members/remove`, { subnet: '10.8.0.0/24' })
    expect(none.body.message).toBe(
      'A provided subnet pool member with subnet 10.8.0.0/24 does not exist',
    )
    expect((await post(`${SP}/p4/members/remove`, { subnet: '10.9.0.0/24' })).status).toBe(204)
  })

  test('delete: refused with members, then the pool and its links go', async () => {
    const refused = await del(`${SP}/edge-v4`)
    expect(refused.body.message).toBe(
      'Cannot delete external subnet pool while it contains members. Please delete all external subnet pool members first.',
    )
    await post(`${SP}/reserve-v6/silos`, { silo: 'corp', is_default: false })
    expect((await del(`${SP}/reserve-v6`)).status).toBe(204)
    expect((await get(`${SP}/reserve-v6`)).status).toBe(404)
    const corp = (await get('/v1/system/silos/corp/subnet-pools')).body.items!
    expect(corp.map((p) => p.name)).not.toContain('reserve-v6')
  })

  test('links: default per version, no default over a default, unlink blocked by subnets', async () => {
    expect(
      (await post(`${SP}/lab-blocks/silos`, { silo: 'corp', is_default: true })).body.message,
    ).toBe(
      'Silo already has a default subnet pool for this IP version. Link the pool as non-default, then make it the default, which will demote the existing one.',
    )
    const linked = await post(`${SP}/lab-blocks/silos`, { silo: 'corp', is_default: false })
    expect(linked.status).toBe(201)
    const again = await post(`${SP}/lab-blocks/silos`, { silo: 'corp', is_default: false })
    expect(again.body.error_code).toBe('ObjectAlreadyExists')
    await put(`${SP}/lab-blocks/silos/corp`, { is_default: true })
    const corp = (await get('/v1/subnet-pools')).body.items!
    expect(corp.map((p) => [p.name, p.is_default])).toEqual([
      ['edge-v4', false],
      ['edge-v6', false],
      ['lab-blocks', true],
    ])
    const blocked = await del(`${SP}/edge-v4/silos/corp`)
    expect(blocked.body.message).toMatch(/^Cannot unlink subnet pool from silo while there are/)
    expect((await del(`${SP}/lab-blocks/silos/corp`)).status).toBe(204)
    expect((await del(`${SP}/lab-blocks/silos/corp`)).status).toBe(404)
    // The silo's view hides a pool not linked to it.
    expect((await get('/v1/subnet-pools/lab-blocks')).status).toBe(404)
    expect((await get('/v1/subnet-pools/edge-v4')).body.is_default).toBe(false)
  })

  test('pages: members by subnet, pools by name', async () => {
    const first = await get(`${SP}?limit=2`)
    expect(first.body.items!.map((p) => p.name)).toEqual(['edge-v4', 'edge-v6'])
    const rest = await get(`${SP}?limit=2&page_token=${String(first.body.next_page)}`)
    expect(rest.body.items!.map((p) => p.name)).toEqual(['lab-blocks', 'reserve-v6'])
    expect(rest.body.next_page).toBeNull()
    const m = await get(`${SP}/edge-v4/members?limit=1`)
    expect(m.body.items!.map((x) => x.subnet)).toEqual(['198.18.0.0/16'])
    const m2 = await get(`${SP}/edge-v4/members?limit=1&page_token=${String(m.body.next_page)}`)
    expect(m2.body.items!.map((x) => x.subnet)).toEqual(['198.19.0.0/20'])
  })
})

describe('attach and detach', () => {
  const attach = (s: string, instance: string) =>
    post(`${XS}/${s}/attach?project=demo`, { instance })
  const detach = (s: string) => post(`${XS}/${s}/detach?project=demo`)

  test('to a stopped or running instance; refusals by state, attachment and IP stack', async () => {
    const ok = await attach('db-ingress', 'web-3')
    expect(ok.status).toBe(202)
    expect(ok.body.instance_id).toBeTruthy()
    expect((await attach('db-ingress', 'web-3')).status).toBe(202) // already there
    expect((await attach('db-ingress', 'web-2')).body.message).toBe(
      'External subnets cannot be attached to one instance while still attached to another',
    )
    expect((await attach('staging', 'worker-4')).body.message).toBe(
      'Cannot attach subnet to instance in failed state',
    )
    const starting = await attach('staging', 'api-2')
    expect([starting.status, starting.body.error_code]).toEqual([503, 'ServiceNotAvailable'])
    expect((await attach('api-v6', 'web-3')).body.message).toBe(
      'Cannot attach an IPv6 external subnet to an instance that does not have a matching IP stack',
    )
    expect((await del(`${XS}/db-ingress?project=demo`)).body.message).toBe(
      'Cannot delete external subnet while it is attached to an instance. Detach it and try again.',
    )
    expect((await detach('db-ingress')).status).toBe(202)
    expect((await detach('db-ingress')).body.message).toBe(
      'External subnet is not attached to an instance',
    )
  })

  test('deleting an instance detaches its subnets; the project keeps them', async () => {
    await attach('staging', 'scratch')
    expect((await del('/v1/instances/scratch?project=demo')).status).toBe(204)
    expect((await get(`${XS}/staging?project=demo`)).body.instance_id ?? null).toBeNull()
  })
})

describe('who may', () => {
  test('a collaborator of demo reads and creates subnets, but no system pools', async () => {
    signIn('dev-user')
    expect((await get(`${XS}?project=demo`)).status).toBe(200)
    expect((await create('mine', auto(28))).status).toBe(201)
    expect((await get(SP)).status).toBe(403)
    expect((await get('/v1/subnet-pools')).status).toBe(200)
  })

  test('a user without roles gets 403; an operator edits pools', async () => {
    signIn('no-groups')
    expect((await get(`${XS}?project=demo`)).status).toBe(403)
    expect((await get('/v1/subnet-pools')).status).toBe(403)
    signIn('ops-admin')
    const edited = await put(`${SP}/reserve-v6`, { name: 'spare-v6', description: 'x' })
    expect(edited.body).toMatchObject({ name: 'spare-v6', description: 'x' })
  })
})
