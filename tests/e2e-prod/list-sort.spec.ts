// A list's sort over real HTTP (the production build behind mock:server --validate): name
// descending through the API's sort_by, created through a read of the whole list, and the view
// in the URL surviving a reload. Every sort_by on the wire is one nexus.json allows.
import { expect, test, type Page } from './fixtures'

async function signedInAt(page: Page, path: string) {
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(path)
}

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const { violations } = (await (await request.get('/__mock/conformance')).json()) as {
    violations: string[]
  }
  await request.dispose()
  expect(violations).toEqual([])
})

test('the disks sorted by name through sort_by, then by created over the whole list', async ({
  page,
  errors,
}) => {
  const sorts: string[] = []
  page.on('request', (r) => {
    const u = new URL(r.url())
    if (u.pathname === '/v1/disks' && u.searchParams.has('sort_by'))
      sorts.push(u.searchParams.get('sort_by') ?? '')
  })
  await signedInAt(page, '/projects/demo/disks')
  const rows = page.locator('main tbody tr')
  await expect(rows.first()).toBeVisible()
  const name = page.getByRole('columnheader', { name: 'name' })
  await name.click()
  await name.click()
  await expect(name).toHaveAttribute('aria-sort', 'descending')
  await expect(name).not.toContainText('…')
  await expect(page).toHaveURL(/sort=name&order=desc/)
  expect(sorts).toContain('name_descending')
  const names = await page.locator('main tbody tr td:nth-child(2)').allInnerTexts()
  expect(names).toEqual(names.toSorted().toReversed())

  // Created: the disk list has no time order in the API; the console reads it whole.
  await page.keyboard.press('Shift+A')
  await page.keyboard.press('Shift+A')
  const created = page.getByRole('columnheader', { name: 'created' })
  await expect(created).toHaveAttribute('aria-sort', 'descending')
  await expect(created).not.toContainText('…')
  expect(
    sorts.every((s) => ['name_ascending', 'name_descending', 'id_ascending'].includes(s)),
  ).toBe(true)
  await page.reload()
  await expect(page.getByRole('columnheader', { name: 'created' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  expect(errors).toEqual([])
})
