// Command lines typed outside a project (from /projects): the resource they name is found the way
// Enter on a name finds it, and its project fills `--project`; a missing `--project` is asked
// for, never "missing required argument"; verb-first lines work as the noun-first ones do.
import type { Page } from '@playwright/test'
import { test, expect, booted, openPalette } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const confirmation = (page: Page) => page.getByRole('dialog', { name: /Stop instance/ })

async function fromProjects(page: Page) {
  await page.goto('/projects')
  await booted(page)
  await page.locator('main table tbody tr').first().waitFor()
}

for (const line of [
  'instance stop web-1',
  'oxide instance stop --instance web-1',
  'oxide instance stop web-1',
]) {
  test(`"${line}" from /projects reaches web-1's stop confirmation`, async ({ page, errors }) => {
    await fromProjects(page)
    const input = await openPalette(page)
    await input.fill(line)
    await expect(palette(page)).not.toContainText('missing required argument')
    await page.keyboard.press('Enter')
    await expect(confirmation(page)).toContainText('web-1')
    await confirmation(page).getByRole('button', { name: 'Cancel' }).click()
    expect(errors).toEqual([])
  })
}

test('"stop web-1" from /projects offers Stop instance web-1 of demo and reaches its confirmation', async ({
  page,
}) => {
  await fromProjects(page)
  const input = await openPalette(page)
  await input.fill('stop web-1')
  await expect(palette(page).getByRole('option').first()).toContainText('Stop instance web-1')
  await expect(palette(page)).toContainText('oxide instance stop --project demo --instance web-1')
  await page.keyboard.press('Enter')
  await expect(confirmation(page)).toContainText('web-1')
})

test('a line naming no resource it can place asks for the project, with completion', async ({
  page,
}) => {
  await fromProjects(page)
  const input = await openPalette(page)
  await input.fill('instance stop no-such-instance')
  await page.keyboard.press('Enter')
  // The project's own page of the palette, its projects offered: demo among them.
  await expect(palette(page)).not.toContainText('missing required argument')
  await expect(palette(page).getByRole('option', { name: /^demo\b/ })).toBeVisible()
})

test('"stop web-1" and Enter at once from /projects, before the index has every project: the confirmation', async ({
  page,
}) => {
  await fromProjects(page)
  await page.keyboard.press('Control+k')
  await page.keyboard.type('stop web-1', { delay: 0 })
  await page.keyboard.press('Enter')
  await expect(confirmation(page)).toContainText('web-1')
})
