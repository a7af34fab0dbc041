// Shared Playwright helpers: page-error capture and seed lookups through the in-page mock.
import { test as base, expect, type Page } from '@playwright/test'

export { expect }

/** Fails the test on any uncaught page error or console error (a missing favicon included). */
export const test = base.extend<{ errors: string[] }>({
  errors: async ({ page }, provide) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
    page.on('console', (m) => {
      // API errors are logged on purpose (spec section 8); anything else is a bug.
      if (m.type() === 'error' && !m.text().startsWith('API error'))
        errors.push(`console: ${m.text()}`)
    })
    await provide(errors)
  },
})

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
    image: image.name,
    siloImage: siloImage.name,
    sshKey: sshKey.name,
    silo: silo.name,
    provider: provider.name,
    sledId: sled.id,
    pool: pool.name,
    antiAffinityGroup: group.name,
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
