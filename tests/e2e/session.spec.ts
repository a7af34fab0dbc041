// The mock build: an ended session (signed out in another tab, as the in-browser mock's session
// is the browser's) opens the sign-in dialog at this tab's next call, and forms keep their drafts
// across a reload until they are submitted or cancelled.
import type { Page } from '@playwright/test'
import { a11yViolations, booted, expect, test } from './fixtures'

/** Goes to `path` inside the app (no page load, which would reset the in-page platform). */
async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

/**
 * Waits until the tab knows who is signed in (GET /v1/me answered). A 401 before that is a first
 * visit's, which goes to the sign-in page (section 8), not the dialog these tests are about.
 */
async function knowsUser(page: Page) {
  // Read from the top bar itself: behind a modal form the button is out of the a11y tree.
  await expect(
    page.locator('header button.menu-button', { hasText: 'user: ops-admin' }),
  ).toBeVisible()
}

const restoredNotice = (page: Page) => page.getByText('Restored what you typed here before')

test('signed out in another tab: the next call here asks in a dialog, and signing in goes on', async ({
  page,
  context,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await expect(row(page, 'web-1')).toBeVisible()
  await knowsUser(page)
  // A selection, which the dialog must not lose.
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  const checked = page.locator('main input[type="checkbox"]:checked')
  await expect(checked).toHaveCount(1)
  const other = await context.newPage()
  await other.goto('/projects')
  await booted(other)
  await other.getByRole('button', { name: 'user: ops-admin' }).click()
  await other.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(other).toHaveURL(/\/login/)

  // This tab's next call (the list refreshes while instances are busy) meets the 401.
  const dialog = page.getByRole('dialog', { name: 'Session ended' })
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await expect(dialog.getByLabel('Silo')).toHaveValue('corp')
  await expect(dialog.getByLabel('Username')).toHaveValue('ops-admin')
  await dialog.getByLabel('Password').fill('oxide')
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Signed in again as ops-admin')).toBeVisible()
  await expect(page).toHaveURL('/projects/demo/instances')
  await expect(checked).toHaveCount(1)
  await page.getByRole('link', { name: 'disks', exact: true }).click()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  expect(errors).toEqual([])
})

test('a wrong password in the dialog says so and keeps the dialog', async ({ page, errors }) => {
  await page.goto('/projects')
  await booted(page)
  await knowsUser(page)
  await page.evaluate(() => localStorage.setItem('oxide-mock-session', 'signed-out'))
  await clientNavigate(page, '/projects/demo/disks')
  const dialog = page.getByRole('dialog', { name: 'Session ended' })
  await dialog.getByLabel('Password').fill('wrong')
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Wrong silo, username or password')
  expect(await a11yViolations(page)).toEqual([])
  // Esc puts it aside; the bar brings it back.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('alert').getByRole('button', { name: 'Sign in' }).click()
  await dialog.getByLabel('Password').fill('oxide')
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/projects/demo/disks')
  expect(errors).toEqual([])
})

test("a create form's input survives a reload, until it is cancelled", async ({ page, errors }) => {
  await page.goto('/projects-new')
  await booted(page)
  const form = page.getByRole('dialog', { name: 'Create project' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('draft-proj')
  await form.getByRole('textbox', { name: 'Description' }).fill('half written')
  await page.reload()
  await booted(page)
  await expect(restoredNotice(page)).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('draft-proj')
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('half written')

  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL('/projects')
  await clientNavigate(page, '/projects-new')
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
  await expect(restoredNotice(page)).toHaveCount(0)
  expect(errors).toEqual([])
})

test("an edit form's unsaved change survives a reload; Start over and saving drop it", async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/edit')
  await booted(page)
  const form = page.getByRole('dialog', { name: 'Edit project' })
  const description = form.getByRole('textbox', { name: 'Description' })
  await expect(description).not.toHaveValue('')
  const original = await description.inputValue()
  await description.fill('edited, not saved')
  await page.reload()
  await booted(page)
  await expect(restoredNotice(page)).toBeVisible()
  await expect(description).toHaveValue('edited, not saved')
  // Start over: the resource's own values, and the draft gone.
  await form.getByRole('button', { name: 'Start over' }).click()
  await expect(description).toHaveValue(original)
  await expect(restoredNotice(page)).toHaveCount(0)

  await description.fill('edited and saved')
  await page.reload()
  await booted(page)
  await expect(description).toHaveValue('edited and saved')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL('/projects')
  await expect(row(page, 'demo')).toContainText('edited and saved')
  // Saved: no draft is left for the tab.
  const drafts = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((k) => k.startsWith('oxide-draft:')),
  )
  expect(drafts).toEqual([])
  expect(errors).toEqual([])
})
