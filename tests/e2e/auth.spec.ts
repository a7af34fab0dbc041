import type { Page } from '@playwright/test'
import { test, expect, booted } from './fixtures'

async function signOut(page: Page) {
  await page.goto('/projects')
  await booted(page)
  await page.getByRole('button', { name: /user menu|ops-admin/i }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)
}

async function signIn(page: Page) {
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a 401 sends the browser to /login with redirect_uri, and sign-in returns there', async ({
  page,
}) => {
  await signOut(page)
  await page.goto('/projects/demo/disks?sort=name')
  await expect(page).toHaveURL(/\/login\?redirect_uri=%2Fprojects%2Fdemo%2Fdisks%3Fsort%3Dname$/)
  await signIn(page)
  await expect(page).toHaveURL(/\/projects\/demo\/disks\?sort=name$/)
})

test('a wrong password is an inline error, not a redirect, and keeps the username', async ({
  page,
}) => {
  await signOut(page)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('wrong')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByLabel('Username')).toHaveValue('ops-admin')
  await expect(page).toHaveURL(/\/login/)
})

for (const evil of ['//evil.example/steal', 'https://evil.example/steal', '/\\evil.example']) {
  test(`an off-site redirect_uri is refused: ${evil}`, async ({ page }) => {
    await signOut(page)
    await page.goto(`/login?${new URLSearchParams({ redirect_uri: evil })}`)
    await signIn(page)
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/projects$/)
  })
}

test('a user in no groups with no silo role sees the notice after a 403', async ({ page }) => {
  await signOut(page)
  await page.getByLabel('Username').fill('no-groups')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(
    page.getByText(
      'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /documentation/i })).toBeVisible()
})

test('signed in as dev-user (not a fleet viewer), no fleet command is offered', async ({
  page,
}) => {
  await signOut(page)
  await page.getByLabel('Username').fill('dev-user')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  const input = palette.getByRole('combobox')
  await expect(input).toBeFocused()
  const settled = () => expect(palette.getByText('searching…')).toHaveCount(0)
  await input.fill('silo')
  await settled()
  await expect(palette.getByRole('option', { name: /Create silo|Delete silo/ })).toHaveCount(0)
  await input.fill('ip pool')
  await settled()
  await expect(palette.getByRole('option', { name: /Create IP pool|Add IP range/ })).toHaveCount(0)
  await input.fill('fleet')
  await settled()
  await expect(
    palette.getByRole('option', { name: /Go to fleet access|Set fleet role|Remove fleet role/ }),
  ).toHaveCount(0)
  // The project's own commands are there.
  await input.fill('stop instance')
  await expect(palette.getByRole('option', { name: /Stop instance/ }).first()).toBeVisible()
})
