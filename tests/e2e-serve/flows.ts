// What the serve project checks through `npm run serve` and through nginx alike: the headers of
// every answer, the console at work under its policy, the rack going away and coming back.
import { expect, signIn, type Page, type Proc } from './fixtures'

/** Headers every answer carries, whatever it is; `origin` is where the browser reached it. */
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

const rowLink = (page: Page, name: string) =>
  page.getByRole('row').getByRole('link', { name, exact: true })

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

/** Signs in with the form, then opens eight pages, each to its content (not an error page). */
export async function signInAndVisitPages(page: Page, origin: string) {
  await page.goto(`${origin}/projects`)
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await signIn(page)
  await expect(page).toHaveURL(`${origin}/projects`)
  for (const [path, works] of ROUTES) {
    await page.goto(`${origin}${path}`)
    await works(page)
    await expect(page.getByRole('heading', { name: 'error', exact: true })).toHaveCount(0)
  }
  // The font the build bundles, not a fallback: its Latin face loaded under font-src.
  const faces = await page.evaluate(async () =>
    (await document.fonts.load('16px "JetBrains Mono"', 'A')).map((f) => f.status),
  )
  expect(faces.length).toBeGreaterThan(0)
  expect(faces.every((s) => s === 'loaded')).toBe(true)
}

/** The serial console's echo through the proxied WebSocket, then the metrics tab's charts. */
export async function serialConsoleAndCharts(page: Page, origin: string) {
  await page.goto(`${origin}/projects/demo/instances/queue-1/serial-console`)
  await signIn(page)
  const terminal = page.locator('.xterm-rows')
  await expect(terminal).toContainText('Connected to queue-1 serial console', { timeout: 10_000 })
  await page.locator('.xterm-helper-textarea').focus()
  await page.keyboard.type('echo through-the-proxy')
  await page.keyboard.press('Enter')
  await expect(terminal).toContainText('echo through-the-proxythrough-the-proxyubuntu@queue-1:~$')

  await page.goto(`${origin}/projects/demo/instances/web-1/metrics/cpu`)
  const charts = page.locator('.uplot canvas')
  await expect(charts.first()).toBeVisible()
  expect(await charts.count()).toBeGreaterThan(0)
}

/**
 * Signed in at `origin`, the rack on `rackPort` stops: /v1 answers 502/503/504 in JSON saying
 * where the rack is, and the page says the platform cannot be reached. `restart` brings the rack
 * back (with its sessions): the page's Try again brings the rows, with no restart of the proxy.
 */
export async function rackDownAndUp(
  page: Page,
  origin: string,
  rackUrl: string,
  rack: { current: Proc },
  restart: () => Promise<Proc>,
) {
  await page.goto(`${origin}/projects`)
  await signIn(page)
  await expect(rowLink(page, 'demo')).toBeVisible()

  await rack.current.stop()
  const down = await page.request.get(`${origin}/v1/projects`)
  expect([502, 503, 504]).toContain(down.status())
  expect(down.headers()['content-type']).toBe('application/json')
  const body = (await down.json()) as { message: string; error_code: string }
  expect(body.message).toContain(`the platform at ${rackUrl} cannot be reached`)
  expectSafeHeaders(down.headers(), origin)

  await page.goto(`${origin}/projects/demo/instances`)
  await expect(page.getByRole('heading', { name: 'unreachable' })).toBeVisible()
  await expect(page.getByText('The platform cannot be reached').first()).toBeVisible()
  // Where: the rack's address, from the proxy's answer.
  await expect(page.getByText(`The platform at ${rackUrl} cannot be reached`)).toBeVisible()

  rack.current = await restart()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(rowLink(page, 'web-1')).toBeVisible()
}
