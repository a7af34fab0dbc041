// The log drawer lists an undo once: the command it ran, marked [undo], not also the key that
// asked for it; opening and closing the drawer is not listed. Keys at machine speed.
import { booted, expect, test } from './fixtures'

test('an undo is listed once, and the drawer does not list itself', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await expect(page.getByRole('main').getByRole('row', { name: /bastion/ })).toBeVisible()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('instance stop bastion')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: /Stop instance/ })).toBeVisible()
  await page.keyboard.press('Control+Enter')
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /bastion/ })
      .first(),
  ).toBeVisible()
  await page.keyboard.press('Control+z')
  await expect(page.getByRole('status').filter({ hasText: 'Undone: ' })).toBeVisible({
    timeout: 15_000,
  })
  await page.keyboard.press('`')
  await page.keyboard.press('`')
  await page.keyboard.press('`')
  const log = page.getByRole('region', { name: 'Command log' })
  const lines = log.getByRole('listitem')
  await expect(lines).toHaveCount(2)
  await expect(lines.nth(0)).toContainText('oxide instance stop --project demo --instance bastion')
  await expect(lines.nth(1)).toContainText('oxide instance start --project demo --instance bastion')
  await expect(lines.nth(1)).toContainText('[undo]')
  await expect(log).not.toContainText('[keyboard]')
  await expect(log).not.toContainText('Toggle command log')
  expect(errors).toEqual([])
})
