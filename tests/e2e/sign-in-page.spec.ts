// The sign-in page in mock mode names the users and the password `oxide`; choosing one fills in
// the form. Its decorative terminal lists instances the seed has, with their real sizes.
import { expect, test } from './fixtures'

test('the sign-in page names the mock users and the password; its terminal matches the seed', async ({
  page,
  errors,
}) => {
  await page.goto('/login')
  const users = page.getByRole('region', { name: 'Mock platform users' })
  await expect(users).toContainText('password oxide')
  for (const name of ['ops-admin', 'dev-user', 'no-groups'])
    await expect(users.getByRole('button', { name })).toBeVisible()
  await expect(users).toContainText('not a fleet viewer')

  const hero = page.locator('svg.hero')
  await expect(hero).toContainText('web-1')
  await expect(hero).toContainText('8 GiB')
  const text = (await hero.textContent()) ?? ''
  expect(text).not.toMatch(/\bdb-1\b|\bbatch\b/)
  expect(text).toMatch(/web-1\s*● running\s*4\s*8 GiB/)

  // Choosing a user fills in the form; Enter signs in.
  await users.getByRole('button', { name: 'dev-user' }).click()
  await expect(page.getByLabel('Username')).toHaveValue('dev-user')
  await expect(page.getByLabel('Password')).toHaveValue('oxide')
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('button', { name: /dev-user/ })).toBeVisible()
  expect(errors).toEqual([])
})
