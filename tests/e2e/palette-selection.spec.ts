// The palette takes the page's selection: with rows selected, the commands they offer run on all
// of them ("Stop instance · 2 selected"), listed first, with their typed line; with none, the
// row under the cursor is the argument page's first choice, and without a cursor there is none
// (the first row of the table is nobody's choice).
import type { Page } from '@playwright/test'
import { apiGet, booted, expect, openPalette, test } from './fixtures'

type Instance = { name: string; run_state: string }

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const row = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })

async function instancesPage(page: Page) {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await expect(row(page, 'web-2')).toBeVisible()
}

const states = async (page: Page, names: string[]) => {
  const list = await apiGet<{ items: Instance[] }>(page, '/v1/instances?project=demo&limit=100')
  return names.map((n) => list.items.find((i) => i.name === n)?.run_state)
}

test('with two rows selected, "stop" runs on both: one entry, first, with its typed line', async ({
  page,
  errors,
}) => {
  await instancesPage(page)
  await page.getByRole('checkbox', { name: 'Select web-1' }).check()
  await page.getByRole('checkbox', { name: 'Select web-2' }).check()

  // The empty palette starts with what the selection can do.
  await openPalette(page)
  await expect(palette(page).getByRole('option').first()).toContainText(/· 2 selected/)

  await page.keyboard.type('stop')
  const first = palette(page).getByRole('option').first()
  await expect(first).toContainText('Stop instance · 2 selected')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  // No entry asks for one instance while the rows are selected.
  await expect(
    palette(page).getByRole('option', { name: 'Stop instance', exact: true }),
  ).toHaveCount(0)
  await expect(palette(page).getByLabel('Command line')).toHaveText('> instance stop web-1 web-2')

  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: /Stop instance: 2 rows/ })
  await expect(confirm).toContainText('Stop instance on 2 rows: web-1, web-2?')
  await page.keyboard.press('Control+Enter')

  await expect(page.getByRole('region', { name: 'Bulk action results' })).toContainText(
    'Stop instance: 2 ok',
  )
  await expect
    .poll(() => states(page, ['web-1', 'web-2', 'api-1']))
    .toEqual([
      expect.stringMatching(/stopping|stopped/),
      expect.stringMatching(/stopping|stopped/),
      'running',
    ])
  // The rows done leave the selection.
  await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('with no selection, the row under the cursor is the argument page first choice', async ({
  page,
  errors,
}) => {
  await instancesPage(page)
  // The cursor on the third row (j: first row, then two more).
  for (const key of ['j', 'j', 'j']) await page.keyboard.press(key)
  const third = await page.getByRole('main').locator('tbody tr.row-cursor a').first().textContent()
  expect(third).toBe('bastion')

  await openPalette(page)
  await page.keyboard.type('stop instance')
  await expect(palette(page).getByRole('option').first()).toContainText('Stop instance')
  await page.keyboard.press('Enter')
  const chosen = palette(page).getByRole('option', { selected: true })
  await expect(chosen).toContainText('bastion')
  await expect(palette(page).getByLabel('CLI equivalent')).toHaveText(
    '$ oxide instance stop --project demo --instance bastion',
  )
  await page.keyboard.press('Escape')
  expect(errors).toEqual([])
})

test('with neither a selection nor a cursor, the argument page picks no row for the user', async ({
  page,
  errors,
}) => {
  await instancesPage(page)
  await openPalette(page)
  await page.keyboard.type('stop instance')
  await expect(palette(page).getByRole('option').first()).toContainText('Stop instance')
  await page.keyboard.press('Enter')
  await expect(palette(page).getByRole('option', { name: /bastion/ })).toBeVisible()
  await expect(palette(page).getByRole('option', { selected: true })).toHaveCount(0)
  // Enter on nothing runs nothing: api-1, the first row, keeps running.
  await page.keyboard.press('Enter')
  await expect(palette(page)).toBeVisible()
  expect(await states(page, ['api-1'])).toEqual(['running'])
  // An arrow picks, as in any list.
  await page.keyboard.press('ArrowDown')
  await expect(palette(page).getByRole('option', { selected: true })).toHaveCount(1)
  expect(errors).toEqual([])
})
