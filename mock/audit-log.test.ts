// The audit log: what writes an entry (every audited request, whatever its outcome) and what the
// entry says, and `audit_log_list` as nexus.json and Nexus define it (start_time required,
// end_time exclusive, both orders, page tokens, fleet viewers only).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { advanceClock, freezeClock } from './db/clock'
import { getDb } from './db/store'
import { resetMock, server, startMockServer } from './node'
import { signIn, signOut } from './msw/session'
import { setChaos } from './msw/settings'
import { BASE, call, get, post } from './test/http'

beforeAll(() => void startMockServer())
beforeEach(() => resetMock())
afterAll(() => server.close())

type Entry = {
  id: string
  operation_id: string
  request_id: string
  request_uri: string
  source_ip: string
  user_agent: string | null
  actor: { kind: string; silo_user_id?: string; silo_id?: string }
  auth_method: string | null
  credential_id: string | null
  time_started: string
  time_completed: string
  result: {
    kind: string
    http_status_code?: number
    error_code?: string | null
    error_message?: string
  }
}

const WEEK = 7 * 24 * 3_600_000
const since = (ms: number) => new Date(Date.now() - ms).toISOString()

async function list(query: Record<string, string>) {
  const res = await get(`/v1/system/audit-log?${new URLSearchParams(query)}`)
  return { status: res.status, body: res.body, items: (res.body.items ?? []) as unknown as Entry[] }
}

/** The entries written since `from` (ISO), oldest first. */
async function written(from: string) {
  return (await list({ start_time: from, limit: '1000' })).items
}

const userId = (name: string) => getDb().users.find((u) => u.display_name === name)?.id

describe('what writes an entry', () => {
  test('a mutating call: actor, operation, request id, URI, source, auth, times, status', async () => {
    const from = new Date().toISOString()
    const res = await fetch(`${BASE}/v1/instances/web-1/stop?project=demo`, {
      method: 'POST',
      headers: { 'user-agent': 'audit-test/1.0' },
    })
    expect(res.status).toBe(202)
    const [e, ...rest] = await written(from)
    expect(rest).toEqual([])
    const ops = getDb().users.find((u) => u.display_name === 'ops-admin')
    const session = getDb().sessions.findLast((s) => s.user_id === ops?.id)
    expect(e).toMatchObject({
      operation_id: 'instance_stop',
      request_id: res.headers.get('x-request-id'),
      request_uri: '/v1/instances/web-1/stop?project=demo',
      source_ip: '127.0.0.1',
      user_agent: 'audit-test/1.0',
      actor: { kind: 'silo_user', silo_user_id: ops?.id, silo_id: ops?.silo_id },
      auth_method: 'session_cookie',
      credential_id: session?.value.id,
      result: { kind: 'success', http_status_code: 202 },
    })
    expect(Date.parse(e!.time_completed)).toBeGreaterThanOrEqual(Date.parse(e!.time_started))
  })

  test('an answer a handler builds itself names its request too', async () => {
    const res = await fetch(`${BASE}/device/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: crypto.randomUUID() }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('reads are not audited; sign-out and token polling neither', async () => {
    const from = new Date().toISOString()
    await get('/v1/projects')
    await get('/v1/instances?project=demo')
    await post('/v1/logout')
    expect(await written(from)).toEqual([])
  })

  test('refusals and errors are failures with the status, code and message', async () => {
    signIn('dev-user')
    const from = new Date().toISOString()
    expect((await call('DELETE', '/v1/projects/demo')).status).toBe(403)
    expect((await call('DELETE', '/v1/instances/web-1?project=demo')).status).toBe(400)
    expect((await post('/v1/instances/error-500/start?project=demo')).status).toBe(500)
    signIn('ops-admin')
    const all = await written(from)
    expect(all.map((e) => [e.operation_id, e.result])).toEqual([
      [
        'project_delete',
        {
          kind: 'error',
          http_status_code: 403,
          error_code: 'Forbidden',
          error_message: 'Forbidden',
        },
      ],
      [
        'instance_delete',
        {
          kind: 'error',
          http_status_code: 400,
          error_code: 'InvalidRequest',
          error_message: 'instance cannot be deleted in state "running"',
        },
      ],
      [
        'instance_start',
        {
          kind: 'error',
          http_status_code: 500,
          error_code: 'Internal',
          error_message: 'Internal Server Error',
        },
      ],
    ])
    expect(new Set(all.map((e) => e.actor.silo_user_id))).toEqual(new Set([userId('dev-user')]))
  })

  test('requests completed in one millisecond are listed in the order they completed', async () => {
    freezeClock()
    const from = new Date(Date.now() - 1000).toISOString()
    for (const name of ['web-1', 'web-2', 'api-1', 'cache-1', 'worker-1'])
      await post(`/v1/instances/${name}/stop?project=demo`)
    const entries = await written(from)
    expect(entries.map((e) => e.request_uri)).toEqual(
      ['web-1', 'web-2', 'api-1', 'cache-1', 'worker-1'].map(
        (n) => `/v1/instances/${n}/stop?project=demo`,
      ),
    )
    const times = entries.map((e) => Date.parse(e.time_completed))
    expect(times.every((t, i) => i === 0 || t > times[i - 1]!)).toBe(true)
  })

  test('a body the platform cannot parse is a failure without an error code', async () => {
    const from = new Date().toISOString()
    const res = await fetch(`${BASE}/v1/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(res.status).toBe(400)
    const [e] = await written(from)
    expect(e?.result).toMatchObject({ kind: 'error', http_status_code: 400, error_code: null })
  })

  test('sign-in attempts, good or bad, and calls without a session are unauthenticated', async () => {
    const from = new Date().toISOString()
    await post('/v1/logout')
    expect((await post('/v1/projects', { name: 'x', description: '' })).status).toBe(401)
    const bad = { username: 'ops-admin', password: 'wrong' }
    expect((await post('/v1/login/corp/local', bad)).status).toBe(401)
    const good = { username: 'maria-ops', password: 'oxide' }
    expect((await post('/v1/login/corp/local', good)).status).toBe(204)
    const all = await written(from)
    expect(all.map((e) => [e.operation_id, e.actor, e.auth_method, e.credential_id])).toEqual([
      ['project_create', { kind: 'unauthenticated' }, null, null],
      ['login_local', { kind: 'unauthenticated' }, null, null],
      ['login_local', { kind: 'unauthenticated' }, null, null],
    ])
    expect(all.map((e) => e.result.http_status_code)).toEqual([401, 401, 204])
    // The session the sign-in made is the credential of what maria-ops does next.
    await post('/v1/instances/web-3/start?project=demo')
    const [next] = await written(all[2]!.time_completed).then((l) => l.slice(-1))
    const session = getDb().sessions.findLast((s) => s.user_id === userId('maria-ops'))
    expect(next).toMatchObject({
      operation_id: 'instance_start',
      actor: { silo_user_id: userId('maria-ops') },
      credential_id: session?.value.id,
    })
  })

  test('chaos failures are failures too', async () => {
    setChaos(true, 1)
    const from = new Date().toISOString()
    const res = await post('/v1/instances/web-1/reboot?project=demo')
    setChaos(false)
    expect(res.status).toBeGreaterThanOrEqual(400)
    const [e] = await written(from)
    expect(e).toMatchObject({
      operation_id: 'instance_reboot',
      result: { kind: 'error', http_status_code: res.status },
    })
  })
})

describe('audit_log_list', () => {
  test('the seed holds six days by several people, with failures and sign-ins', async () => {
    const { items } = await list({ start_time: since(WEEK), limit: '10000' })
    expect(items.length).toBeGreaterThan(300)
    const oldest = Date.now() - Date.parse(items[0]!.time_completed)
    expect(oldest).toBeGreaterThan(5 * 24 * 3_600_000)
    const users = new Set(items.map((e) => e.actor.silo_user_id).filter(Boolean))
    expect(users.size).toBeGreaterThanOrEqual(6)
    expect(items.some((e) => e.result.kind === 'error' && e.result.http_status_code === 403)).toBe(
      true,
    )
    expect(items.some((e) => e.auth_method === 'access_token')).toBe(true)
    expect(
      items.some((e) => e.operation_id === 'login_local' && e.actor.kind === 'unauthenticated'),
    ).toBe(true)
    expect(items.some((e) => e.request_uri === '/v1/disks/tmp-restore?project=infra')).toBe(true)
  })

  test('start_time is required, inclusive; end_time exclusive', async () => {
    const missing = await list({})
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('unable to parse query string: missing field `start_time`')
    expect((await list({ start_time: 'yesterday' })).status).toBe(400)
    freezeClock()
    await post('/v1/instances/web-1/stop?project=demo')
    const first = (await written(since(1000)))[0]!
    advanceClock(5)
    await post('/v1/instances/web-3/start?project=demo')
    const t = first.time_completed
    expect((await list({ start_time: t })).items.map((e) => e.operation_id)).toEqual([
      'instance_stop',
      'instance_start',
    ])
    expect(
      (await list({ start_time: since(WEEK), end_time: t })).items.map((e) => e.id),
    ).not.toContain(first.id)
    expect(
      (
        await list({ start_time: t, end_time: new Date(Date.parse(t) + 1).toISOString() })
      ).items.map((e) => e.operation_id),
    ).toEqual(['instance_stop'])
  })

  test('both orders page through the same entries, the token carrying the range', async () => {
    const range = { start_time: since(3 * 24 * 3_600_000), end_time: since(24 * 3_600_000) }
    const all = (await list({ ...range, limit: '10000' })).items
    expect(all.length).toBeGreaterThan(50)
    const walk = async (sort_by: string) => {
      const seen: Entry[] = []
      let page = await list({ ...range, sort_by, limit: '7' })
      seen.push(...page.items)
      while (page.body.next_page) {
        page = await list({ page_token: String(page.body.next_page), limit: '7' })
        seen.push(...page.items)
      }
      return seen
    }
    const asc = await walk('time_and_id_ascending')
    const desc = await walk('time_and_id_descending')
    expect(asc.map((e) => e.id)).toEqual(all.map((e) => e.id))
    expect(desc.map((e) => e.id)).toEqual(all.map((e) => e.id).reverse())
    const times = asc.map((e) => Date.parse(e.time_completed))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect((await list({ ...range, sort_by: 'newest' })).status).toBe(400)
    expect((await list({ page_token: 'nonsense' })).status).toBe(400)
  })

  test('fleet viewers only', async () => {
    signIn('dev-user')
    expect((await list({ start_time: since(WEEK) })).status).toBe(403)
    signOut()
    expect((await list({ start_time: since(WEEK) })).status).toBe(401)
  })
})
