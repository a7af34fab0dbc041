// The log drawer keeps what a user looks back for: commands that read or change the platform and
// the console's own actions, never the cursor moves and selections of the table keys.
import { booted, expect, openPalette, test } from './fixtures'

test('j, k and x leave no line in the log; a stop does', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible()
  for (const key of ['j', 'j', 'k', 'x', 'j', 'x']) await page.keyboard.press(key)
  await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toContainText('2 selected')
  const status = page.locator('.status-bar')
  await expect(status).toContainText('log (0)')
  await expect(status).not.toContainText('row')
  const input = await openPalette(page)
  await input.fill('instance stop web-1')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: /Stop instance/ })).toBeVisible()
  await page.keyboard.press('Control+Enter')
  await page.keyboard.press('`')
  const log = page.getByRole('region', { name: 'Command log' })
  await expect(log).toContainText('oxide instance stop --project demo --instance web-1')
  await expect(log).not.toContainText('Next row')
  await expect(log).not.toContainText('Select or unselect')
  expect(errors).toEqual([])
})
