// The log drawer keeps what a user looks back for: commands that read or change the platform and
// the console's own actions, never the cursor moves and selections of the table keys. The status
// bar says an undo has been heard the moment Ctrl+Z is pressed.
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

test.describe('undo', () => {
  // The console's own latency: an undo takes long enough to be seen under way.
  test.use({ mockLatency: null })

  test('Ctrl+Z says "Undoing: Start instance web-1..." at once', async ({ page, errors }) => {
    await page.goto('/projects/demo/instances')
    await booted(page)
    const input = await openPalette(page)
    await input.fill('instance stop web-1')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: /Stop instance/ })).toBeVisible()
    await page.keyboard.press('Control+Enter')
    const row = page.getByRole('main').getByRole('row').filter({ hasText: 'web-1' }).first()
    await expect(row).toContainText('stopped', { timeout: 15_000 })
    // Every text the status bar shows from the key on, in order.
    await page.evaluate(() => {
      const w = window as unknown as { __status: string[] }
      w.__status = []
      const bar = document.querySelector('.status-bar')!
      new MutationObserver(() => w.__status.push(bar.textContent ?? '')).observe(bar, {
        childList: true,
        subtree: true,
        characterData: true,
      })
    })
    await page.keyboard.press('Control+z')
    await expect(row).toContainText(/starting|running/, { timeout: 15_000 })
    const seen = await page.evaluate(() => (window as unknown as { __status: string[] }).__status)
    expect(seen[0]).toContain('Undoing: Start instance web-1...')
    expect(errors).toEqual([])
  })
})
