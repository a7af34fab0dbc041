// Feedback: notices (toasts, a bulk run's results) sit in the dock band below the page, which
// gives the band back when they go, above the table's pagination bar and the command log, so both stay visible; identical toasts collapse with a count; the log
// drawer is as tall as its lines.
import type { Locator, Page } from '@playwright/test'
import { test, expect, booted } from './fixtures'

async function box(l: Locator) {
  const b = await l.boundingBox()
  if (!b) throw new Error('not on screen')
  return b
}

const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Delete project demo from its row menu: the platform refuses (it holds resources). */
async function deleteDemo(page: Page) {
  await page.getByRole('button', { name: 'Actions for demo', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Delete project' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
}

test('toasts and the log drawer cover neither the pagination bar nor each other', async ({
  page,
  errors,
}) => {
  await page.goto('/projects')
  await booted(page)
  await page.getByRole('button', { name: /^log \(/ }).click()
  const log = page.getByRole('region', { name: 'Command log' })
  await expect(log).toBeVisible()
  // Nothing run yet: the drawer is one line tall, not a fixed block of empty space.
  expect((await box(log)).height).toBeLessThan(60)

  // The same failure twice: one toast with a count.
  const toasts = page.getByRole('region', { name: 'Notifications' })
  await deleteDemo(page)
  await expect(toasts).toContainText('Project to be deleted contains resources')
  await deleteDemo(page)
  await expect(toasts).toContainText('×2')
  await expect(toasts.getByRole('alert')).toHaveCount(1)

  const pager = page.getByRole('navigation', { name: 'Pagination' })
  const lastLogLine = log.getByRole('listitem').last()
  await expect(lastLogLine).toBeVisible()
  const [t, p, l] = await Promise.all([box(toasts), box(pager), box(lastLogLine)])
  expect(overlap(t, p), 'toast over the pagination bar').toBe(false)
  expect(overlap(t, l), "toast over the log's last line").toBe(false)
  // The pagination bar is still in view, above the toasts.
  expect(p.y + p.height).toBeLessThanOrEqual(t.y + 1)
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([])
})

test('the filter box lines up with the table it filters', async ({ page }) => {
  await page.goto('/projects')
  await booted(page)
  const filter = await box(page.getByPlaceholder('Filter (/)'))
  const cell = page.locator('main table tbody tr').first().locator('td').first()
  const cellBox = await box(cell)
  const pad = await cell.evaluate((td) => parseFloat(getComputedStyle(td).paddingLeft))
  // Its left edge is where the cells' content starts, not the table's outer edge.
  expect(Math.abs(filter.x - (cellBox.x + pad))).toBeLessThanOrEqual(2)
})

test('notices take the dock band below the page and give it back: log drawer open or not', async ({
  page,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const main = page.getByRole('main')
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager).toBeVisible()
  const toasts = page.getByRole('region', { name: 'Notifications' })
  const results = page.getByRole('region', { name: 'Bulk action results' })
  const log = page.getByRole('region', { name: 'Command log' })
  /** The page's height and the drawer's: together they are what the dock leaves. */
  const heights = async () => ({
    main: (await box(main)).height,
    log: (await log.count()) > 0 ? (await box(log)).height : 0,
  })
  for (const drawer of ['closed', 'open']) {
    if (drawer === 'open') {
      await page.getByRole('button', { name: /^log \(/ }).click()
      await expect(log.getByRole('listitem').first()).toBeVisible()
    }
    const before = await heights()
    // A bulk action: two stopped instances selected, then Start on the selection bar.
    const table = page.getByRole('table').first()
    for (const name of drawer === 'open' ? ['vault', 'scratch'] : ['web-3', 'grafana'])
      await table.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check()
    await page
      .getByRole('toolbar')
      .getByRole('button', { name: /^Start/ })
      .click()
    // The run is over when its summary toast says so and its results are drawn in the dock (their
    // code loads the first time), and the rows it ran on have left the selection.
    await expect(toasts.getByRole('status').filter({ hasText: '2 rows done' })).toBeVisible()
    await expect(results.getByRole('status')).toHaveText('Start instance: 2 ok')
    await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toHaveCount(0)
    if (drawer === 'open') {
      await expect(log.getByRole('listitem').filter({ hasText: 'vault' })).toHaveCount(1)
      await expect(log.getByRole('listitem').filter({ hasText: 'scratch' })).toHaveCount(1)
    }
    // The notices lie below the page, over neither the pager nor the command log.
    const [m, t, r, p] = await Promise.all([box(main), box(toasts), box(results), box(pager)])
    expect(overlap(t, p), 'toast over the pagination bar').toBe(false)
    expect(t.y, `toast over the page, log ${drawer}`).toBeGreaterThanOrEqual(m.y + m.height - 1)
    expect(r.y, `results over the page, log ${drawer}`).toBeGreaterThanOrEqual(m.y + m.height - 1)
    if (drawer === 'open') {
      const l = await box(log)
      expect(overlap(t, l), 'toast over the command log').toBe(false)
      expect(overlap(r, l), 'results over the command log').toBe(false)
    }
    const during = await heights()
    expect(during.main, `the page gives up the band, log ${drawer}`).toBeLessThan(before.main)
    // Dismissed (a toast may also leave by itself between the count and the click), the page
    // takes the band back: page and drawer fill what they filled before.
    const dismiss = page.getByRole('button', { name: /^Dismiss/ })
    while ((await dismiss.count()) > 0)
      await dismiss
        .first()
        .click({ timeout: 1000 })
        .catch(() => {})
    await expect(toasts).toHaveCount(0)
    await expect(results).toHaveCount(0)
    const after = await heights()
    expect(after.main + after.log, `the band given back, log ${drawer}`).toBeCloseTo(
      before.main + before.log,
      0,
    )
  }
})
