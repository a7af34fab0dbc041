// A console workspace takes typing at once, whatever the way in: focus starts in pane 1's
// terminal, or in the pane the URL names (`&focus=PROJECT/NAME`, which `console add` sets), so
// what is typed first reaches the guest without a click.
import type { Page } from '@playwright/test'
import { booted, expect, openPalette, test } from './fixtures'

test.use({ viewport: { width: 1440, height: 1200 } })

const pane = (page: Page, name: string) =>
  page.getByRole('region', { name: `Console of ${name} in demo` })
const output = (page: Page, name: string) => pane(page, name).locator('.xterm-rows')

/** Types a line at whatever has focus, and sees it answered in `name`'s pane. */
async function typedInto(page: Page, name: string, word: string) {
  await expect(pane(page, name).locator('.xterm-helper-textarea')).toBeFocused()
  await page.keyboard.type(word)
  await page.keyboard.press('Enter')
  await expect(output(page, name)).toContainText(`${word}: command not found`)
}

test('a workspace opened by its URL takes typing in pane 1', async ({ page, errors }) => {
  await page.goto('/consoles?i=demo/web-1,demo/web-2')
  await booted(page)
  await typedInto(page, 'web-1', 'typed-first')
  await expect(output(page, 'web-2')).not.toContainText('typed-first')
  expect(errors).toEqual([])
})

test('the pane the URL names takes the typing', async ({ page, errors }) => {
  await page.goto('/consoles?i=demo/web-1,demo/web-2&focus=demo/web-2')
  await booted(page)
  await typedInto(page, 'web-2', 'typed-in-two')
  expect(errors).toEqual([])
})

test('Open consoles from the bulk bar and from the palette: pane 1 takes typing', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page.getByRole('checkbox', { name: 'Select web-1' }).check()
  await page.getByRole('checkbox', { name: 'Select web-2' }).check()
  await page
    .getByRole('toolbar', { name: 'Selected rows' })
    .getByRole('button', { name: 'Open consoles' })
    .click()
  await expect(page).toHaveURL(/\/consoles\?i=demo\/web-1,demo\/web-2/)
  await typedInto(page, 'web-1', 'from-the-bar')

  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('console open web-2 web-1')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/consoles\?i=demo\/web-2,demo\/web-1/)
  await typedInto(page, 'web-2', 'from-the-palette')
  expect(errors).toEqual([])
})

test('console add puts the typing in the pane it added', async ({ page, errors }) => {
  await page.goto('/consoles?i=demo/web-1')
  await booted(page)
  await expect(pane(page, 'web-1').locator('.xterm-helper-textarea')).toBeFocused()
  const input = await openPalette(page)
  await input.fill('console add web-2')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/focus=demo%2Fweb-2|focus=demo\/web-2/)
  await typedInto(page, 'web-2', 'in-the-added-pane')
  expect(errors).toEqual([])
})
