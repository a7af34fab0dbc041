// Internet gateways and subnets in the browser: attaching an IP pool and an IP address to a
// gateway from its page (the palette asks for what the button lacks), detaching one from its row
// menu, creating a gateway from the list, and a subnet's network interfaces.
import type { Page } from '@playwright/test'
import { test, expect, booted } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const rowMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Actions for ${name}`, exact: true })

/** Answers the palette's current argument page with `value` (a choice or typed text). */
async function answerPalette(page: Page, value: string) {
  const input = palette(page).getByRole('combobox')
  await expect(input).toBeFocused()
  await input.fill(value)
  await expect(palette(page).getByRole('option').first()).toContainText(value)
  await page.keyboard.press('Enter')
}

test('attaches an IP pool and an IP address to a gateway, and detaches the pool', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/vpcs/backend/internet-gateways/nat-gw')
  await booted(page)
  const pools = page.getByRole('table', { name: 'Gateway IP pools' })
  const addresses = page.getByRole('table', { name: 'Gateway IP addresses' })
  await expect(pools.getByRole('row').filter({ hasText: 'default' })).toBeVisible()

  await page.getByRole('button', { name: 'Attach IP pool' }).click()
  await answerPalette(page, 'public-v6')
  await expect(
    page.getByText('IP pool public-v6 attached to nat-gw', { exact: true }),
  ).toBeVisible()
  await expect(pools.getByRole('row').filter({ hasText: 'public-v6' })).toBeVisible()

  await page.getByRole('button', { name: 'Attach IP address' }).click()
  await answerPalette(page, '203.0.113.9')
  await answerPalette(page, 'egress-2')
  await expect(
    page.getByText('IP address 203.0.113.9 attached to nat-gw', { exact: true }),
  ).toBeVisible()
  await expect(addresses.getByRole('row').filter({ hasText: 'egress-2' })).toContainText(
    '203.0.113.9',
  )

  await rowMenu(page, 'public-v6').click()
  await page.getByRole('menuitem', { name: 'Detach IP pool from internet gateway' }).click()
  await page
    .getByRole('dialog', { name: 'Detach IP pool' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(
    page.getByText('IP pool public-v6 detached from nat-gw', { exact: true }),
  ).toBeVisible()
  await expect(pools.getByRole('row').filter({ hasText: 'public-v6' })).toHaveCount(0)
  await expect(addresses.getByRole('row').filter({ hasText: 'egress-2' })).toBeVisible()
  expect(errors).toEqual([])
})

test('creates an internet gateway from the list', async ({ page, errors }) => {
  await page.goto('/projects/demo/vpcs/backend/internet-gateways')
  await booted(page)
  await page.getByRole('button', { name: 'New gateway' }).click()
  await answerPalette(page, 'igw-e2e')
  await expect(page.getByText('Internet gateway igw-e2e created', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'igw-e2e' })).toBeVisible()
  expect(errors).toEqual([])
})

test('opens a subnet from the list and sees its network interfaces', async ({ page, errors }) => {
  await page.goto('/projects/demo/vpcs/backend/subnets')
  await booted(page)
  await page.getByRole('link', { name: 'db', exact: true }).click()
  await expect(page).toHaveURL(/\/projects\/demo\/vpcs\/backend\/subnets\/db$/)
  await expect(page.getByRole('heading', { name: 'Subnet db' })).toBeVisible()
  const nic = page
    .getByRole('table', { name: 'Network interfaces' })
    .getByRole('row')
    .filter({ hasText: 'net1' })
  await expect(nic).toContainText('db-primary')
  expect(errors).toEqual([])
})
