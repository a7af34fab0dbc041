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

// Project infra holds no role of its own; the silo (seed) gives web-team collaborator, so web-team
// is listed with its silo role before and after, and its effective role follows the stronger one.
test('project access: set, change and remove a role; the effective role and its source follow', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/infra/access')
  await booted(page)
  const row = table(page).getByRole('row', { name: /web-team/ })
  await expect(row).toContainText('collaborator via silo')
  await expect(page.getByText('0 assignments', { exact: true })).toBeVisible()

  // Set role: the palette asks for the identity, then the role. Viewer is weaker than the silo's
  // collaborator, so the effective role stays the silo's.
  await page.getByRole('button', { name: 'Set role' }).click()
  await choose(page, 'web-team')
  await choose(page, 'viewer')
  await expect(row.getByRole('cell').nth(2)).toHaveText('viewer')
  await expect(row).toContainText('collaborator via silo')
  await expect(page.getByText('1 assignment', { exact: true })).toBeVisible()

  // Change role from the row menu: only the role is asked. Admin outranks the silo's role.
  await row.getByRole('button', { name: 'Actions for web-team' }).click()
  await page.getByRole('menuitem', { name: 'Change role' }).click()
  await choose(page, 'admin')
  await expect(row).toContainText('admin via project')
  await row.getByRole('button', { name: 'Actions for web-team' }).click()
  await page.getByRole('menuitem', { name: 'Change role' }).click()
  await choose(page, 'collaborator')
  await expect(row).toContainText('collaborator via silo + project')

  // Remove role: confirmed; the row stays, with the silo's role only.
  await row.getByRole('button', { name: 'Actions for web-team' }).click()
  await page.getByRole('menuitem', { name: 'Remove role' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove role' })
  await expect(confirm).toContainText('web-team')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(row.getByRole('cell').nth(2)).toHaveText('–')
  await expect(row).toContainText('collaborator via silo')
  await expect(page.getByText('0 assignments', { exact: true })).toBeVisible()

  // Nothing is left to remove on the project: the menu says why.
  await row.getByRole('button', { name: 'Actions for web-team' }).click()
  const remove = page.getByRole('menuitem', { name: /Remove role/ })
  await expect(remove).toHaveAttribute('aria-disabled', 'true')
  await expect(remove).toContainText('its role comes from the silo')
  await page.keyboard.press('Escape')
  expect(errors).toEqual([])
})
