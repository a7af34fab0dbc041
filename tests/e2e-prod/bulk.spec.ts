// The production build over real HTTP with a rack of 10,000 instances (`mock:server --bulk`):
// `#name` and the table filter take the same code path as in mock mode (exact-name view calls,
// whole-list reads with the request bound), and every body on the wire matches nexus.json. The
// test runs a server of its own (port 0: a free one), so the shared server keeps its seed.
import { spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'

test.describe.configure({ timeout: 90_000 })

test('#name and a whole-list filter against mock:server --bulk 10000', async ({
  browser,
  playwright,
}) => {
  const args = '--dist dist-prod --bulk 10000 --port 0 --latency 20-60 --validate --quiet'
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'mock/server/main.ts', ...args.split(' ')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  try {
    await expect
      .poll(() => /listening on (http:\/\/\S+)/.exec(output)?.[1], { timeout: 30_000 })
      .toBeTruthy()
    const url = /listening on (http:\/\/\S+)/.exec(output)?.[1] as string
    const api = await playwright.request.newContext({ baseURL: url })
    const login = await api.post('/v1/login/corp/local', {
      data: { username: 'ops-admin', password: 'oxide' },
    })
    expect(login.status()).toBe(204)
    const context = await browser.newContext({
      baseURL: url,
      storageState: await api.storageState(),
    })
    const page = await context.newPage()
    // Counted once the page's own calls have settled: the index's and the filter's list pages
    // (limit 1000) and the lookups by name.
    const inFlight = { counting: false, now: 0, most: 0, filterOnly: false }
    const background = (u: string) =>
      inFlight.counting &&
      (inFlight.filterOnly
        ? /\/v1\/instances\?.*project=bulk/.test(u) && /[?&]limit=1000\b/.test(u)
        : /[?&]limit=1000\b|\/v1\/(instances|disks|vpcs|projects)\/inst-\d+(\?|$)/.test(u))
    page.on('request', (r) => {
      if (!background(r.url())) return
      inFlight.most = Math.max(inFlight.most, ++inFlight.now)
    })
    // Ended at its answer (Playwright reports a body's end late, after later requests began).
    page.on('response', (r) => {
      if (background(r.url())) inFlight.now--
    })
    page.on('requestfailed', (r) => {
      if (background(r.url())) inFlight.now--
    })

    await page.goto('/projects/demo/instances')
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible()
    await page.waitForLoadState('networkidle')
    Object.assign(inFlight, { counting: true, now: 0 })
    await page.keyboard.press('Control+k')
    await page.keyboard.type('#inst-07777')
    const dialog = page.getByRole('dialog', { name: 'Command palette' })
    await expect(dialog.getByRole('option', { name: /inst-07777/ }).first()).toBeVisible()
    // `#` reads what the index lacks until it holds every project's resources.
    await expect(dialog.getByTestId('index-status')).toHaveText(/^index: \d+ projects · /, {
      timeout: 30_000,
    })
    await expect.poll(() => inFlight.now).toBe(0)
    // The index and the lookups together never had more than 4 reads in flight.
    expect(inFlight.most).toBeLessThanOrEqual(4)
    expect(inFlight.most).toBeGreaterThan(1)

    Object.assign(inFlight, { counting: false, most: 0 })
    await page.goto('/projects/bulk/instances')
    await expect(page.getByRole('row', { name: /inst-00000/ })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // From here the filter's reads only (the index's background refresh reads a list at times).
    Object.assign(inFlight, { counting: true, now: 0, filterOnly: true })
    await page.getByRole('searchbox', { name: 'Filter instances' }).click()
    await page.keyboard.type('inst-09998')
    await expect(page.getByRole('row', { name: /inst-09998/ })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'searched' })).toHaveText(
      'searched 10,000 of 10,000 rows · 1 match',
    )
    // The filter reads the list from both ends, a page at a time at each (tokens chain).
    expect(inFlight.most).toBe(2)

    const { violations } = (await (await api.get('/__mock/conformance')).json()) as {
      violations: string[]
    }
    expect(violations).toEqual([])
    await context.close()
    await api.dispose()
  } finally {
    child.kill('SIGTERM')
  }
})
