// The confirm dialog says what Enter presses (Cancel has focus first), confirms with Ctrl+Enter or
// its button's first letter, and a cancel is logged as "<title> cancelled".
import type { Page } from '@playwright/test'
import { test, expect, booted, openPalette } from './fixtures'

async function askToStop(page: Page, name: string) {
  const input = await openPalette(page)
  await input.fill(`instance stop ${name}`)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /stop/i })
  await expect(dialog).toBeVisible()
  return dialog
}

const state = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

test('Enter on a confirmation cancels, and says so before and after', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const dialog = await askToStop(page, 'web-1')
  // The dialog names what Enter presses.
  await expect(dialog.getByText(/Enter\s*Cancel/)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page.locator('.status-bar')).toContainText('Stop instance cancelled')
  await page.getByRole('button', { name: /^log \(/ }).click()
  const log = page.getByRole('region', { name: 'Command log' })
  await expect(
    log.getByRole('listitem').filter({ hasText: 'Stop instance cancelled' }),
  ).toHaveCount(1)
  await expect(state(page, 'web-1')).toContainText('running')
  expect(errors).toEqual([])
})

test('Ctrl+Enter and the first letter confirm; ? lists them', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  let dialog = await askToStop(page, 'web-1')
  // Tab to the confirm button: the hint follows focus.
  await page.keyboard.press('Tab')
  await expect(dialog.getByText(/Enter\s*Stop/).first()).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Control+Enter')
  await expect(dialog).toHaveCount(0)
  await expect(state(page, 'web-1')).toContainText(/stopping|stopped/)

  dialog = await askToStop(page, 'web-2')
  await page.keyboard.press('s')
  await expect(dialog).toHaveCount(0)
  await expect(state(page, 'web-2')).toContainText(/stopping|stopped/)

  await page.locator('main').focus()
  await page.keyboard.press('Shift+?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  const confirm = help.getByRole('region', { name: 'In a confirmation' })
  await expect(confirm).toContainText('Confirm; so does the underlined first letter')
  await expect(confirm).toContainText('Press the focused button')
  expect(errors).toEqual([])
})
