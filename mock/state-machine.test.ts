// The platform's rules as the mock enforces them: instance state machine on a controllable
// clock, refusals with Nexus's messages, unique names, lookups, selectors and pagination.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { advanceClock, freezeClock } from './db/clock'
import { setTransitionDelay } from './db/transitions'
import { resetMock, server, startMockServer } from './node'
import { call, get, post } from './test/http'

const GiB = 1024 ** 3

beforeAll(() => void startMockServer())
beforeEach(() => {
  resetMock()
  freezeClock(Date.parse('2025-06-01T12:00:00Z'))
  setTransitionDelay(2000)
})
afterAll(() => server.close())

const state = async (name: string) =>
  (await get(`/v1/instances/${name}?project=demo`)).body.run_state

describe('instance state machine', () => {
  test('start: stopped -> starting -> running after the delay', async () => {
    expect(await state('web-3')).toBe('stopped')
    const res = await post('/v1/instances/web-3/start?project=demo')
    expect(res.status).toBe(202)
    expect(res.body.run_state).toBe('starting')
    advanceClock(1999)
    expect(await state('web-3')).toBe('starting')
    advanceClock(1)
    expect(await state('web-3')).toBe('running')
  })

  test('stop: running -> stopping -> stopped; reboot: running -> rebooting -> running', async () => {
    expect((await post('/v1/instances/web-1/stop?project=demo')).body.run_state).toBe('stopping')
    advanceClock(2000)
    expect(await state('web-1')).toBe('stopped')
    expect((await post('/v1/instances/web-2/reboot?project=demo')).body.run_state).toBe('rebooting')
    advanceClock(2000)
    expect(await state('web-2')).toBe('running')
  })

  test('create: creating -> starting -> running, or creating -> stopped with start false', async () => {
    const body = (name: string, start: boolean) => ({
      name,
      description: '',
      hostname: name,
      ncpus: 1,
      memory: GiB,
      start,
    })
    expect((await post('/v1/instances?project=demo', body('new-1', true))).body.run_state).toBe(
      'creating',
    )
    expect((await post('/v1/instances?project=demo', body('new-2', false))).status).toBe(201)
    advanceClock(2000)
    expect(await state('new-1')).toBe('starting')
    expect(await state('new-2')).toBe('stopped')
    advanceClock(2000)
    expect(await state('new-1')).toBe('running')
  })

  test('actions outside the capability table are refused', async () => {
    const del = await call('DELETE', '/v1/instances/web-1?project=demo')
    expect(del.status).toBe(400)
    expect(del.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'instance cannot be deleted in state "running"',
    })
    expect((await post('/v1/instances/web-3/reboot?project=demo')).status).toBe(400)
    const detach = await post('/v1/instances/db-primary/disks/detach?project=demo', {
      disk: 'db-primary-data',
    })
    expect(detach.status).toBe(400)
    expect(detach.body.message).toBe('cannot detach disk from instance in running state')
    expect((await call('DELETE', '/v1/disks/db-primary-data?project=demo')).status).toBe(400)
  })

  test('a stopped instance can be deleted and its disks come back detached', async () => {
    expect((await call('DELETE', '/v1/instances/web-3?project=demo')).status).toBe(204)
    expect((await get('/v1/instances/web-3?project=demo')).status).toBe(404)
    expect((await get('/v1/disks/web-3-boot?project=demo')).body.state).toEqual({
      state: 'detached',
    })
  })
})

describe('names, lookups and selectors', () => {
  test('names are unique per scope, with Nexus wording', async () => {
    const res = await post('/v1/projects', { name: 'demo', description: '' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: project "demo"',
    })
    expect(res.body.request_id).toEqual(expect.any(String))
    // The same name in another project is fine.
    expect(
      (
        await post('/v1/disks?project=web', {
          name: 'old-logs',
          description: '',
          size: GiB,
          disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 512 } },
        })
      ).status,
    ).toBe(201)
  })

  test('lookup by name or id; 404 ObjectNotFound says which', async () => {
    const byName = await get('/v1/instances/web-1?project=demo')
    expect((await get(`/v1/instances/${String(byName.body.id)}`)).body.name).toBe('web-1')
    const missing = await get('/v1/instances/nope?project=demo')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: instance with name "nope"',
    })
  })

  test('selectors are required where Nexus requires them', async () => {
    expect((await get('/v1/instances')).status).toBe(400)
    expect((await get('/v1/instances/web-1')).status).toBe(400)
    const id = String((await get('/v1/instances/web-1?project=demo')).body.id)
    expect((await get(`/v1/instances/${id}?project=demo`)).status).toBe(400)
  })

  test('request bodies are validated against nexus.json like the real server', async () => {
    const res = await post('/v1/projects', { name: 'Not A Name', description: '' })
    expect(res.status).toBe(400)
    expect(String(res.body.message)).toMatch(/^unable to parse JSON body: /)
    expect((await post('/v1/projects', { name: 'x' })).body.message).toBe(
      'unable to parse JSON body: missing field `description`',
    )
  })
})

describe('pagination', () => {
  test('25+ instances in pages of 10: each exactly once, next_page null at the end', async () => {
    const seen: string[] = []
    let token: string | null = null
    let pages = 0
    do {
      const qs: string = token ? `&page_token=${encodeURIComponent(token)}` : ''
      const res = await get(`/v1/instances?project=demo&limit=10${qs}`)
      const items = res.body.items ?? []
      expect(items.length).toBeLessThanOrEqual(10)
      seen.push(...items.map((i) => String(i.name)))
      token = (res.body.next_page as string | null) ?? null
      pages++
    } while (token && pages < 20)
    expect(seen.length).toBeGreaterThanOrEqual(25)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toEqual([...seen].sort())
    expect(pages).toBe(Math.ceil(seen.length / 10))
  })

  test('default limit is 100; sort_by is honoured; bad limits are refused', async () => {
    const all = await get('/v1/system/hardware/disks')
    expect(all.body.items).toHaveLength(100)
    expect(all.body.next_page).toEqual(expect.any(String))
    const desc = await get('/v1/projects?sort_by=name_descending')
    expect((desc.body.items ?? []).map((p) => p.name)).toEqual([
      'web',
      'infra',
      'demo',
      'data',
      'ci',
    ])
    expect((await get('/v1/projects?limit=0')).status).toBe(400)
  })

  test("sort_by takes only the operation's own modes, as nexus.json gives them", async () => {
    // A project list sorts by name or id; no time order.
    const time = await get('/v1/projects?sort_by=time_and_id_descending')
    expect(time.status).toBe(400)
    expect(JSON.stringify(time.body)).toContain(
      'unknown variant `time_and_id_descending`, expected one of `name_ascending`, `name_descending`, `id_ascending`',
    )
    // A sled list sorts by id alone.
    const sleds = await get('/v1/system/hardware/sleds?sort_by=name_ascending')
    expect(sleds.status).toBe(400)
    expect(JSON.stringify(sleds.body)).toContain('expected `id_ascending`')
    expect((await get('/v1/system/hardware/sleds?sort_by=id_ascending')).status).toBe(200)
  })
})
