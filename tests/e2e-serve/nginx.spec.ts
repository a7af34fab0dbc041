// The same checks as serve.spec.ts and rack-down.spec.ts, through Debian's nginx running the
// shipped deploy/nginx/oxide-console.conf (nginx.ts: only its EDIT lines changed) in front of
// the mock platform. CI installs nginx (.ci/run); elsewhere, without it, these tests skip.
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, startRack, test, type Proc } from './fixtures'
import {
  expectSafeHeaders,
  rackDownAndUp,
  serialConsoleAndCharts,
  signInAndVisitPages,
} from './flows'
import { nginxInstalled, NGINX, startNginx } from './nginx'
import { SERVE_PORTS } from './ports'

test.skip(
  !nginxInstalled() && !process.env.CI,
  `nginx is not installed (${NGINX}; apt-get install nginx): CI installs it and runs these`,
)

// One worker for the file: each nginx listens on a port of its own, started once.
test.describe.configure({ mode: 'default' })

const origin = `http://127.0.0.1:${SERVE_PORTS.nginx}`
const entry = readdirSync('dist-prod/assets').find((f) => /^index-.*\.js$/.test(f))
let nginx: Proc | undefined

test.describe('nginx in front of the rack', () => {
  test.beforeAll(async () => {
    nginx = await startNginx(SERVE_PORTS.nginx, SERVE_PORTS.rack)
  })
  test.afterAll(async () => {
    await nginx?.stop()
  })

  test('headers on a deep link, an asset, a missing asset and an API answer', async ({
    request,
  }) => {
    const page = await request.get(`${origin}/projects/demo/instances/web-1/storage`)
    expect(page.status()).toBe(200)
    expect(page.headers()['content-type']).toMatch(/^text\/html/)
    expect(page.headers()['cache-control']).toBe('no-cache')
    expectSafeHeaders(page.headers(), origin)

    // Debian's nginx has no brotli module: the build's gzip copy, as it is.
    const asset = await request.get(`${origin}/assets/${entry}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(asset.status()).toBe(200)
    expect(asset.headers()['content-encoding']).toBe('gzip')
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers()['content-type']).toMatch(/javascript/)
    expectSafeHeaders(asset.headers(), origin)

    const missing = await request.get(`${origin}/assets/index-gone.js`)
    expect(missing.status()).toBe(404)
    expect((await request.get(`${origin}/robots.txt`)).status()).toBe(404)
    expect((await request.get(`${origin}/.vite/manifest.json`)).status()).toBe(404)

    const api = await request.get(`${origin}/v1/me`)
    expect(api.status()).toBe(401)
    expect(await api.json()).toMatchObject({ error_code: 'Unauthorized' })
    expectSafeHeaders(api.headers(), origin)
  })

  test('signs in with the form and works on eight pages with no CSP violation', async ({
    page,
    problems,
  }) => {
    await signInAndVisitPages(page, origin)
    expect(problems).toEqual([])
  })

  test('the serial console echoes through the WebSocket upgrade; the charts draw', async ({
    page,
    problems,
  }) => {
    await serialConsoleAndCharts(page, origin)
    expect(problems).toEqual([])
  })
})

test.describe('nginx when the rack goes away', () => {
  const rack = { current: undefined as unknown as Proc }
  const state = join(mkdtempSync(join(tmpdir(), 'nginx-rack-')), 'state.json')
  let down: Proc | undefined
  test.beforeAll(async () => {
    rack.current = await startRack(SERVE_PORTS.nginxDownRack, state)
    down = await startNginx(SERVE_PORTS.downNginx, SERVE_PORTS.nginxDownRack)
  })
  test.afterAll(async () => {
    await down?.stop()
    await rack.current?.stop()
  })

  test('502 JSON and the page says so; the rack back, the page works', async ({
    page,
    problems,
  }) => {
    await rackDownAndUp(
      page,
      `http://127.0.0.1:${SERVE_PORTS.downNginx}`,
      `http://127.0.0.1:${SERVE_PORTS.nginxDownRack}`,
      rack,
      () => startRack(SERVE_PORTS.nginxDownRack, state),
    )
    expect(problems).toEqual([])
  })
})
