// The other users' activity (activity.ts): the same draws make the same actions; every action
// is a request the platform accepts and audits under the person who made it (their credential,
// client and address); a signed-in user never acts; the seed's resources are never deleted and
// the load-testing projects are left alone; the timer paces it and stops.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { planAction } from './activity'
import { actOnce, describeDone, startActivity, type Answer, type Done } from './activity-run'
import { prng } from './db/ids'
import { getDb } from './db/store'
import { handlers } from './handlers/all'
import { answerRequest } from './msw/router'
import { resetMock, server, startMockServer } from './node'
import { seedBulk } from './seed/bulk'
import { seedManyProjects } from './seed/many-projects'

beforeAll(() => void startMockServer())
beforeEach(() => resetMock())
afterAll(() => server.close())

const answer: Answer = (request, via) => answerRequest(handlers, request, via)

/** `n` actions drawn from `seed`, each sent to the platform. */
async function run(n: number, seed: number, signedIn: string[] = ['ops-admin']) {
  const rand = prng(seed)
  const done: Done[] = []
  for (let i = 0; i < n; i++) {
    const d = await actOnce(getDb(), answer, rand, signedIn)
    if (d) done.push(d)
  }
  return done
}

describe('the actions', () => {
  test('the same draws make the same actions', async () => {
    const first = (await run(40, 0x5eed)).map(describeDone)
    resetMock()
    const again = (await run(40, 0x5eed)).map(describeDone)
    expect(again).toEqual(first)
    expect(first).toHaveLength(40)
    resetMock()
    expect((await run(40, 0xfeed)).map(describeDone)).not.toEqual(first)
  })

  test('each is accepted, of every kind, and written to the audit log as its person', async () => {
    const before = getDb().auditLog.length
    const done = await run(120, 0xac7)
    expect(done.filter((d) => d.status >= 300).map(describeDone)).toEqual([])
    const kinds = new Set(done.map((d) => d.action.kind))
    expect([...kinds].sort()).toEqual([
      'disk-create',
      'disk-delete',
      'firewall-rule',
      'floating-ip-create',
      'floating-ip-delete',
      'instance-start',
      'instance-stop',
    ])
    const db = getDb()
    const entries = db.auditLog.slice(before)
    expect(entries).toHaveLength(done.length)
    for (const d of done) {
      const entry = entries.find((e) => e.request_id === d.requestId)!
      expect(entry).toBeDefined()
      const user = db.users.find((u) => u.display_name === d.caller.user)!
      expect(entry.request_uri).toBe(d.action.url)
      expect(entry.actor).toEqual({
        kind: 'silo_user',
        silo_id: user.silo_id,
        silo_user_id: user.id,
      })
      expect(entry.auth_method).toBe(d.caller.method)
      expect(entry.user_agent).toBe(d.caller.agent)
      expect(entry.source_ip).toBe(d.caller.peer)
      expect(entry.result).toEqual({ kind: 'success', http_status_code: d.status })
      expect(entry.time_started <= entry.time_completed).toBe(true)
      // The credential is the person's own: a device token for the CLI, a console session else.
      const own =
        d.caller.method === 'access_token'
          ? db.accessTokens.filter((t) => t.user_id === user.id).map((t) => t.value.id)
          : db.sessions.filter((s) => s.user_id === user.id).map((s) => s.value.id)
      expect(own).toContain(entry.credential_id)
    }
    // Through the CLI as well as the console.
    expect(done.some((d) => d.caller.method === 'access_token')).toBe(true)
    expect(done.some((d) => d.caller.method === 'session_cookie')).toBe(true)
  })

  test('says who did what, and how', async () => {
    const [d] = await run(1, 3)
    expect(describeDone(d!)).toMatch(
      /^(maria-ops|lee-web|sam-data) (stopped|started|created|deleted|added|disabled|removed) .+( via CLI)?$/,
    )
    const cli = (await run(40, 4)).find((x) => x.caller.method === 'access_token')!
    expect(describeDone(cli)).toMatch(/ via CLI$/)
  })

  test('a signed-in user never acts; with everybody signed in, nothing happens', async () => {
    const done = await run(60, 11, ['ops-admin', 'maria-ops'])
    expect(done.length).toBeGreaterThan(0)
    expect(new Set(done.map((d) => d.caller.user))).toEqual(new Set(['lee-web', 'sam-data']))
    const everybody = ['ops-admin', 'maria-ops', 'lee-web', 'sam-data']
    expect(planAction(getDb(), prng(1), everybody)).toBeNull()
  })

  test('only what it made is deleted; the load-testing projects are left alone', async () => {
    const db = getDb()
    seedBulk(db, 30)
    seedManyProjects(db, 5)
    const names = (list: { name: string }[]) => list.map((x) => x.name)
    const disks = names(db.disks)
    const ips = names(db.floatingIps)
    const instances = names(db.instances)
    const projects = names(db.projects)
    const rules = db.firewallRules.map((r) => `${r.vpc_id}/${r.name}`)
    const done = await run(200, 0xd15c)
    const after = getDb()
    expect(names(after.disks)).toEqual(expect.arrayContaining(disks))
    expect(names(after.floatingIps)).toEqual(expect.arrayContaining(ips))
    expect(names(after.instances)).toEqual(expect.arrayContaining(instances))
    expect(names(after.projects)).toEqual(projects)
    expect(after.firewallRules.map((r) => `${r.vpc_id}/${r.name}`)).toEqual(
      expect.arrayContaining(rules),
    )
    expect(done.some((d) => d.action.kind === 'disk-delete')).toBe(true)
    expect(done.filter((d) => /project=(bulk|team-\d+)/.test(d.action.url))).toEqual([])
  })
})

describe('the pace', () => {
  test('an action every 10 to 20 s, on the timer it is given, until stopped', async () => {
    const timers: { fn: () => void; ms: number }[] = []
    const done: string[] = []
    const activity = startActivity({
      db: getDb,
      answer,
      rand: prng(42),
      signedIn: () => ['ops-admin'],
      onDone: (d) => done.push(describeDone(d)),
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => void timers.splice(0),
    })
    expect(timers).toHaveLength(1)
    for (let i = 0; i < 5; i++) {
      const t = timers.shift()!
      expect(t.ms).toBeGreaterThanOrEqual(10_000)
      expect(t.ms).toBeLessThanOrEqual(20_000)
      t.fn()
      await expect.poll(() => timers.length).toBe(1)
    }
    expect(done).toHaveLength(5)
    activity.stop()
    expect(timers).toHaveLength(0)
  })
})
