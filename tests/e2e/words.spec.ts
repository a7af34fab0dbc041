// Words a newcomer reads: the palette's footer shows a key, never a command id, for a key that
// only moves the cursor; the empty palette starts with the page's own actions, not with table
// navigation; Open consoles on two rows says nothing about "rows done" (the workspace is the
// answer); the key help writes letter keys as they are typed, in lower case.
import { booted, expect, openPalette, test } from './fixtures'

test('the footer of a cursor key shows its key, not an id', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await openPalette(page)
  await page.keyboard.type('next row')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('option').first()).toContainText('Next row')
  const footer = palette.locator('.palette-footer')
  await expect(footer).not.toContainText('table next-row')
  await expect(footer.getByRole('img', { name: 'j', exact: true })).toBeVisible()
  expect(errors).toEqual([])
})

test('the empty palette starts with the page, not the table keys', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances/web-1/storage')
  await booted(page)
  await openPalette(page)
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('option').first()).toBeVisible()
  const headings = await palette.locator('[cmdk-group-heading]').allTextContents()
  expect(headings[0]).toBe('This page')
  expect(headings).not.toContain('Table')
  await expect(palette.getByRole('option').first()).toContainText(/instance/i)
  await expect(palette.getByRole('option', { name: 'Next row' })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('Open consoles on two rows opens them without a "rows done" toast', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page.getByRole('checkbox', { name: 'Select web-1' }).check()
  await page.getByRole('checkbox', { name: 'Select web-2' }).check()
  const bar = page.getByRole('toolbar', { name: 'Selected rows' })
  await bar.getByRole('button', { name: 'Open consoles' }).click()
  await expect(page.getByRole('region', { name: 'Console of web-2 in demo' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Console of web-1 in demo' })).toContainText(
    'Connected to web-1 serial console',
  )
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0)
  await expect(page.getByText(/rows done/)).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Bulk action results' })).toHaveCount(0)

  // The same as a typed line.
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('console open web-2 web-1')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Console of web-1 in demo' })).toContainText(
    'Connected to web-1 serial console',
  )
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0)
  await expect(page.getByText(/rows done/)).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Bulk action results' })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('the key help writes j and g p in lower case, Ctrl+K with its capital', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page.keyboard.press('Shift+?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  const chips = await help.locator('kbd').allTextContents()
  expect(chips).toContain('j')
  expect(chips).not.toContain('J')
  expect(chips).not.toContain('G')
  await expect(help.getByRole('img', { name: 'g then p', exact: true })).toBeVisible()
  await expect(help.getByRole('img', { name: 'Ctrl+K', exact: true }).first()).toBeVisible()
  expect(errors).toEqual([])
})
