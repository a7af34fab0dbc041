// A second client with a session of its own, signed in as the `oxide` CLI does: the device flow
// (a code confirmed by a signed-in user of the console), then every call with the bearer token
// and the CLI's user agent. What it changes is someone else's change for the page under test.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { request } from '@playwright/test'

export type Cli = {
  /** one call; throws unless it succeeded; answers the body (null for 204) */
  call: <T = unknown>(method: string, path: string, data?: unknown) => Promise<T>
  dispose: () => Promise<void>
}

async function signIn(baseURL: string, user: string): Promise<APIRequestContext> {
  const web = await request.newContext({ baseURL })
  const r = await web.post('/v1/login/corp/local', { data: { username: user, password: 'oxide' } })
  if (r.status() !== 204) throw new Error(`sign-in as ${user} answered ${r.status()}`)
  return web
}

export async function cliSession(baseURL: string, user = 'ops-admin'): Promise<Cli> {
  const web = await signIn(baseURL, user)
  const clientId = crypto.randomUUID()
  const auth = await web.post('/device/auth', { form: { client_id: clientId } })
  const { device_code, user_code } = (await auth.json()) as {
    device_code: string
    user_code: string
  }
  const confirm = await web.post('/device/confirm', { data: { user_code } })
  if (confirm.status() !== 204) throw new Error(`device confirm answered ${confirm.status()}`)
  const token = await web.post('/device/token', {
    form: {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code,
      client_id: clientId,
    },
  })
  const { access_token } = (await token.json()) as { access_token: string }
  await web.dispose()
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${access_token}`, 'User-Agent': 'oxide-cli/0.17.0' },
  })
  return {
    async call<T>(method: string, path: string, data?: unknown) {
      const r = await api.fetch(path, { method, data })
      if (r.status() >= 300) throw new Error(`${method} ${path}: ${r.status()} ${await r.text()}`)
      return (r.status() === 204 ? null : await r.json()) as T
    },
    dispose: () => api.dispose(),
  }
}

/** The browser context signed in as `user` (the session cookie of a sign-in by API). */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  user = 'ops-admin',
): Promise<BrowserContext> {
  const web = await signIn(baseURL, user)
  const storageState = await web.storageState()
  await web.dispose()
  return browser.newContext({ baseURL, storageState, viewport: { width: 1440, height: 900 } })
}

/** Waits until `instance` is in `state`, as the platform says. */
export async function runState(cli: Cli, project: string, instance: string, state: string) {
  for (let i = 0; i < 100; i++) {
    const v = await cli.call<{ run_state: string }>(
      'GET',
      `/v1/instances/${instance}?project=${project}`,
    )
    if (v.run_state === state) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${instance} never became ${state}`)
}

/** A blank disk's body. */
export const blankDisk = (name: string) => ({
  name,
  description: '',
  size: 1024 ** 3,
  disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
})

/** The page's table row that names `name`. */
export const row = (page: Page, name: string) =>
  page.locator('main table tbody tr', { hasText: name })
