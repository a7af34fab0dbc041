// A session that ends in the middle of work, on the production build behind mock:server: the
// session cookie is removed (as when it times out) and the console offers a sign-in dialog over
// the page as it is. What was typed is sent after signing in (on Retry), an open serial console
// reconnects, and a second tab goes on without a sign-in of its own.
import { expect, test, type Page } from './fixtures'

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
  await knowsUser(page)
}

/**
 * Waits until the tab knows who is signed in (GET /v1/me answered) and its session dialog's code
 * is there (session-watch.tsx marks the page). A 401 before that goes to the sign-in page
 * (section 8), not the dialog these tests are about.
 */
async function knowsUser(page: Page, name = 'ops-admin') {
  // Read from the top bar itself: behind a modal form the button is out of the a11y tree.
  await expect(
    page.locator('header button.menu-button', { hasText: `user: ${name}` }),
  ).toBeVisible()
  await expect(page.locator('html[data-session-watch]')).toBeAttached()
}

const sessionDialog = (page: Page) => page.getByRole('dialog', { name: 'Session ended' })

/** Signs in again in the dialog, which has the silo and the user filled in. */
async function signInAgain(page: Page) {
  const dialog = sessionDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Silo')).toHaveValue('corp')
  await expect(dialog.getByLabel('Username')).toHaveValue('ops-admin')
  // Typed, as a person would: the key router leaves the dialog's keys alone.
  await expect(dialog.getByLabel('Password')).toBeFocused()
  await page.keyboard.type('oxide')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
}

/** The question after signing in: the change that did not run, offered once. */
async function retry(page: Page, what: RegExp | string) {
  const dialog = page.getByRole('dialog', { name: 'A change did not run' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('list', { name: 'Waiting for the session' })).toContainText(what)
  await dialog.getByRole('button', { name: 'Retry' }).click()
  await expect(dialog).toBeHidden()
}

/** Every sign-in page the tab was sent to. */
function loginVisits(page: Page) {
  const visits: string[] = []
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && new URL(f.url()).pathname.startsWith('/login'))
      visits.push(f.url())
  })
  return visits
}

/** Goes to `path` inside the app (no page load), as a link or a chord does, even behind a dialog. */
async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

test('a create form submits what was typed after signing in in the dialog', async ({
  page,
  errors,
}) => {
  await signedInAt(page, '/projects')
  await page.goto('/projects-new')
  await knowsUser(page)
  const form = page.getByRole('dialog', { name: 'Create project' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('s30-create')
  await form.getByRole('textbox', { name: 'Description' }).fill('typed before the session ended')
  const visits = loginVisits(page)
  await page.context().clearCookies()
  await form.getByRole('button', { name: 'Create project' }).click()

  await expect(sessionDialog(page)).toContainText('oxide project create --name s30-create')
  // The form is still there behind the (modal) dialog, as typed.
  await expect(page.locator('.side-modal input[name="name"]')).toHaveValue('s30-create')
  await signInAgain(page)
  await retry(page, 'Create project')
  await expect(page).toHaveURL('/projects/s30-create/instances')
  await page.goto('/projects')
  await expect(row(page, 's30-create')).toContainText('typed before the session ended')
  expect(visits).toEqual([])
  expect(errors).toEqual([])
})

test('an edit form saves its unsaved change after signing in in the dialog', async ({
  page,
  errors,
}) => {
  await signedInAt(page, '/projects')
  const made = await page.request.post('/v1/projects', {
    data: { name: 's30-edit', description: 'before' },
  })
  expect(made.status()).toBe(201)
  await page.goto('/projects/s30-edit/edit')
  await knowsUser(page)
  const form = page.getByRole('dialog', { name: 'Edit project' })
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('before')
  await form.getByRole('textbox', { name: 'Description' }).fill('changed while signed out')
  const visits = loginVisits(page)
  await page.context().clearCookies()
  await form.getByRole('button', { name: 'Save changes' }).click()

  await signInAgain(page)
  await retry(page, 'Update project')
  await expect(page).toHaveURL('/projects')
  await expect(row(page, 's30-edit')).toContainText('changed while signed out')
  expect(visits).toEqual([])
  expect(errors).toEqual([])
})

test('a palette line runs after signing in, on Retry, once', async ({ page, errors }) => {
  await signedInAt(page, '/projects/demo/instances')
  await expect(row(page, 'web-1')).toBeVisible()
  const creates: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/projects')
      creates.push(r.postData() ?? '')
  })
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await palette.getByRole('combobox').fill('project create --name s30-line')
  await expect(palette.getByRole('option', { name: /Run project create/ })).toBeVisible()
  await page.context().clearCookies()
  await page.keyboard.press('Enter')

  await signInAgain(page)
  // Signed in: the line has not run by itself. Its call met the 401 (one request), or was held
  // before it left when a call of the palette's index had already found the session over (none).
  const before = creates.length
  expect(before).toBeLessThanOrEqual(1)
  await retry(page, 'oxide project create --name s30-line')
  await expect(page).toHaveURL('/projects/s30-line/instances')
  // Retry sent it once: never another.
  expect(creates).toHaveLength(before + 1)
  expect(errors).toEqual([])
})

test('an open serial console reconnects once signed in again', async ({ page, errors }) => {
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  await signedInAt(page, '/projects/demo/instances/search-1/serial-console')
  const terminal = page.locator('.xterm-rows')
  await expect(terminal).toContainText('Connected to search-1 serial console', { timeout: 10_000 })
  await page.context().clearCookies()
  // The guest hangs up: the console looks at the instance, meets the 401, and asks.
  await page.locator('.xterm-helper-textarea').focus()
  await page.keyboard.type('hangup')
  await page.keyboard.press('Enter')
  await signInAgain(page)

  await expect(page.getByRole('status').filter({ hasText: /^connected$/ })).toBeVisible({
    timeout: 10_000,
  })
  expect(sockets).toHaveLength(2)
  await page.locator('.xterm-helper-textarea').focus()
  await page.keyboard.type('echo after-the-sign-in')
  await page.keyboard.press('Enter')
  await expect(terminal).toContainText('echo after-the-sign-in')
  expect(errors).toEqual([])
})

test('signing in again in one tab lets a second tab go on without a prompt', async ({
  page,
  errors,
}) => {
  await signedInAt(page, '/projects/demo/disks')
  const second = await page.context().newPage()
  await second.goto('/projects/demo/snapshots')
  await knowsUser(second)
  const secondLogins: string[] = []
  second.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v1/login')) secondLogins.push(r.url())
  })
  await page.context().clearCookies()

  // Both tabs meet the ended session.
  await clientNavigate(second, '/projects/demo/instances')
  await expect(sessionDialog(second)).toBeVisible()
  await clientNavigate(page, '/projects/demo/instances')
  await signInAgain(page)

  // The second tab goes on by itself: no dialog, its page loaded, no sign-in of its own.
  await expect(sessionDialog(second)).toBeHidden()
  await expect(row(second, 'web-1')).toBeVisible()
  await expect(second.getByText('In another tab of the console')).toBeVisible()
  expect(secondLogins).toEqual([])
  await second.close()
  expect(errors).toEqual([])
})

test('signing out in one tab shows the dialog in another at its next call', async ({
  page,
  errors,
}) => {
  await signedInAt(page, '/projects/demo/instances')
  const second = await page.context().newPage()
  await second.goto('/projects/demo/disks')
  await knowsUser(second)
  await page.getByRole('button', { name: /user menu|ops-admin/i }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)

  const visits = loginVisits(second)
  // Its next call (a page's refresh, or this navigation) meets the 401: the dialog, not /login.
  await clientNavigate(second, '/projects/demo/instances')
  await signInAgain(second)
  await expect(row(second, 'web-1')).toBeVisible()
  expect(visits).toEqual([])
  await second.close()
  expect(errors).toEqual([])
})

test('signing in as someone else starts a fresh console and says so', async ({ page, errors }) => {
  await signedInAt(page, '/projects')
  await page.goto('/projects-new')
  await knowsUser(page)
  const form = page.getByRole('dialog', { name: 'Create project' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('s30-not-mine')
  await page.context().clearCookies()
  await form.getByRole('button', { name: 'Create project' }).click()
  const dialog = sessionDialog(page)
  await expect(dialog.getByLabel('Username')).toHaveValue('ops-admin')
  await dialog.getByLabel('Username').fill('dev-user')
  await expect(dialog).toContainText('Signing in as someone else starts a fresh console')
  await dialog.getByLabel('Password').fill('oxide')
  await dialog.getByRole('button', { name: 'Sign in' }).click()

  await expect(page.getByText('Signed in as dev-user: a fresh console')).toBeVisible()
  // Nothing of ops-admin's ran, nothing is offered again, and the form starts empty.
  await expect(page.getByRole('dialog', { name: /did not run/ })).toHaveCount(0)
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'user: dev-user' })).toBeVisible()
  const projects = await page.request.get('/v1/projects?limit=100')
  expect(JSON.stringify(await projects.json())).not.toContain('s30-not-mine')
  // dev-user is no fleet viewer: the console's check of the system policy answers 403.
  expect(errors.filter((e) => !e.includes('status of 403 (Forbidden)'))).toEqual([])
})

test("the silo's identity provider signs in again in a popup window", async ({ page, errors }) => {
  // Signed in to silo research through its identity provider (the mock's vouches for rosalind).
  await page.goto('/login/research/saml/lab-okta?redirect_uri=%2Fimages')
  await page.getByRole('button', { name: 'Sign in with lab-okta' }).click()
  await knowsUser(page, 'rosalind')
  await page.context().clearCookies()
  await clientNavigate(page, '/images')

  const dialog = sessionDialog(page)
  await expect(dialog.getByLabel('Silo')).toHaveValue('research')
  await expect(dialog.getByLabel('Username')).toHaveValue('rosalind')
  const popupOpens = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Sign in with lab-okta' }).click()
  const popup = await popupOpens
  await popup.getByRole('button', { name: 'Sign in with lab-okta' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(page.getByText('Signed in again as rosalind')).toBeVisible()
  await expect(row(page, 'debian-12')).toBeVisible()
  expect(errors).toEqual([])
})
