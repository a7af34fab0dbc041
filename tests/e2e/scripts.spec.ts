// Scripted demos: a shipped demo plays to the end with every `expect` met; a failing line is
// reported with its number, text and reason; other origins are refused.
import type { Page } from '@playwright/test'
import { test, expect, booted, openPalette } from './fixtures'

const bar = (page: Page) => page.getByRole('region', { name: 'Script player' })

test('the first-boot demo plays from ?script= to the serial console', async ({ page, errors }) => {
  test.setTimeout(90_000)
  await page.goto('/projects?script=/demos/first-boot.txt&speed=fast')
  await booted(page)
  await expect(bar(page)).toContainText('step')
  await expect(bar(page)).toContainText('✓ Script finished: 9 steps', { timeout: 80_000 })
  await expect(page).toHaveURL(/\/projects\/demo\/instances\/first-boot\/serial-console$/)
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
  const download = page.waitForEvent('download')
  await recorder.getByRole('button', { name: 'Stop and export' }).click()
  const file = await download
  const text = await (await file.createReadStream()).toArray()
  const script = Buffer.concat(text).toString('utf8')
  expect(script).toContain('goto /projects/demo/instances')
  expect(script).toMatch(/^project create --name recorded-proj/m)
})
