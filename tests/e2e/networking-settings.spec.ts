// System networking settings and disk adoption: the allow list edited in its form (a refused
// network keeps what was typed), sent on the wire and undone from the toast; inbound ICMP from
// its button; a BFD session disabled from its row menu and enabled again from the palette; a
// disk's adoption enabled from the inventory's row menu until the control plane adopts it.
import type { Page } from '@playwright/test'
import { test, expect, apiGet, booted, openPalette } from './fixtures'

type AllowList = { allowed_ips: { allow: string; ips?: string[] } }
const allowList = (page: Page) => apiGet<AllowList>(page, '/v1/system/networking/allow-list')

test('edit the allow list in its form, then undo it from the toast', async ({ page, errors }) => {
  await page.goto('/system/networking/ip-pools')
  await booted(page)
  await page.getByRole('tab', { name: 'settings' }).click()
  await expect(page).toHaveURL(/\/system\/networking\/settings$/)
  const table = page.getByRole('table', { name: 'Allowed networks' })
  await expect(table.locator('tbody tr')).toHaveCount(3)

  await page.getByRole('button', { name: 'Edit allow list' }).click()
  const form = page.getByRole('dialog', { name: 'Edit allow list' })
  const networks = form.getByRole('textbox', { name: /Networks/ })
  await expect(networks).toHaveValue('10.0.0.0/8\n172.16.0.0/12\n2001:db8:ab::/48')
  await networks.fill('198.51.100.0/24\n10.1.0.0/33')
  await form.getByRole('button', { name: 'Save allow list' }).click()
  await expect(form).toContainText('10.1.0.0/33: Max width for IPv4 is 32')
  await expect(networks).toHaveValue('198.51.100.0/24\n10.1.0.0/33')

  await networks.fill('198.51.100.0/24\n10.1.0.0/16')
  const sent = page.waitForRequest(
    (r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/v1/system/networking/allow-list',
  )
  await form.getByRole('button', { name: 'Save allow list' }).click()
  expect((await sent).postDataJSON()).toEqual({
    allowed_ips: { allow: 'list', ips: ['198.51.100.0/24', '10.1.0.0/16'] },
  })
  await expect(form).toHaveCount(0)
  await expect(table.locator('tbody tr')).toHaveCount(2)

  const toast = page.getByRole('status').filter({ hasText: 'Allow list updated' })
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(table.locator('tbody tr')).toHaveCount(3)
  expect((await allowList(page)).allowed_ips.ips).toEqual([
    '10.0.0.0/8',
    '172.16.0.0/12',
    '2001:db8:ab::/48',
  ])
  expect(errors).toEqual([])
})

test('inbound ICMP from its button; a BFD session from the row menu and the palette', async ({
  page,
}) => {
  await page.goto('/system/networking/settings')
  await booted(page)
  const icmp = page.waitForRequest(
    (r) =>
      r.method() === 'PUT' && new URL(r.url()).pathname === '/v1/system/networking/inbound-icmp',
  )
  await page.getByRole('button', { name: 'Disable', exact: true }).first().click()
  expect((await icmp).postDataJSON()).toEqual({ enabled: false })
  await expect(page.getByText('Inbound ICMP disabled', { exact: true })).toBeVisible()

  const sessions = page.getByRole('table', { name: 'BFD sessions' })
  await sessions.getByRole('button', { name: 'Actions for 100.64.0.5 on switch1' }).click()
  await page.getByRole('menuitem', { name: 'Disable BFD session' }).click()
  const disable = page.waitForRequest(
    (r) =>
      r.method() === 'POST' && new URL(r.url()).pathname === '/v1/system/networking/bfd-disable',
  )
  await page
    .getByRole('dialog', { name: 'Disable BFD session' })
    .getByRole('button', { name: 'Disable' })
    .click()
  expect((await disable).postDataJSON()).toEqual({ remote: '100.64.0.5', switch_slot: 'switch1' })
  await expect(sessions.locator('tbody tr')).toHaveCount(1)

  const input = await openPalette(page)
  await input.fill('bfd enable 100.64.0.5 --switch-slot switch1 --mode multi_hop')
  const enable = page.waitForRequest(
    (r) =>
      r.method() === 'POST' && new URL(r.url()).pathname === '/v1/system/networking/bfd-enable',
  )
  await page.keyboard.press('Enter')
  expect((await enable).postDataJSON()).toMatchObject({
    remote: '100.64.0.5',
    switch_slot: 'switch1',
    mode: 'multi_hop',
    required_rx: 300000,
    detection_threshold: 3,
  })
  await expect(sessions.locator('tbody tr')).toHaveCount(2)
})

test("Enable adoption from a waiting disk's row menu; the control plane adopts it", async ({
  page,
  errors,
}) => {
  await page.goto('/system/inventory/disks')
  await booted(page)
  const waiting = page.getByRole('table', { name: 'Disks waiting for adoption' })
  const row = waiting.locator('tbody tr', { hasText: 'A0N7R2K41' })
  await expect(row).toContainText('not enabled')
  await waiting.getByRole('button', { name: 'Actions for A0N7R2K41' }).click()
  await expect(page.getByRole('menuitem', { name: /Disable adoption/ })).toBeDisabled()
  const sent = page.waitForRequest(
    (r) =>
      r.method() === 'PUT' &&
      new URL(r.url()).pathname === '/v1/system/hardware/disk-adoption-request',
  )
  await page.getByRole('menuitem', { name: 'Enable adoption' }).click()
  expect((await sent).postDataJSON()).toEqual({
    vendor: '1b96',
    model: 'WUS4C6432DSP3X3',
    serial: 'A0N7R2K41',
  })
  await expect(row).toContainText('enabled')
  // The section re-reads itself until the disk has joined the adopted ones.
  await expect(row).toHaveCount(0, { timeout: 20_000 })
  const adopted = await apiGet<{ items: { serial: string; state: string }[] }>(
    page,
    '/v1/system/hardware/disks?limit=1000',
  )
  expect(adopted.items.find((d) => d.serial === 'A0N7R2K41')?.state).toBe('active')
  expect(errors).toEqual([])
})
