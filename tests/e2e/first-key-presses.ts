// Shared by the first-key tests of both builds: the moment the first row of the page's main
// table is on screen, `j` every 50 ms until the row cursor shows; then, once whatever loads has
// loaded, the cursor must stand on the first row (presses kept and replayed at once would have
// moved it further down). And `/` with a filter typed at once.
import { expect, type Page } from '@playwright/test'

export async function pressUntilCursor(page: Page) {
  const rows = page.locator('main table tbody tr')
  await rows.first().waitFor()
  let presses = 0
  while ((await page.locator('main table tbody tr.row-cursor').count()) === 0 && presses < 400) {
    await page.keyboard.press('j')
    presses++
    if ((await page.locator('main table tbody tr.row-cursor').count()) > 0) break
    await page.waitForTimeout(50)
  }
  // Whatever the page still loads (the commands, the key router) arrives; kept presses would
  // land now.
  await page.waitForLoadState('networkidle')
  await expect(rows.first()).toHaveClass(/row-cursor/)
  await expect(page.locator('main table tbody tr.row-cursor')).toHaveCount(1)
}

/** The moment the first instance row shows: `/` and `web-1` at once, all of it in the filter. */
export async function filterAtFirstRow(page: Page) {
  await page.locator('main table tbody tr').first().waitFor()
  await page.keyboard.press('/')
  await page.keyboard.type('web-1', { delay: 0 })
  const filter = page.getByRole('searchbox', { name: 'Filter instances' })
  await expect(filter).toHaveValue('web-1')
  await expect(filter).toBeFocused()
  await expect(page.locator('main table tbody tr')).toHaveCount(1)
}
