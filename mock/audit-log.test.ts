// The audit log: every change is logged once it has completed, as who asked for it and how it
// ended; reads are not; a sign-in attempt is unauthenticated; the list is a time window that only
// fleet viewers may read.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { advanceClock, freezeClock } from './db/clock'
import { getDb } from './db/store'
import { signIn } from './msw/session'
import { resetMock, server, startMockServer } from './node'
import { get, post } from './test/http'

const T0 = Date.parse('2026-09-01T12:00:00Z')
const since = (ms: number) => `start_time=${new Date(ms).toISOString()}`

type Entry = {
  operation_id: string
  request_uri: string
  actor: { kind: string; silo_user_id?: string }
  auth_method: string | null
  result: { kind: string; http_status_code?: number; error_message?: string }
  time_completed: string
}
const entries = async (query: string) =>
  ((await get(`/v1/system/audit-log?${query}`)).body.items ?? []) as unknown as Entry[]

beforeAll(() => void startMockServer())
beforeEach(() => {
  resetMock()
  freezeClock(T0)
})
afterAll(() => server.close())

describe('audit log', () => {
  test('a change is logged as its actor and result; reads are not', async () => {
    await get('/v1/projects')
    expect((await post('/v1/projects', { name: 'audited', description: '' })).status).toBe(201)
    advanceClock(1000)
    expect((await post('/v1/projects', { name: 'audited', description: '' })).status).toBe(400)
    const log = await entries(since(T0))
    expect(log.map((e) => e.operation_id)).toEqual(['project_create', 'project_create'])
    const ops = getDb().users.find((u) => u.display_name === 'ops-admin')
    expect(log[0]).toMatchObject({
      request_uri: '/v1/projects',
      actor: { kind: 'silo_user', silo_user_id: ops?.id },
      auth_method: 'session_cookie',
      result: { kind: 'success', http_status_code: 201 },
    })
    expect(log[1]?.result).toMatchObject({ kind: 'error', http_status_code: 400 })
    expect(log[1]?.result.error_message).toContain('already exists')
  })

  test('a sign-in attempt is logged unauthenticated, refused or not', async () => {
    await post('/v1/login/corp/local', { username: 'dev-user', password: 'wrong' })
    const [refused] = await entries(since(T0))
    expect(refused).toMatchObject({
      operation_id: 'login_local',
      actor: { kind: 'unauthenticated' },
      auth_method: null,
      result: { kind: 'error', http_status_code: 401 },
    })
  })

  test('the window: start inclusive and required, end exclusive, oldest first', async () => {
    expect((await get('/v1/system/audit-log')).status).toBe(400)
    const seeded = await entries(since(0))
    expect(seeded.length).toBeGreaterThan(3)
    const times = seeded.map((e) => e.time_completed)
    expect(times).toEqual([...times].sort())
    await post('/v1/projects', { name: 'first', description: '' })
    advanceClock(60_000)
    await post('/v1/projects', { name: 'second', description: '' })
    const end = `end_time=${new Date(T0 + 60_000).toISOString()}`
    const first = await entries(`${since(T0)}&${end}`)
    expect(first.map((e) => e.request_uri)).toEqual(['/v1/projects'])
    expect(await entries(since(T0 + 60_000))).toHaveLength(1)
  })

  test('pages follow one another', async () => {
    for (const name of ['p-1', 'p-2', 'p-3']) await post('/v1/projects', { name, description: '' })
    const one = await get(`/v1/system/audit-log?${since(T0)}&limit=2`)
    expect(one.body.items).toHaveLength(2)
    const token = encodeURIComponent(String(one.body.next_page))
    const two = await get(`/v1/system/audit-log?limit=2&page_token=${token}`)
    expect(two.body.items).toHaveLength(1)
    expect(two.body.next_page).toBeNull()
  })

  test('only fleet viewers read it', async () => {
    signIn('dev-user')
    expect((await get(`/v1/system/audit-log?${since(0)}`)).status).toBe(403)
  })
})
