// Tab and ? on an `oxide` line follow the real CLI's tree (issue 20): subcommand words, then the
// subcommand's flags, then their values; the usage line lists the flags.
import { test, expect, booted, openPalette } from './fixtures'

test('Tab completes an oxide line word by word, then its flags and values', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  // Typed without waiting: each Tab waits for its completions, the keys after it for the Tab.
  await input.pressSequentially('oxide sys')
  await page.keyboard.press('Tab')
  await input.pressSequentially('netw')
  await page.keyboard.press('Tab')
  await input.pressSequentially('ip-p')
  await page.keyboard.press('Tab')
  await input.pressSequentially('sil')
  await page.keyboard.press('Tab')
  await input.pressSequentially('li')
  await expect(input).toHaveValue('oxide system networking ip-pool silo li')
  await expect(palette.getByRole('option', { name: /^link/ })).toBeVisible()
  await input.fill('oxide system networking ip-pool silo link --is-d')
  await page.keyboard.press('Tab')
  await expect(input).toHaveValue('oxide system networking ip-pool silo link --is-default ')
  await expect(palette.getByRole('option', { name: 'true' })).toBeVisible()
  await expect(palette.getByRole('option', { name: 'false' })).toBeVisible()
  // ? lists the flags; the usage line shows them all.
  await input.fill('oxide instance stop ?')
  await expect(palette.getByRole('option', { name: /^--instance/ })).toBeVisible()
  await expect(palette.getByRole('option', { name: /^--project/ })).toBeVisible()
  await expect(palette).toContainText(
    'oxide instance stop [--instance <value>] [--project <value>]',
  )
  expect(errors).toEqual([])
})
