// Lists an operator can work (issue 51): a sort is over the whole list, not the page on screen;
// the view (sort, filter, columns) is in the URL and survives a reload; sorting by a key, by the
// header and by a typed line; the pager knows the total once the list has been read.
import type { Page } from '@playwright/test'
import { booted, expect, openPalette, test } from './fixtures'

const firstRow = (page: Page) => page.locator('main tbody tr').first()
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

/** Makes an instance through the platform itself, as another user would, named `name`. */
async function createdElsewhere(page: Page, project: string, name: string) {
  const status = await page.evaluate(
    async ({ project, name }: { project: string; name: string }) => {
      const r = await fetch(`/v1/instances?project=${project}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          description: 'made a moment ago',
          hostname: name,
          memory: 1024 ** 3,
          ncpus: 1,
        }),
      })
      return r.status
    },
    { project, name },
  )
  expect(status).toBe(201)
}

test.describe('at 200-400 ms a call', () => {
  // 200-400 ms a call, as a user of the mock build sees it.
  test.use({ mockLatency: null })
  test.describe.configure({ timeout: 60_000 })

  test('a header click sorts 10,000 instances by name descending within 2 s of a cold page', async ({
    page,
    errors,
  }) => {
    await page.goto('/projects/bulk/instances?mock-bulk=10000')
    await booted(page)
    await expect(firstRow(page)).toContainText('inst-00000')
    const name = page.getByRole('columnheader', { name: 'name' })
    await expect(name).toHaveAttribute('aria-sort', 'none')
    // The whole cell is the target, not only its word.
    const box = (await name.boundingBox())!
    await name.click({ position: { x: box.width - 8, y: box.height / 2 } })
    await expect(name).toHaveAttribute('aria-sort', 'ascending')
    const started = Date.now()
    await name.click({ position: { x: box.width - 8, y: box.height / 2 } })
    await expect(firstRow(page)).toContainText('inst-09999')
    expect(Date.now() - started).toBeLessThan(2000)
    await expect(name).toHaveAttribute('aria-sort', 'descending')
    await expect(page).toHaveURL(/[?&]sort=name&order=desc/)
    expect(errors).toEqual([])
  })
})

test('created descending puts an instance made a moment ago first; the pager learns the total', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/bulk/instances?mock-bulk=3000')
  await booted(page)
  await expect(firstRow(page)).toContainText('inst-00000')
  await expect(pager(page)).toContainText('1–50 of 50+')
  // Its name sorts in the middle of the list: only a sort of the whole list brings it up.
  await createdElsewhere(page, 'bulk', 'inst-01500x')
  const created = page.getByRole('columnheader', { name: 'created' })
  await page.keyboard.press('Shift+A')
  await expect(created).toHaveAttribute('aria-sort', 'ascending')
  await page.keyboard.press('Shift+A')
  await expect(created).toHaveAttribute('aria-sort', 'descending')
  await expect(firstRow(page)).toContainText('inst-01500x')
  await expect(pager(page)).toContainText('1–50 of 3,001')
  await expect(page).toHaveURL(/[?&]sort=created&order=desc/)
  // Once read, another column sorts at once, from the list kept.
  await page.keyboard.press('Shift+N')
  await page.keyboard.press('Shift+N')
  await expect(firstRow(page)).toContainText('inst-02999')
  // The selection and the bulk bar work on the sorted rows.
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  const bar = page.getByRole('toolbar', { name: 'Selected rows' })
  await expect(bar).toContainText('1 selected')
  await expect(page.getByRole('checkbox', { name: 'Select inst-02999' })).toBeChecked()
  expect(errors).toEqual([])
})

test('the view survives a reload: sort, a filter typed with /, a column shown', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/bulk/instances?mock-bulk=3000')
  await booted(page)
  await expect(firstRow(page)).toContainText('inst-00000')
  let input = await openPalette(page)
  await input.pressSequentially('sort name desc')
  await page.keyboard.press('Enter')
  await expect(firstRow(page)).toContainText('inst-02999')
  await page.keyboard.press('/')
  await page.keyboard.type('inst-01')
  await expect(firstRow(page)).toContainText('inst-01999')
  await expect(page).toHaveURL(/[?&]filter=inst-01/)
  input = await openPalette(page)
  await input.pressSequentially('show column id')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('columnheader', { name: 'id' })).toBeVisible()

  await page.reload()
  await booted(page)
  await expect(page.getByRole('searchbox', { name: 'Filter instances' })).toHaveValue('inst-01')
  await expect(firstRow(page)).toContainText('inst-01999')
  await expect(page.getByRole('columnheader', { name: 'name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(page.getByRole('columnheader', { name: 'id' })).toBeVisible()
  // The id column is kept for the list, in the preferences too: a bare URL shows it.
  await page.goto('/projects/bulk/instances')
  await expect(page.getByRole('columnheader', { name: 'id' })).toBeVisible()
  input = await openPalette(page)
  await input.pressSequentially('hide column id')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('columnheader', { name: 'id' })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('typed sorts and a CLI list line with --sort-by; a bad URL value is a note', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/disks?sort=bogus')
  await booted(page)
  await expect(page.getByRole('note')).toContainText('sort=bogus: no such column')
  let input = await openPalette(page)
  await input.pressSequentially('sort name desc')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('columnheader', { name: 'name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  const names = async () => page.locator('main tbody tr td:nth-child(2)').allInnerTexts()
  // The header says the sort is on its way until the rows in that order are in.
  await expect(page.getByRole('columnheader', { name: 'name' })).not.toContainText('…')
  const desc = await names()
  expect(desc.length).toBeGreaterThan(3)
  expect(desc).toEqual(desc.toSorted().toReversed())
  input = await openPalette(page)
  await input.pressSequentially('sort name asc')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('columnheader', { name: 'name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(page.getByRole('columnheader', { name: 'name' })).not.toContainText('…')
  expect(await names()).toEqual(desc.toReversed())

  await page.goto('/projects/demo/instances')
  await booted(page)
  input = await openPalette(page)
  await input.pressSequentially('disk list --project demo --sort-by name_descending')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/demo\/disks\?sort=name&order=desc$/)
  await expect(page.getByRole('columnheader', { name: 'name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  // A fleet list's line, for a fleet viewer (a user who is not one is told why, roles.spec.ts).
  input = await openPalette(page)
  await input.pressSequentially('silo list --sort-by name_descending')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/system\/silos\?sort=name&order=desc$/)
  expect(errors).toEqual([])
})
