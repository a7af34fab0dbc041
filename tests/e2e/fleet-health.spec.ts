// Fleet health (/system/issues): beyond hardware, failed and stuck instances, failed alert
// deliveries (and pools and silos over their limits), each row with its command.
import { test, expect, apiGet, booted } from './fixtures'

type Instance = { id: string; name: string; run_state: string }

test('failed instances and failed deliveries are listed; a failed one starts from its row', async ({
  page,
  errors,
}) => {
  await page.goto('/system/issues')
  await booted(page)
  const table = page.getByRole('table', { name: 'Issues' })
  const row = (text: string) => table.locator('tbody tr', { hasText: text })
  await expect(row('legacy-app')).toContainText('failed; stays failed: auto-restart is disabled')
  await expect(row('legacy-siem').first()).toContainText(/failed after \d+ attempts/)
  await expect(row('ci-runner-1')).toContainText(/stuck creating for/)

  // The failed instance's row menu starts it.
  await row('legacy-app').getByRole('button', { name: 'Actions for instance legacy-app' }).click()
  await page.getByRole('menuitem', { name: /Start instance/ }).click()
  await expect
    .poll(async () => {
      const i = await apiGet<Instance>(page, '/v1/instances/legacy-app?project=demo')
      return i.run_state
    })
    .toMatch(/starting|running/)
  // The row leaves the page with the next refresh.
  await expect(row('legacy-app')).toHaveCount(0, { timeout: 15_000 })
  expect(errors).toEqual([])
})

test('Edit quotas on a silo: each page offers the current value; Enter keeps it', async ({
  page,
}) => {
  await page.goto('/system/silos/corp/quotas')
  await booted(page)
  type Quotas = { cpus: number; memory: number; storage: number }
  const before = await apiGet<Quotas>(page, '/v1/system/silos/corp/quotas')
  await page.getByRole('button', { name: 'Edit quotas' }).click()
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette).toContainText('current quota')
  await page.keyboard.type('999')
  await page.keyboard.press('Enter')
  await expect(palette).toContainText(`${before.memory / 1024 ** 3} GiB`)
  await page.keyboard.press('Enter')
  await expect(palette).toContainText(`${before.storage / 1024 ** 3} GiB`)
  await page.keyboard.press('Enter')
  await expect
    .poll(() => apiGet<Quotas>(page, '/v1/system/silos/corp/quotas'))
    .toEqual({ ...before, cpus: 999 })
  await expect(page.getByRole('table', { name: 'Quotas' })).toContainText('999')
})

test('the IP pools list shows each pool’s addresses in use', async ({ page }) => {
  await page.goto('/system/networking/ip-pools')
  await booted(page)
  type Use = { capacity: number; remaining: number }
  const u = await apiGet<Use>(page, '/v1/system/ip-pools/default/utilization')
  const row = page
    .getByRole('table', { name: 'IP pools' })
    .locator('tbody tr', { hasText: 'default' })
  await expect(row.first()).toContainText(`${u.capacity - u.remaining} of ${u.capacity}`)
})

test('a silo’s tabs list its users, and its groups where the API lets the viewer see them', async ({
  page,
}) => {
  await page.goto('/system/silos/corp/users')
  await booted(page)
  await expect(page.getByRole('table', { name: 'Silo users' })).toContainText('ops-admin')
  await page.getByRole('tab', { name: 'groups' }).click()
  await expect(
    page.getByRole('table', { name: 'Silo groups' }).locator('tbody tr'),
  ).not.toHaveCount(0)
  await page.goto('/system/silos/research/users')
  await expect(page.getByRole('table', { name: 'Silo users' })).toContainText('rosalind')
  await page.goto('/system/silos/research/groups')
  await expect(page.getByText(/lists a silo's groups only to its own users/)).toBeVisible()
})
