// Subnet pools and external subnets on the production build behind mock:server (real HTTP,
// --validate): an operator makes a pool with a member, links it to corp as its default, then a
// subnet allocated without naming a pool comes from it, is attached and detached; each request
// checked on the wire. The server is shared: the objects here are this test's own.
import { expect, test, type Page } from './fixtures'
import type { Request } from '@playwright/test'

async function signedInAt(page: Page, path: string) {
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(path)
}

/** Starts waiting for the request, runs `act`, and returns the request. */
async function sent(page: Page, method: string, path: string | RegExp, act: () => Promise<void>) {
  const request = page.waitForRequest(
    (r: Request) =>
      r.method() === method &&
      (typeof path === 'string'
        ? new URL(r.url()).pathname === path
        : path.test(new URL(r.url()).pathname)),
  )
  await act()
  return request
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
async function answerPalette(page: Page, value: string) {
  const input = palette(page).getByRole('combobox')
  await expect(input).toBeFocused()
  await input.fill(value)
  await expect(palette(page).getByRole('option').first()).toContainText(value)
  await page.keyboard.press('Enter')
}

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const { violations } = (await (await request.get('/__mock/conformance')).json()) as {
    violations: string[]
  }
  await request.dispose()
  expect(violations).toEqual([])
})

test('a pool made default for corp hands out the next external subnet, attached and detached', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000)
  const P = '/v1/system/subnet-pools'
  await signedInAt(page, '/system/networking/subnet-pools')

  await page.getByRole('link', { name: 'New subnet pool' }).click()
  const create = page.getByRole('dialog', { name: 'Create subnet pool' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('prod-blocks')
  let r = await sent(page, 'POST', P, () =>
    create.getByRole('button', { name: 'Create subnet pool' }).click(),
  )
  expect(r.postDataJSON()).toEqual({ name: 'prod-blocks', description: '', ip_version: 'v4' })
  await page.getByRole('link', { name: 'prod-blocks', exact: true }).click()

  await page.getByRole('link', { name: 'Add member' }).click()
  const add = page.getByRole('dialog', { name: 'Add member to subnet pool' })
  await add.getByRole('textbox', { name: 'Subnet' }).fill('10.90.0.0/16')
  await add.getByRole('spinbutton', { name: 'Min prefix length' }).fill('24')
  r = await sent(page, 'POST', `${P}/prod-blocks/members/add`, () =>
    add.getByRole('button', { name: 'Add member' }).click(),
  )
  expect(r.postDataJSON()).toEqual({ subnet: '10.90.0.0/16', min_prefix_length: 24 })

  r = await sent(page, 'POST', `${P}/prod-blocks/silos`, async () => {
    await page.getByRole('button', { name: 'Link silo' }).click()
    await answerPalette(page, 'corp')
  })
  expect(r.postDataJSON()).toEqual({ silo: 'corp', is_default: false })
  const links = page.getByRole('table', { name: 'Linked silos' })
  r = await sent(page, 'PUT', `${P}/prod-blocks/silos/corp`, async () => {
    await links.getByRole('button', { name: 'Actions for corp', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Make default' }).click()
  })
  expect(r.postDataJSON()).toEqual({ is_default: true })
  await expect(links.getByRole('row', { name: /corp/ })).toContainText('default')

  // The project's new subnet names no pool: the silo's default (now prod-blocks) hands it out.
  await page.goto('/projects/demo/external-subnets-new')
  const form = page.getByRole('dialog', { name: 'Create external subnet' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('prod-block')
  await form.getByRole('spinbutton', { name: 'Prefix length' }).fill('26')
  r = await sent(page, 'POST', '/v1/external-subnets', () =>
    form.getByRole('button', { name: 'Create external subnet' }).click(),
  )
  expect(new URL(r.url()).searchParams.get('project')).toBe('demo')
  expect(r.postDataJSON()).toEqual({
    name: 'prod-block',
    description: '',
    allocator: {
      type: 'auto',
      prefix_length: 26,
      pool_selector: { type: 'auto', ip_version: null },
    },
  })
  const row = page.getByRole('table', { name: 'External subnets' }).getByRole('row', {
    name: /prod-block/,
  })
  await expect(row).toContainText('10.90.0.0/26')
  await expect(row).toContainText('prod-blocks')

  r = await sent(page, 'POST', '/v1/external-subnets/prod-block/attach', async () => {
    await page.getByRole('button', { name: 'Actions for prod-block', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Attach external subnet' }).click()
    await answerPalette(page, 'grafana')
  })
  expect(r.postDataJSON()).toEqual({ instance: 'grafana' })
  await expect(row).toContainText('grafana')

  await page.goto('/projects/demo/instances/grafana/networking')
  const table = page.getByRole('table', { name: 'External subnets' })
  r = await sent(page, 'POST', '/v1/external-subnets/prod-block/detach', async () => {
    await table.getByRole('button', { name: 'Actions for prod-block', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Detach external subnet' }).click()
    await page
      .getByRole('dialog', { name: 'Detach external subnet' })
      .getByRole('button', { name: 'Detach' })
      .click()
  })
  expect(new URL(r.url()).searchParams.get('project')).toBe('demo')
  await expect(table.getByRole('row', { name: /prod-block/ })).toHaveCount(0)

  // The pool's utilization moved by the /26.
  const util = await page.request.get(`${P}/prod-blocks/utilization`)
  expect(await util.json()).toEqual({ capacity: 65536, remaining: 65536 - 64 })
  expect(errors).toEqual([])
})
