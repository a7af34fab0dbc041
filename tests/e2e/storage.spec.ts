// Storage in the browser: importing a disk from a local file, promoting and demoting an image,
// attaching a floating IP, adding an instance to an anti-affinity group.
import { writeFile } from 'node:fs/promises'
import type { Page, TestInfo } from '@playwright/test'
import { test, expect, booted, apiGet, openPalette } from './fixtures'

const MiB = 1024 * 1024
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const rowMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Actions for ${name}`, exact: true })

/**
 * A file on disk for a file input: Playwright hands the browser its path, where a buffer of
 * tens of MiB took it over ten seconds to send.
 */
async function diskFile(info: TestInfo, name: string, buffer: Buffer) {
  const path = info.outputPath(name)
  await writeFile(path, buffer)
  return path
}

/** Picks `value` on the palette's argument page the row menu opened. */
async function answerPalette(page: Page, value: string) {
  const input = palette(page).getByRole('combobox')
  await expect(input).toBeFocused()
  await input.fill(value)
  await expect(palette(page).getByRole('option').first()).toContainText(value)
  await page.keyboard.press('Enter')
}

test('imports a 20 MiB file: progress reaches 100% and the disk appears', async ({
  page,
  errors,
}, info) => {
  test.setTimeout(90_000)
  await page.goto('/projects/demo/disks')
  await booted(page)
  await page.getByRole('link', { name: 'Upload image file' }).click()
  await expect(page).toHaveURL(/\/projects\/demo\/disks-new\?source=upload$/)
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('uploaded-disk')
  // A generated 20 MiB file with a recognisable pattern, not all zeros.
  const buffer = Buffer.alloc(20 * MiB)
  for (let i = 0; i < buffer.length; i += 4096) buffer.writeUInt32LE(i, i)
  await form.locator('input[type=file]').setInputFiles(await diskFile(info, 'alpine.raw', buffer))
  await expect(form.getByText('20 MiB: the disk will be 1 GiB')).toBeVisible()
  // The console's own picker: a button the keyboard reaches, then the file's name and size.
  await expect(form.getByText('alpine.raw · 20 MiB')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Choose another file…' })).toBeEnabled()
  await form.getByLabel('Snapshot name').fill('uploaded-snap')
  await form.getByRole('button', { name: 'Upload and create disk' }).click()

  // While it runs the form shows the bar moving; then it closes onto the disks list.
  const bar = page.getByRole('progressbar', { name: 'Upload of uploaded-disk' })
  await expect(form.getByRole('progressbar')).toBeVisible()
  await expect(page).toHaveURL(/\/projects\/demo\/disks$/, { timeout: 40_000 })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByText('20 MiB of 20 MiB · 100%')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'uploaded-disk' })
  await expect(row).toContainText('detached')
  await expect(page.getByText('Disk uploaded-disk imported', { exact: true })).toBeVisible()

  const snapshots = await apiGet<{ items: { name: string }[] }>(page, '/v1/snapshots?project=demo')
  expect(snapshots.items.map((s) => s.name)).toContain('uploaded-snap')
  expect(errors).toEqual([])
})

test('promotes a project image to the silo and demotes it into another project', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/images')
  await booted(page)
  await rowMenu(page, 'app-base').click()
  await page.getByRole('menuitem', { name: 'Promote image' }).click()
  await page
    .getByRole('dialog', { name: 'Promote image' })
    .getByRole('button', { name: 'Promote' })
    .click()
  await expect(page.getByText('Image app-base promoted to the silo', { exact: true })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'app-base' })).toHaveCount(0)

  // In the app, not page.goto: a reload would start the in-browser mock afresh.
  const input = await openPalette(page)
  await input.fill('go to silo images')
  await expect(palette(page).getByRole('option').first()).toContainText('Go to silo images')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/images$/)
  await expect(page.getByRole('row').filter({ hasText: 'app-base' })).toHaveCount(1)
  await rowMenu(page, 'app-base').click()
  await page.getByRole('menuitem', { name: 'Demote image' }).click()
  await answerPalette(page, 'web')
  await page
    .getByRole('dialog', { name: 'Demote image' })
    .getByRole('button', { name: 'Demote' })
    .click()
  await expect(
    page.getByText('Image app-base demoted to project web', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'app-base' })).toHaveCount(0)

  const web = await apiGet<{ items: { name: string }[] }>(page, '/v1/images?project=web')
  expect(web.items.map((i) => i.name)).toContain('app-base')
  expect(errors).toEqual([])
})

test('attaches a floating IP to an instance and detaches it', async ({ page, errors }) => {
  await page.goto('/projects/demo/floating-ips')
  await booted(page)
  const row = page.getByRole('row').filter({ hasText: 'spare-ip' })
  await rowMenu(page, 'spare-ip').click()
  await page.getByRole('menuitem', { name: 'Attach floating IP' }).click()
  await answerPalette(page, 'web-3')
  await expect(
    page.getByText('Floating IP spare-ip attached to web-3', { exact: true }),
  ).toBeVisible()
  await expect(row).toContainText('web-3')

  await rowMenu(page, 'spare-ip').click()
  await page.getByRole('menuitem', { name: 'Detach floating IP' }).click()
  await page
    .getByRole('dialog', { name: 'Detach floating IP' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(page.getByText('Floating IP spare-ip detached', { exact: true })).toBeVisible()
  await expect(row).not.toContainText('web-3')
  expect(errors).toEqual([])
})

test('adds a stopped instance to an anti-affinity group and removes it', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/affinity/web-spread')
  await booted(page)
  await page.getByRole('button', { name: 'Add instance' }).click()
  await answerPalette(page, 'vault')
  await expect(
    page.getByText('Instance vault added to anti-affinity group web-spread', { exact: true }),
  ).toBeVisible()
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByRole('row').filter({ hasText: 'vault' })).toHaveCount(1)

  await rowMenu(page, 'vault').click()
  await page.getByRole('menuitem', { name: 'Remove from group' }).click()
  await page
    .getByRole('dialog', { name: 'Remove from anti-affinity group' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(members.getByRole('row').filter({ hasText: 'vault' })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('cancelling an import stops it and deletes the disk', async ({ page, errors }, info) => {
  test.setTimeout(90_000)
  await page.goto('/projects/demo/disks-new?source=upload')
  await booted(page)
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('abandoned')
  await form
    .locator('input[type=file]')
    .setInputFiles(await diskFile(info, 'big.raw', Buffer.alloc(24 * MiB, 1)))
  await form.getByRole('button', { name: 'Upload and create disk' }).click()
  await expect(form.getByText('abandoned: uploading')).toBeVisible()
  await form.getByRole('button', { name: 'Cancel', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Cancel disk import' })
    .getByRole('button', { name: 'Cancel import' })
    .click()
  await expect(form.getByRole('alert')).toContainText(
    'Import of disk abandoned cancelled while uploading; disk abandoned was deleted',
  )
  const disks = await apiGet<{ items: { name: string }[] }>(page, '/v1/disks?project=demo')
  expect(disks.items.map((d) => d.name)).not.toContain('abandoned')
  expect(errors).toEqual([])
})

test('attaches a detached disk to a stopped instance from its row, then detaches it', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/disks')
  await booted(page)
  const row = page.getByRole('row').filter({ hasText: 'spare-volume' })
  await rowMenu(page, 'spare-volume').click()
  // Detached: detach and boot disk are offered with the reason they can't run.
  await expect(page.getByRole('menuitem', { name: /Detach disk/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.getByRole('menuitem', { name: 'Attach disk' }).click()
  await answerPalette(page, 'web-3')
  await expect(page.getByText('Disk spare-volume attached to web-3', { exact: true })).toBeVisible()
  await expect(row).toContainText('attached')
  await expect(row).toContainText('web-3')

  await rowMenu(page, 'spare-volume').click()
  await page.getByRole('menuitem', { name: 'Detach disk' }).click()
  await page
    .getByRole('dialog', { name: 'Detach disk' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(
    page.getByText('Disk spare-volume detached from web-3', { exact: true }),
  ).toBeVisible()
  await expect(row).toContainText('detached')
  expect(errors).toEqual([])
})

test('an import left unfinished elsewhere can be cancelled from its row', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/disks')
  await booted(page)
  const row = page.getByRole('row').filter({ hasText: 'vm-import' })
  await expect(row).toContainText('importing from bulk writes')
  await rowMenu(page, 'vm-import').click()
  await page.getByRole('menuitem', { name: 'Cancel disk import' }).click()
  await page
    .getByRole('dialog', { name: 'Cancel disk import' })
    .getByRole('button', { name: 'Cancel import' })
    .click()
  await expect(
    page.getByText('Import of disk vm-import cancelled; the disk was deleted', { exact: true }),
  ).toBeVisible()
  await expect(row).toHaveCount(0)
  expect(errors).toEqual([])
})
