// Scripted demos: a shipped demo plays to the end with every `expect` met; a failing line is
// reported with its number, text and reason; other origins are refused.
import type { Page } from '@playwright/test'
import { test, expect, apiGet, booted, openPalette } from './fixtures'

const bar = (page: Page) => page.getByRole('region', { name: 'Script player' })

/**
 * The viewer's rows per page, smaller than the seed's lists: a shipped demo must not depend on
 * it (`expect worker-2` on a page of 10 rows), as a script runs in a known environment.
 */
async function smallPages(page: Page) {
  await page.addInitScript(() => localStorage.setItem('oxide-console.rows-per-page', '10'))
}

test('the first-boot demo plays from ?script= to the serial console', async ({ page, errors }) => {
  test.setTimeout(90_000)
  await smallPages(page)
  await page.goto('/projects?script=/demos/first-boot.txt&speed=fast')
  await booted(page)
  await expect(bar(page)).toContainText('step')
  await expect(bar(page)).toContainText('✓ Script finished: 9 steps', { timeout: 80_000 })
  await expect(page).toHaveURL(/\/projects\/demo\/instances\/first-boot\/serial-console$/)
  expect(errors).toEqual([])
})

type Named = { items: { name: string; run_state?: string; state?: { state: string } }[] }

test('the on-call demo jumps by id and stops the workers in one bulk action', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000)
  await smallPages(page)
  await page.goto('/projects?script=/demos/on-call.txt&speed=fast')
  await booted(page)
  await expect(bar(page)).toContainText('✓ Script finished: 12 steps', { timeout: 80_000 })
  await expect(page.getByRole('region', { name: 'Bulk action results' })).toContainText(
    'Stop instance: 2 ok',
  )
  // The page where a user expects it: its top, the breadcrumb and the table's first row in view.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeInViewport()
  await expect(page.locator('main table tbody tr').first()).toBeInViewport()
  expect(await page.locator('main').evaluate((m) => m.scrollTop)).toBe(0)
  const list = await apiGet<Named>(page, '/v1/instances?project=demo&limit=100')
  const workers = list.items.filter((i) => ['worker-1', 'worker-2'].includes(i.name))
  expect(workers.map((i) => i.run_state)).toEqual([
    expect.stringMatching(/stopping|stopped/),
    expect.stringMatching(/stopping|stopped/),
  ])
  expect(errors).toEqual([])
})

test('the disk-image demo imports the shipped raw image, snapshots it, makes an image', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000)
  await smallPages(page)
  await page.goto('/projects?script=/demos/disk-image.txt&speed=fast')
  await booted(page)
  await expect(bar(page)).toContainText('✓ Script finished: 11 steps', { timeout: 80_000 })
  await expect(page).toHaveURL(/\/projects\/demo\/images$/)
  const disks = await apiGet<Named>(page, '/v1/disks?project=demo&limit=100')
  expect(disks.items.find((d) => d.name === 'golden-data')?.state?.state).toBe('detached')
  const snaps = await apiGet<Named>(page, '/v1/snapshots?project=demo&limit=100')
  expect(snaps.items.map((s) => s.name)).toContain('golden-snap')
  const images = await apiGet<Named>(page, '/v1/images?project=demo&limit=100')
  expect(images.items.map((i) => i.name)).toContain('golden-image')
  expect(errors).toEqual([])
})

test('three instances typed after instance stop in the palette stop in one bulk action', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('instance stop worker-1 worker-2 db-primary')
  await expect(page.getByText('Stop instance on 3 rows')).toBeVisible()
  // The footer's CLI equivalent: one call per name.
  await expect(
    page.getByText(/--instance worker-1 && oxide instance stop .*--instance db-primary/),
  ).toBeVisible()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Stop instance on 3 rows: worker-1, worker-2, db-primary?')
  await dialog.getByRole('button', { name: 'Stop', exact: true }).click()
  const results = page.getByRole('region', { name: 'Bulk action results' })
  await expect(results).toContainText('Stop instance: 3 ok')
  await expect(results.getByRole('listitem')).toHaveText([
    /worker-1\s*ok/,
    /worker-2\s*ok/,
    /db-primary\s*ok/,
  ])
  await expect
    .poll(async () => {
      const now = await apiGet<Named>(page, '/v1/instances?project=demo&limit=100')
      return ['worker-1', 'worker-2', 'db-primary'].map(
        (n) => now.items.find((i) => i.name === n)?.run_state,
      )
    })
    .toEqual([
      expect.stringMatching(/stopping|stopped/),
      expect.stringMatching(/stopping|stopped/),
      expect.stringMatching(/stopping|stopped/),
    ])
  await results.getByRole('button', { name: 'Dismiss' }).click()
  await expect(results).toHaveCount(0)
  expect(errors).toEqual([])
})

test('run-script from the palette reports the first failing line', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('Run script')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /Run script/ })
  await dialog.getByLabel('Typing speed').selectOption('instant')
  await dialog
    .getByLabel('Or paste a script')
    .fill('# broken on purpose\nexpect web-1\ninstance stop no-such-instance\nexpect never')
  await dialog.getByRole('button', { name: 'Play pasted script' }).click()
  const report = bar(page).getByRole('alert')
  await expect(report).toContainText('✗ Script failed at line 3: instance stop no-such-instance')
  await expect(report).toContainText(/not found/i)
  await bar(page).getByRole('button', { name: 'Close' }).click()
  await expect(bar(page)).toHaveCount(0)
})

test('a script file picked in the Run script dialog plays; a pause line waits for a key', async ({
  page,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('Run script')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /Run script/ })
  await dialog.getByLabel('Typing speed').selectOption('fast')
  await dialog.getByLabel('From a file').setInputFiles({
    name: 'tour.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      'goto /projects/demo/disks\nexpect spare-volume\npause\ngoto /projects\nexpect infra\n',
    ),
  })
  await expect(bar(page)).toContainText('tour.txt')
  await expect(bar(page)).toContainText('step 3/5')
  await expect(bar(page)).toContainText('press any key to go on')
  await expect(page).toHaveURL(/\/projects\/demo\/disks$/)
  await page.keyboard.press('Space')
  await expect(bar(page)).toContainText('✓ Script finished: 5 steps')
  await expect(page).toHaveURL(/\/projects$/)
})

test('a script from another origin is refused with a clear message', async ({ page }) => {
  await page.goto('/projects?script=https://example.com/evil.txt')
  await booted(page)
  const toast = page.getByRole('region', { name: 'Notifications' })
  await expect(toast).toContainText(
    /Scripts load only from this site \(http:\/\/localhost:\d+\); https:\/\/example\.com is another origin/,
  )
  await expect(page.getByRole('region', { name: 'Script player' })).toHaveCount(0)
})

test('record-script turns the commands run into a script that exports', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  let input = await openPalette(page)
  await input.fill('Record script')
  await page.keyboard.press('Enter')
  const recorder = page.getByRole('region', { name: 'Script recorder' })
  await expect(recorder).toContainText('0 commands')
  input = await openPalette(page)
  await input.fill('Create project')
  await page.keyboard.press('Enter')
  await page.keyboard.type('recorded-proj')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(recorder).toContainText('1 command')
  // The console's own format, named as such.
  let download = page.waitForEvent('download')
  await recorder.getByRole('button', { name: 'Export as console script (.txt)' }).click()
  let file = await download
  expect(file.suggestedFilename()).toBe('recorded-script.txt')
  const text = await (await file.createReadStream()).toArray()
  const script = Buffer.concat(text).toString('utf8')
  expect(script).toContain('goto /projects/demo/instances')
  expect(script).toMatch(/^project create --name recorded-proj/m)
  // Stop and export: the shell script of `oxide` lines, as the README shows.
  download = page.waitForEvent('download')
  await recorder.getByRole('button', { name: 'Stop and export as shell script' }).click()
  file = await download
  expect(file.suggestedFilename()).toBe('recorded-script.sh')
  const sh = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8')
  expect(sh.startsWith('#!/bin/sh\n')).toBe(true)
  expect(sh).toMatch(/^oxide project create .*--name recorded-proj/m)
  await expect(recorder).toHaveCount(0)
})
