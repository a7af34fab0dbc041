// The long tail of the API: a generic `api` command picked in the palette shows its result.
import { test, expect, booted, openPalette, apiGet } from './fixtures'

type Named = { name: string }

test('a generic list command shows a dense table with the pagination bar', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const disks = await apiGet<{ items: Named[] }>(page, '/v1/disks?project=demo')
  const input = await openPalette(page)
  await input.fill('API: List disks')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('option').first()).toContainText('API: List disks')
  await page.keyboard.press('Enter')
  const result = page.getByRole('dialog', { name: /List disks/ })
  await expect(result.getByRole('table')).toBeVisible()
  await expect(result.getByRole('cell', { name: disks.items[0]!.name, exact: true })).toBeVisible()
  await expect(result.getByRole('navigation', { name: 'Result pages' })).toBeVisible()
  // The CLI's own subcommand for the operation.
  await expect(result).toContainText('oxide disk list --project demo')
  // Pages through the list with the pagination bar.
  const pager = result.getByRole('navigation', { name: 'Result pages' })
  await pager.getByLabel('rows per page').selectOption('25')
  await expect(pager).toContainText('1–25 of 25+')
  await pager.getByRole('button', { name: 'next', exact: true }).click()
  await expect(pager).toContainText('26–')
  await expect(result.getByRole('cell', { name: disks.items[25]!.name, exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(result).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a generic command with a body opens a form generated from its schema', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('API: Create affinity group')
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog', { name: /Create affinity group/ })
  await form.getByRole('textbox', { name: 'name', exact: true }).fill('spread-out')
  await form
    .getByRole('textbox', { name: 'description', exact: true })
    .fill('made by the generic form')
  await form.getByRole('combobox', { name: 'policy', exact: true }).selectOption('allow')
  await expect(form.getByRole('combobox', { name: 'failure_domain' })).toHaveValue('sled')
  await form.getByRole('button', { name: 'Submit' }).click()
  const result = page.getByRole('dialog', { name: /Create affinity group/ })
  await expect(result.getByLabel('Result')).toContainText('"name": "spread-out"')
  expect(errors).toEqual([])
})

test('a generic command typed as a command line shows its JSON', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('api current_user_view')
  await page.keyboard.press('Enter')
  const result = page.getByRole('dialog', { name: /Fetch user for current session/ })
  await expect(result.getByLabel('Result')).toContainText('"displayName": "ops-admin"')
  expect(errors).toEqual([])
})

test('a metric read with `api` shows each measurement as time and value', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('api system_metric --metric-name cpus_provisioned')
  await page.keyboard.press('Enter')
  const result = page.getByRole('dialog', { name: /metric/i })
  const table = result.getByRole('table')
  await expect(table.getByRole('columnheader', { name: /^time/ })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: /^value/ })).toBeVisible()
  // Every row has a number in its value cell, not an empty or dropped one.
  const values = table.locator('tbody tr td:nth-child(2)')
  await expect(values.first()).toHaveText(/^\d[\d,.]*$/)
  expect(errors).toEqual([])
})

test('a result that arrives after Ctrl+K waits for the palette; Ctrl+K over a result opens it', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  // Typed at machine speed: the answer (200-400 ms in the mock) comes after the palette is back.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('oxide api /v1/projects/demo/policy')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+k')
  await page.keyboard.type('disks')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  const input = palette.getByRole('combobox')
  await expect(input).toHaveValue('disks')
  const result = page.getByRole('dialog', { name: /policy/i })
  // Still the palette's keyboard once the answer is in (the line ran: its GET went out).
  await expect(page.getByText('$ oxide project policy view --project demo')).toHaveCount(0)
  await page.keyboard.type(' x')
  await expect(input).toHaveValue('disks x')
  // Closing the palette shows the result it held back.
  await page.keyboard.press('Escape')
  await expect(result.getByText('$ oxide project policy view --project demo')).toBeVisible()
  // Over a result (no fields to lose), Ctrl+K closes it and the palette takes the keys.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('vpc')
  await expect(input).toHaveValue('vpc')
  await expect(result).toHaveCount(0)
  expect(errors).toEqual([])
})
