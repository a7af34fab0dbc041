import type { Page } from '@playwright/test'
import { test, expect, booted, openPalette } from './fixtures'

// Keys typed while data loads: the console's own 200-400 ms latency.
test.use({ mockLatency: null })

const paletteDialog = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })

test('Ctrl+K opens the palette, fuzzy-finds a route and navigates', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('go disks')
  await expect(paletteDialog(page).getByRole('option').first()).toContainText(/disks/i)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/demo\/disks$/)
  await expect(paletteDialog(page)).toHaveCount(0)
  expect(errors).toEqual([])
})

test('the list follows the input a render later; Down and Enter typed at once act on the new list', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  const dialog = paletteDialog(page)
  const list = dialog.getByRole('listbox')
  const showing = async (query: string) => {
    await expect(list).toHaveAttribute('data-query', query)
    return dialog.getByRole('option')
  }
  await input.fill('go disks')
  const disks = await showing('go disks')
  const secondTitle = await disks.nth(1).locator('.palette-item-title').innerText()
  // Machine speed over a list still showing another query: Down highlights the second row of
  // the list for what is typed.
  await input.fill('go instances')
  await expect((await showing('go instances')).first()).toContainText(/instances/i)
  await input.selectText()
  await page.keyboard.type('go disks')
  await page.keyboard.press('ArrowDown')
  await showing('go disks')
  await expect(dialog.locator('[role="option"][aria-selected="true"]')).toContainText(secondTitle)
  // And Enter runs the first row of the new list, not the one shown when it was pressed.
  await input.fill('go instances')
  await showing('go instances')
  await input.selectText()
  await page.keyboard.type('go disks')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/demo\/disks$/)
  expect(errors).toEqual([])
})

test('the palette opens from inside a text field and Esc closes it', async ({ page }) => {
  await page.goto('/login/corp/local')
  await page.getByLabel('Username').click()
  await openPalette(page)
  await page.keyboard.press('Escape')
  await expect(paletteDialog(page)).toHaveCount(0)
  await expect(page.getByLabel('Username')).toBeFocused()
})

test('go to instance by id through nested argument pages', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const id = await page.evaluate(async () => {
    const r = await fetch('/v1/instances?project=demo&limit=1')
    return ((await r.json()) as { items: { id: string; name: string }[] }).items[0]!
  })
  const input = await openPalette(page)
  await input.fill('instance by id')
  await expect(paletteDialog(page).getByRole('option').first()).toContainText(/by id/i)
  await page.keyboard.press('Enter')
  await expect(input).toHaveValue('')
  await input.fill(id.id)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/projects/demo/instances/${id.name}/storage$`))
})

test('Backspace on an empty argument page goes back to the command list', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('go to instance')
  await expect(paletteDialog(page).getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(input).toHaveValue('')
  await page.keyboard.press('Backspace')
  await expect(
    paletteDialog(page)
      .getByRole('option', { name: /go to instances/i })
      .first(),
  ).toBeVisible()
})
