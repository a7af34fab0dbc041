// Ctrl+Enter submits a form from any field on the production build (issue 45, point 2): New
// project, the description focused, sends the create over real HTTP. The name taken ("demo"),
// the server's refusal shows at the form's foot with everything typed kept; the shared server
// keeps its seed.
import { expect, test } from './fixtures'

test('New project: Ctrl+Enter in the description submits it', async ({ page, errors }) => {
  await page.goto('/projects-new')
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const form = page.getByRole('dialog', { name: 'Create project' })
  const name = form.getByRole('textbox', { name: 'Name', exact: true })
  await expect(name).toBeFocused()
  await expect(form.getByRole('img', { name: 'Ctrl+Enter' })).toBeVisible()
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v1/projects'))
  await page.keyboard.type('demo')
  await page.keyboard.press('Tab')
  await page.keyboard.type('typed, then Ctrl+Enter')
  await page.keyboard.press('Control+Enter')
  await sent
  await expect(form.getByRole('alert')).toHaveText('Project name already exists')
  await expect(name).toHaveValue('demo')
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'typed, then Ctrl+Enter',
  )
  // The browser logs the refused create's 400 itself; nothing else may be logged.
  expect(errors.filter((e) => !e.includes('status of 400 (Bad Request)'))).toEqual([])
})
