// The palette takes the page's selection on the production build over real HTTP: two selected
// rows of project web are stopped by one palette entry ("Stop instance · 2 selected", first, its
// line `instance stop edge-proxy-1 edge-proxy-2`); then, with no selection, the row under the
// cursor is the argument page's first choice. No other test of this shared server touches
// edge-proxy-1 or edge-proxy-2.
import { expect, test, type Page } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const row = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })

test('the palette runs on the selected rows, and offers the cursor row first', async ({
  page,
  errors,
}) => {
  const path = '/projects/web/instances'
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(path)
  await expect(row(page, 'edge-proxy-2')).toContainText('running')

  await page.getByRole('checkbox', { name: 'Select edge-proxy-1' }).check()
  await page.getByRole('checkbox', { name: 'Select edge-proxy-2' }).check()
  await page.keyboard.press('Control+k')
  // Two words: no resource is looked up by that name (each project would answer 404).
  await page.keyboard.type('stop instance')
  const first = palette(page).getByRole('option').first()
  await expect(first).toContainText('Stop instance · 2 selected')
  await expect(palette(page).getByLabel('Command line')).toHaveText(
    '> instance stop edge-proxy-1 edge-proxy-2',
  )
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: /Stop instance: 2 rows/ })).toBeVisible()
  await page.keyboard.press('Control+Enter')
  await expect(page.getByRole('region', { name: 'Bulk action results' })).toContainText(
    'Stop instance: 2 ok',
  )
  await expect(row(page, 'edge-proxy-1')).toContainText(/stopping|stopped/)
  await expect(row(page, 'edge-proxy-2')).toContainText(/stopping|stopped/)
  await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toHaveCount(0)

  // Stopped, so that Start can take it (a stopping instance's choice is offered disabled, and a
  // disabled cursor row is not highlighted).
  await expect(row(page, 'edge-proxy-2')).toContainText('stopped', { timeout: 15_000 })
  // No selection now: the cursor on edge-proxy-2 (blog, edge-proxy-1, edge-proxy-2).
  for (const key of ['j', 'j', 'j']) await page.keyboard.press(key)
  await expect(page.getByRole('main').locator('tbody tr.row-cursor')).toContainText('edge-proxy-2')
  await page.keyboard.press('Control+k')
  await page.keyboard.type('start instance')
  await expect(palette(page).getByRole('option').first()).toContainText('Start instance')
  await page.keyboard.press('Enter')
  await expect(palette(page).getByRole('option', { selected: true })).toContainText('edge-proxy-2')
  await expect(palette(page).getByLabel('CLI equivalent')).toHaveText(
    '$ oxide instance start --project web --instance edge-proxy-2',
  )
  await page.keyboard.press('Escape')
  expect(errors).toEqual([])
})
