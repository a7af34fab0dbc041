// Ctrl+Enter (Cmd+Enter on a Mac) submits every form from any field (issue 45, point 2), the way
// it confirms a confirmation dialog; the footer shows the key beside the submit button. Typed at
// machine speed.
import { booted, expect, test } from './fixtures'

test('New project: Ctrl+Enter in the description creates it', async ({ page, errors }) => {
  await page.goto('/projects')
  await booted(page)
  await page.getByRole('link', { name: 'New project' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create project' })
  const name = form.getByRole('textbox', { name: 'Name', exact: true })
  await expect(name).toBeFocused()
  // The key, beside the submit button.
  const footer = form.locator('.modal-footer')
  await expect(footer.getByRole('img', { name: 'Ctrl+Enter' })).toBeVisible()
  await expect(footer.getByRole('button', { name: 'Create project' })).toHaveAttribute(
    'aria-keyshortcuts',
    /Control\+Enter/,
  )
  await page.keyboard.type('keys-proj')
  await page.keyboard.press('Tab')
  await page.keyboard.type('made from the description')
  await page.keyboard.press('Control+Enter')
  await expect(page).toHaveURL('/projects/keys-proj/instances')
  await expect(form).toHaveCount(0)
  await expect(page.getByText('Project keys-proj created', { exact: true }).first()).toBeVisible()
  expect(errors).toEqual([])
})

test('a bad value: Ctrl+Enter validates as the button does, and sends nothing', async ({
  page,
  errors,
}) => {
  await page.goto('/projects-new')
  await booted(page)
  const form = page.getByRole('dialog', { name: 'Create project' })
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused()
  await page.keyboard.type('9lives')
  await page.keyboard.press('Control+Enter')
  await expect(form.getByText('Must start with a lowercase letter')).toBeVisible()
  await expect(page).toHaveURL('/projects-new')
  expect(errors).toEqual([])
})

test('an inline form (Resize, on the settings tab) submits with Ctrl+Enter', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances/web-3/settings')
  await booted(page)
  const resize = page.getByRole('form', { name: 'Resize' })
  await expect(resize.getByRole('img', { name: 'Ctrl+Enter' })).toBeVisible()
  const cpus = resize.getByRole('spinbutton', { name: 'vCPUs' })
  await cpus.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('6')
  await page.keyboard.press('Control+Enter')
  await expect(
    page.getByText('Instance web-3 resized to 6 vCPU, 8 GiB', { exact: true }),
  ).toBeVisible()
  expect(errors).toEqual([])
})
