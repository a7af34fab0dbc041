// Enter on a name in the palette, on the production build behind mock:server: from /projects, the
// name of a resource in another project, typed at machine speed with Enter at once, lands on its
// page; a string that only loosely matches a command runs nothing; and with the session cookie
// removed halfway, the lookup waits for the sign-in and then lands. No other test of this shared
// server changes blog, www-v6 or db-before-upgrade.
import { expect, test, type Page } from './fixtures'

async function signedInAt(page: Page, path: string) {
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(path)
  await expect(
    page.locator('header button.menu-button', { hasText: 'user: ops-admin' }),
  ).toBeVisible()
  await expect(page.locator('html[data-session-watch]')).toBeAttached()
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })

async function enterName(page: Page, name: string) {
  await page.keyboard.press('Control+k')
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
}

test('the name of a resource in another project, Enter at once, lands on its page', async ({
  page,
  errors,
}) => {
  await signedInAt(page, '/projects')
  await enterName(page, 'blog')
  await expect(page).toHaveURL(/\/projects\/web\/instances\/blog(\/|$)/)
  await page.goto('/projects')
  await page.getByRole('row').nth(1).waitFor()
  await enterName(page, 'www-v6')
  await expect(page).toHaveURL(/\/projects\/web\/floating-ips\?row=www-v6$/)
  expect(errors).toEqual([])
})

test('a string that only loosely matches a command: Enter runs nothing', async ({ page }) => {
  await signedInAt(page, '/projects')
  await enterName(page, 'instnce stp')
  await expect(palette(page).getByText('Nothing matches “instnce stp” exactly')).toBeVisible()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(palette(page)).toBeVisible()
})

test('the session ends halfway: the lookup waits for the sign-in, then lands', async ({ page }) => {
  await signedInAt(page, '/projects')
  await page.keyboard.press('Control+k')
  await page.keyboard.type('db-before-upgrade')
  await expect(palette(page).getByRole('combobox')).toHaveValue('db-before-upgrade')
  await page.context().clearCookies()
  await page.keyboard.press('Enter')
  // The sign-in dialog over the page and the palette as they are (found by its text: both are
  // modal dialogs, and the accessibility tree shows only the later one in the page's order).
  const dialog = page.locator('[role="dialog"]', { hasText: 'Session ended' })
  await expect(dialog).toBeVisible()
  // Typed, as a person would: the password field has the keys, not the palette behind.
  await expect(dialog.locator('input[type="password"]')).toBeFocused()
  await page.keyboard.type('oxide')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/projects\/demo\/snapshots\?row=db-before-upgrade$/)
})
