// The mock build: the tabs of a browser share one mock platform (mock/browser-share.ts). A stop
// made in one tab is what another reads next, and its audit log lists it; the platform stays when
// the tab holding it closes; `?mock-activity=` has other users act on it, audited as themselves.
import type { BrowserContext, Page } from '@playwright/test'
import { apiGet, booted, expect, openPalette, test } from './fixtures'

type Instance = { run_state: string }
type Entry = { operation_id: string; request_uri: string; actor: { silo_user_id?: string } }
type User = { id: string; display_name: string }

const stateOf = async (page: Page, name: string) =>
  (await apiGet<Instance>(page, `/v1/instances/${name}?project=demo`)).run_state

const auditRows = (page: Page) => page.getByRole('table', { name: 'Audit log' }).locator('tbody tr')

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

/** A second tab of the same browser, at the suite's latency. */
async function secondTab(context: BrowserContext, path: string) {
  const other = await context.newPage()
  await other.addInitScript(() => localStorage.setItem('oxide-mock-latency', '20-60'))
  await other.goto(path)
  await booted(other)
  return other
}

async function stop(page: Page, name: string) {
  const input = await openPalette(page)
  await input.fill(`instance stop ${name}`)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: /Stop instance/ })).toBeVisible()
  await page.keyboard.press('Control+Enter')
  await expect.poll(() => stateOf(page, name)).toMatch(/stopping|stopped/)
}

test('a stop in one tab shows in the other, and in its audit log', async ({
  page,
  context,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const other = await secondTab(context, '/system/audit-log')
  await expect(auditRows(other).first()).toBeVisible()

  await stop(page, 'web-1')
  // The audit log of the other tab, following, lists the stop made here, as ops-admin.
  const stopped = auditRows(other).filter({ hasText: 'Stop instance' }).first()
  await expect(stopped).toContainText('web-1')
  await expect(stopped).toContainText('ops-admin')

  // The other tab reads the same platform: the instance list there shows web-1 stopped.
  await other.goto('/projects/demo/instances')
  await booted(other)
  await expect(row(other, 'web-1')).toContainText(/stopping|stopped/)
  // A change there is what this tab reads next.
  await stop(other, 'web-2')
  expect(await stateOf(page, 'web-2')).toMatch(/stopping|stopped/)
  expect(errors).toEqual([])
})

test('the platform stays when the tab holding it closes or reloads', async ({
  page,
  context,
  errors,
}) => {
  await page.goto('/projects/demo/instances?mock-bulk=20')
  await booted(page)
  const other = await secondTab(context, '/projects/demo/instances')
  await stop(other, 'web-1')
  // The holder reloads: the platform goes to the other tab and comes back to this one's reads.
  await page.reload()
  await booted(page)
  expect(await stateOf(page, 'web-1')).toMatch(/stopping|stopped/)
  await stop(page, 'web-2')
  // The tab that holds it now closes: the first tab takes it over, with both stops and the bulk
  // project.
  await other.close()
  await expect.poll(() => stateOf(page, 'web-2')).toBe('stopped')
  expect(await stateOf(page, 'web-1')).toBe('stopped')
  const bulk = await apiGet<{ items: unknown[] }>(page, '/v1/instances?project=bulk&limit=50')
  expect(bulk.items).toHaveLength(20)
  // A tab opened now joins it.
  const third = await secondTab(context, '/projects/demo/instances')
  expect(await stateOf(third, 'web-1')).toBe('stopped')
  expect(errors).toEqual([])
})

test("a second tab's ?mock-bulk and ?mock-reset=1 apply to the platform of every tab", async ({
  page,
  context,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await stop(page, 'web-1')
  const other = await secondTab(context, '/projects/demo/instances?mock-bulk=12')
  const bulk = await apiGet<{ items: unknown[] }>(page, '/v1/instances?project=bulk&limit=50')
  expect(bulk.items).toHaveLength(12)
  await other.goto('/projects/demo/instances?mock-reset=1')
  await booted(other)
  await expect(other).toHaveURL('/projects/demo/instances')
  expect(await stateOf(page, 'web-1')).toBe('running')
  const projects = await apiGet<{ items: { name: string }[] }>(page, '/v1/projects?limit=100')
  expect(projects.items.map((p) => p.name)).not.toContain('bulk')
  // One platform, one id: the name index of each tab is the same platform's.
  const id = () => sessionStorage.getItem('oxide-mock-platform-id')
  expect(await other.evaluate(id)).toBe(await page.evaluate(id))
  expect(errors).toEqual([])
})

test("chaos mode is the asking tab's, as when each tab had its own platform", async ({
  page,
  context,
  errors,
}) => {
  await page.goto('/projects')
  await booted(page)
  // The other tab turns chaos on (remembered for the browser, read by a tab as it starts).
  const other = await secondTab(context, '/projects?chaos=1')
  const statuses = (p: Page) =>
    p.evaluate(() =>
      Promise.all(
        Array.from({ length: 40 }, () => fetch('/v1/projects?limit=1').then((r) => r.status)),
      ),
    )
  expect((await statuses(other)).some((s) => s !== 200)).toBe(true)
  expect(new Set(await statuses(page))).toEqual(new Set([200]))
  await other.close()
  expect(errors).toEqual([])
})

test('a holder the browser freezes hands the platform over, and joins it when it resumes', async ({
  page,
  context,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const other = await secondTab(context, '/projects/demo/instances')
  await stop(page, 'web-1')
  // Frozen (a hidden tab, to save power). The events as Chrome sends them (its DevTools freeze
  // does not send them): the other tab goes on, on the same platform.
  await page.evaluate(() => document.dispatchEvent(new Event('freeze')))
  expect(await stateOf(other, 'web-1')).toMatch(/stopping|stopped/)
  await stop(other, 'web-2')
  // Resumed, it loads again and reads where the platform went.
  const loaded = page.waitForEvent('load')
  await page.evaluate(() => document.dispatchEvent(new Event('resume')))
  await loaded
  await booted(page)
  expect(await stateOf(page, 'web-2')).toMatch(/stopping|stopped/)
  expect(await stateOf(page, 'web-1')).toBe('stopped')
  expect(errors).toEqual([])
})

test("the serial console of a tab that does not hold the platform is the holder's", async ({
  page,
  context,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const other = await secondTab(context, '/projects/demo/instances/web-1/serial-console')
  const terminal = (p: Page) => p.locator('.xterm-rows')
  await expect(terminal(other)).toContainText('Connected to web-1 serial console', {
    timeout: 10_000,
  })
  await other.keyboard.type('typed-in-tab-two')
  await other.keyboard.press('Enter')
  await expect(terminal(other)).toContainText('typed-in-tab-two: command not found')
  // One console buffer, the holder's: this tab's console replays what the other typed (reached
  // inside the app: a page load here would hand the platform over).
  await page.evaluate(() =>
    history.pushState(null, '', '/projects/demo/instances/web-1/serial-console'),
  )
  await expect(terminal(page)).toContainText('typed-in-tab-two: command not found', {
    timeout: 10_000,
  })
  expect(errors).toEqual([])
})

test('?mock-activity has other users act on the platform, audited as themselves', async ({
  page,
  context,
  errors,
}) => {
  const from = new Date().toISOString()
  // Every 0.3 to 0.6 s instead of 10 to 20 s.
  await page.goto('/system/audit-log?mock-activity=0.3-0.6')
  await booted(page)
  const other = await secondTab(context, '/projects')
  const users = await apiGet<{ items: User[] }>(other, '/v1/users?limit=100')
  const names = new Map(users.items.map((u) => [u.id, u.display_name]))
  const log = () =>
    apiGet<{ items: Entry[] }>(
      other,
      `/v1/system/audit-log?start_time=${encodeURIComponent(from)}&limit=100`,
    )
  await expect
    .poll(async () => (await log()).items.length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(4)
  const who = new Set((await log()).items.map((e) => names.get(e.actor.silo_user_id ?? '')))
  // Never the signed-in user: the others.
  expect(who.has('ops-admin')).toBe(false)
  expect([...who].every((n) => n === 'maria-ops' || n === 'lee-web' || n === 'sam-data')).toBe(true)
  // The audit log page, following, shows them as they come.
  await expect(
    auditRows(page)
      .filter({ hasText: /maria-ops|lee-web|sam-data/ })
      .first(),
  ).toBeVisible()
  // `?mock-activity=0` stops it, for every tab.
  await other.goto('/projects?mock-activity=0')
  await booted(other)
  const settled = (await log()).items.length
  await other.waitForTimeout(1500)
  expect((await log()).items.length).toBeLessThanOrEqual(settled + 1)
  expect(errors).toEqual([])
})
