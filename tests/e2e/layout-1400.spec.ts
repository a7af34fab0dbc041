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
