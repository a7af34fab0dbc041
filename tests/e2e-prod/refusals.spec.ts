// A refusal says why, on the production build as dev-user (a silo collaborator, not a fleet
// viewer): a system page's 403 names the role it needs and where to go instead, never "try
// again"; `g s` (the silos, a fleet page) says on the status line that it needs that role, and
// the palette says the same of `silo list` typed there.
import { expect, test } from './fixtures'

test('dev-user: a system page names the missing role, and g s says so on the status line', async ({
  page,
  errors,
}) => {
  const r = await page.request.post('/v1/login/corp/local', {
    data: { username: 'dev-user', password: 'oxide' },
  })
  expect(r.status()).toBe(204)
  await page.goto('/system/audit-log')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'not allowed' })).toBeVisible()
  await expect(main).toContainText(
    'Not allowed: this page needs the fleet viewer role, which you do not hold. Ask a fleet admin to grant it, or go to your projects.',
  )
  await expect(main).toContainText('Action not authorized')
  await expect(main).not.toContainText(/try again|something went wrong/i)
  await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(0)

  await main.getByRole('link', { name: 'your projects' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(main.getByRole('row', { name: /demo/ })).toBeVisible()
  await page.keyboard.type('gs')
  await expect(page.getByRole('status').filter({ hasText: 'g s' })).toHaveText(
    'g s · Go to silos: needs the fleet viewer role',
  )
  await expect(page).toHaveURL(/\/projects$/)
  // So does the palette, for a fleet command typed as a search.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('silo list')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette).toContainText('Go to silos (oxide silo list): needs the fleet viewer role')
  await expect(palette).not.toContainText('No matching commands')
  // The 403s the browser logs are the refusals themselves.
  expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([])
})
