// Instances in the browser: create from an image through the form and through the palette, stop
// and watch the state move, start from the list, attach and detach a disk, and the disabled
// reasons the section 4 table gives.
import type { Page } from '@playwright/test'
import { test, expect, booted, apiGet, openPalette } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const rowMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Actions for ${name}`, exact: true })
const facts = (page: Page) => page.locator('dl.instance-facts')

/** Picks `value` on the palette's argument page a button or row menu opened. */
async function answerPalette(page: Page, value: string) {
  const input = palette(page).getByRole('combobox')
  await expect(input).toBeFocused()
  await input.fill(value)
  await expect(palette(page).getByRole('option').first()).toContainText(value)
  await page.keyboard.press('Enter')
}

test('creates an instance from an image through the form', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page.getByRole('link', { name: 'New instance' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create instance' })
  const name = form.getByRole('textbox', { name: 'Name', exact: true })
  // A generated default: <project>-instance-<6 hex>.
  await expect(name).toHaveValue(/^demo-instance-[0-9a-f]{6}$/)
  await name.fill('form-made')
  await form.getByLabel('Preset').selectOption('4/16')
  await form.getByRole('combobox', { name: 'Image', exact: true }).selectOption('debian-12')
  await form.getByRole('button', { name: 'Create instance' }).click()

  await expect(page).toHaveURL(/\/projects\/demo\/instances\/form-made\/storage$/)
  await expect(facts(page)).toContainText('running', { timeout: 15_000 })
  await expect(facts(page)).toContainText('16 GiB')
  const disks = page.getByRole('table', { name: 'Attached disks' })
  await expect(
    disks.getByRole('row').filter({ hasText: /form-made-debian-12-[0-9a-f]{6}/ }),
  ).toContainText('boot')
  expect(errors).toEqual([])
})

test('a taken name keeps the form as typed and says why on the name field', async ({ page }) => {
  await page.goto('/projects/demo/instances-new')
  await booted(page)
  const form = page.getByRole('dialog', { name: 'Create instance' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('web-1')
  await form.getByLabel('User data').fill('#cloud-config\n')
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(form.getByText('Instance name already exists').first()).toBeVisible()
  await expect(form.getByLabel('User data')).toHaveValue('#cloud-config\n')
  await expect(page).toHaveURL(/\/instances-new$/)
})

test('creates an instance through the palette', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('create instance')
  await expect(palette(page).getByRole('option').first()).toContainText('Create instance')
  await page.keyboard.press('Enter')
  await expect(input).toHaveValue('')
  await input.fill('palette-made')
  await page.keyboard.press('Enter')
  // The sizes the API requires are asked for, the defaults offered first: Enter takes each.
  await expect(palette(page).getByRole('option').first()).toContainText('2 vCPUsdefault')
  await page.keyboard.press('Enter')
  await expect(palette(page).getByRole('option').first()).toContainText('8 GiBdefault')
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/projects\/demo\/instances\/palette-made\/storage$/)
  await expect(facts(page)).toContainText('running', { timeout: 15_000 })
  const made = await apiGet<{ ncpus: number; memory: number; boot_disk_id: string | null }>(
    page,
    '/v1/instances/palette-made?project=demo',
  )
  expect(made.ncpus).toBe(2)
  expect(made.memory).toBe(8 * 1024 ** 3)
  expect(made.boot_disk_id).toBeTruthy()
  expect(errors).toEqual([])
})

test('stopping a running instance shows stopping, then stopped', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances/web-2/storage')
  await booted(page)
  await expect(facts(page)).toContainText('running')
  await page.getByRole('button', { name: 'Stop instance' }).click()
  await page
    .getByRole('dialog', { name: 'Stop instance' })
    .getByRole('button', { name: 'Stop' })
    .click()
  await expect(facts(page)).toContainText('stopping')
  await expect(facts(page)).toContainText('stopped', { timeout: 10_000 })
  // Now the table allows start and delete, and refuses reboot with its reason.
  await expect(page.getByRole('button', { name: 'Start instance' })).toBeEnabled()
  await page.getByRole('button', { name: 'Reboot instance' }).hover()
  await expect(page.getByText('Only running instances can be rebooted')).toBeVisible()
  expect(errors).toEqual([])
})

test('the list refreshes while an instance starts: starting, then running', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'vault' }) })
  await expect(row).toContainText('stopped')
  await rowMenu(page, 'vault').click()
  await page.getByRole('menuitem', { name: 'Start instance' }).click()
  await expect(row).toContainText('starting')
  await expect(row).toContainText('running', { timeout: 10_000 })
  expect(errors).toEqual([])
})

test('attaches a disk to a stopped instance and detaches it', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances/web-3/storage')
  await booted(page)
  const disks = page.getByRole('table', { name: 'Attached disks' })
  await page.getByRole('button', { name: 'Attach disk…', exact: true }).click()
  await answerPalette(page, 'spare-volume')
  await expect(page.getByText('Disk spare-volume attached to web-3', { exact: true })).toBeVisible()
  await expect(disks.getByRole('row').filter({ hasText: 'spare-volume' })).toContainText('attached')

  await rowMenu(page, 'spare-volume').click()
  await page.getByRole('menuitem', { name: 'Detach disk' }).click()
  await page
    .getByRole('dialog', { name: 'Detach disk' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(disks.getByRole('row').filter({ hasText: 'spare-volume' })).toHaveCount(0)
  const disk = await apiGet<{ state: { state: string } }>(
    page,
    '/v1/disks/spare-volume?project=demo',
  )
  expect(disk.state.state).toBe('detached')
  expect(errors).toEqual([])
})

test('a running instance refuses disk and interface changes, with the reason', async ({ page }) => {
  await page.goto('/projects/demo/instances/web-1/storage')
  await booted(page)
  const attach = page.getByRole('button', { name: 'Attach disk…', exact: true })
  await expect(attach).toHaveAttribute('aria-disabled', 'true')
  await attach.hover()
  await expect(
    page.getByText('Only creating or stopped instances can have disks attached'),
  ).toBeVisible()
  await page.getByRole('tab', { name: 'networking' }).click()
  const add = page.getByRole('button', { name: 'Add network interface…' })
  await add.hover()
  await expect(
    page.getByText('Only stopped instances can have network interfaces changed'),
  ).toBeVisible()
})

test('adds and edits a network interface of a stopped instance', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances/web-3/networking')
  await booted(page)
  const nics = page.getByRole('table', { name: 'Network interfaces' })
  await expect(nics.getByRole('row').filter({ hasText: 'net0' })).toBeVisible()
  await page.getByRole('button', { name: 'Add network interface…' }).click()
  const form = page.getByRole('dialog', { name: 'Add network interface to web-3' })
  // net0 is taken: the suggestion is the next free name.
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('net1')
  await form.getByRole('button', { name: 'Add interface' }).click()
  await expect(nics.getByRole('row').filter({ hasText: 'net1' })).toBeVisible()

  await nics
    .getByRole('row')
    .filter({ hasText: 'net1' })
    .getByRole('button', { name: 'Edit…' })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit network interface net1' })
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('backup-nic')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(nics.getByRole('row').filter({ hasText: 'backup-nic' })).toBeVisible()
  expect(errors).toEqual([])
})

test('resizes a stopped instance from the settings tab', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances/web-3/settings')
  await booted(page)
  const resize = page.getByRole('form', { name: 'Resize' })
  await resize.getByRole('spinbutton', { name: 'vCPUs' }).fill('6')
  await resize.getByRole('spinbutton', { name: 'Memory' }).fill('12')
  await resize.getByRole('button', { name: 'Resize' }).click()
  await expect(
    page.getByText('Instance web-3 resized to 6 vCPU, 12 GiB', { exact: true }),
  ).toBeVisible()
  await expect(facts(page)).toContainText('6 vCPU')
  await expect(facts(page)).toContainText('12 GiB')
  expect(errors).toEqual([])
})
