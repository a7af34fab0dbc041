// Alerts (/system/alerts): a webhook receiver is created from its form, probed (what came back
// shows on its page), subscribed (and the subscribe undone and redone), and failed deliveries are
// resent, one from its row menu and two selected together; each step checked on the wire.
import type { Page, Request } from '@playwright/test'
import { apiGet, booted, expect, openPalette, test } from './fixtures'

type Receiver = { name: string; subscriptions: string[]; kind: { secrets: unknown[] } }
type Delivery = { id: string; alert_id: string; state: string; trigger: string }

const apiCall = (method: string, path: RegExp) => (r: Request) =>
  r.method() === method && path.test(new URL(r.url()).pathname)

async function receiverOf(page: Page, name: string) {
  return apiGet<Receiver>(page, `/v1/alert-receivers/${name}`)
}

test('a webhook receiver is created, probed and subscribed; the subscribe is undone and redone', async ({
  page,
  errors,
}) => {
  await page.goto('/system/alerts')
  await booted(page)
  await page.getByRole('link', { name: 'New webhook receiver' }).click()
  await page.getByLabel('Name').fill('e2e-hook')
  await page.getByLabel('Endpoint').fill('https://hooks.e2e.example.com/oxide')
  await page.getByRole('button', { name: 'Generate' }).click()
  await page.getByLabel('test.foo', { exact: true }).check()
  const create = page.waitForRequest(apiCall('POST', /^\/v1\/webhook-receivers$/))
  await page.getByRole('button', { name: 'Create webhook receiver' }).click()
  const body = (await create).postDataJSON() as Record<string, unknown>
  expect(body).toMatchObject({
    name: 'e2e-hook',
    endpoint: 'https://hooks.e2e.example.com/oxide',
    subscriptions: ['test.foo'],
  })
  expect((body.secrets as string[])[0]).toMatch(/^[\w-]{40,}$/)
  const row = page
    .getByRole('table', { name: 'Alert receivers' })
    .getByRole('row', { name: /e2e-hook/ })
  await expect(row).toContainText('test.foo')

  // The probe: sent at once, what came back shown on the receiver's page.
  await row.getByRole('link', { name: 'e2e-hook' }).click()
  await expect(page).toHaveURL('/system/alerts/e2e-hook')
  const probe = page.waitForResponse((r) => apiCall('POST', /\/e2e-hook\/probe$/)(r.request()))
  await page.getByRole('button', { name: 'Probe', exact: true }).click()
  const answer = (await (await probe).json()) as { probe: { state: string } }
  expect(answer.probe.state).toBe('delivered')
  await expect(page.getByRole('region', { name: 'Last probe' })).toContainText(
    /delivered, HTTP 200 in \d+ ms/,
  )

  // Subscribe from the page's button: the palette asks for the class, offering the known ones.
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click()
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('option', { name: /test\.foo\.bar/ })).toBeVisible()
  await page.keyboard.type('test.foo.bar')
  const subscribe = page.waitForRequest(apiCall('POST', /\/e2e-hook\/subscriptions$/))
  await page.keyboard.press('Enter')
  expect((await subscribe).postDataJSON()).toEqual({ subscription: 'test.foo.bar' })
  const subs = page.getByRole('table', { name: 'Subscriptions' })
  await expect(subs.getByRole('row', { name: /test\.foo\.bar/ })).toBeVisible()
  await expect
    .poll(async () => (await receiverOf(page, 'e2e-hook')).subscriptions)
    .toEqual(['test.foo', 'test.foo.bar'])

  // Ctrl+Z unsubscribes, Ctrl+Shift+Z subscribes again.
  const unsubscribe = page.waitForRequest(
    apiCall('DELETE', /\/e2e-hook\/subscriptions\/test\.foo\.bar$/),
  )
  await page.keyboard.press('Control+z')
  await unsubscribe
  await expect(subs.getByRole('row', { name: /test\.foo\.bar/ })).toHaveCount(0)
  const again = page.waitForRequest(apiCall('POST', /\/e2e-hook\/subscriptions$/))
  await page.keyboard.press('Control+Shift+z')
  await again
  await expect
    .poll(async () => (await receiverOf(page, 'e2e-hook')).subscriptions)
    .toEqual(['test.foo', 'test.foo.bar'])
  expect(errors).toEqual([])
})

test('failed deliveries are resent: one from its row menu, then two selected together', async ({
  page,
  errors,
}) => {
  await page.goto('/system/alerts/legacy-siem?state=failed')
  await booted(page)
  const table = page.getByRole('table', { name: 'Deliveries' })
  await expect(table.locator('tbody tr')).toHaveCount(2)
  const failed = (
    await apiGet<{ items: Delivery[] }>(
      page,
      '/v1/alert-receivers/legacy-siem/deliveries?failed=true',
    )
  ).items
  const first = failed[0]!
  const rowOf = (d: Delivery) =>
    table.getByRole('row', { name: new RegExp(d.alert_id.slice(0, 8)) })

  const resend = page.waitForResponse((r) =>
    apiCall('POST', new RegExp(`^/v1/alerts/${first.alert_id}/resend$`))(r.request()),
  )
  await rowOf(first)
    .getByRole('button', { name: /^Actions for/ })
    .click()
  await page.getByRole('menuitem', { name: 'Resend' }).click()
  const sent = await resend
  expect(new URL(sent.url()).searchParams.get('receiver')).toBe('legacy-siem')
  expect(sent.status()).toBe(201)
  const { delivery_id } = (await sent.json()) as { delivery_id: string }
  // The original row says its alert was resent; the new delivery is under way or done.
  await expect(rowOf(first)).toContainText(/resent, (under way|failed again)/)
  const all = await apiGet<{ items: Delivery[] }>(
    page,
    '/v1/alert-receivers/legacy-siem/deliveries',
  )
  expect(all.items.find((d) => d.id === delivery_id)).toMatchObject({ trigger: 'resend' })

  // Both failed rows selected: the bulk bar resends each (the second one's resend was not asked
  // for yet; the first one's is, so it is refused with its reason).
  for (const d of failed) await rowOf(d).getByRole('checkbox').check()
  const bulk = page.waitForRequest(
    apiCall('POST', new RegExp(`^/v1/alerts/${failed[1]!.alert_id}/resend$`)),
  )
  await page
    .getByRole('toolbar', { name: 'Selected rows' })
    .getByRole('button', { name: 'Resend alert' })
    .click()
  await bulk
  const results = page.getByRole('region', { name: 'Bulk action results' })
  await expect(results).toContainText('Resend alert: 1 ok, 1 failed')
  await expect(results).toContainText(/Already resent/)
  expect(errors).toEqual([])
})

test('a resend from the palette names the receiver and the failed alert', async ({ page }) => {
  await page.goto('/system/alerts/legacy-siem')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('Resend alert')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await palette
    .getByRole('option', { name: /Resend alert/ })
    .first()
    .click()
  // The receiver comes from the page; the alerts offered are its failed ones.
  await expect(
    palette.getByRole('option', { name: /^test\.foo [0-9a-f]{8}/ }).first(),
  ).toBeVisible()
  await expect(palette).toContainText('oxide alert receiver resend')
  // The deliveries table has no cursor row, so none is highlighted until the user moves (two
  // quick Enters never resend an alert nobody chose). The mouse leaves the list first: Chromium
  // hovers whatever is drawn under a still pointer, and a hover highlights.
  await page.mouse.move(0, 0)
  await expect(palette.getByRole('option', { selected: true })).toHaveCount(0)
  await page.keyboard.press('ArrowDown')
  await expect(palette.getByRole('option', { selected: true })).toContainText(/^test\.foo/)
  const resend = page.waitForRequest(apiCall('POST', /^\/v1\/alerts\/[0-9a-f-]+\/resend$/))
  await page.keyboard.press('Enter')
  await resend
  await expect(page.getByText(/sent to legacy-siem again/)).toBeVisible()
})

test('typed lines: the oxide CLI’s own and the console’s grammar run the same commands', async ({
  page,
  errors,
}) => {
  await page.goto('/system/alerts/ops-pager')
  await booted(page)
  let input = await openPalette(page)
  await input.fill('oxide alert receiver probe --receiver ops-pager --resend true')
  const probe = page.waitForRequest(apiCall('POST', /\/ops-pager\/probe$/))
  await page.keyboard.press('Enter')
  expect(new URL((await probe).url()).searchParams.get('resend')).toBe('true')
  await expect(page.getByRole('region', { name: 'Last probe' })).toContainText(
    /delivered, HTTP 200 .*; 0 missed alerts sent again/,
  )
  input = await openPalette(page)
  await input.fill('alert-receiver unsubscribe ops-pager test.**')
  const remove = page.waitForRequest(apiCall('DELETE', /\/ops-pager\/subscriptions\/test\.\*\*$/))
  await page.keyboard.press('Enter')
  await remove
  await expect(page.getByText('Subscribed to nothing')).toBeVisible()
  expect(errors).toEqual([])
})
