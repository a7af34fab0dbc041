// External subnets in the browser (mock build): create from the form (the silo's default pool,
// then a given block), attach from the row menu (the palette asks for the instance), detach and
// attach on the instance's networking tab, delete; the firewall rules link of that tab; checked on
// the wire.
import type { Page } from '@playwright/test'
import { test, expect, apiGet, booted, openPalette } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const rowMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Actions for ${name}`, exact: true })

type Subnet = { name: string; subnet: string; instance_id?: string | null }
const subnet = (page: Page, name: string) =>
  apiGet<Subnet>(page, `/v1/external-subnets/${name}?project=demo`)
const instanceId = async (page: Page, name: string) =>
  (await apiGet<{ id: string }>(page, `/v1/instances/${name}?project=demo`)).id

/** Picks `value` on the palette's argument page the button or row menu opened. */
async function answerPalette(page: Page, value: string) {
  const input = palette(page).getByRole('combobox')
  await expect(input).toBeFocused()
  await input.fill(value)
  await expect(palette(page).getByRole('option').first()).toContainText(value)
  await page.keyboard.press('Enter')
}

test('creates subnets from the form, attaches one from the row menu, deletes one', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'external-subnets' })
    .click()
  await expect(page).toHaveURL('/projects/demo/external-subnets')
  await page.getByRole('link', { name: 'New external subnet' }).first().click()
  let form = page.getByRole('dialog', { name: 'Create external subnet' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-auto')
  await form.getByRole('spinbutton', { name: 'Prefix length' }).fill('27')
  await form.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(form).toHaveCount(0)
  const table = page.getByRole('table', { name: 'External subnets' })
  // The silo's default pool (edge-v4) hands out the first free /27.
  await expect(table.getByRole('row', { name: /e2e-auto/ })).toContainText('198.18.1.96/27')
  await expect(table.getByRole('row', { name: /e2e-auto/ })).toContainText('edge-v4')
  expect(await subnet(page, 'e2e-auto')).toMatchObject({ subnet: '198.18.1.96/27' })

  await page.getByRole('link', { name: 'New external subnet' }).first().click()
  form = page.getByRole('dialog', { name: 'Create external subnet' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-given')
  await form.getByRole('radio', { name: 'Reserve' }).check()
  // A block outside every linked pool: the platform's refusal, and the form keeps what was typed.
  await form.getByRole('textbox', { name: 'Subnet' }).fill('10.1.0.0/24')
  await form.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(form).toContainText('is not contained in any subnet pool available')
  await expect(form.getByRole('textbox', { name: 'Subnet' })).toHaveValue('10.1.0.0/24')
  await form.getByRole('textbox', { name: 'Subnet' }).fill('198.19.0.128/28')
  await form.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(form).toHaveCount(0)
  await expect(table.getByRole('row', { name: /e2e-given/ })).toContainText('198.19.0.128/28')

  // Attach from the row menu: the palette asks for the instance.
  await rowMenu(page, 'e2e-given').click()
  await page.getByRole('menuitem', { name: 'Attach external subnet' }).click()
  await answerPalette(page, 'web-3')
  await expect(
    page.getByText('External subnet e2e-given attached to web-3', { exact: true }),
  ).toBeVisible()
  await expect(table.getByRole('row', { name: /e2e-given/ })).toContainText('web-3')
  expect((await subnet(page, 'e2e-given')).instance_id).toBe(await instanceId(page, 'web-3'))

  // Attached, it can't be deleted; the menu says why.
  await rowMenu(page, 'e2e-given').click()
  await expect(page.getByRole('menuitem', { name: /Delete external subnet/ })).toBeDisabled()
  await expect(page.getByRole('menu')).toContainText('Detach the external subnet from its instance')
  await page.keyboard.press('Escape')

  await rowMenu(page, 'e2e-auto').click()
  await page.getByRole('menuitem', { name: 'Delete external subnet' }).click()
  await page
    .getByRole('dialog', { name: 'Delete external subnet' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('External subnet e2e-auto deleted', { exact: true })).toBeVisible()
  await expect(table.getByRole('row', { name: /e2e-auto/ })).toHaveCount(0)
  expect(errors).toEqual([])
})

test("the instance's networking tab detaches and attaches its subnets and links its firewall rules", async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances/web-1/networking')
  await booted(page)
  const table = page.getByRole('table', { name: 'External subnets' })
  await expect(table.getByRole('row', { name: /web-edge/ })).toContainText('198.18.0.0/24')
  await table.getByRole('button', { name: 'Actions for web-edge', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Detach external subnet' }).click()
  await page
    .getByRole('dialog', { name: 'Detach external subnet' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(page.getByText('External subnet web-edge detached', { exact: true })).toBeVisible()
  await expect(table.getByRole('row', { name: /web-edge/ })).toHaveCount(0)
  await expect(page.getByText('No external subnets', { exact: true })).toBeVisible()
  expect((await subnet(page, 'web-edge')).instance_id ?? null).toBeNull()

  // The button asks for one of the project's detached subnets.
  await page.getByRole('button', { name: 'Attach external subnet…' }).click()
  await expect(palette(page).getByRole('option', { name: /web-edge/ })).toBeVisible()
  await answerPalette(page, 'db-ingress')
  await expect(
    page.getByText('External subnet db-ingress attached to web-1', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'External subnets' }).getByRole('row', { name: /db-ingress/ }),
  ).toBeVisible()
  expect((await subnet(page, 'db-ingress')).instance_id).toBe(await instanceId(page, 'web-1'))

  await page.getByRole('link', { name: 'firewall rules of default' }).click()
  await expect(page).toHaveURL('/projects/demo/vpcs/default/firewall-rules')
  expect(errors).toEqual([])
})

test('the palette detaches by a pasted oxide line; a starting instance takes none', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances/api-2/networking')
  await booted(page)
  // api-2 is starting: the platform attaches nothing until it settles, and the button says so.
  const attach = page.getByRole('button', { name: 'Attach external subnet…' })
  await expect(attach).toBeDisabled()
  const input = await openPalette(page)
  await input.fill('oxide external-subnet detach --project demo --external-subnet web-edge')
  await page.keyboard.press('Enter')
  await page
    .getByRole('dialog', { name: 'Detach external subnet' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(page.getByText('External subnet web-edge detached', { exact: true })).toBeVisible()
  expect((await subnet(page, 'web-edge')).instance_id ?? null).toBeNull()
  expect(errors).toEqual([])
})
