// Sessions and roles, the device flow, chaos mode, the serial console and OxQL.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { resetMock, server, startMockServer } from './node'
import { setChaos } from './msw/settings'
import { signIn } from './msw/session'
import { parseOxql } from './metrics/oxql'
import { runOxql } from './metrics/oxql-run'
import { greeting, SerialSession } from './serial-session'
import { call, get, post } from './test/http'

beforeAll(() => void startMockServer())
beforeEach(() => resetMock())
afterAll(() => server.close())

describe('session', () => {
  test('signed out, every /v1 call but login answers 401; login with the mock password', async () => {
    expect((await post('/v1/logout')).status).toBe(204)
    const denied = await get('/v1/projects')
    expect(denied.status).toBe(401)
    expect(denied.body).toMatchObject({ error_code: 'Unauthorized' })
    expect((await get('/v1/me')).status).toBe(401)
    expect(
      (await post('/v1/login/corp/local', { username: 'ops-admin', password: 'wrong' })).status,
    ).toBe(401)
    expect(
      (await post('/v1/login/research/local', { username: 'rosalind', password: 'oxide' })).status,
    ).toBe(401)
    expect(
      (await post('/v1/login/corp/local', { username: 'dev-user', password: 'oxide' })).status,
    ).toBe(204)
    expect((await get('/v1/me')).body.display_name).toBe('dev-user')
  })

  test('ops-admin is silo admin and fleet viewer', async () => {
    expect((await get('/v1/me')).body).toMatchObject({
      display_name: 'ops-admin',
      silo_name: 'corp',
      silo_admin: true,
      fleet_viewer: true,
    })
    expect((await get('/v1/system/policy')).status).toBe(200)
  })

  test('dev-user: a collaborator on demo only, not a fleet viewer', async () => {
    signIn('dev-user')
    expect((await get('/v1/system/policy')).status).toBe(403)
    expect((await get('/v1/projects')).body.items?.map((p) => p.name)).toEqual(['demo'])
    expect((await get('/v1/instances?project=web')).status).toBe(404)
    expect((await post('/v1/instances/web-3/start?project=demo')).status).toBe(202)
    expect((await call('DELETE', '/v1/projects/demo')).status).toBe(403)
  })

  test('no-groups: 403 on every project and silo call, yet knows who they are', async () => {
    signIn('no-groups')
    expect((await get('/v1/me')).status).toBe(200)
    expect((await get('/v1/me/groups')).body.items).toEqual([])
    for (const path of [
      '/v1/projects',
      '/v1/policy',
      '/v1/instances?project=demo',
      '/v1/images',
      '/v1/utilization',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(403)
      expect(res.body.error_code).toBe('Forbidden')
    }
  })
})

describe('device flow', () => {
  const client_id = '1b9d9d8c-6d5f-4b1e-9a57-4e0a1b2c3d4e'
  const grant_type = 'urn:ietf:params:oauth:grant-type:device_code'

  test('code ABCD-EFGH, pending until confirmed (any case), then a token', async () => {
    const auth = await call('POST', '/device/auth', { client_id }, true)
    const code = String(auth.body.user_code)
    expect(code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/)
    const poll = () =>
      call(
        'POST',
        '/device/token',
        { client_id, device_code: String(auth.body.device_code), grant_type },
        true,
      )
    expect((await poll()).body.error).toBe('authorization_pending')
    expect((await post('/device/confirm', { user_code: code.toLowerCase() })).status).toBe(204)
    const token = await poll()
    expect(token.status).toBe(200)
    expect(token.body).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) })
  })

  test('unknown codes are refused with the platform error', async () => {
    const res = await post('/device/confirm', { user_code: 'ZZZZ-ZZZZ' })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: expect.stringContaining('ZZZZ-ZZZZ'),
    })
  })
})

describe('chaos', () => {
  test('off by default', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () => get('/v1/projects').then((r) => r.status)),
    )
    expect(new Set(statuses)).toEqual(new Set([200]))
  })

  test('when on, fails with 401, 403, 404 or 500 in the platform error shape', async () => {
    setChaos(true, 1)
    const res = await get('/v1/projects')
    expect([401, 403, 404, 500]).toContain(res.status)
    expect(res.body).toMatchObject({
      request_id: expect.any(String),
      message: expect.any(String),
      error_code: expect.any(String),
    })
    // Signing in is spared so a chaotic session can recover.
    expect(
      (await post('/v1/login/corp/local', { username: 'ops-admin', password: 'oxide' })).status,
    ).toBe(204)
  })
})

describe('serial console', () => {
  test('greets, echoes, and boots on `demo`', () => {
    expect(greeting('web-1')).toBe('Connected to web-1 serial console\r\n')
    const s = new SerialSession('web-1')
    expect(s.input('dem')).toBe('dem')
    expect(s.input('x\x7f')).toBe('x\b \b')
    const out = s.input('o\r')
    expect(out).toContain('Linux version')
    expect(out).toContain('Hostname set to <web-1>')
    expect(out.endsWith('ubuntu@web-1:~$ ')).toBe(true)
    expect(s.input('frob\r')).toBe('frob\r\nfrob: command not found\r\nubuntu@web-1:~$ ')
  })

  test('history is served for running instances only', async () => {
    const ok = await get('/v1/instances/web-1/serial-console?project=demo&most_recent=200')
    expect(ok.status).toBe(200)
    expect((ok.body.data as number[]).length).toBe(200)
    expect(
      (await get('/v1/instances/web-3/serial-console?project=demo&most_recent=200')).status,
    ).toBe(400)
  })
})

describe('OxQL', () => {
  const now = Date.parse('2025-06-01T12:00:00Z')
  test('reads the timeseries, window, filters, alignment and grouping', () => {
    const q = parseOxql(
      'get virtual_disk:bytes_read | filter timestamp >= @2025-06-01T11:00:00Z && timestamp < @2025-06-01T12:00:00Z && disk_id == "d1" | align mean_within(30s) | group_by [disk_id], sum',
      now,
    )
    expect(q).toMatchObject({
      name: 'virtual_disk:bytes_read',
      align: 30_000,
      filters: { disk_id: 'd1' },
      groupBy: ['disk_id'],
    })
    expect(q.end - q.start).toBe(3_600_000)
  })

  test('answers with realistic, repeatable points', () => {
    const query =
      'get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h && state == "run" | align mean_within(60s)'
    const a = runOxql(query)
    const series = a.tables[0]?.timeseries[0]
    expect(series?.points.timestamps.length).toBeGreaterThanOrEqual(59)
    expect(series?.points.values[0]?.metric_type).toBe('gauge')
    expect(series?.fields.state).toEqual({ type: 'string', value: 'run' })
    expect(() => runOxql('get nothing:here')).toThrow(/not found/)
    expect(() => runOxql('get virtual_disk:reads | filter instance_id == "x"')).toThrow(
      /no field "instance_id"/,
    )
    expect(() => runOxql('select 1')).toThrow(/get/)
  })
})

describe('sentinel names', () => {
  test('error-<status> as a name or path parameter answers that error', async () => {
    expect((await post('/v1/projects', { name: 'error-500', description: '' })).status).toBe(500)
    const res = await get('/v1/projects/error-403')
    expect(res.status).toBe(403)
    expect(res.body.error_code).toBe('Forbidden')
    expect((await get('/v1/instances/error-503?project=demo')).status).toBe(503)
  })
})

describe('timeseries of the platform objects', () => {
  const q = (s: string) => post('/v1/timeseries/query?project=demo', { query: s })
  type Result = { tables: { timeseries: { fields: Record<string, { value: unknown }> }[] }[] }

  test('an instance has a vCPU series per state, summed by group_by', async () => {
    const id = String((await get('/v1/instances/web-1?project=demo')).body.id)
    const perVcpu = (
      await q(
        `get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h && instance_id == "${id}" && state == "run" | align mean_within(1m)`,
      )
    ).body as unknown as Result
    expect(perVcpu.tables[0]?.timeseries.map((t) => t.fields.vcpu_id?.value)).toEqual([0, 1, 2, 3])
    const total = (
      await q(
        `get virtual_machine:vcpu_usage | filter instance_id == "${id}" | align mean_within(1m) | group_by [state], sum`,
      )
    ).body as unknown as Result
    expect(total.tables[0]?.timeseries.map((t) => t.fields.state?.value).sort()).toEqual([
      'emulation',
      'idle',
      'run',
      'waiting',
    ])
  })

  test('disks by attached instance; unknown fields are refused; other projects are not visible', async () => {
    const id = String((await get('/v1/instances/db-primary?project=demo')).body.id)
    const disks = (
      await q(
        `get virtual_disk:bytes_read | filter attached_instance_id == "${id}" | align mean_within(1m)`,
      )
    ).body as unknown as Result
    expect(disks.tables[0]?.timeseries).toHaveLength(2)
    expect((await q(`get virtual_disk:bytes_read | filter instance_id == "${id}"`)).status).toBe(
      400,
    )
    const other = await post('/v1/timeseries/query?project=web', {
      query: `get virtual_disk:bytes_read | filter attached_instance_id == "${id}"`,
    })
    expect((other.body as unknown as Result).tables[0]?.timeseries).toEqual([])
  })
})
