// Shared by the first-key tests of both builds: the moment the first row of the page's main
// table is on screen, `j` every 50 ms until the row cursor shows; then, once whatever loads has
// loaded, the cursor must stand on the first row (presses kept and replayed at once would have
// moved it further down).
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
