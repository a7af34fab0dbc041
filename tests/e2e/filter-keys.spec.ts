// The table filter hands the keyboard to its rows (issue 45, point 1): Down or Enter in the filter
// puts the cursor on the first matching row and keeps the filter; `x`, `j` and the row commands
// act on the filtered rows; `/` goes back to the filter; Esc in the filter clears it. Every key is
// typed at machine speed, right behind the one before.
import { booted, expect, test } from './fixtures'

test('instances: /worker, Down, x j x selects two workers; / back, Esc clears', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const rows = page.getByRole('table', { name: 'Instances' }).locator('tbody tr')
  await expect(rows).toHaveCount(28)
  const box = page.getByRole('searchbox', { name: 'Filter instances' })
  await page.keyboard.type('/worker')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.type('xjx')
  const bar = page.getByRole('toolbar', { name: 'Selected rows' })
  await expect(bar).toContainText('2 selected')
  await expect(box).toHaveValue('worker')
  await expect(rows).toHaveCount(4)
  await expect(page.locator('tbody input[type="checkbox"]:checked')).toHaveCount(2)
  await expect(page.getByRole('checkbox', { name: 'Select worker-1' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Select worker-2' })).toBeChecked()
  await expect(page.locator('tr.row-cursor')).toContainText('worker-2')
  // `.` opens the cursor row's menu: a row command on a filtered row.
  await page.keyboard.press('.')
  await expect(page.getByRole('menu', { name: 'Actions for worker-2' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  // `/` goes back to the filter, its text kept; more text narrows it; Esc clears it.
  await page.keyboard.type('/-3')
  await expect(box).toBeFocused()
  await expect(box).toHaveValue('worker-3')
  await expect(rows).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(box).toHaveValue('')
  await expect(rows).toHaveCount(28)
  expect(errors).toEqual([])
})

test('Enter in the filter: the first match gets the cursor, the filter stays', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/disks')
  await booted(page)
  const table = page.getByRole('table', { name: 'Disks' })
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await page.keyboard.type('/worker')
  await page.keyboard.press('Enter')
  await page.keyboard.press('x')
  await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toContainText('1 selected')
  await expect(page.getByRole('searchbox', { name: 'Filter disks' })).toHaveValue('worker')
  await expect(table.locator('tr.row-cursor')).toContainText('worker')
  // Enter opened nothing: the page is the same (the filter is in its URL).
  await expect(page).toHaveURL(/\/projects\/demo\/disks\?filter=worker$/)
  expect(errors).toEqual([])
})

test('firewall rules: /allow, Enter, j moves along the filtered rules', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/vpcs/default/firewall-rules')
  await booted(page)
  const table = page.getByRole('table', { name: 'Firewall rules' })
  await expect(table.locator('tbody tr').first()).toBeVisible()
  const all = await table.locator('tbody tr').count()
  await page.keyboard.type('/allow')
  await page.keyboard.press('Enter')
  await page.keyboard.press('j')
  const shown = table.locator('tbody tr')
  await expect(shown).not.toHaveCount(all)
  const names = await shown.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''))
  expect(names.every((t) => t.includes('allow'))).toBe(true)
  await expect(table.locator('tr.row-cursor')).toHaveText(names[1]!)
  await expect(page.getByRole('searchbox', { name: 'Filter firewall rules' })).toHaveValue('allow')
  expect(errors).toEqual([])
})

test('audit log: Down in the text filter gives the rows the keys', async ({ page, errors }) => {
  await page.goto('/system/audit-log')
  await booted(page)
  const table = page.getByRole('table', { name: 'Audit log' })
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await page.keyboard.type('/firewall')
  const box = page.getByRole('searchbox', { name: 'Filter audit log' })
  await expect(box).toHaveValue('firewall')
  await expect(table.locator('tbody tr').first()).toContainText(/firewall/i)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('j')
  await expect(table.locator('tr.row-cursor')).toContainText(/firewall/i)
  await expect(box).toHaveValue('firewall')
  await expect(box).not.toBeFocused()
  await expect(table.locator('tbody tr').nth(1)).toHaveClass(/row-cursor/)
  expect(errors).toEqual([])
})
