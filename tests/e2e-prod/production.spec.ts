// The production build (npm run build) the way a rack serves it: console and API on one origin,
// here the standalone mock platform (npm run mock:server -- --dist dist-prod --validate). No MSW
// runs in the page: cookies, 401s, the serial console's WebSocket and uploads are real HTTP.
// The server is shared by the tests of this project, so each test works on objects of its own.
import { expect, test, type Page } from './fixtures'

const MiB = 1024 * 1024

/** Signs in on the login page the app sent us to, as ops-admin. */
async function signIn(page: Page) {
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signedInAt(page: Page, path: string) {
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await signIn(page)
  await expect(page).toHaveURL(path)
}

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

test.afterAll(async ({ playwright }, testInfo) => {
  // Every request and response body the server saw so far matched nexus.json.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const { violations } = (await (await request.get('/__mock/conformance')).json()) as {
    violations: string[]
  }
  await request.dispose()
  expect(violations).toEqual([])
})

test('no MSW in the page: a fresh browser lands on /login, signs in and returns', async ({
  page,
  errors,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto('/projects/demo/instances')
  await expect(page).toHaveURL('/login?redirect_uri=%2Fprojects%2Fdemo%2Finstances')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await signIn(page)
  await expect(page).toHaveURL('/projects/demo/instances')
  await expect(row(page, 'web-1')).toContainText('running')
  // The production bundle has no mock: no service worker and no mock chunk.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  expect(await page.evaluate(() => document.documentElement.dataset.mock)).toBeUndefined()
  for (const url of scripts) {
    const text = await (await page.request.get(url)).text()
    expect(text, url).not.toContain('mockServiceWorker')
    expect(text, url).not.toContain('mock-sw.js')
  }
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'session')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
  })

  // The cookie carries the session across a reload; projects come from the server.
  await page.goto('/projects')
  await expect(row(page, 'demo')).toBeVisible()
  await expect(row(page, 'web')).toBeVisible()
  expect(errors).toEqual([])
})

test('stops and starts an instance and sees each state arrive', async ({ page, errors }) => {
  await signedInAt(page, '/projects/demo/instances')
  const etcd = row(page, 'etcd-3')
  await expect(etcd).toContainText('running')
  await page.getByRole('button', { name: 'Actions for etcd-3', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Stop instance' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Stop', exact: true }).click()
  await expect(etcd).toContainText('stopping')
  await expect(etcd).toContainText('stopped', { timeout: 10_000 })
  await page.getByRole('button', { name: 'Actions for etcd-3', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Start instance' }).click()
  await expect(etcd).toContainText('starting')
  await expect(etcd).toContainText('running', { timeout: 10_000 })
  expect(errors).toEqual([])
})

test('the serial console echoes over a real WebSocket', async ({ page, errors }) => {
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  await signedInAt(page, '/projects/demo/instances/queue-1/serial-console')
  const terminal = page.locator('.xterm-rows')
  await expect(terminal).toContainText('Connected to queue-1 serial console', { timeout: 10_000 })
  await page.locator('.xterm-helper-textarea').focus()
  await page.keyboard.type('echo over-the-wire')
  await page.keyboard.press('Enter')
  // The guest's echo answers on the next line, before its next prompt.
  await expect(terminal).toContainText('echo over-the-wireover-the-wireubuntu@queue-1:~$')
  await page.keyboard.type('frob')
  await page.keyboard.press('Enter')
  await expect(terminal).toContainText('frob: command not found')
  // Playwright sees the socket: it went over the network, not through an in-page mock.
  expect(sockets).toEqual([
    expect.stringMatching(
      /^ws:\/\/127\.0\.0\.1:\d+\/v1\/instances\/queue-1\/serial-console\/stream\?project=demo/,
    ),
  ])
  expect(errors).toEqual([])
})

test('imports a 3 MiB disk image through bulk writes over HTTP', async ({ page, errors }) => {
  test.setTimeout(60_000)
  await signedInAt(page, '/projects/demo/disks')
  await page.getByRole('link', { name: 'Upload image file' }).click()
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('prod-upload')
  const buffer = Buffer.alloc(3 * MiB)
  for (let i = 0; i < buffer.length; i += 4096) buffer.writeUInt32LE(i, i)
  await form.locator('input[type=file]').setInputFiles({
    name: 'tiny.raw',
    mimeType: 'application/octet-stream',
    buffer,
  })
  await expect(form.getByText('3 MiB: the disk will be 1 GiB')).toBeVisible()
  await form.getByRole('button', { name: 'Upload and create disk' }).click()
  await expect(page).toHaveURL('/projects/demo/disks', { timeout: 40_000 })
  await expect(page.getByText('Disk prod-upload imported', { exact: true })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'prod-upload' })).toContainText('detached')
  expect(errors).toEqual([])
})

test('signing out clears the cookie; the next 401 sends the user to /login', async ({
  page,
  errors,
}) => {
  await signedInAt(page, '/projects')
  await page.keyboard.press('Control+k')
  const input = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox')
  await input.fill('sign out')
  await expect(page.getByRole('option').first()).toContainText('Sign out')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/login/)
  expect((await page.context().cookies()).find((c) => c.name === 'session')).toBeUndefined()
  // The old session is gone on the server too: any page's first call answers 401.
  await page.goto('/projects/demo/disks')
  await expect(page).toHaveURL('/login?redirect_uri=%2Fprojects%2Fdemo%2Fdisks')
  expect(errors).toEqual([])
})

test('device flow: a CLI asks, the browser confirms, the CLI gets a bearer token', async ({
  page,
  request,
  errors,
}) => {
  // The CLI's side, as `oxide auth login` speaks it: form-encoded, no cookie.
  const clientId = crypto.randomUUID()
  const auth = await request.post('/device/auth', {
    form: { client_id: clientId },
  })
  expect(auth.status()).toBe(200)
  const { device_code, user_code, verification_uri } = (await auth.json()) as {
    device_code: string
    user_code: string
    verification_uri: string
  }
  expect(verification_uri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/device\/verify$/)
  const poll = () =>
    request.post('/device/token', {
      form: {
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code,
        client_id: clientId,
      },
    })
  const pending = await poll()
  expect(pending.status()).toBe(400)
  expect(await pending.json()).toMatchObject({ error: 'authorization_pending' })

  // The user's side, in the browser.
  await signedInAt(page, '/projects')
  await page.goto('/device/verify')
  await page.getByRole('textbox').first().click()
  await page.keyboard.type(user_code.replace('-', ''))
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByText('Device logged in')).toBeVisible()

  let token = ''
  await expect(async () => {
    const r = await poll()
    expect(r.status()).toBe(200)
    token = ((await r.json()) as { access_token: string }).access_token
  }).toPass({ timeout: 5_000 })
  const me = await request.get('/v1/me', { headers: { Authorization: `Bearer ${token}` } })
  expect(me.status()).toBe(200)
  expect(await me.json()).toMatchObject({ display_name: 'ops-admin', silo_name: 'corp' })
  const wrong = await request.get('/v1/me', { headers: { Authorization: 'Bearer nope' } })
  expect(wrong.status()).toBe(401)
  expect(errors).toEqual([])
})

test('the wire: unknown API paths, bad JSON and the console fallback', async ({ request }) => {
  const unknown = await request.get('/v1/no-such-thing')
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toMatchObject({ message: 'Not Found' })
  const login = await request.post('/v1/login/corp/local', {
    data: { username: 'ops-admin', password: 'oxide' },
  })
  expect(login.status()).toBe(204)
  const bad = await request.post('/v1/projects', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from('{"name": '),
  })
  expect(bad.status()).toBe(400)
  expect(((await bad.json()) as { message: string }).message).toMatch(/^unable to parse JSON body/)
  // A route of the console gets the console's HTML; an unknown asset does not.
  for (const path of ['/projects/demo/instances', '/device/verify', '/login/corp/local']) {
    const page = await request.get(path)
    expect(page.headers()['content-type'], path).toContain('text/html')
  }
  expect((await request.get('/assets/nope.js')).status()).toBe(404)
})
