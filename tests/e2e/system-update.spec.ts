// The system update page: a release set as the target from its row menu (confirmed, checked on
// the wire), then the progress moving by itself as components reach it; the target and older
// releases are disabled with the reason; the typed line does the same from the palette.
import type { Page } from '@playwright/test'
import { test, expect, apiGet, booted, openPalette } from './fixtures'

type Status = { target_release: { version: string } | null }

const facts = (page: Page) => page.locator('dl.update-facts')
const releases = (page: Page) => page.getByRole('table', { name: 'Releases' })

test('Set as target release from the row menu; progress moves by itself', async ({
  page,
  errors,
}) => {
  await page.goto('/system/update')
  await booted(page)
  await expect(facts(page)).toContainText('31 / 31')
  await expect(releases(page).locator('tbody tr', { hasText: '16.0.0' })).toContainText('target')

  // The current target and an older release say why they can't be set.
  await releases(page).getByRole('button', { name: 'Actions for 16.0.0' }).click()
  await expect(page.getByRole('menuitem', { name: /Set as target release/ })).toBeDisabled()
  await expect(page.getByRole('menu')).toContainText('16.0.0 is already the target release')
  await page.keyboard.press('Escape')
  await releases(page).getByRole('button', { name: 'Actions for 15.0.0' }).click()
  await expect(page.getByRole('menu')).toContainText('older than the target release 16.0.0')
  await page.keyboard.press('Escape')

  await releases(page).getByRole('button', { name: 'Actions for 16.1.0' }).click()
  await page.getByRole('menuitem', { name: 'Set as target release' }).click()
  const dialog = page.getByRole('dialog', { name: 'Set target release' })
  await expect(dialog).toContainText('Set 16.1.0 as the target release?')
  const sent = page.waitForRequest(
    (r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/v1/system/update/target-release',
  )
  await dialog.getByRole('button', { name: 'Set target' }).click()
  expect((await sent).postDataJSON()).toEqual({ system_version: '16.1.0' })
  await expect(page.getByText('Target release set to 16.1.0')).toBeVisible()
  expect((await apiGet<Status>(page, '/v1/system/update/status')).target_release?.version).toBe(
    '16.1.0',
  )
  await expect(facts(page)).toContainText('components at 16.1.0')
  // Nothing but the page's own polling brings the next components in.
  await expect(facts(page)).toContainText(/[1-9]\d* \/ 31/, { timeout: 20_000 })
  await expect(facts(page)).toContainText('updating')
  expect(errors).toEqual([])
})

test('the typed line sets the target release too', async ({ page }) => {
  await page.goto('/system/update')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('update set-target 16.1.0')
  await page.keyboard.press('Enter')
  await page
    .getByRole('dialog', { name: 'Set target release' })
    .getByRole('button', { name: 'Set target' })
    .click()
  await expect(page.getByText('Target release set to 16.1.0')).toBeVisible()
  await expect(releases(page).locator('tbody tr', { hasText: '16.1.0' })).toContainText('target')
})
