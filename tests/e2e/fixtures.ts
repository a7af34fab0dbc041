// Shared Playwright helpers: page-error capture and seed lookups through the in-page mock.
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type Request } from '@playwright/test'

export { expect }

/**
 * `errors`: fails the test on any uncaught page error or console error (a missing favicon
 * included). `mockLatency`: the in-page platform's latency (localStorage `oxide-mock-latency`).
 * Tests run at 20-60 ms a request, which keeps the suite inside its time budget; the files about
 * keys typed while things load (lost-keys, keyboard, palette, command line) set `null`, the
 * console's own 200-400 ms.
 */
export const test = base.extend<{ errors: string[]; mockLatency: string | null }>({
  mockLatency: ['20-60', { option: true }],
  page: async ({ page, mockLatency }, provide) => {
    if (mockLatency !== null)
      await page.addInitScript((ms) => localStorage.setItem('oxide-mock-latency', ms), mockLatency)
    const traffic = { inflight: 0, last: Date.now() }
    const api = (r: Request) => new URL(r.url()).pathname.startsWith('/v1/')
    page.on('request', (r) => {
      if (!api(r)) return
      traffic.inflight++
      traffic.last = Date.now()
    })
    const done = (r: Request) => {
      if (!api(r)) return
      traffic.inflight = Math.max(0, traffic.inflight - 1)
      traffic.last = Date.now()
    }
    page.on('requestfinished', done)
    page.on('requestfailed', done)
    apiTraffic.set(page, traffic)
    await provide(page)
  },
  errors: async ({ page }, provide) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
    page.on('console', (m) => {
      // API errors are logged on purpose (spec section 8); anything else is a bug. The browser's
      // own line for an API call that answered an error ("Failed to load resource") is the same
      // event: the palette's exact-name lookups expect 404s from every project but one.
      const api = new URL(m.location().url || 'about:blank').pathname.startsWith('/v1/')
      if (m.type() === 'error' && !m.text().startsWith('API error') && !api)
        errors.push(`console: ${m.text()}`)
    })
    await provide(errors)
  },
})

const apiTraffic = new WeakMap<Page, { inflight: number; last: number }>()

/**
 * Waits until the page's API calls have settled: none in flight for `quietMs`, and nothing on
 * screen marked busy. (Playwright's `networkidle` waits 500 ms of silence on every request,
 * fonts and polling included, which cost the suite minutes.)
 */
export async function settled(page: Page, quietMs = 150) {
  const traffic = apiTraffic.get(page)
  if (!traffic) throw new Error('settled() needs the page fixture from ./fixtures')
  await expect
    .poll(() => traffic.inflight === 0 && Date.now() - traffic.last >= quietMs, {
      timeout: 10_000,
      intervals: [50],
    })
    .toBe(true)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 })
}

/** Waits until the app has booted: a page rendered and the in-browser mock answers. */
export async function booted(page: Page) {
  await page.locator('main, [role="main"]').first().waitFor()
  await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' })
}

/** Opens the palette and returns its input. */
export async function openPalette(page: Page) {
  await page.keyboard.press('Control+k')
  const input = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox')
  await expect(input).toBeFocused()
  return input
}

/** GET through the page, so the in-browser mock answers. */
export async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const r = await fetch(u)
    if (!r.ok) throw new Error(`${u}: ${r.status}`)
    return r.json()
  }, url)
}

type Named = { id: string; name: string }
type Page_<T> = { items: T[] }

/** Real parameter values for every route pattern, looked up from the seeded mock. */
export async function seedParams(page: Page): Promise<Record<string, string>> {
  await page.goto('/projects')
  await booted(page)
  const first = async <T = Named>(url: string) => {
    const r = await apiGet<Page_<T>>(page, url)
    if (!r.items[0]) throw new Error(`no items at ${url}`)
    return r.items[0]
  }
  const project = 'demo'
  const q = `project=${project}`
  const instance = await first(`/v1/instances?${q}`)
  const vpc = await first(`/v1/vpcs?${q}`)
  const v = `${q}&vpc=${vpc.name}`
  const rule = (await apiGet<{ rules: Named[] }>(page, `/v1/vpc-firewall-rules?${v}`)).rules[0]
  const subnet = await first(`/v1/vpc-subnets?${v}`)
  const router = await first(`/v1/vpc-routers?${v}`)
  const route = await first(`/v1/vpc-router-routes?${v}&router=${router.name}`)
  const gateway = await first(`/v1/internet-gateways?${v}`)
  const floatingIp = await first(`/v1/floating-ips?${q}`)
  const snapshot = await first(`/v1/snapshots?${q}`)
  const disk = await first(`/v1/disks?${q}`)
  const image = await first(`/v1/images?${q}`)
  const siloImage = await first(`/v1/images`)
  const sshKey = await first(`/v1/me/ssh-keys`)
  // A silo with a SAML identity provider, for the provider route.
  let silo: Named | undefined
  let provider: Named | undefined
  for (const s of (await apiGet<Page_<Named>>(page, '/v1/system/silos')).items) {
    const idps = await apiGet<Page_<Named & { provider_type: string }>>(
      page,
      `/v1/system/identity-providers?silo=${s.name}`,
    )
    provider = idps.items.find((p) => p.provider_type === 'saml')
    silo = s
    if (provider) break
  }
  if (!silo || !provider) throw new Error('the seed has no silo with a SAML provider')
  const sled = await first(`/v1/system/hardware/sleds`)
  const pool = await first(`/v1/system/ip-pools`)
  const group = await first(`/v1/anti-affinity-groups?${q}`)
  const subnetPool = await first(`/v1/system/subnet-pools`)
  const externalSubnet = await first(`/v1/external-subnets?${q}`)
  const receiver = await first(`/v1/alert-receivers`)
  const bundles = await apiGet<Page_<{ id: string; state: string }>>(
    page,
    '/v1/system/support-bundles',
  )
  const bundle = bundles.items.find((b) => b.state === 'active') ?? bundles.items[0]
  return {
    project,
    instance: instance.name,
    instanceId: instance.id,
    vpc: vpc.name,
    rule: rule?.name ?? 'allow-icmp',
    subnet: subnet.name,
    router: router.name,
    route: route.name,
    gateway: gateway.name,
    floatingIp: floatingIp.name,
    snapshot: snapshot.name,
    disk: disk.name,
    image: image.name,
    siloImage: siloImage.name,
    sshKey: sshKey.name,
    silo: silo.name,
    provider: provider.name,
    sledId: sled.id,
    pool: pool.name,
    antiAffinityGroup: group.name,
    subnetPool: subnetPool.name,
    externalSubnet: externalSubnet.name,
    receiver: receiver.name,
    bundle: bundle?.id ?? 'none',
  }
}

/** Fill a route pattern: silo-level image routes take the silo image, lookups take the id. */
export function fill(pattern: string, params: Record<string, string>) {
  const p = pattern.startsWith('/images/')
    ? { ...params, image: params.siloImage ?? '' }
    : pattern.startsWith('/lookup/')
      ? { ...params, instance: params.instanceId ?? '' }
      : params
  return pattern.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(p[k] ?? k))
}

/**
 * The page's serious and critical accessibility violations (axe), one line each. A table's rows
 * past the fifth are left out: they are the same markup as the first five, and scanning forty of
 * them took axe seconds a page. Axe runs in the page in one call ("legacy mode"): its default
 * runs per frame and then opens a second, blank page to put the results together, half a second
 * a check, for a console that has no frames.
 */
export async function a11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      resultTypes: ['violations'],
      // Off by default in axe (experimental): a voice-control user saying what a control shows
      // must hit it, so its accessible name contains its visible text.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .exclude('tbody tr:nth-child(n+6)')
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join('; ')})`,
    )
}
