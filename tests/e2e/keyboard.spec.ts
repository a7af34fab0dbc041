// The keyboard layer: chords reach pages, `/` focuses the table filter, and three instances
// selected with `x` stop in one bulk action with one confirmation and a result per row.
import { test, expect, apiGet, booted, openPalette } from './fixtures'

// Keys typed while data loads: the console's own 200-400 ms latency.
test.use({ mockLatency: null })

type Instance = { id: string; name: string; run_state: string }

test('g d reaches disks, g i instances', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page.keyboard.press('g')
  await page.keyboard.press('d')
  await expect(page).toHaveURL(/\/projects\/demo\/disks$/)
  await page.keyboard.press('g')
  await page.keyboard.press('i')
  await expect(page).toHaveURL(/\/projects\/demo\/instances$/)
  expect(errors).toEqual([])
})

test('/ focuses the table filter, which narrows the rows; Esc backs out', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  await page.keyboard.press('/')
  const filter = page.getByRole('searchbox', { name: 'Filter instances' })
  await expect(filter).toBeFocused()
  await page.keyboard.type('web-1')
  await expect(rows).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(filter).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(filter).not.toBeFocused()
})

test('x selects three running instances; one bulk stop stops them all', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  const texts = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''))
  const picks = texts
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => /running/i.test(t))
    .slice(0, 3)
  expect(picks).toHaveLength(3)

  // j puts the cursor on the first row; each further j moves down one; x selects.
  await page.keyboard.press('j')
  let at = 0
  for (const { i } of picks) {
    for (; at < i; at++) await page.keyboard.press('j')
    await page.keyboard.press('x')
  }
  const bar = page.getByRole('toolbar', { name: 'Selected rows' })
  await expect(bar).toContainText('3 selected')
  await expect(page.locator('table tbody input[type="checkbox"]:checked')).toHaveCount(3)
  // The highlight spans the whole row, the row-menu cell (sticky, opaque) included.
  const shades = await rows.nth(picks[0]!.i).evaluate((tr) => {
    const menu = tr.querySelector('td.col-menu')
    return [getComputedStyle(tr).backgroundColor, menu && getComputedStyle(menu).backgroundColor]
  })
  expect(shades[1]).toBe(shades[0])

  await bar.getByRole('button', { name: 'Stop instance' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Stop instance on 3 rows')
  await dialog.getByRole('button', { name: 'Stop', exact: true }).click()

  const results = page.getByRole('region', { name: 'Bulk action results' })
  await expect(results).toContainText('Stop instance: 3 ok')
  const list = await apiGet<{ items: Instance[] }>(page, '/v1/instances?project=demo&limit=100')
  const names = picks.map(({ t }) => list.items.find((i) => t.includes(i.name))!.name)
  await expect
    .poll(async () => {
      const now = await apiGet<{ items: Instance[] }>(page, '/v1/instances?project=demo&limit=100')
      return now.items.filter((i) => names.includes(i.name)).map((i) => i.run_state)
    })
    .toEqual([
      expect.stringMatching(/stopping|stopped/),
      expect.stringMatching(/stopping|stopped/),
      expect.stringMatching(/stopping|stopped/),
    ])
  expect(errors).toEqual([])
})

test('Esc never leaves the page; u goes up to the parent page; ? lists both', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances/web-1/networking')
  await booted(page)
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/projects\/demo\/instances\/web-1\/networking$/)
  await page.keyboard.press('u')
  await expect(page).toHaveURL(/\/projects\/demo\/instances$/)
  await page.keyboard.press('Shift+?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help.getByRole('region', { name: 'Table', exact: true })).toContainText(
    'Select or unselect the row',
  )
  await expect(help).toContainText('Go to disks')
  await expect(help.getByRole('region', { name: 'Navigation' })).toContainText(
    'Go up to the parent page',
  )
  // Esc closes the overlay and stays on the page.
  await page.keyboard.press('Escape')
  await expect(help).toHaveCount(0)
  await expect(page).toHaveURL(/\/projects\/demo\/instances$/)
  expect(errors).toEqual([])
})

test('Esc backs out of row focus, then the selection, then does nothing', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page.locator('main table tbody tr').first().waitFor()
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  const bar = page.getByRole('toolbar', { name: 'Selected rows' })
  await expect(bar).toContainText('1 selected')
  await page.keyboard.press('Escape')
  await expect(bar).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(bar).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/projects\/demo\/instances$/)
})

test('Esc after a cancelled dialog stays on the page, and so does the project', async ({
  page,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('instance stop web-1')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /stop/i })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/projects\/demo\/instances$/)
  await expect(page.getByRole('button', { name: 'project: demo' })).toBeVisible()
})

test('on a page that names no main table, j takes the first table in the page that has rows', async ({
  page,
}) => {
  for (const [path, first] of [
    ['/system/silos/corp/ip-pools', 'Silo IP pools'],
    ['/system/access', 'Fleet role assignments'],
    ['/system/inventory/racks', 'Racks'],
  ] as const) {
    await page.goto(path)
    await booted(page)
    const table = page.getByRole('table', { name: first })
    await expect(table.locator('tbody tr').first()).toBeVisible()
    await page.keyboard.press('j')
    await expect(table.locator('tbody tr.row-cursor')).toHaveCount(1)
  }
})
