// `mock:server --activity`: other users act on the platform over time, each action a request of
// its person that the audit log lists as theirs (their credential, client and address), never as
// a user signed in to the server; the actions are what a client then reads; the platform's
// stop ends them.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PEOPLE } from '../activity'
import { resetDb } from '../db/store'
import { parseOptions } from './options'
import { startMockPlatform, type MockPlatformServer } from './server'

let platform: MockPlatformServer
const lines: string[] = []

type Entry = {
  operation_id: string
  request_uri: string
  source_ip: string
  user_agent: string | null
  auth_method: string | null
  actor: { kind: string; silo_user_id?: string }
  result: { kind: string }
}

beforeAll(async () => {
  resetDb()
  // A pause of 20 to 40 ms instead of 10 to 20 s.
  const options = parseOptions(['--activity=0.02-0.04', '--validate'])
  platform = await startMockPlatform(
    { ...options, port: 0, latency: [0, 0], quiet: false },
    (line) => void lines.push(line),
  )
})
afterAll(() => platform.close())

async function signIn(username: string) {
  const res = await fetch(`${platform.url}/v1/login/corp/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'oxide' }),
  })
  expect(res.status).toBe(204)
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

test('other users act, audited as themselves, never as a user signed in here', async () => {
  const cookie = await signIn('ops-admin')
  // What happened since ops-admin signed in.
  const from = new Date().toISOString()
  const read = async <T>(path: string) =>
    (await (await fetch(`${platform.url}${path}`, { headers: { cookie } })).json()) as T
  const users = await read<{ items: { id: string; display_name: string }[] }>('/v1/users')
  const name = new Map(users.items.map((u) => [u.id, u.display_name]))
  const others = async () =>
    (
      await read<{ items: Entry[] }>(
        `/v1/system/audit-log?start_time=${encodeURIComponent(from)}&limit=1000`,
      )
    ).items.filter((e) => e.operation_id !== 'login_local')
  await expect.poll(async () => (await others()).length, { timeout: 5_000 }).toBeGreaterThan(12)
  const entries = await others()
  const people = new Map(PEOPLE.map((p) => [`${p.user} ${p.agent}`, p]))
  for (const e of entries) {
    const who = name.get(e.actor.silo_user_id ?? '') ?? ''
    // ops-admin is signed in here: the CLI's ops-admin does not act.
    expect(['maria-ops', 'lee-web', 'sam-data']).toContain(who)
    const person = people.get(`${who} ${e.user_agent}`)
    expect(person, `${who} with ${e.user_agent}`).toBeDefined()
    expect(e.auth_method).toBe(person!.method)
    expect(e.source_ip).toBe(person!.peer)
    expect(e.result.kind).toBe('success')
  }
  expect(entries.some((e) => e.auth_method === 'access_token')).toBe(true)
  // One line of the server's log each, saying who did what.
  expect(lines.filter((l) => l.startsWith('activity: ')).length).toBeGreaterThanOrEqual(
    entries.length,
  )
  expect(lines.find((l) => l.startsWith('activity: '))).toMatch(
    /^activity: (maria-ops|lee-web|sam-data|ops-admin) (stopped|started|created|deleted|added|disabled|removed) .+ \(\d{3}\)$/,
  )
  // Bodies as nexus.json has them.
  const conformance = await read<{ violations: string[] }>('/__mock/conformance')
  expect(conformance.violations).toEqual([])
})

test('the platform stops them when it stops', async () => {
  const count = () => lines.filter((l) => l.startsWith('activity: ')).length
  await platform.close()
  const after = count()
  await new Promise((r) => setTimeout(r, 150))
  expect(count()).toBe(after)
  // A second close (afterAll) finds nothing left to stop.
  platform = { ...platform, close: async () => {} }
})
