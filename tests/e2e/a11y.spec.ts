// Accessibility beyond the routes (each route is scanned where routes.spec.ts visits it): the
// open palette is a combobox with options and has no serious or critical violations.
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
