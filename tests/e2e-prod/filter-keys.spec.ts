// The table filter hands the keyboard to its rows on the production build (issue 45, point 1):
// `/worker`, Down, `x j x` at machine speed select two workers under the kept filter, and the
// palette's row command takes those two. Nothing is run: the shared server keeps its seed.
import { expect, test } from './fixtures'

test('filter, Down, then the table keys and the palette act on the filtered rows', async ({
  page,
  errors,
}) => {
  const path = '/projects/demo/instances'
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(path)
  const rows = page.getByRole('table', { name: 'Instances' }).locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  await page.keyboard.type('/worker')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.type('xjx')
  await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toContainText('2 selected')
  await expect(page.getByRole('searchbox', { name: 'Filter instances' })).toHaveValue('worker')
  await expect(rows).toHaveCount(4)
  await page.keyboard.press('Control+k')
  await page.keyboard.type('stop instance')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('option').first()).toContainText('Stop instance · 2 selected')
  await expect(palette.getByLabel('Command line')).toHaveText('> instance stop worker-1 worker-2')
  await page.keyboard.press('Escape')
  await expect(palette).toHaveCount(0)
  expect(errors).toEqual([])
})
