import type { Page } from '@playwright/test'
import { test, expect, booted } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const table = (page: Page) => page.getByRole('table', { name: 'Project role assignments' })

/** Pick `value` on the palette's current argument page by typing it and taking the first match. */
async function choose(page: Page, value: string) {
  const input = palette(page).getByRole('combobox')
  await input.fill(value)
  await expect(palette(page).getByRole('option').first()).toContainText(value)
  await page.keyboard.press('Enter')
}

test('project access: set, change and remove a role from the page', async ({ page, errors }) => {
  await page.goto('/projects/infra/access')
  await booted(page)
  await expect(page.getByText('No role assignments')).toBeVisible()

  // Set role: the palette asks for the identity, then the role.
  await page.getByRole('button', { name: 'Set role' }).click()
  await choose(page, 'web-team')
  await choose(page, 'viewer')
  const row = table(page).getByRole('row', { name: /web-team/ })
  await expect(row).toContainText('viewer')
  await expect(page.getByText('1 assignment', { exact: true })).toBeVisible()

  // Change role from the row menu: only the role is asked.
  await row.getByRole('button', { name: 'Actions for web-team' }).click()
  await page.getByRole('menuitem', { name: 'Change role' }).click()
  await choose(page, 'collaborator')
  await expect(row).toContainText('collaborator')

  // Remove role: confirmed, then the row is gone.
  await row.getByRole('button', { name: 'Actions for web-team' }).click()
  await page.getByRole('menuitem', { name: 'Remove role' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove role' })
  await expect(confirm).toContainText('web-team')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('No role assignments')).toBeVisible()
  expect(errors).toEqual([])
})
