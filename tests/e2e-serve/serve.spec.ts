// `npm run serve` in front of a rack (the mock platform, API only): the production headers on a
// page and an asset, the assets compressed and cached, and the whole console working under its
// Content-Security-Policy: sign-in through the form, eight pages, the serial console's
// WebSocket through the proxy, the charts of the metrics tab.
import { readdirSync } from 'node:fs'
import { expect, test } from './fixtures'
import { expectSafeHeaders, serialConsoleAndCharts, signInAndVisitPages } from './flows'

/** The entry chunk of the build being served. */
const entry = readdirSync('dist-prod/assets').find((f) => /^index-.*\.js$/.test(f))

test('headers on a deep link, an asset, a missing asset and an API answer', async ({
  request,
  baseURL,
}) => {
  const origin = baseURL as string
  const page = await request.get('/projects/demo/instances/web-1/storage', {
    headers: { 'accept-encoding': 'br, gzip' },
  })
  expect(page.status()).toBe(200)
  expect(page.headers()['content-type']).toMatch(/^text\/html/)
  expect(page.headers()['cache-control']).toBe('no-cache')
  expectSafeHeaders(page.headers(), origin)

  const asset = await request.get(`/assets/${entry}`, {
    headers: { 'accept-encoding': 'br, gzip' },
  })
  expect(asset.status()).toBe(200)
  expect(asset.headers()['content-encoding']).toBe('br')
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-type']).toMatch(/^text\/javascript/)
  expect(asset.headers()['vary']).toBe('Accept-Encoding')
  expectSafeHeaders(asset.headers(), origin)
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
  expectSafeHeaders(api.headers(), origin)
})

test('signs in with the form and works on eight pages with no CSP violation', async ({
  page,
  problems,
  baseURL,
}) => {
  await signInAndVisitPages(page, baseURL as string)
  expect(problems).toEqual([])
})

test('the serial console echoes through the proxied WebSocket; the charts draw', async ({
  page,
  problems,
  baseURL,
}) => {
  await serialConsoleAndCharts(page, baseURL as string)
  expect(problems).toEqual([])
})
