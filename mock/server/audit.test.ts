// The audit log over real HTTP: the peer's address is the source IP, the client's user agent is
// kept, and a device token's requests say `access_token` with the token's id.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { resetDb } from '../db/store'
import { parseOptions } from './options'
import { startMockPlatform, type MockPlatformServer } from './server'

let platform: MockPlatformServer

beforeAll(async () => {
  resetDb()
  platform = await startMockPlatform({ ...parseOptions([]), port: 0, latency: [0, 0], quiet: true })
})
afterAll(() => platform.close())

const client_id = '1b9d9d8c-6d5f-4b1e-9a57-4e0a1b2c3d4e'

async function signIn() {
  const res = await fetch(`${platform.url}/v1/login/corp/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'sam-data', password: 'oxide' }),
  })
  expect(res.status).toBe(204)
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

async function deviceToken(cookie: string) {
  const form = (o: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(o).toString(),
  })
  const auth = (await (await fetch(`${platform.url}/device/auth`, form({ client_id }))).json()) as {
    user_code: string
    device_code: string
  }
  const confirm = await fetch(`${platform.url}/device/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ user_code: auth.user_code }),
  })
  expect(confirm.status).toBe(204)
  const token = await fetch(
    `${platform.url}/device/token`,
    form({
      client_id,
      device_code: auth.device_code,
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    }),
  )
  return ((await token.json()) as { access_token: string }).access_token
}

test('source IP, user agent and the device token as the credential', async () => {
  const from = new Date().toISOString()
  const cookie = await signIn()
  const token = await deviceToken(cookie)
  const res = await fetch(`${platform.url}/v1/snapshots?project=data`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'user-agent': 'oxide-cli/0.17.0',
    },
    body: JSON.stringify({ name: 'nightly', description: '', disk: 'no-such-disk' }),
  })
  expect(res.status).toBe(404)
  // sam-data is no fleet viewer: ops-admin reads the log.
  const ops = await fetch(`${platform.url}/v1/login/corp/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ops-admin', password: 'oxide' }),
  })
  const opsCookie = (ops.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const log = await fetch(`${platform.url}/v1/system/audit-log?start_time=${from}`, {
    headers: { cookie: opsCookie },
  })
  const { items } = (await log.json()) as { items: Record<string, unknown>[] }
  expect(items.map((e) => e.operation_id)).toEqual([
    'login_local',
    'device_auth_confirm',
    'snapshot_create',
    'login_local',
  ])
  const confirm = items[1]!
  const create = items[2]!
  expect(confirm).toMatchObject({ auth_method: 'session_cookie', source_ip: '127.0.0.1' })
  expect(create).toMatchObject({
    auth_method: 'access_token',
    user_agent: 'oxide-cli/0.17.0',
    source_ip: '127.0.0.1',
    actor: { kind: 'silo_user' },
    result: { kind: 'error', http_status_code: 404, error_code: 'ObjectNotFound' },
  })
  expect(create.credential_id).toEqual(expect.any(String))
  expect(create.credential_id).not.toBe(confirm.credential_id)
})
