// Subnet pools in the browser (mock build): create a pool from the networking tab's button, add
// a member with the form, link a silo from the palette, make and clear the silo's default from
// the row menu, unlink; a silo's section links a pool; every step checked on the wire.
import type { Page } from '@playwright/test'
import { test, expect, apiGet, booted, openPalette } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const rowMenu = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('button', { name: `Actions for ${name}`, exact: true })

type Link = { silo_id: string; is_default: boolean }
type Named = { id: string; name: string }

/** The pool's links on the wire, by silo name. */
async function links(page: Page, pool: string) {
  const silos = await apiGet<{ items: Named[] }>(page, '/v1/system/silos')
  const name = (id: string) => silos.items.find((s) => s.id === id)?.name ?? id
  const list = await apiGet<{ items: Link[] }>(page, `/v1/system/subnet-pools/${pool}/silos`)
  return Object.fromEntries(list.items.map((l) => [name(l.silo_id), l.is_default]))
}

test('creates a pool, adds a member, links corp and makes it its default, clears and unlinks', async ({
  page,
  errors,
}) => {
  await page.goto('/system/networking/ip-pools')
  await booted(page)
  await page.getByRole('tab', { name: 'subnet-pools' }).click()
  await expect(page).toHaveURL('/system/networking/subnet-pools')
  await page.getByRole('link', { name: 'New subnet pool' }).click()
  const create = page.getByRole('dialog', { name: 'Create subnet pool' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-blocks')
  await create.getByRole('button', { name: 'Create subnet pool' }).click()
  await expect(page.getByText('Subnet pool e2e-blocks created', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'e2e-blocks', exact: true }).click()
  await expect(page).toHaveURL('/system/networking/subnet-pools/e2e-blocks')

  await page.getByRole('link', { name: 'Add member' }).click()
  const add = page.getByRole('dialog', { name: 'Add member to subnet pool' })
  await add.getByRole('textbox', { name: 'Subnet' }).fill('10.80.0.0/16')
  await add.getByRole('spinbutton', { name: 'Min prefix length' }).fill('20')
  await add.getByRole('spinbutton', { name: 'Max prefix length' }).fill('28')
  await add.getByRole('button', { name: 'Add member' }).click()
  await expect(add).toHaveCount(0)
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByRole('row', { name: /10\.80\.0\.0\/16/ })).toContainText('/20')
  const wire = await apiGet<{ items: { subnet: string; max_prefix_length: number }[] }>(
    page,
    '/v1/system/subnet-pools/e2e-blocks/members',
  )
  expect(wire.items).toMatchObject([{ subnet: '10.80.0.0/16', max_prefix_length: 28 }])
  await expect(page.getByRole('table', { name: 'Subnet pool utilization' })).toContainText('65,536')

  // The button asks for the silo in the palette, offering only the unlinked ones.
  await page.getByRole('button', { name: 'Link silo' }).click()
  const input = palette(page).getByRole('combobox')
  await expect(input).toBeFocused()
  await expect(palette(page).getByRole('option', { name: /research/ })).toBeVisible()
  await input.fill('corp')
  await expect(palette(page).getByRole('option').first()).toContainText('corp')
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('Subnet pool e2e-blocks linked to silo corp', { exact: true }),
  ).toBeVisible()
  expect(await links(page, 'e2e-blocks')).toEqual({ corp: false })

  await rowMenu(page, 'Linked silos', 'corp').click()
  await page.getByRole('menuitem', { name: 'Make default' }).click()
  await expect(
    page.getByText('Subnet pool e2e-blocks is now the default of silo corp', { exact: true }),
  ).toBeVisible()
  expect(await links(page, 'e2e-blocks')).toEqual({ corp: true })
  // corp's previous IPv4 default stays linked, no longer the default.
  expect(await links(page, 'edge-v4')).toMatchObject({ corp: false })

  await rowMenu(page, 'Linked silos', 'corp').click()
  await page.getByRole('menuitem', { name: 'Clear default' }).click()
  await page
    .getByRole('dialog', { name: "Clear the silo's default subnet pool" })
    .getByRole('button', { name: 'Clear default' })
    .click()
  await expect(page.getByText('is no longer the default of silo corp').first()).toBeVisible()
  expect(await links(page, 'e2e-blocks')).toEqual({ corp: false })

  await rowMenu(page, 'Linked silos', 'corp').click()
  await page.getByRole('menuitem', { name: 'Unlink' }).click()
  await page
    .getByRole('dialog', { name: 'Unlink subnet pool from silo' })
    .getByRole('button', { name: 'Unlink' })
    .click()
  await expect(
    page.getByText('Subnet pool e2e-blocks unlinked from silo corp', { exact: true }),
  ).toBeVisible()
  expect(await links(page, 'e2e-blocks')).toEqual({})

  // Delete waits for the member to go; then the pool goes.
  const del = page.getByRole('button', { name: 'Delete subnet pool' })
  await expect(del).toBeDisabled()
  await rowMenu(page, 'Members', '10.80.0.0/16').click()
  await page.getByRole('menuitem', { name: 'Remove member from subnet pool' }).click()
  await page
    .getByRole('dialog', { name: 'Remove member from subnet pool' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(del).toBeEnabled()
  await del.click()
  await page
    .getByRole('dialog', { name: 'Delete subnet pool' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page).toHaveURL('/system/networking/subnet-pools')
  const pools = await apiGet<{ items: Named[] }>(page, '/v1/system/subnet-pools')
  expect(pools.items.map((p) => p.name)).not.toContain('e2e-blocks')
  expect(errors).toEqual([])
})

test('the palette links a pool to a silo by a typed line, and Ctrl+Z unlinks it', async ({
  page,
  errors,
}) => {
  await page.goto('/system/networking/subnet-pools')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('subnet-pool silo link lab-blocks corp')
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('Subnet pool lab-blocks linked to silo corp', { exact: true }),
  ).toBeVisible()
  expect(await links(page, 'lab-blocks')).toEqual({ research: true, corp: false })
  // The undo is an unlink: confirmed like the unlink itself.
  await page.keyboard.press('Control+z')
  await page
    .getByRole('dialog', { name: 'Undo: Unlink subnet pool lab-blocks from silo corp' })
    .getByRole('button', { name: 'Unlink' })
    .click()
  await expect.poll(() => links(page, 'lab-blocks')).toEqual({ research: true })
  expect(errors).toEqual([])
})

test("a silo's subnet pools tab lists its subnet pools and links one", async ({ page, errors }) => {
  await page.goto('/system/silos/research/subnet-pools')
  await booted(page)
  const table = page.getByRole('table', { name: 'Silo subnet pools' })
  await expect(table.getByRole('row', { name: /lab-blocks/ })).toContainText('default')
  await page.getByRole('button', { name: 'Link subnet pool' }).click()
  const input = palette(page).getByRole('combobox')
  await expect(input).toBeFocused()
  await input.fill('edge-v6')
  await expect(palette(page).getByRole('option').first()).toContainText('edge-v6')
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('Subnet pool edge-v6 linked to silo research', { exact: true }),
  ).toBeVisible()
  await expect(table.getByRole('row', { name: /edge-v6/ })).toBeVisible()
  expect(await links(page, 'edge-v6')).toEqual({ corp: false, research: false })
  expect(errors).toEqual([])
})
