// Section 4 gating where the user meets it, and the firewall rules' `/` filter.
import { test, expect, apiGet, booted } from './fixtures'

type Instance = { id: string; name: string; run_state: string }

test('a stopped instance: serial console disabled with the reason in its row menu and header', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const list = await apiGet<{ items: Instance[] }>(page, '/v1/instances?project=demo&limit=100')
  const stopped = list.items.find((i) => i.run_state === 'stopped')
  const running = list.items.find((i) => i.run_state === 'running')
  if (!stopped || !running) throw new Error('the seed needs a stopped and a running instance')
  const reason =
    'Only running, rebooting, migrating or repairing instances can open a serial console'

  await page.getByRole('button', { name: `Actions for ${stopped.name}`, exact: true }).click()
  const item = page.getByRole('menuitem', { name: /Open serial console/ })
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await expect(item).toContainText(reason)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: `Actions for ${running.name}`, exact: true }).click()
  await expect(page.getByRole('menuitem', { name: /Open serial console/ })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.keyboard.press('Escape')

  await page.goto(`/projects/demo/instances/${stopped.name}/storage`)
  await expect(page.getByRole('button', { name: 'Serial console', exact: true })).toBeDisabled()
  expect(errors).toEqual([])
})

test('the firewall rules table filters with / like every table', async ({ page, errors }) => {
  await page.goto('/projects/demo/vpcs')
  await booted(page)
  const vpc = (await apiGet<{ items: { name: string }[] }>(page, '/v1/vpcs?project=demo')).items[0]
  if (!vpc) throw new Error('the seed has no VPC in demo')
  const rules = (
    await apiGet<{ rules: { name: string }[] }>(
      page,
      `/v1/vpc-firewall-rules?project=demo&vpc=${vpc.name}`,
    )
  ).rules
  const one = rules[0]
  if (!one || rules.length < 2) throw new Error('the seed needs two firewall rules')
  await page.goto(`/projects/demo/vpcs/${vpc.name}/firewall-rules`)
  const table = page.getByRole('table', { name: 'Firewall rules' })
  await expect(table.getByRole('row')).toHaveCount(rules.length + 1)
  // At 1440 px the columns have room: no name, target or filter is cut short.
  const cut = await table
    .locator('.cell-clip')
    .evaluateAll((spans) =>
      spans.filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent),
    )
  expect(cut).toEqual([])
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('/')
  const box = page.getByRole('searchbox', { name: 'Filter firewall rules' })
  await expect(box).toBeFocused()
  await page.keyboard.type(one.name)
  await expect(table.getByRole('row').filter({ hasText: one.name })).toHaveCount(1)
  await expect(page.getByText(/of \d+ rules match the filter/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(box).toHaveValue('')
  await expect(table.getByRole('row')).toHaveCount(rules.length + 1)
  expect(errors).toEqual([])
})

test('a firewall rule’s targets and hosts offer the live names of the chosen kind', async ({
  page,
}) => {
  await page.goto('/projects/demo/vpcs/default/firewall-rules-new')
  await booted(page)
  const instances = (
    await apiGet<{ items: { name: string }[] }>(page, '/v1/instances?project=demo&limit=1000')
  ).items.map((i) => i.name)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Hosts: kind' }).selectOption('instance')
  const value = dialog.getByRole('combobox', { name: 'Hosts: value' })
  const options = await value.evaluate((el) =>
    [...((el as HTMLInputElement).list?.options ?? [])].map((o) => o.value),
  )
  expect(options.sort()).toEqual([...instances].sort())
})
