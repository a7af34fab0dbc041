// The operator's platform as the mock runs it on its clock: an update's components reaching the
// target one by one (and the sentinel versions that stop it), SCIM tokens shown once and only to
// their silo's admins, multicast memberships, disk adoption, rack membership changes and BFD.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { advanceClock, freezeClock } from './db/clock'
import { getDb } from './db/store'
import { setTransitionDelay } from './db/transitions'
import { signIn } from './msw/session'
import { resetMock, server, startMockServer } from './node'
import { BASE, call, get, post } from './test/http'

const DELAY = 2000

beforeAll(() => void startMockServer())
beforeEach(() => {
  resetMock()
  freezeClock(Date.parse('2026-09-01T12:00:00Z'))
  setTransitionDelay(DELAY)
})
afterAll(() => server.close())

const put = (path: string, body?: unknown) => call('PUT', path, body)
const status = async () =>
  (await get('/v1/system/update/status')).body as {
    components_by_release_version: Record<string, number>
    suspended: boolean
    contact_support: boolean
    time_last_step_planned: string
  }

async function upload(fileName: string) {
  const res = await fetch(
    `${BASE}/v1/system/update/repositories?file_name=${encodeURIComponent(fileName)}`,
    { method: 'PUT', body: new Uint8Array([1, 2, 3, fileName.length]) },
  )
  expect(res.status).toBe(200)
}

describe('system update', () => {
  test('the seed has finished its update: every component runs the target', async () => {
    const s = await status()
    expect(s.components_by_release_version).toEqual({ '16.0.0': 31 })
    expect(s.suspended).toBe(false)
    expect(s.contact_support).toBe(false)
  })

  test('after a target is set, components reach it one every step', async () => {
    expect(
      (await put('/v1/system/update/target-release', { system_version: '16.1.0' })).status,
    ).toBe(204)
    const set = await status()
    expect(set.components_by_release_version).toEqual({ '16.0.0': 31 })
    expect(set.time_last_step_planned).toBe('2026-09-01T12:00:00.000Z')
    advanceClock(2 * DELAY)
    expect((await status()).components_by_release_version).toEqual({ '16.0.0': 30, '16.1.0': 1 })
    advanceClock(10 * 2 * DELAY)
    const later = await status()
    expect(later.components_by_release_version).toEqual({ '16.0.0': 20, '16.1.0': 11 })
    expect(later.time_last_step_planned).toBe(
      new Date(Date.parse('2026-09-01T12:00:00Z') + 44_000).toISOString(),
    )
    advanceClock(60 * 2 * DELAY)
    expect((await status()).components_by_release_version).toEqual({ '16.1.0': 31 })
  })

  test('a `support` release stops halfway and asks for support; a newer target moves on', async () => {
    await upload('repo-17.0.0-support.zip')
    await upload('repo-17.0.0.zip')
    await put('/v1/system/update/target-release', { system_version: '17.0.0-support' })
    advanceClock(100 * 2 * DELAY)
    const stuck = await status()
    expect(stuck.components_by_release_version).toEqual({ '16.0.0': 16, '17.0.0-support': 15 })
    expect(stuck.contact_support).toBe(true)
    await put('/v1/system/update/target-release', { system_version: '17.0.0' })
    advanceClock(100 * 2 * DELAY)
    const done = await status()
    expect(done.components_by_release_version).toEqual({ '17.0.0': 31 })
    expect(done.contact_support).toBe(false)
  })

  test('a `suspend` release stops halfway suspended until recovery is finished', async () => {
    await upload('repo-17.0.0-suspend.zip')
    await put('/v1/system/update/target-release', { system_version: '17.0.0-suspend' })
    advanceClock(100 * 2 * DELAY)
    expect((await status()).suspended).toBe(true)
    const finish = await put('/v1/system/update/recovery-finish', {
      system_version: '17.0.0-suspend',
    })
    expect(finish.status).toBe(204)
    expect((await status()).suspended).toBe(false)
    advanceClock(100 * 2 * DELAY)
    expect((await status()).components_by_release_version).toEqual({ '17.0.0-suspend': 31 })
  })
})

describe('SCIM tokens', () => {
  test('the bearer token is in the create response only', async () => {
    const created = await post('/v1/system/scim/tokens?silo=corp')
    expect(created.status).toBe(201)
    expect(created.body.bearer_token).toMatch(/^oxide-scim-/)
    const id = String(created.body.id)
    const view = await get(`/v1/system/scim/tokens/${id}?silo=corp`)
    expect(view.body).toEqual({ id, time_created: created.body.time_created, time_expires: null })
    expect(JSON.stringify((await get('/v1/system/scim/tokens?silo=corp')).body)).not.toContain(
      String(created.body.bearer_token),
    )
  })

  test("a silo admin manages their own silo's tokens only; others get 403", async () => {
    signIn('maria-ops')
    expect((await get('/v1/system/scim/tokens?silo=corp')).status).toBe(200)
    expect((await get('/v1/system/scim/tokens?silo=research')).status).toBe(403)
    expect((await post('/v1/system/scim/tokens?silo=research')).status).toBe(403)
    signIn('dev-user')
    expect((await get('/v1/system/scim/tokens?silo=corp')).status).toBe(403)
    signIn('ops-admin')
    expect((await get('/v1/system/scim/tokens?silo=research')).body).toHaveLength(2)
    expect((await get('/v1/system/scim/tokens')).status).toBe(400)
  })
})

describe('multicast groups', () => {
  const join = (instance: string, group: string, body: object = {}) =>
    put(`/v1/instances/${instance}/multicast-groups/${group}?project=demo`, body)

  test('a new name makes a group from the default multicast pool; the last leave deletes it', async () => {
    const member = await join('web-1', 'alerts')
    expect(member.status).toBe(201)
    expect(member.body.state).toBe('joined')
    const group = await get('/v1/multicast-groups/alerts')
    expect(group.body.state).toBe('creating')
    advanceClock(DELAY)
    expect((await get('/v1/multicast-groups/alerts')).body).toMatchObject({
      state: 'active',
      multicast_ip: '239.20.0.11',
      has_any_source_member: true,
    })
    // By address: the same group.
    expect((await get('/v1/multicast-groups/239.20.0.11')).body.name).toBe('alerts')
    const leave = await call('DELETE', '/v1/instances/web-1/multicast-groups/alerts?project=demo')
    expect(leave.status).toBe(204)
    expect((await get('/v1/multicast-groups/alerts')).status).toBe(404)
  })

  test('a source-specific address needs sources; a stopped instance has left', async () => {
    const refused = await join('web-3', '232.20.0.30')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain('source_ips are required')
    expect((await get('/v1/multicast-groups/232.20.0.30')).status).toBe(404)
    const ok = await join('web-3', '232.20.0.30', { source_ips: ['198.51.100.7', '198.51.100.7'] })
    expect(ok.body).toMatchObject({ state: 'left', source_ips: ['198.51.100.7'] })
    const outside = await join('web-3', '239.99.0.1')
    expect(outside.status).toBe(400)
  })

  test('deleting an instance ends its memberships', async () => {
    await post('/v1/instances/web-3/start?project=demo')
    await join('web-3', 'video-feed')
    advanceClock(DELAY)
    await post('/v1/instances/web-3/stop?project=demo')
    advanceClock(DELAY)
    expect((await call('DELETE', '/v1/instances/web-3?project=demo')).status).toBe(204)
    const members = await get('/v1/multicast-groups/video-feed/members')
    expect(members.body.items?.map((m) => m.name)).toEqual(expect.not.arrayContaining(['web-3']))
  })
})

describe('physical disk adoption', () => {
  test('enabling adoption adopts the disk after a while; the request then goes', async () => {
    const disk = getDb().unadoptedDisks[0]?.disk_id
    const res = await put('/v1/system/hardware/disk-adoption-request', disk)
    expect(res.status).toBe(201)
    const requests = await get('/v1/system/hardware/disk-adoption-requests')
    expect(requests.body.items).toHaveLength(2)
    advanceClock(4 * DELAY)
    expect((await get('/v1/system/hardware/disks-unadopted')).body.items).toHaveLength(1)
    expect((await get('/v1/system/hardware/disk-adoption-requests')).body.items).toHaveLength(1)
    const disks = (await get('/v1/system/hardware/disks?limit=1000')).body.items ?? []
    expect(disks.some((d) => d.serial === disk?.serial && d.state === 'active')).toBe(true)
  })

  test('disabling a pending request keeps the disk unadopted', async () => {
    const disk = getDb().unadoptedDisks[1]?.disk_id
    const res = await put('/v1/system/hardware/disk-adoption-request', disk)
    const del = await call(
      'DELETE',
      `/v1/system/hardware/disk-adoption-request/${String(res.body.id)}`,
    )
    expect(del.status).toBe(204)
    advanceClock(10 * DELAY)
    expect((await get('/v1/system/hardware/disks-unadopted')).body.items).toHaveLength(2)
  })
})

describe('rack membership', () => {
  test('adding a sled is in progress until it acknowledges; it can be aborted before', async () => {
    const rack = getDb().racks[0]?.id ?? ''
    const board = getDb().uninitializedSleds[0]?.baseboard
    const sled = { part_number: board?.part, serial_number: board?.serial }
    const url = `/v1/system/hardware/racks/${rack}/membership`
    const first = await post(`${url}/add`, { sled_ids: [sled] })
    expect(first.body).toMatchObject({ version: 2, state: 'in_progress' })
    expect(first.body.unacknowledged_members).toEqual([sled])
    expect((await post(`${url}/add`, { sled_ids: [sled] })).status).toBe(400)
    expect((await post(`${url}/abort`)).body.state).toBe('aborted')
    const second = await post(`${url}/add`, { sled_ids: [sled] })
    expect(second.body.version).toBe(3)
    advanceClock(3 * DELAY)
    const done = await get(url)
    expect(done.body).toMatchObject({ version: 3, state: 'committed', unacknowledged_members: [] })
    expect((await get(`${url}?version=2`)).body.state).toBe('aborted')
    expect(
      (await post(`${url}/add`, { sled_ids: [{ part_number: 'x', serial_number: 'y' }] })).status,
    ).toBe(400)
  })
})

describe('BFD', () => {
  test("switch0's uplink peer is up, switch1's is down; a new session starts in init", async () => {
    const states = (await get('/v1/system/networking/bfd-status')).body as unknown as {
      peer: string
      state: string
    }[]
    expect(states.map((s) => `${s.peer} ${s.state}`)).toEqual(['100.64.0.1 up', '100.64.0.5 down'])
    const session = { remote: '100.64.0.1', switch_slot: 'switch0' }
    expect((await post('/v1/system/networking/bfd-disable', session)).status).toBe(204)
    await post('/v1/system/networking/bfd-enable', {
      ...session,
      detection_threshold: 3,
      mode: 'single_hop',
      required_rx: 300000,
    })
    const again = (await get('/v1/system/networking/bfd-status')).body as unknown as {
      state: string
    }[]
    expect(again.at(-1)?.state).toBe('init')
  })
})
