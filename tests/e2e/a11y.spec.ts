// Accessibility beyond the routes (each route is scanned where routes.spec.ts visits it): the
// open palette is a combobox with options and has no serious or critical violations; so have the
// dialogs that are no route of their own (the SCIM token shown once, the target release confirm).
import { test, expect, booted, openPalette, a11yViolations } from './fixtures'

test('the open palette is a combobox with options and no serious violations', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await openPalette(page)
  const dialog = page.getByRole('dialog', { name: 'Command palette' })
  await expect(dialog.getByRole('listbox')).toBeVisible()
  await expect(dialog.getByRole('option').first()).toBeVisible()
  expect(await a11yViolations(page)).toEqual([])
})

test('the SCIM token dialog, shown once, has no serious violations', async ({ page }) => {
  await page.goto('/system/silos/corp/scim')
  await booted(page)
  await page.getByRole('button', { name: 'Create SCIM token' }).click()
  const dialog = page.getByRole('dialog', { name: 'SCIM token created' })
  await expect(dialog.getByRole('button', { name: 'Copy SCIM token' })).toBeVisible()
  expect(await a11yViolations(page)).toEqual([])
})

test('the set target release confirmation has no serious violations', async ({ page }) => {
  await page.goto('/system/update')
  await booted(page)
  const releases = page.getByRole('table', { name: 'Releases' })
  await releases.getByRole('button', { name: 'Actions for 16.1.0' }).click()
  await page.getByRole('menuitem', { name: 'Set as target release' }).click()
  await expect(page.getByRole('dialog', { name: 'Set target release' })).toBeVisible()
  expect(await a11yViolations(page)).toEqual([])
})
