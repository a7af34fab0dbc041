// Alerts and support bundles on the production build behind mock:server, over real HTTP: a
// webhook receiver is created, probed, subscribed, and a failed delivery resent; a support bundle
// is created, reaches active, and one file and the whole zip download with their bytes intact
// (byte ranges over the wire). Every body matched nexus.json (--validate).
import { readFile } from 'node:fs/promises'
import type { Request } from '@playwright/test'
import { zipEntries } from '../e2e/zip-entries'
import { expect, test, type Page } from './fixtures'

const apiCall = (method: string, path: RegExp) => (r: Request) =>
  r.method() === method && path.test(new URL(r.url()).pathname)

async function signedInAt(page: Page, path: string) {
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(path)
}

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const { violations } = (await (await request.get('/__mock/conformance')).json()) as {
    violations: string[]
  }
  await request.dispose()
  expect(violations).toEqual([])
})

test('a webhook receiver is created, probed and subscribed; a failed delivery is resent', async ({
  page,
  errors,
}) => {
  const name = `prod-hook-${Date.now().toString(36)}`
  await signedInAt(page, '/system/alerts')
  await page.getByRole('link', { name: 'New webhook receiver' }).click()
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Endpoint').fill('https://hooks.prod.example.com/oxide')
  await page.getByRole('button', { name: 'Generate' }).click()
  const create = page.waitForResponse((r) =>
    apiCall('POST', /^\/v1\/webhook-receivers$/)(r.request()),
  )
  await page.getByRole('button', { name: 'Create webhook receiver' }).click()
  expect((await create).status()).toBe(201)

  await page.getByRole('link', { name, exact: true }).click()
  const probe = page.waitForResponse((r) => apiCall('POST', /\/probe$/)(r.request()))
  await page.getByRole('button', { name: 'Probe', exact: true }).click()
  expect(((await (await probe).json()) as { probe: { state: string } }).probe.state).toBe(
    'delivered',
  )
  await expect(page.getByRole('region', { name: 'Last probe' })).toContainText('HTTP 200')

  await page.getByRole('button', { name: 'Subscribe', exact: true }).click()
  await page.keyboard.type('test.**')
  const subscribe = page.waitForResponse((r) => apiCall('POST', /\/subscriptions$/)(r.request()))
  await page.keyboard.press('Enter')
  const sub = await subscribe
  expect(sub.status()).toBe(201)
  expect(await sub.json()).toEqual({ subscription: 'test.**' })
  await expect(page.getByRole('table', { name: 'Subscriptions' })).toContainText('test.**')

  // The seeded unreachable receiver's failed delivery, resent from its row.
  await page.goto('/system/alerts/legacy-siem?state=failed')
  const row = page.getByRole('table', { name: 'Deliveries' }).locator('tbody tr').last()
  await expect(row).toContainText('failed')
  const resend = page.waitForResponse((r) =>
    apiCall('POST', /^\/v1\/alerts\/[0-9a-f-]+\/resend$/)(r.request()),
  )
  await row.getByRole('button', { name: /^Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'Resend' }).click()
  const sent = await resend
  expect(sent.status()).toBe(201)
  expect(new URL(sent.url()).searchParams.get('receiver')).toBe('legacy-siem')
  expect(await sent.json()).toMatchObject({ delivery_id: expect.any(String) })
  expect(errors).toEqual([])
})

test('a support bundle is created, reaches active, and downloads with its bytes intact', async ({
  page,
  errors,
}) => {
  test.setTimeout(60_000)
  await signedInAt(page, '/system/support-bundles')
  await page.getByRole('button', { name: 'New support bundle' }).click()
  await page.keyboard.type('prod e2e bundle')
  const create = page.waitForResponse((r) =>
    apiCall('POST', /^\/v1\/system\/support-bundles$/)(r.request()),
  )
  await page.keyboard.press('Enter')
  const { id } = (await (await create).json()) as { id: string }
  const row = page
    .getByRole('table', { name: 'Support bundles' })
    .getByRole('row', { name: new RegExp(id.slice(0, 8)) })
  await expect(row).toContainText('active', { timeout: 20_000 })
  await row.getByRole('link', { name: id.slice(0, 8) }).click()

  const file = page.getByRole('button', { name: /dmesg\.txt$/ }).first()
  const path = ((await file.getAttribute('aria-label')) ?? '').replace(/^Download /, '')
  const one = page.waitForEvent('download')
  await file.click()
  const saved = await readFile((await (await one).path())!)
  const api = await page.request.get(
    `/v1/system/support-bundles/${id}/download/${encodeURIComponent(path)}`,
  )
  expect(api.headers()['content-type']).toBe('application/octet-stream')
  expect(saved.equals(await api.body())).toBe(true)

  // The whole bundle, in byte ranges (206) on the wire.
  const ranges: number[] = []
  page.on('response', (r) => {
    if (apiCall('GET', new RegExp(`/support-bundles/${id}/download$`))(r.request()))
      ranges.push(r.status())
  })
  const whole = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download', exact: true }).click()
  const zip = await readFile((await (await whole).path())!)
  const entries = zipEntries(zip)
  expect(entries.every((e) => e.crcOk)).toBe(true)
  expect(entries.find((e) => e.name === path)?.data.equals(saved)).toBe(true)
  expect(ranges.length).toBeGreaterThan(1)
  expect(ranges.every((s) => s === 206)).toBe(true)
  expect(errors).toEqual([])
})
