// At 1400 px wide nothing is cut or pushed onto a line of its own: a deep page's breadcrumb ends
// with its last segment in full, clear of the header's buttons, and the serial console's toolbar
// is one line, Back to instance included.
import { booted, expect, test } from './fixtures'

test.use({ viewport: { width: 1400, height: 900 } })

test('the network metrics tab shows its whole breadcrumb end beside the CLI button', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances/web-1/metrics/network')
  await booted(page)
  const header = page.locator('.page-header')
  const last = header
    .getByRole('navigation', { name: 'Breadcrumb' })
    .locator('a[aria-current="page"]')
  await expect(last).toHaveText('network')
  const cli = header.getByRole('button', { name: 'CLI' })
  await expect(cli).toBeVisible()
  const [crumb, button, nav] = await Promise.all([
    last.boundingBox(),
    cli.boundingBox(),
    header.getByRole('navigation', { name: 'Breadcrumb' }).boundingBox(),
  ])
  // In full: inside the breadcrumb's box (which clips), and left of the button.
  expect(crumb!.x + crumb!.width).toBeLessThanOrEqual(nav!.x + nav!.width + 0.5)
  expect(crumb!.x + crumb!.width).toBeLessThanOrEqual(button!.x)
  expect(await last.evaluate((a) => a.scrollWidth <= a.clientWidth + 0.5)).toBe(true)
  expect(errors).toEqual([])
})

test('the serial console toolbar keeps Back to instance on its line', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances/web-1/serial-console')
  await booted(page)
  const header = page.locator('.serial-header')
  await expect(header.getByRole('status').filter({ hasText: 'connected' })).toBeVisible()
  const back = header.getByRole('link', { name: 'Back to instance' })
  const pop = header.getByRole('button', { name: 'Pop out' })
  const name = header.locator('.serial-name')
  const [b, p, n] = await Promise.all([back.boundingBox(), pop.boundingBox(), name.boundingBox()])
  expect(Math.abs(b!.y + b!.height / 2 - (p!.y + p!.height / 2))).toBeLessThan(2)
  expect(Math.abs(b!.y + b!.height / 2 - (n!.y + n!.height / 2))).toBeLessThan(4)
  expect(errors).toEqual([])
})

for (const width of [1280, 1400]) {
  test(`the audit log is no wider than its page at ${width} px; a long result ends in an ellipsis, whole in its title`, async ({
    page,
    errors,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/system/audit-log')
    await booted(page)
    const rows = page.locator('main table tbody tr')
    await rows.nth(5).waitFor()
    const [table, main] = await Promise.all([
      page.locator('main table').boundingBox(),
      page.locator('main').boundingBox(),
    ])
    expect(table!.x + table!.width).toBeLessThanOrEqual(main!.x + main!.width + 0.5)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    // The seed's forbidden call: "403 Forbidden: ..." longer than its column.
    const result = page.locator('main table tbody td .cell-clip[title^="403 Forbidden"]').first()
    await expect(result).toBeVisible()
    expect(await result.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    expect(await result.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis')
    // The auth column is whole on screen.
    const auth = page.locator('main table thead th').last()
    const box = await auth.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(main!.x + main!.width + 0.5)
    expect(errors).toEqual([])
  })
}
