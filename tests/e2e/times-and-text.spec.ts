// One clock format (24-hour, like the rows' 17:08:43) in the audit log's range, typed at machine
// speed; the audit log's cut cells read whole in the row's detail; the Issues page's long reasons
// end in an ellipsis and read whole on the row (its title).
import { booted, expect, test } from './fixtures'

test('the audit log: the range in 24-hour time, typed; a cut row whole in its detail', async ({
  page,
  errors,
}) => {
  await page.goto('/system/audit-log')
  await booted(page)
  const rows = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  await expect(rows.first().locator('.audit-time')).toHaveText(
    /^([A-Z][a-z]{2} \d\d )?\d\d:\d\d:\d\d$/,
  )
  const range = page.getByRole('group', { name: 'Time range' })
  const from = range.getByLabel('from')
  await expect(from).toHaveValue(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)
  await expect(range.getByLabel('to')).toHaveValue('')
  await expect(range.getByLabel('to')).toHaveAttribute('placeholder', 'now')

  // A start typed as the console writes times: the range follows it (the URL's start=).
  const start = new Date(Date.now() - 3 * 3600_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  const typed = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())} ${pad(start.getHours())}:${pad(start.getMinutes())}`
  await from.click()
  await page.keyboard.press('Control+a')
  await page.keyboard.type(typed)
  const at = new Date(typed.replace(' ', 'T'))
  await expect(page).toHaveURL(new RegExp(`start=${encodeURIComponent(at.toISOString())}`))
  await expect(from).toHaveValue(typed)
  // Not a time: kept as typed and marked, the range unchanged.
  await page.keyboard.press('Backspace')
  await expect(from).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(new RegExp(`start=${encodeURIComponent(at.toISOString())}`))
  await page.keyboard.type('0')

  // The week: a refused call's row, cut in its cells, whole in its detail.
  await range.getByRole('button', { name: 'week' }).click()
  const refused = rows.filter({ hasText: '403' }).first()
  await expect(refused).toBeVisible()
  await refused.locator('.audit-time').click()
  const detail = page.getByRole('dialog', { name: /Audit entry/ })
  await expect(detail).toContainText('403 Forbidden: Forbidden')
  await expect(detail).toContainText(/Mozilla\/5\.0 .*Chrome\/\d+/)
  await expect(detail).toContainText(/started\s*\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}/)
  await expect(detail).not.toContainText(/\b(AM|PM)\b/)
  expect(errors).toEqual([])
})

test('the Issues page: a long reason ends in an ellipsis and reads whole on its row', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/system/issues')
  await booted(page)
  const row = page.getByRole('row', { name: /worker-4/ })
  const cell = row.locator('.cell-clip').filter({ hasText: 'failed; waiting for the cooldown' })
  await expect(cell).toHaveAttribute('title', /^failed; waiting for the cooldown to expire .+/)
  const cut = await cell.evaluate((el) => ({
    overflow: getComputedStyle(el).textOverflow,
    cut: el.scrollWidth > el.clientWidth,
    title: el.getAttribute('title') ?? '',
    text: el.textContent ?? '',
  }))
  expect(cut.overflow).toBe('ellipsis')
  expect(cut.cut).toBe(true)
  expect(cut.title).toBe(cut.text)
  // The columns after it stay on screen.
  await expect(page.getByRole('columnheader', { name: 'since' })).toBeInViewport()
  expect(errors).toEqual([])
})
