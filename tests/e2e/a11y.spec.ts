import type { Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { routePatterns } from '../../src/lib/paths'
import { test, expect, seedParams, fill, booted, openPalette } from './fixtures'

let params: Record<string, string>

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  params = await seedParams(page)
  await page.close()
})

async function scan(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join('; ')})`,
    )
}

test.describe('no serious or critical accessibility violations', () => {
  for (const pattern of routePatterns) {
    test(pattern, async ({ page }) => {
      await page.goto(fill(pattern, params))
      await booted(page)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 })
      expect(await scan(page)).toEqual([])
    })
  }

  test('the open palette is a combobox with options', async ({ page }) => {
    await page.goto('/projects/demo/instances')
    await booted(page)
    await openPalette(page)
    const dialog = page.getByRole('dialog', { name: 'Command palette' })
    await expect(dialog.getByRole('listbox')).toBeVisible()
    await expect(dialog.getByRole('option').first()).toBeVisible()
    expect(await scan(page)).toEqual([])
  })
})
