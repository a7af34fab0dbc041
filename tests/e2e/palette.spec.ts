import { test, expect, booted } from './fixtures'

test('Ctrl+K opens the palette, fuzzy-finds a route and navigates', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page.keyboard.press('Control+k')
  const input = page.getByRole('combobox')
  await expect(input).toBeFocused()
  await input.fill('go disks')
  await expect(page.getByRole('option').first()).toContainText(/disks/i)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/demo\/disks$/)
  await expect(page.getByRole('combobox')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('the palette opens from inside a text field and Esc closes it', async ({ page }) => {
  await page.goto('/login/corp/local')
  await page.getByLabel('Username').click()
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('combobox')).toHaveCount(0)
})

test('go to instance by id through nested argument pages', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const id = await page.evaluate(async () => {
    const r = await fetch('/v1/instances?project=demo&limit=1')
    return ((await r.json()) as { items: { id: string; name: string }[] }).items[0]!
  })
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox').fill('instance by id')
  await page.keyboard.press('Enter')
  await page.getByRole('combobox').fill(id.id)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/projects/demo/instances/${id.name}/storage$`))
})

test('Backspace on an empty argument page goes back to the command list', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox').fill('go to instance')
  await expect(page.getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('combobox')).toHaveValue('')
  await page.keyboard.press('Backspace')
  await expect(page.getByRole('option', { name: /go to instances/i }).first()).toBeVisible()
})
