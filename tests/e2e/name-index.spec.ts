// The palette's name index and Enter on a name (issue: type a name, press Enter, land there), on
// the mock build at the console's own latency (200-400 ms a call): typed at machine speed, Enter
// at once, from /projects, where no project's resources are searched.
import type { Page } from '@playwright/test'
import { test, expect, booted } from './fixtures'

test.use({ mockLatency: null })

const NAMES: [string, RegExp][] = [
  ['blog', /\/projects\/web\/instances\/blog(\/|$)/],
  ['blog-boot', /\/projects\/web\/disks\/blog-boot$/],
  ['backend', /\/projects\/demo\/vpcs\/backend(\/|$)/],
  ['db-before-upgrade', /\/projects\/demo\/snapshots\?row=db-before-upgrade$/],
  ['pg-golden', /\/projects\/demo\/images\/pg-golden$/],
  ['www-v6', /\/projects\/web\/floating-ips\?row=www-v6$/],
]

async function enterName(page: Page, name: string) {
  await page.keyboard.press('Control+k')
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
}

test('a name of each kind, typed the instant the first row shows, lands on its page', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000)
  for (const [name, url] of NAMES) {
    await page.goto('/projects')
    await page.getByRole('row').nth(1).waitFor()
    await enterName(page, name)
    await expect(page, name).toHaveURL(url, { timeout: 15_000 })
  }
  expect(errors).toEqual([])
})

test('later in the same tab, with the index kept, every name lands too', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/projects')
  await booted(page)
  await page.keyboard.press('Control+k')
  await expect(page.getByTestId('index-status')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.waitForTimeout(3000)
  for (const [name, url] of NAMES) {
    await page.goto('/projects')
    await page.getByRole('row').nth(1).waitFor()
    await enterName(page, name)
    await expect(page, name).toHaveURL(url, { timeout: 15_000 })
  }
})

test('a string that only loosely matches a command runs nothing, and says so', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('row').nth(1).waitFor()
  await page.keyboard.press('Control+k')
  // Misspelt: the commands about instances match only loosely ("Go to instance settings").
  await page.keyboard.type('instnce stp')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Command palette' })
  await expect(dialog.getByText('Nothing matches “instnce stp” exactly')).toBeVisible()
  await expect(dialog.getByRole('option').first()).toContainText('instance')
  await expect(page).toHaveURL(/\/projects$/)
  // A word that could be a name is looked up first, then found nowhere.
  await page.keyboard.press('Control+a')
  await page.keyboard.type('nowhere-at-all')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('No resource in this silo is named “nowhere-at-all”')).toBeVisible({
    timeout: 15_000,
  })
  await expect(page).toHaveURL(/\/projects$/)
})

test('the palette says how complete and how old the index is, and a reload reads no list again', async ({
  page,
}) => {
  await page.goto('/projects')
  await booted(page)
  await page.keyboard.press('Control+k')
  await page.keyboard.type('#')
  // `#` reads what the index lacks.
  await expect(page.getByTestId('index-status')).toHaveText(/^index: \d+ projects · refreshed /, {
    timeout: 20_000,
  })
  await page.keyboard.press('Escape')
  const lists: string[] = []
  page.on('request', (r) => {
    const u = new URL(r.url())
    if (u.pathname.startsWith('/v1/') && /\/(instances|disks|vpcs|snapshots)$/.test(u.pathname))
      lists.push(u.pathname + u.search)
  })
  await page.reload()
  await page.getByRole('row').nth(1).waitFor()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('#blog-boot')
  await expect(
    page
      .getByRole('dialog', { name: 'Command palette' })
      .getByRole('option', { name: /blog-boot/ }),
  ).toBeVisible({ timeout: 3000 })
  await expect(page.getByTestId('index-status')).toHaveText(/^index: \d+ projects · refreshed /)
  // Only the lists a page itself shows; the index's own reads wait their refresh time.
  expect(lists.filter((l) => /project=(web|ops|shared)/.test(l))).toEqual([])
})
