// Linking an IP pool to a silo from the pool's page: the button asks for the silo in the palette,
// the row menu makes the link the silo's default and unlinks it (after a confirm).
import type { Page } from '@playwright/test'
import { test, expect, apiGet, booted } from './fixtures'

type Link = { silo_id: string; is_default: boolean }
type Silo = { id: string; name: string }

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })

/** The pool's links as the API has them, by silo name. */
async function links(page: Page, pool: string) {
  const silos = await apiGet<{ items: Silo[] }>(page, '/v1/system/silos')
  const name = (id: string) => silos.items.find((s) => s.id === id)?.name ?? id
  const list = await apiGet<{ items: Link[] }>(page, `/v1/system/ip-pools/${pool}/silos`)
  return Object.fromEntries(list.items.map((l) => [name(l.silo_id), l.is_default]))
}

test('links a silo to a pool, makes the pool its default, unlinks it', async ({ page, errors }) => {
  await page.goto('/system/networking/ip-pools/lab')
  await booted(page)
  const table = page.getByRole('table', { name: 'Linked silos' })
  const row = (silo: string) => table.locator('tbody tr', { hasText: silo })
  await expect(row('research')).toContainText('default')
  await expect(row('corp')).toHaveCount(0)

  // The palette asks for the silo and offers only the ones not linked yet.
  await page.getByRole('button', { name: 'Link silo' }).click()
  const input = palette(page).getByRole('combobox')
  await expect(input).toBeFocused()
  await expect(palette(page).getByRole('option', { name: /corp/ })).toBeVisible()
  await expect(palette(page).getByRole('option', { name: /research/ })).toHaveCount(0)
  await input.fill('corp')
  await page.keyboard.press('Enter')
  await expect(page.getByText('IP pool lab linked to silo corp', { exact: true })).toBeVisible()
  await expect(row('corp')).toBeVisible()
  await expect(row('corp')).not.toContainText('default')
  expect(await links(page, 'lab')).toEqual({ research: true, corp: false })

  await table.getByRole('button', { name: 'Actions for corp', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Make default' }).click()
  await expect(
    page.getByText('IP pool lab is now the default of silo corp', { exact: true }),
  ).toBeVisible()
  await expect(row('corp')).toContainText('default')
  // Corp's previous IPv4 default stays linked, no longer the default.
  expect(await links(page, 'default')).toMatchObject({ corp: false })

  // A default link's menu says why it can't be made default again.
  await table.getByRole('button', { name: 'Actions for corp', exact: true }).click()
  await expect(page.getByRole('menuitem', { name: /Make default/ })).toBeDisabled()
  await expect(page.getByRole('menu')).toContainText('already the default IP pool of silo corp')
  await page.getByRole('menuitem', { name: 'Unlink' }).click()
  await page
    .getByRole('dialog', { name: 'Unlink IP pool from silo' })
    .getByRole('button', { name: 'Unlink' })
    .click()
  await expect(page.getByText('IP pool lab unlinked from silo corp', { exact: true })).toBeVisible()
  await expect(row('corp')).toHaveCount(0)
  expect(await links(page, 'lab')).toEqual({ research: true })
  expect(errors).toEqual([])
})
