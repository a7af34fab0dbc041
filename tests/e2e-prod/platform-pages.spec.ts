// The operator's new pages on the production build behind mock:server (real HTTP, cookies, every
// body validated against nexus.json): the target release set from its row menu and watched
// moving; a SCIM token created from the silo's tab, its secret shown once, and deleted from the
// palette; the allow list saved from its form and undone, inbound ICMP set from the palette; a
// disk's adoption enabled from the inventory; a disk's page snapshotting it from its header and
// deleting it from the palette. Each checked on the wire, and every body the server saw matched
// nexus.json.
import { test, expect, type Page } from './fixtures'
import type { Request } from '@playwright/test'

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const { violations } = (await (await request.get('/__mock/conformance')).json()) as {
    violations: string[]
  }
  await request.dispose()
  expect(violations).toEqual([])
})

async function palette(page: Page, line: string) {
  await page.keyboard.press('Control+k')
  const input = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox')
  await expect(input).toBeFocused()
  await input.fill(line)
  await page.keyboard.press('Enter')
}

async function signIn(page: Page, to: string) {
  await page.goto(to)
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(to)
}

const call = (method: string, path: string) => (r: Request) =>
  r.method() === method && new URL(r.url()).pathname === path

test('system update: set 16.1.0 as the target from its row menu, then watch it', async ({
  page,
  errors,
}) => {
  await signIn(page, '/system/update')
  const releases = page.getByRole('table', { name: 'Releases' })
  await releases.getByRole('button', { name: 'Actions for 16.1.0' }).click()
  await page.getByRole('menuitem', { name: 'Set as target release' }).click()
  const sent = page.waitForRequest(call('PUT', '/v1/system/update/target-release'))
  await page
    .getByRole('dialog', { name: 'Set target release' })
    .getByRole('button', { name: 'Set target' })
    .click()
  expect((await sent).postDataJSON()).toEqual({ system_version: '16.1.0' })
  const facts = page.locator('dl.update-facts')
  await expect(facts).toContainText('components at 16.1.0')
  await expect(facts).toContainText(/[1-9]\d* \/ 31/, { timeout: 20_000 })
  expect(errors).toEqual([])
})

test('SCIM: a token created from the silo tab is shown once', async ({ page, errors }) => {
  await signIn(page, '/system/silos/research/scim')
  const created = page.waitForResponse((r) => call('POST', '/v1/system/scim/tokens')(r.request()))
  await page.getByRole('button', { name: 'Create SCIM token' }).click()
  const response = await created
  expect(response.status()).toBe(201)
  const secret = ((await response.json()) as { bearer_token: string }).bearer_token
  const dialog = page.getByRole('dialog', { name: 'SCIM token created' })
  await expect(dialog).toContainText(secret)
  await dialog.getByRole('button', { name: 'I have saved it' }).click()
  await expect(page.getByText(secret)).toHaveCount(0)
  const listed = await page.request.get('/v1/system/scim/tokens?silo=research')
  expect(await listed.text()).not.toContain(secret)

  // The typed line deletes it, for the silo on screen.
  const id = ((await response.json()) as { id: string }).id
  const table = page.getByRole('table', { name: 'SCIM tokens' })
  await expect(table).toContainText(id.slice(0, 8))
  const deleted = page.waitForRequest(call('DELETE', `/v1/system/scim/tokens/${id}`))
  await palette(page, `scim-token delete ${id}`)
  await page
    .getByRole('dialog', { name: 'Delete SCIM token' })
    .getByRole('button', { name: 'Delete' })
    .click()
  expect(new URL((await deleted).url()).searchParams.get('silo')).toBe('research')
  await expect(table).not.toContainText(id.slice(0, 8))
  expect(errors).toEqual([])
})

test('the allow list saved from its form goes out as the API reads it; Undo puts it back', async ({
  page,
  errors,
}) => {
  await signIn(page, '/system/networking/settings')
  const before = await (await page.request.get('/v1/system/networking/allow-list')).json()
  await page.getByRole('button', { name: 'Edit allow list' }).click()
  const form = page.getByRole('dialog', { name: 'Edit allow list' })
  await form.getByRole('textbox', { name: /Networks/ }).fill('192.0.2.0/24\n2001:db8::/32')
  const sent = page.waitForRequest(call('PUT', '/v1/system/networking/allow-list'))
  await form.getByRole('button', { name: 'Save allow list' }).click()
  expect((await sent).postDataJSON()).toEqual({
    allowed_ips: { allow: 'list', ips: ['192.0.2.0/24', '2001:db8::/32'] },
  })
  await page
    .getByRole('status')
    .filter({ hasText: 'Allow list updated' })
    .getByRole('button', { name: 'Undo' })
    .click()
  await expect
    .poll(async () => await (await page.request.get('/v1/system/networking/allow-list')).json())
    .toMatchObject({ allowed_ips: before.allowed_ips })

  const icmp = page.waitForRequest(call('PUT', '/v1/system/networking/inbound-icmp'))
  await palette(page, 'inbound-icmp update --no-enabled')
  expect((await icmp).postDataJSON()).toEqual({ enabled: false })
  await expect(page.getByText('Inbound ICMP disabled', { exact: true })).toBeVisible()
  await page
    .getByRole('status')
    .filter({ hasText: 'Inbound ICMP disabled' })
    .getByRole('button', { name: 'Undo' })
    .click()
  await expect
    .poll(async () => await (await page.request.get('/v1/system/networking/inbound-icmp')).json())
    .toEqual({ enabled: true })
  expect(errors).toEqual([])
})

test("a waiting disk's adoption enabled from the inventory's row menu", async ({
  page,
  errors,
}) => {
  await signIn(page, '/system/inventory/disks')
  const waiting = page.getByRole('table', { name: 'Disks waiting for adoption' })
  await waiting.getByRole('button', { name: 'Actions for A0N7R2K58' }).click()
  const sent = page.waitForRequest(call('PUT', '/v1/system/hardware/disk-adoption-request'))
  await page.getByRole('menuitem', { name: 'Enable adoption' }).click()
  expect((await sent).postDataJSON()).toEqual({
    vendor: '1b96',
    model: 'WUS4C6432DSP3X3',
    serial: 'A0N7R2K58',
  })
  await expect(waiting.locator('tbody tr', { hasText: 'A0N7R2K58' })).toHaveCount(0, {
    timeout: 20_000,
  })
  expect(errors).toEqual([])
})

test("a disk's page: a snapshot from its header, then deleted from the palette", async ({
  page,
  errors,
}) => {
  await signIn(page, '/projects/demo/disks')
  const made = await page.request.post('/v1/disks?project=demo', {
    data: {
      name: 'prod-page-disk',
      description: '',
      size: 1024 ** 3,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    },
  })
  expect(made.status()).toBe(201)
  await page.goto('/projects/demo/disks/prod-page-disk')
  await expect(page.locator('dl.disk-facts')).toContainText('1 GiB')

  await page.getByRole('button', { name: 'Create snapshot' }).click()
  // The button asks the palette for what it lacks: the new snapshot's name.
  const input = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox')
  await expect(input).toBeFocused()
  await input.fill('prod-page-snap')
  const snap = page.waitForRequest(call('POST', '/v1/snapshots'))
  await page.keyboard.press('Enter')
  expect((await snap).postDataJSON()).toMatchObject({
    name: 'prod-page-snap',
    disk: 'prod-page-disk',
  })
  await expect(page.getByRole('table', { name: 'Snapshots of the disk' })).toContainText(
    'prod-page-snap',
  )

  const deleted = page.waitForRequest(call('DELETE', '/v1/disks/prod-page-disk'))
  await page.keyboard.press('Control+k')
  await input.fill('delete disk')
  await expect(
    page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first(),
  ).toContainText('Delete disk')
  await page.keyboard.press('Enter')
  await page
    .getByRole('dialog', { name: 'Delete disk' })
    .getByRole('button', { name: 'Delete' })
    .click()
  expect(new URL((await deleted).url()).searchParams.get('project')).toBe('demo')
  await expect(page).toHaveURL('/projects/demo/disks')
  expect(errors).toEqual([])
})
