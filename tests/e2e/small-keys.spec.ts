// Small keys (issue 45, point 11): a silo's page opened with Enter takes Left and Right along its
// tabs; a mistyped `oxide instance strt …` is marked as unknown while it is typed, not offered
// as "Run". Keys typed at machine speed.
import { booted, expect, openPalette, test } from './fixtures'

test("Enter on a silo's row, then Right and Left move along its tabs", async ({ page, errors }) => {
  await page.goto('/system/silos')
  await booted(page)
  const table = page.getByRole('table', { name: 'Silos' })
  await expect(table.locator('tbody tr').first()).toBeVisible()
  const first = (
    await table.locator('tbody tr').first().getByRole('link').first().innerText()
  ).trim()
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  const tabs = page.getByRole('tablist', { name: 'Silo' })
  await expect(page).toHaveURL(new RegExp(`/system/silos/${first}/idps$`))
  await expect(tabs.getByRole('tab', { name: 'idps' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(new RegExp(`/system/silos/${first}/subnet-pools$`))
  await expect(tabs.getByRole('tab', { name: 'subnet-pools' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(new RegExp(`/system/silos/${first}/ip-pools$`))
  // The table keys still act on the tab's table.
  await page.keyboard.press('j')
  await expect(page.locator('main tr.row-cursor')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('a page opened by a click keeps focus where it was', async ({ page, errors }) => {
  await page.goto('/system/silos')
  await booted(page)
  const table = page.getByRole('table', { name: 'Silos' })
  await table.locator('tbody tr').first().getByRole('link').first().click()
  await expect(page.getByRole('tablist', { name: 'Silo' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'idps' })).not.toBeFocused()
  expect(errors).toEqual([])
})

test('oxide instance strt is marked unknown as it is typed, not offered to run', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await page.keyboard.type('oxide instance strt web-1')
  const first = palette.getByRole('option').first()
  await expect(first).toContainText('Unknown command: oxide instance strt web-1')
  await expect(first).toContainText("did you mean 'oxide instance start'")
  await expect(palette.getByRole('option', { name: /^Run / })).toHaveCount(0)
  // Enter keeps the line, with the reason under it.
  await page.keyboard.press('Enter')
  await expect(input).toHaveValue('oxide instance strt web-1')
  // On its way to a command, a line is not unknown; a whole one is offered to run.
  await input.fill('')
  await page.keyboard.type('oxide instance st')
  await expect(palette.getByRole('option', { name: /Unknown command/ })).toHaveCount(0)
  await input.fill('')
  await page.keyboard.type('oxide instance start --project demo --instance web-3')
  await expect(palette.getByRole('option').first()).toContainText(
    'Run oxide instance start --project demo --instance web-3',
  )
  expect(errors).toEqual([])
})
