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

const fleetTable = (page: Page) => page.getByRole('table', { name: 'Fleet role assignments' })

test('fleet access: add, change and remove a fleet role from the page', async ({
  page,
  errors,
}) => {
  await page.goto('/projects')
  await booted(page)
  // The system area's access link, beside the other system pages.
  const system = page.getByRole('navigation', { name: 'Main' })
  await system.getByRole('link', { name: 'networking' }).waitFor()
  await system
    .locator('.nav-section', { hasText: 'system' })
    .getByRole('link', { name: 'access' })
    .click()
  await expect(page).toHaveURL(/\/system\/access$/)
  await expect(page.getByRole('heading', { name: 'Fleet access' })).toBeAttached()
  await expect(page).toHaveTitle(/^access · system \|/)
  // The seed's operators: platform-admins (group) first, then ops-admin.
  const rows = fleetTable(page).getByRole('row')
  await expect(rows.nth(1)).toContainText('platform-admins')
  await expect(rows.nth(2)).toContainText('ops-admin')

  await page.getByRole('button', { name: 'Set role' }).click()
  await choose(page, 'lee-web')
  await choose(page, 'viewer')
  const row = fleetTable(page).getByRole('row', { name: /lee-web/ })
  await expect(row).toContainText('viewer')
  await expect(page.getByText('3 assignments', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: 'Actions for lee-web' }).click()
  await page.getByRole('menuitem', { name: 'Change role' }).click()
  await choose(page, 'collaborator')
  await expect(row).toContainText('collaborator')

  await row.getByRole('button', { name: 'Actions for lee-web' }).click()
  await page.getByRole('menuitem', { name: 'Remove role' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove role' })
  await expect(confirm).toContainText('lee-web')
  await expect(confirm).toContainText('the fleet')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(row).toHaveCount(0)
  await expect(page.getByText('2 assignments', { exact: true })).toBeVisible()
  expect(errors).toEqual([])
})

test('fleet access from the palette: the nav command, then set fleet role', async ({ page }) => {
  await page.goto('/projects')
  await booted(page)
  await page.keyboard.press('Control+k')
  const input = palette(page).getByRole('combobox')
  await input.fill('fleet access')
  await palette(page)
    .getByRole('option', { name: /Go to fleet access/ })
    .click()
  await expect(page).toHaveURL(/\/system\/access$/)
  await page.keyboard.press('Control+k')
  await input.fill('set fleet role')
  await palette(page)
    .getByRole('option', { name: /Set fleet role/ })
    .click()
  await choose(page, 'maria-ops')
  await choose(page, 'admin')
  await expect(fleetTable(page).getByRole('row', { name: /maria-ops/ })).toContainText('admin')
})

test('fleet access as dev-user (not a fleet viewer): the refusal, as on every system page, and no link', async ({
  page,
}) => {
  await page.goto('/projects')
  await booted(page)
  await page.getByRole('button', { name: /user menu|ops-admin/i }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.getByLabel('Username').fill('dev-user')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('heading', { name: 'silo' })).toBeVisible()
  await expect(nav.getByRole('heading', { name: 'system' })).toHaveCount(0)
  for (const path of ['/system/silos', '/system/access']) {
    await page.goto(path)
    await booted(page)
    await expect(page.getByText(/this page needs the fleet viewer role/)).toBeVisible()
    await expect(page.getByText(/Action not authorized/)).toBeVisible()
    await expect(page.getByText(/try again/i)).toHaveCount(0)
  }
  // A fleet page's key says on the status line why it does nothing.
  await page.getByRole('link', { name: 'your projects' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await page.keyboard.type('gs')
  await expect(page.getByRole('status').filter({ hasText: 'g s' })).toHaveText(
    'g s · Go to silos: needs the fleet viewer role',
  )
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('table', { name: 'Fleet role assignments' })).toHaveCount(0)
  // And the palette, for a fleet command typed there.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('silo list')
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toContainText(
    'Go to silos (oxide silo list): needs the fleet viewer role',
  )
})
