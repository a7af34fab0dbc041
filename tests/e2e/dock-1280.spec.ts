// Bottom panels at 1280x720 (issue 45, point 9): a bulk run's results and its toast keep to a few
// lines side by side in the dock, and the rows they report on stay in view: the page scrolls
// them back above the dock. Keys typed at machine speed.
import type { Page } from '@playwright/test'
import { booted, expect, test } from './fixtures'

test.use({ viewport: { width: 1280, height: 720 } })

/** The rows named, each wholly inside the main region's visible part (below its sticky head). */
async function inView(page: Page, names: string[]) {
  return page.locator('main').evaluate((main, wanted) => {
    const box = main.getBoundingClientRect()
    const head = main.querySelector('thead')?.getBoundingClientRect().height ?? 0
    const foot = main.querySelector('.table-footer')?.getBoundingClientRect().height ?? 0
    return wanted.filter((name) => {
      const cell = [...main.querySelectorAll('tbody tr')].find((tr) =>
        tr.querySelector(`input[aria-label="Select ${name}"]`),
      )
      if (!cell) return false
      const r = cell.getBoundingClientRect()
      return r.top >= box.top + head - 1 && r.bottom <= box.bottom - foot + 1
    })
  }, names)
}

test('a bulk stop of the last rows: results and toast stay low, the rows stay in view', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const rows = page.getByRole('table', { name: 'Instances' }).locator('tbody tr')
  await expect(rows).toHaveCount(28)
  // The cursor to web-1 (the 22nd row, near the foot of the page), then three rows selected.
  await page.keyboard.type(`${'j'.repeat(22)}xjxjx`)
  const bar = page.getByRole('toolbar', { name: 'Selected rows' })
  await expect(bar).toContainText('3 selected')
  await bar.getByRole('button', { name: 'Stop instance' }).click()
  await expect(page.getByRole('dialog', { name: /Stop instance: 3 rows/ })).toBeVisible()
  await page.keyboard.press('Control+Enter')
  const results = page.getByRole('region', { name: 'Bulk action results' })
  await expect(results).toContainText('Stop instance: 2 ok, 1 failed')
  const toast = page.getByRole('region', { name: 'Notifications' })
  await expect(toast).toContainText('Stop instance')
  // A few lines: the dock's band, results and toast side by side, is at most 6 lines tall.
  const dock = (await page.locator('.shell-dock').boundingBox())!
  expect(dock.height).toBeLessThanOrEqual(6 * 20)
  const [r, t] = [(await results.boundingBox())!, (await toast.boundingBox())!]
  expect(r.x + r.width <= t.x || t.x + t.width <= r.x).toBe(true)
  // The failure is one line, whole on hover.
  const failure = results.locator('li.bulk-error')
  await expect(failure).toHaveAttribute('title', /web-3: .*can be stopped/)
  expect((await failure.boundingBox())!.height).toBeLessThanOrEqual(22)
  // The rows reported on are in view above the dock.
  await expect
    .poll(() => inView(page, ['web-1', 'web-2', 'web-3']))
    .toEqual(['web-1', 'web-2', 'web-3'])
  expect(errors).toEqual([])
})

test("a row command's toast: the cursor row stays in view", async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await expect(page.getByRole('table', { name: 'Instances' }).locator('tbody tr')).toHaveCount(28)
  // web-2, the 23rd row: its menu, then Stop, confirmed.
  await page.keyboard.type(`${'j'.repeat(23)}.`)
  const menu = page.getByRole('menu', { name: 'Actions for web-2' })
  await menu.getByRole('menuitem', { name: /Stop/ }).click()
  await expect(page.getByRole('dialog', { name: /Stop instance/ })).toBeVisible()
  await page.keyboard.press('Control+Enter')
  const toast = page.getByRole('region', { name: 'Notifications' })
  await expect(toast).toContainText('web-2')
  await expect.poll(() => inView(page, ['web-2'])).toEqual(['web-2'])
  expect(errors).toEqual([])
})
