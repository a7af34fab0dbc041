// The production sign-in page names no mock users: that note is the mock build's alone.
import { expect, test } from './fixtures'

test('the production sign-in page has no mock users note', async ({ page, errors }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Mock platform users' })).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText('password oxide')
  expect(errors).toEqual([])
})
