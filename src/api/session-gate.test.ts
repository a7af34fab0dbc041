// The request layer when a session ends in the middle of work: calls failing with 401 together
// make one ended session (one dialog); after signing in each read is sent once more, and each
// change only when the user answers Retry, once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setBaseUrl, setUnauthorizedHandler } from './client'
import {
  currentUserView,
  instanceList,
  instanceStop,
  loginLocal,
  logout,
  projectCreate,
  projectView,
} from './generated/operations'
import {
  answerHeld,
  beginRun,
  installSessionPrompt,
  NOT_RETRIED,
  onSessionEvent,
  resetSessionGate,
  sessionSnapshot,
  signInSettled,
  someoneElse,
  type SessionEvent,
} from './session-gate'

const OPS = { id: 'u-ops', display_name: 'ops-admin', silo_name: 'corp' }
const DEV = { id: 'u-dev', display_name: 'dev-user', silo_name: 'corp' }

/** The platform: who the cookie signs in (null: nobody), and every request it was sent. */
let signedIn: typeof OPS | null = OPS
let sent: { method: string; path: string; body?: unknown }[] = []
const redirects: string[] = []

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

async function platform(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = new URL(String(input))
  const method = init.method ?? 'GET'
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
  sent.push({ method, path: url.pathname + url.search, body })
  if (url.pathname === '/v1/login/corp/local') {
    const { username } = body as { username: string }
    signedIn = username === 'dev-user' ? DEV : OPS
    return json(null, 204)
  }
  if (!signedIn) return json({ error_code: 'Unauthorized', message: 'credentials missing' }, 401)
  if (url.pathname === '/v1/me') return json(signedIn)
  if (method === 'POST') return json({ id: 'new', name: 'x' }, 201)
  return json({ id: 'p', name: 'p', items: [] })
}

const count = (method: string, path: string) =>
  sent.filter((r) => r.method === method && r.path.startsWith(path)).length
const posted = (name: string) =>
  sent.filter((r) => r.method === 'POST' && (r.body as { name?: string })?.name === name).length

/** Waits until `check` holds, letting the calls' promises run. */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 1))
  expect(check()).toBe(true)
}

const signInAgain = async (username = 'ops-admin') => {
  await loginLocal({ path: { siloName: 'corp' }, body: { username, password: 'oxide' } })
  return signInSettled()
}

let uninstall: () => void
let events: SessionEvent['type'][]
let stopEvents: () => void

beforeEach(async () => {
  setBaseUrl('http://localhost')
  setUnauthorizedHandler((to) => void redirects.push(to))
  vi.stubGlobal('fetch', vi.fn(platform))
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.stubGlobal('location', { pathname: '/projects/demo/instances', search: '' })
  uninstall = installSessionPrompt()
  events = []
  stopEvents = onSessionEvent((e) => void events.push(e.type))
  signedIn = OPS
  // The console knows who is signed in (the shell asked GET /v1/me).
  await currentUserView()
  sent = []
  redirects.length = 0
})

afterEach(() => {
  stopEvents()
  uninstall()
  resetSessionGate()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a session that ends mid-work', () => {
  it('several 401s together: one dialog, each read retried once, no write until Retry', async () => {
    signedIn = null // the cookie is gone
    const reads = [
      projectView({ path: { project: 'a' } }),
      projectView({ path: { project: 'b' } }),
      instanceList({ query: { project: 'a' } }),
    ]
    const writes = [
      projectCreate({ body: { name: 'one', description: '' } }),
      projectCreate({ body: { name: 'two', description: '' } }),
    ]
    await until(() => sessionSnapshot().status === 'ended' && sessionSnapshot().held.length === 2)
    // One ended session, one question to the platform, nothing sent again meanwhile.
    expect(events).toEqual(['ended'])
    expect(count('GET', '/v1/me')).toBe(1)
    expect(count('GET', '/v1/projects/a')).toBe(1)
    expect(count('GET', '/v1/projects/b')).toBe(1)
    expect(count('GET', '/v1/instances')).toBe(1)
    expect(posted('one')).toBe(1)
    expect(posted('two')).toBe(1)
    expect(redirects).toEqual([])

    expect(await signInAgain()).toMatchObject({ name: 'ops-admin' })
    await expect(Promise.all(reads)).resolves.toHaveLength(3)
    expect(count('GET', '/v1/projects/a')).toBe(2)
    expect(count('GET', '/v1/projects/b')).toBe(2)
    expect(count('GET', '/v1/instances')).toBe(2)
    expect(events).toEqual(['ended', 'resumed'])
    // The changes wait for the user: not sent again by the sign-in.
    await new Promise((r) => setTimeout(r, 20))
    expect(posted('one')).toBe(1)
    expect(posted('two')).toBe(1)
    expect(sessionSnapshot()).toMatchObject({ status: 'open', held: [{}, {}] })

    answerHeld(true)
    answerHeld(true) // a second press sends nothing twice
    await expect(Promise.all(writes)).resolves.toHaveLength(2)
    expect(posted('one')).toBe(2)
    expect(posted('two')).toBe(2)
    expect(sessionSnapshot().held).toEqual([])
  })

  it('Discard answers the changes with an error; they were sent once', async () => {
    signedIn = null
    const write = projectCreate({ body: { name: 'kept', description: '' } })
    await until(() => sessionSnapshot().status === 'ended')
    await signInAgain()
    await until(() => sessionSnapshot().held.length === 1)
    answerHeld(false)
    await expect(write).rejects.toMatchObject({ message: NOT_RETRIED, statusCode: 401 })
    expect(posted('kept')).toBe(1)
  })

  it('a change made while the session is over is not sent before Retry', async () => {
    signedIn = null
    void projectView({ path: { project: 'a' } })
    await until(() => sessionSnapshot().status === 'ended')
    const write = instanceStop({ path: { instance: 'web-1' }, query: { project: 'demo' } })
    await until(() => sessionSnapshot().held.length === 1)
    expect(count('POST', '/v1/instances/web-1/stop')).toBe(0)
    await signInAgain()
    expect(count('POST', '/v1/instances/web-1/stop')).toBe(0)
    answerHeld(true)
    await write
    expect(count('POST', '/v1/instances/web-1/stop')).toBe(1)
  })

  it("a command's change after its read waits for Retry, even though the read went on", async () => {
    const run = beginRun('Create project')
    signedIn = null
    const read = projectView({ path: { project: 'a' } })
    await until(() => sessionSnapshot().status === 'ended')
    expect(sessionSnapshot().runs).toEqual([expect.objectContaining({ title: 'Create project' })])
    await signInAgain()
    await read
    // The command goes on after its read: its change is held, not sent.
    const write = projectCreate({ body: { name: 'after', description: '' } })
    await until(() => sessionSnapshot().held.length === 1)
    expect(posted('after')).toBe(0)
    answerHeld(true)
    await write
    expect(posted('after')).toBe(1)
    run.end()
    // A command started afterwards is not held.
    await projectCreate({ body: { name: 'later', description: '' } })
    expect(posted('later')).toBe(1)
  })

  it('someone else signing in answers the changes with an error and starts afresh', async () => {
    signedIn = null
    const write = projectCreate({ body: { name: 'mine', description: '' } })
    await until(() => sessionSnapshot().status === 'ended')
    const before = sessionSnapshot().generation
    expect(await signInAgain('dev-user')).toMatchObject({ name: 'dev-user' })
    await expect(write).rejects.toMatchObject({ message: someoneElse('dev-user') })
    expect(posted('mine')).toBe(1)
    expect(sessionSnapshot().generation).toBe(before + 1)
    expect(events).toEqual(['ended', 'user-changed'])
  })

  it('another tab signing in lets this one go on without a sign-in of its own', async () => {
    signedIn = null
    const read = projectView({ path: { project: 'a' } })
    await until(() => sessionSnapshot().status === 'ended')
    signedIn = OPS // the cookie the other tab's sign-in set
    const other = new BroadcastChannel('oxide-console-session')
    other.postMessage({
      type: 'signed-in',
      user: { id: OPS.id, name: OPS.display_name, silo: OPS.silo_name },
    })
    await read
    other.close()
    expect(count('GET', '/v1/projects/a')).toBe(2)
    expect(count('POST', '/v1/login')).toBe(0)
    expect(events).toEqual(['ended', 'resumed'])
  })

  it('a 401 after the session turned out to be fine goes on without a dialog', async () => {
    // A 401 from a request sent just before another tab signed in again.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (
          String(input).endsWith('/v1/projects/stale') &&
          count('GET', '/v1/projects/stale') < 1
        ) {
          sent.push({ method: 'GET', path: '/v1/projects/stale' })
          return json({ error_code: 'Unauthorized' }, 401)
        }
        return platform(input, init)
      }),
    )
    await projectView({ path: { project: 'stale' } })
    expect(count('GET', '/v1/projects/stale')).toBe(2)
    expect(events).not.toContain('ended')
  })

  it('a waiting read given up by its caller rejects as aborted', async () => {
    signedIn = null
    const abort = new AbortController()
    const read = projectView({ path: { project: 'a' } }, { signal: abort.signal })
    await until(() => sessionSnapshot().status === 'ended')
    abort.abort()
    await expect(read).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('before anyone is known', () => {
  it('a 401 sends the browser to the sign-in page and holds nothing (a first visit)', async () => {
    resetSessionGate() // a page load without a session
    signedIn = null
    await expect(projectView({ path: { project: 'a' } })).rejects.toMatchObject({
      statusCode: 401,
    })
    expect(redirects).toEqual(['/login?redirect_uri=%2Fprojects%2Fdemo%2Finstances'])
    expect(sessionSnapshot().status).toBe('open')
  })

  it('after signing out here, too', async () => {
    await logout()
    signedIn = null
    await projectView.raw({ path: { project: 'a' } })
    expect(redirects).toHaveLength(1)
  })
})
