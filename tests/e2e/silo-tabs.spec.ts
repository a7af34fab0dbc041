// The silo page as tabs with routes of their own: the old URL opens the first tab, the tab keys
// move between them; SCIM tokens created (the secret shown once, with a copy button), listed and
// deleted from the button, the row menu and the palette, checked on the wire; the fleet-role
// mappings on the silo and on the fleet access page; a silo admin refused another silo's tokens.
import type { Page } from '@playwright/test'
import { test, expect, apiGet, booted, openPalette } from './fixtures'

type Token = { id: string }
const tokens = (page: Page, silo: string) =>
  apiGet<Token[]>(page, `/v1/system/scim/tokens?silo=${silo}`)

test('the silo URL opens its first tab; arrows move along the tabs', async ({ page, errors }) => {
  await page.goto('/system/silos/research')
  await expect(page).toHaveURL(/\/system\/silos\/research\/idps$/)
  await booted(page)
  await expect(page.getByRole('table', { name: 'Identity providers' })).toContainText('lab-okta')
  const tab = page.getByRole('tab', { name: 'idps' })
  await tab.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/\/system\/silos\/research\/ip-pools$/)
  await expect(page.getByRole('tab', { name: 'ip-pools' })).toBeFocused()
  await expect(page.getByRole('table', { name: 'Silo IP pools' })).toContainText('lab')
  await page.keyboard.press('End')
  await expect(page).toHaveURL(/\/system\/silos\/research\/groups$/)
  expect(errors).toEqual([])
})

test('SCIM tokens: create shows the secret once, the row menu deletes', async ({
  page,
  errors,
}) => {
  await page.goto('/system/silos/corp/scim')
  await booted(page)
  const table = page.getByRole('table', { name: 'SCIM tokens' })
  await expect(table.locator('tbody tr')).toHaveCount(1)

  const created = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/system/scim/tokens',
  )
  await page.getByRole('button', { name: 'Create SCIM token' }).click()
  const response = await created
  expect(new URL(response.url()).searchParams.get('silo')).toBe('corp')
  const secret = ((await response.json()) as { bearer_token: string }).bearer_token
  const dialog = page.getByRole('dialog', { name: 'SCIM token created' })
  await expect(dialog).toContainText(secret)
  await expect(dialog).toContainText('it will not be shown again')
  await expect(dialog.getByRole('button', { name: 'Copy SCIM token' })).toBeVisible()
  await dialog.getByRole('button', { name: 'I have saved it' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(table.locator('tbody tr')).toHaveCount(2)
  // Never shown again, neither on the page nor by the API.
  await expect(page.getByText(secret)).toHaveCount(0)
  expect(JSON.stringify(await tokens(page, 'corp'))).not.toContain(secret)

  const newest = (await tokens(page, 'corp')).at(-1)?.id ?? ''
  await table.getByRole('button', { name: `Actions for ${newest.slice(0, 8)}` }).click()
  await page.getByRole('menuitem', { name: 'Delete SCIM token' }).click()
  await page
    .getByRole('dialog', { name: 'Delete SCIM token' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(table.locator('tbody tr')).toHaveCount(1)
  expect((await tokens(page, 'corp')).map((t) => t.id)).not.toContain(newest)
  expect(errors).toEqual([])
})

test('the palette creates a token for the silo on screen and opens its SCIM tab', async ({
  page,
}) => {
  await page.goto('/system/silos/research/quotas')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('scim-token create research')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/system\/silos\/research\/scim$/)
  await expect(page.getByRole('dialog', { name: 'SCIM token created' })).toContainText(
    'oxide-scim-',
  )
  await expect.poll(async () => (await tokens(page, 'research')).length).toBe(3)
})

test('fleet-role mappings on the silo tab and beside the fleet policy', async ({ page }) => {
  await page.goto('/system/silos/research/fleet-roles')
  await booted(page)
  await expect(page.getByRole('table', { name: 'Fleet role mappings' })).toContainText(
    /silo\.admin\s*→\s*fleet\.viewer/,
  )
  await page.goto('/system/access')
  const mappings = page.getByRole('table', { name: 'Fleet roles from silo roles' })
  await expect(mappings.locator('tbody tr')).toHaveCount(1)
  await expect(mappings).toContainText('research')
  await mappings.getByRole('link', { name: 'research' }).click()
  await expect(page).toHaveURL(/\/system\/silos\/research\/fleet-roles$/)
})

test.describe('as a silo admin of corp', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('oxide-mock-session', 'maria-ops'))
  })

  test("sees corp's SCIM tokens, and is told why not research's", async ({ page }) => {
    await page.goto('/system/silos/corp/scim')
    await booted(page)
    await expect(page.getByRole('table', { name: 'SCIM tokens' }).locator('tbody tr')).toHaveCount(
      1,
    )
    await page.goto('/system/silos/research/scim')
    await expect(page.getByText("You may not see this silo's SCIM tokens")).toBeVisible()
    await expect(page.getByRole('table', { name: 'SCIM tokens' })).toHaveCount(0)
  })
})
