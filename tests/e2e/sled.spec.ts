// One sled: set its provision policy from the page's button (the palette asks for the policy),
// and list its physical disks on the disks tab.
import { test, expect, apiGet, booted } from './fixtures'

type Sled = {
  id: string
  baseboard: { serial: string }
  policy: { kind: string; provision_policy?: string }
}
type Disk = { serial: string; sled_id: string }

test('set a sled non_provisionable from its page, then see its disks', async ({ page, errors }) => {
  await page.goto('/system/inventory/sleds')
  await booted(page)
  const sleds = (await apiGet<{ items: Sled[] }>(page, '/v1/system/hardware/sleds')).items
  const sled = sleds.find((s) => s.policy.provision_policy === 'provisionable')!
  await page.goto(`/system/inventory/sleds/${sled.id}/instances`)
  await booted(page)
  await expect(page.getByRole('heading', { name: `Sled ${sled.baseboard.serial}` })).toBeVisible()

  await page.getByRole('button', { name: 'Set provision policy' }).click()
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette).toContainText('Nothing new is placed on the sled')
  await page.keyboard.type('non_provisionable')
  await page.keyboard.press('Enter')
  await expect(palette).toHaveCount(0)
  await expect(page.getByText('in_service (non_provisionable)')).toBeVisible()
  await expect
    .poll(async () => (await apiGet<Sled>(page, `/v1/system/hardware/sleds/${sled.id}`)).policy)
    .toEqual({ kind: 'in_service', provision_policy: 'non_provisionable' })

  await page.getByRole('tab', { name: 'disks' }).click()
  await expect(page).toHaveURL(new RegExp(`/system/inventory/sleds/${sled.id}/disks$`))
  const disks = (
    await apiGet<{ items: Disk[] }>(page, `/v1/system/hardware/sleds/${sled.id}/disks`)
  ).items
  expect(disks.length).toBeGreaterThan(0)
  const table = page.getByRole('table', { name: 'Physical disks of this sled' })
  for (const d of disks.slice(0, 3)) await expect(table).toContainText(d.serial)
  await expect(table).toContainText('WUS4C6432DSP3X3')
  expect(errors).toEqual([])
})
