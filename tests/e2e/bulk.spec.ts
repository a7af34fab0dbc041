// A rack with 10,000 instances (`?mock-bulk=10000`): finding one by name does not wait for the
// palette's index of every project, and a table filter looks at the whole list, never claiming the
// project is empty while it reads.
import { booted, expect, test } from './fixtures'

test.describe('name search', () => {
  // The console's own 200-400 ms a call: the index of 10,000 instances takes seconds to load.
  test.use({ mockLatency: null })

  test('#name and Enter at once, in a fresh palette, land on the instance', async ({
    page,
    errors,
  }) => {
    await page.goto('/projects/demo/instances?mock-bulk=10000')
    await booted(page)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('#inst-07777')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/projects\/bulk\/instances\/inst-07777/, { timeout: 20_000 })
    expect(errors).toEqual([])
  })

  test('a name typed while the index is incomplete shows once read, and the index says so', async ({
    page,
  }) => {
    await page.goto('/projects/demo/instances?mock-bulk=10000')
    await booted(page)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('#inst-07777')
    const dialog = page.getByRole('dialog', { name: 'Command palette' })
    await expect(dialog.getByTestId('index-status')).toHaveText(/^index: (\d+ of )?\d+ projects/)
    const hit = dialog.getByRole('option', { name: /inst-07777/ }).first()
    await expect(hit).toBeVisible({ timeout: 20_000 })
    await expect(hit).toContainText('instance · bulk')
  })

  test('the index is shared: a second palette does not load it again', async ({ page }) => {
    await page.goto('/projects/demo/instances?mock-bulk=50')
    await booted(page)
    const lists: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      // The bulk project's instances (the index goes on reading other lists it lacks meanwhile).
      if (
        url.pathname === '/v1/instances' &&
        url.searchParams.get('limit') === '1000' &&
        url.searchParams.get('project') === 'bulk'
      )
        lists.push(url.search)
    })
    const dialog = page.getByRole('dialog', { name: 'Command palette' })
    await page.keyboard.press('Control+k')
    await page.keyboard.type('#inst-0004')
    await expect(dialog.getByRole('option', { name: /inst-00049/ })).toBeVisible()
    const loaded = lists.length
    expect(loaded).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('#inst-00049')
    await expect(dialog.getByRole('option', { name: /inst-00049/ })).toBeVisible()
    expect(lists.length).toBe(loaded)
  })
})

test('a filter finds a row on the last page and never claims the project is empty', async ({
  page,
  errors,
}) => {
  // Watches the page from its first paint for the list's empty state.
  await page.addInitScript(() => {
    const w = window as unknown as { __claimedEmpty?: boolean }
    w.__claimedEmpty = false
    new MutationObserver(() => {
      if (document.querySelector('main')?.textContent?.includes('No instances'))
        w.__claimedEmpty = true
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await page.goto('/projects/bulk/instances?mock-bulk=10000')
  await booted(page)
  await expect(page.getByRole('row', { name: /inst-00000/ })).toBeVisible()
  const box = page.getByRole('searchbox', { name: 'Filter instances' })
  await box.click()
  await page.keyboard.type('inst-09998')
  await expect(page.getByRole('row', { name: /inst-09998/ })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'searched' })).toHaveText(
    'searched 10,000 of 10,000 rows · 1 match',
  )
  await page.keyboard.type('x')
  await expect(page.getByText('no row matches “inst-09998x”')).toBeVisible()
  await expect(page.getByText('searched 10,000 of 10,000 rows', { exact: true })).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { __claimedEmpty: boolean }).__claimedEmpty),
  ).toBe(false)
  expect(errors).toEqual([])
})
