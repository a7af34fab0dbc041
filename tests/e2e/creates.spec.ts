// Creates look like the other actions: Create disk from the palette asks the size with the
// default offered (Enter takes it), shows its toast with the `oxide` line, and the new row takes
// the cursor. Typed at machine speed, every key at once.
import { apiGet, expect, test } from './fixtures'

test('Create disk from the palette: the size asked with its default, the toast, the cursor', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/disks')
  const table = page.getByRole('main').getByRole('table')
  await expect(table.getByRole('row', { name: /api-1-boot/ })).toBeVisible()
  await page.keyboard.press('j')
  await expect(table.locator('tr.row-cursor')).toContainText('api-1-boot')

  await page.keyboard.press('Control+k')
  await page.keyboard.type('create disk')
  await page.keyboard.press('Enter')
  await page.keyboard.type('scratch-9')
  await page.keyboard.press('Enter')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('option', { name: /10 GiB/ })).toContainText('default')
  await page.keyboard.press('Enter')

  const toast = page.getByRole('status').filter({ hasText: 'Disk scratch-9 created' })
  await expect(toast).toContainText(
    'oxide disk create --project demo --name scratch-9 --size 10GiB',
  )
  const row = table.getByRole('row', { name: /scratch-9/ })
  await expect(row).toContainText('10 GiB')
  await expect(table.locator('tr.row-cursor')).toContainText('scratch-9')
  // The keys go on from the new row, and a render after them (the selection) leaves the cursor.
  await page.keyboard.press('x')
  await expect(row.getByRole('checkbox')).toBeChecked()
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  const cursor = table.locator('tr.row-cursor')
  await expect(cursor).not.toContainText('scratch-9')
  await expect(cursor.getByRole('checkbox')).toBeChecked()
  await expect(table.locator('tr.row-cursor')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('a size typed on its page is taken', async ({ page, errors }) => {
  await page.goto('/projects/demo/disks')
  await expect(page.getByRole('main').getByRole('row', { name: /api-1-boot/ })).toBeVisible()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('create disk')
  await page.keyboard.press('Enter')
  await page.keyboard.type('scratch-8')
  await page.keyboard.press('Enter')
  await page.keyboard.type('30')
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: 'Disk scratch-8 created' }),
  ).toContainText('--size 30GiB')
  const row = page.getByRole('main').getByRole('row', { name: /scratch-8/ })
  await expect(row).toContainText('30 GiB')
  expect(errors).toEqual([])
})

test('Create instance from the palette asks vCPUs and memory, typed at once', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await expect(page.getByRole('main').getByRole('row', { name: /web-1/ })).toBeVisible()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('create instance')
  await page.keyboard.press('Enter')
  await page.keyboard.type('sized-1')
  await page.keyboard.press('Enter')
  await page.keyboard.type('4')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: 'Instance sized-1 created' }),
  ).toContainText('oxide instance create --project demo')
  await expect(page).toHaveURL(/\/projects\/demo\/instances\/sized-1\//)
  const made = await apiGet<{ ncpus: number; memory: number }>(
    page,
    '/v1/instances/sized-1?project=demo',
  )
  expect([made.ncpus, made.memory]).toEqual([4, 8 * 1024 ** 3])
  expect(errors).toEqual([])
})
