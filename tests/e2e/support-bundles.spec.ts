// Support bundles (/system/support-bundles): one is created with its reason, is collected by
// itself (collecting, then active, without a reload), and downloads: one file with its bytes
// intact under its own name, then the whole bundle as a zip whose entries check out, with a
// progress bar; a bundle is deleted through destroying.
import { readFile } from 'node:fs/promises'
import type { Page, Request } from '@playwright/test'
import { booted, expect, test } from './fixtures'
import { zipEntries } from './zip-entries'

const apiCall = (method: string, path: RegExp) => (r: Request) =>
  r.method() === method && path.test(new URL(r.url()).pathname)

/** The bytes the platform serves at `url`, fetched through the page. */
async function served(page: Page, url: string) {
  const b64 = await page.evaluate(async (u) => {
    const r = await fetch(u)
    const bytes = new Uint8Array(await r.arrayBuffer())
    let s = ''
    for (const b of bytes) s += String.fromCharCode(b)
    return btoa(s)
  }, url)
  return Buffer.from(b64, 'base64')
}

test('a bundle is created with its reason, reaches active by itself, and downloads intact', async ({
  page,
  errors,
}) => {
  test.setTimeout(60_000)
  await page.goto('/system/support-bundles')
  await booted(page)
  await page.getByRole('button', { name: 'New support bundle' }).click()
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette).toContainText('oxide bundle create')
  await page.keyboard.type('e2e: disk latency on sled 7')
  const create = page.waitForResponse((r) =>
    apiCall('POST', /^\/v1\/system\/support-bundles$/)(r.request()),
  )
  await page.keyboard.press('Enter')
  const created = await create
  expect(created.request().postDataJSON()).toEqual({ user_comment: 'e2e: disk latency on sled 7' })
  const { id, state } = (await created.json()) as { id: string; state: string }
  expect(state).toBe('collecting')

  const row = page
    .getByRole('table', { name: 'Support bundles' })
    .getByRole('row', { name: new RegExp(id.slice(0, 8)) })
  await expect(row).toContainText('collecting')
  // The list refreshes by itself while a bundle is moving.
  await expect(row).toContainText('active', { timeout: 20_000 })

  await row.getByRole('link', { name: id.slice(0, 8) }).click()
  await expect(page).toHaveURL(`/system/support-bundles/${id}`)
  const files = page.getByRole('table', { name: 'Files' })
  const log = files.getByRole('button', { name: /oxide-sled-agent\.log$/ }).first()
  await expect(log).toBeVisible()
  const path = ((await log.getAttribute('aria-label')) ?? '').replace(/^Download /, '')

  // One file: saved under its own name, byte for byte what the platform serves.
  const fileDownload = page.waitForEvent('download')
  await log.click()
  const file = await fileDownload
  expect(file.suggestedFilename()).toBe('oxide-sled-agent.log')
  const saved = await readFile((await file.path())!)
  const expected = await served(
    page,
    `/v1/system/support-bundles/${id}/download/${encodeURIComponent(path)}`,
  )
  expect(saved.length).toBeGreaterThan(50_000)
  expect(saved.equals(expected)).toBe(true)

  // The whole bundle: a zip whose entries all check out, among them the same file.
  const bundleDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download', exact: true }).click()
  const bar = page.getByRole('progressbar', {
    name: `Download of support-bundle-${id.slice(0, 8)}.zip`,
  })
  await expect(bar).toBeVisible()
  const whole = await bundleDownload
  expect(whole.suggestedFilename()).toBe(`support-bundle-${id.slice(0, 8)}.zip`)
  const entries = zipEntries(await readFile((await whole.path())!))
  expect(entries.every((e) => e.crcOk)).toBe(true)
  expect(entries.find((e) => e.name === 'bundle_id.txt')?.data.toString()).toBe(`${id}\n`)
  expect(entries.find((e) => e.name === path)?.data.equals(saved)).toBe(true)
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByRole('region', { name: 'Downloads' })).toContainText('saved')
  expect(errors).toEqual([])
})

test('a bundle that failed offers no download and says why; delete goes through destroying', async ({
  page,
  errors,
}) => {
  await page.goto('/system/support-bundles')
  await booted(page)
  const table = page.getByRole('table', { name: 'Support bundles' })
  const failed = table.getByRole('row', { name: /failed/ })
  await failed.getByRole('button', { name: /^Actions for/ }).click()
  const download = page.getByRole('menuitem', { name: /Download/ })
  await expect(download).toBeDisabled()
  await expect(page.getByText('The bundle failed; it holds no files')).toBeVisible()
  await page.keyboard.press('Escape')

  const active = table.getByRole('row', { name: /active/ })
  const remove = page.waitForRequest(
    apiCall('DELETE', /^\/v1\/system\/support-bundles\/[0-9a-f-]+$/),
  )
  await active.getByRole('button', { name: /^Actions for/ }).click()
  await page.getByRole('menuitem', { name: /Delete support bundle/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await remove
  await expect(table.getByRole('row', { name: /destroying/ })).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(1, { timeout: 15_000 })
  expect(errors).toEqual([])
})
