// A disk's and an image's own pages: reached from their lists' rows and from `oxide ... view`
// lines, their actions run from the header buttons, the page's row menus and the palette,
// checked on the wire; a delete or a promote leaves the page for where the resource went; the
// old edit URLs still open their modals.
import { test, expect, apiGet, booted, openPalette } from './fixtures'

type Items<T> = { items: T[] }

test('a disk row opens its page; Delete disk from its header goes back to the list', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/disks')
  await booted(page)
  await page
    .getByRole('table', { name: 'Disks' })
    .getByRole('link', { name: 'spare-volume' })
    .click()
  await expect(page).toHaveURL(/\/projects\/demo\/disks\/spare-volume$/)
  const facts = page.locator('dl.disk-facts')
  await expect(facts).toContainText('detached')
  await expect(facts).toContainText('64 GiB')
  // A detached disk cannot be detached: the button says so.
  await expect(page.getByRole('button', { name: 'Detach disk' })).toBeDisabled()

  const sent = page.waitForRequest(
    (r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/v1/disks/spare-volume',
  )
  await page.getByRole('button', { name: 'Delete disk' }).click()
  await page
    .getByRole('dialog', { name: 'Delete disk' })
    .getByRole('button', { name: 'Delete' })
    .click()
  expect(new URL((await sent).url()).searchParams.get('project')).toBe('demo')
  await expect(page).toHaveURL(/\/projects\/demo\/disks$/)
  const disks = await apiGet<Items<{ name: string }>>(page, '/v1/disks?project=demo&limit=1000')
  expect(disks.items.map((d) => d.name)).not.toContain('spare-volume')
  expect(errors).toEqual([])
})

test("a disk's snapshots: the row menu deletes one", async ({ page }) => {
  await page.goto('/projects/demo/disks/db-primary-data')
  await booted(page)
  const table = page.getByRole('table', { name: 'Snapshots of the disk' })
  await expect(table.locator('tbody tr')).toHaveCount(2)
  await table.getByRole('button', { name: 'Actions for db-nightly' }).click()
  await page.getByRole('menuitem', { name: 'Delete snapshot' }).click()
  await page
    .getByRole('dialog', { name: 'Delete snapshot' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(table.locator('tbody tr')).toHaveCount(1)
  const snaps = await apiGet<Items<{ name: string }>>(page, '/v1/snapshots?project=demo&limit=1000')
  expect(snaps.items.map((s) => s.name)).not.toContain('db-nightly')
})

test('oxide disk view opens the disk page', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('oxide disk view --project demo --disk db-primary-data')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/demo\/disks\/db-primary-data$/)
  await expect(page.locator('dl.disk-facts')).toContainText('db-primary')
})

test('an image promoted from its page (palette) moves to the silo page', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/images')
  await booted(page)
  await page.getByRole('link', { name: 'app-base' }).click()
  await expect(page).toHaveURL(/\/projects\/demo\/images\/app-base$/)
  await expect(page.getByRole('table', { name: 'Disks made from the image' })).toContainText(
    'api-1-boot',
    { timeout: 15_000 },
  )
  const input = await openPalette(page)
  await input.fill('promote image')
  await expect(
    page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first(),
  ).toContainText('Promote image')
  await page.keyboard.press('Enter')
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/images/app-base/promote',
  )
  await page
    .getByRole('dialog', { name: 'Promote image' })
    .getByRole('button', { name: 'Promote' })
    .click()
  expect(new URL((await sent).url()).searchParams.get('project')).toBe('demo')
  await expect(page).toHaveURL(/\/images\/app-base$/)
  await expect(page.getByRole('button', { name: 'Demote to project' })).toBeVisible()
  const silo = await apiGet<Items<{ name: string }>>(page, '/v1/images')
  expect(silo.items.map((i) => i.name)).toContain('app-base')
  expect(errors).toEqual([])
})

test('the old image edit URLs still open their modals', async ({ page }) => {
  await page.goto('/projects/demo/images/app-base/edit')
  await booted(page)
  await expect(page.getByRole('dialog', { name: 'Image app-base' })).toBeVisible()
  await page.goto('/images/debian-12/edit')
  await expect(page.getByRole('dialog', { name: 'Image debian-12' })).toBeVisible()
})
