// `npm run serve` in front of a rack (the mock platform, API only): the production headers on a
// page and an asset, the assets compressed and cached, and the whole console working under its
// Content-Security-Policy: sign-in through the form, eight pages, the serial console's
// WebSocket through the proxy, the charts of the metrics tab.
import { readdirSync } from 'node:fs'
import { expect, signIn, test, type Page } from './fixtures'

/** The entry chunk of the build being served. */
const entry = readdirSync('dist-prod/assets').find((f) => /^index-.*\.js$/.test(f))

/** Headers every answer carries, whatever it is. */
export function expectSafeHeaders(headers: Record<string, string>, origin: string) {
  const csp = headers['content-security-policy'] ?? ''
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values] as const
    }),
  )
  const script = directives.get('script-src') ?? []
  expect(script).toContain("'self'")
  expect(script).not.toContain("'unsafe-inline'")
  expect(script).not.toContain("'unsafe-eval'")
  expect(script.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(0)
  // Styles may be inline (server/headers.ts says why); scripts never.
  expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
  expect(directives.get('frame-ancestors')).toEqual(["'none'"])
  expect(directives.get('object-src')).toEqual(["'none'"])
  expect(directives.get('base-uri')).toEqual(["'none'"])
  const host = new URL(origin).host
  expect(directives.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`])
  expect(directives.get('font-src')).toContain("'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('no-referrer')
}

test('headers on a deep link, an asset, a missing asset and an API answer', async ({
  request,
  baseURL,
}) => {
  const page = await request.get('/projects/demo/instances/web-1/storage', {
    headers: { 'accept-encoding': 'br, gzip' },
  })
  expect(page.status()).toBe(200)
  expect(page.headers()['content-type']).toMatch(/^text\/html/)
  expect(page.headers()['cache-control']).toBe('no-cache')
  expectSafeHeaders(page.headers(), baseURL as string)

  const asset = await request.get(`/assets/${entry}`, {
    headers: { 'accept-encoding': 'br, gzip' },
  })
  expect(asset.status()).toBe(200)
  expect(asset.headers()['content-encoding']).toBe('br')
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-type']).toMatch(/^text\/javascript/)
  expect(asset.headers()['vary']).toBe('Accept-Encoding')
  expectSafeHeaders(asset.headers(), baseURL as string)
  const gzipped = await request.get(`/assets/${entry}`, { headers: { 'accept-encoding': 'gzip' } })
  expect(gzipped.headers()['content-encoding']).toBe('gzip')
  // Playwright decodes the body: the same code either way.
  expect(await gzipped.text()).toBe(await asset.text())

  const missing = await request.get('/assets/index-gone.js')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['content-type']).not.toMatch(/html/)
  expect((await request.get('/robots.txt')).status()).toBe(404)

  const api = await request.get('/v1/me')
  expect(api.status()).toBe(401)
  expect(await api.json()).toMatchObject({ error_code: 'Unauthorized' })
  expectSafeHeaders(api.headers(), baseURL as string)
})

/** Pages of the console and what each shows once it works. */
const ROUTES: [string, (page: Page) => Promise<void>][] = [
  ['/projects', (p) => expect(rowLink(p, 'demo')).toBeVisible()],
  ['/projects/demo/instances', (p) => expect(rowLink(p, 'web-1')).toBeVisible()],
  ['/projects/demo/disks', (p) => expect(p.getByRole('row').nth(1)).toBeVisible()],
  ['/projects/demo/vpcs', (p) => expect(rowLink(p, 'default')).toBeVisible()],
  ['/system/silos', (p) => expect(p.getByRole('row').nth(1)).toBeVisible()],
  ['/system/inventory/sleds', (p) => expect(p.getByRole('row').nth(1)).toBeVisible()],
  ['/system/audit-log', (p) => expect(p.getByRole('row').nth(1)).toBeVisible()],
  ['/settings/profile', (p) => expect(p.getByText('ops-admin').first()).toBeVisible()],
]

const rowLink = (page: Page, name: string) =>
  page.getByRole('row').getByRole('link', { name, exact: true })

test('signs in with the form and works on eight pages with no CSP violation', async ({
  page,
  problems,
}) => {
  await page.goto('/projects')
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await signIn(page)
  await expect(page).toHaveURL('/projects')
  for (const [path, works] of ROUTES) {
    await page.goto(path)
    await works(page)
    await expect(page.getByRole('heading', { name: 'error', exact: true })).toHaveCount(0)
  }
  // The font the build bundles, not a fallback: its faces loaded under font-src.
  expect(await page.evaluate(() => document.fonts.check('16px "JetBrains Mono"'))).toBe(true)
  expect(problems).toEqual([])
})

test('the serial console echoes through the proxied WebSocket; the charts draw', async ({
  page,
  problems,
}) => {
  await page.goto('/projects/demo/instances/queue-1/serial-console')
  await signIn(page)
  const terminal = page.locator('.xterm-rows')
  await expect(terminal).toContainText('Connected to queue-1 serial console', { timeout: 10_000 })
  await page.locator('.xterm-helper-textarea').focus()
  await page.keyboard.type('echo through-serve')
  await page.keyboard.press('Enter')
  await expect(terminal).toContainText('echo through-servethrough-serveubuntu@queue-1:~$')

  await page.goto('/projects/demo/instances/web-1/metrics/cpu')
  const charts = page.locator('.uplot canvas')
  await expect(charts.first()).toBeVisible()
  expect(await charts.count()).toBeGreaterThan(0)
  expect(problems).toEqual([])
})
