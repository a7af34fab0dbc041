import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseOptions } from './options'
import { unreachable } from './rack-proxy'
import { startConsoleServer, type ConsoleServer } from './serve'

const HASHES = ["'sha256-AAAA'", "'sha256-BBBB'"]
const CODE = `export const x = ${JSON.stringify('x'.repeat(4000))}\n`

/** A production build in little: a page, an asset and its compressed copies. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'serve-build-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>')
  writeFileSync(join(dist, 'csp.json'), JSON.stringify({ scriptHashes: HASHES }))
  writeFileSync(join(dist, 'assets/index-abc123.js'), CODE)
  writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(CODE))
  writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipSync(CODE))
  return dist
}

/** A rack in little: answers /v1/ping, a sign-in POST with a redirect and a cookie, and hangs
 * on /v1/slow. */
function fakeRack(): Promise<Server> {
  const rack = createServer((req, res) => {
    if (req.url === '/v1/slow') return
    if (req.url?.startsWith('/login/')) {
      res.writeHead(303, {
        location: `http://${req.headers.host}/projects`,
        'set-cookie': 'session=abc; Domain=rack.internal; Path=/; HttpOnly',
      })
      return void res.end()
    }
    res.writeHead(200, { 'content-type': 'application/json', 'x-seen-host': req.headers.host })
    res.end(JSON.stringify({ status: 'ok', method: req.method, url: req.url }))
  })
  return new Promise((ok) => rack.listen(0, '127.0.0.1', () => ok(rack)))
}

const port = (s: Server) => (s.address() as AddressInfo).port

describe('npm run serve', () => {
  let rack: Server
  let app: ConsoleServer
  let down: ConsoleServer

  beforeAll(async () => {
    rack = await fakeRack()
    const dist = fakeBuild()
    const build = { scriptHashes: HASHES }
    const options = (api: string) => ({
      ...parseOptions(['--api', api, '--port', '0', '--dist', dist, '--quiet']),
      rackTimeoutMs: 500,
    })
    app = await startConsoleServer(options(`http://127.0.0.1:${port(rack)}`), build)
    // A rack nothing listens for: a port just freed.
    const closed = await fakeRack()
    const closedPort = port(closed)
    await new Promise((ok) => closed.close(ok))
    down = await startConsoleServer(options(`http://127.0.0.1:${closedPort}`), build)
  })

  afterAll(async () => {
    await app.close()
    await down.close()
    await new Promise((ok) => rack.close(ok))
  })

  const safe = (res: Response) => {
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self' ${HASHES.join(' ')};`)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"])
      expect(csp).toContain(d)
    const host = new URL(res.url).host
    expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host}`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
  }

  it('answers every route of the console with its page, never cached', async () => {
    for (const path of ['/', '/projects', '/projects/demo/instances/web-1/metrics/cpu', '/login']) {
      const res = await fetch(`${app.url}${path}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain('<title>console</title>')
      safe(res)
    }
  })

  it('sends a hashed asset compressed as the browser asks, cached for a year', async () => {
    const url = `${app.url}/assets/index-abc123.js`
    for (const [asked, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(url, { headers: { 'accept-encoding': asked } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(sent)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('vary')).toBe('Accept-Encoding')
      expect(await res.text()).toBe(CODE)
      safe(res)
    }
  })

  it('answers a missing asset, or any missing file, with a 404, never the page', async () => {
    for (const path of [
      '/assets/index-gone.js',
      '/assets/x.css',
      '/favicon.ico',
      '/.vite/manifest.json',
    ]) {
      const res = await fetch(`${app.url}${path}`)
      expect(res.status, path).toBe(404)
      expect(await res.text()).not.toContain('<title>')
      safe(res)
    }
  })

  it("passes the rack's calls through under its own name, with the same headers", async () => {
    const res = await fetch(`${app.url}/v1/ping?x=1`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', method: 'GET', url: '/v1/ping?x=1' })
    expect(res.headers.get('x-seen-host')).toBe(`127.0.0.1:${port(rack)}`)
    safe(res)
    // /login and /device: their POSTs are the rack's, their pages the console's.
    const post = await fetch(`${app.url}/device/auth`, { method: 'POST', body: 'x' })
    expect(await post.json()).toMatchObject({ method: 'POST', url: '/device/auth' })
    expect((await fetch(`${app.url}/device/verify`)).headers.get('content-type')).toMatch(/html/)
    // Other methods on the console's paths are refused.
    expect((await fetch(`${app.url}/projects`, { method: 'POST' })).status).toBe(405)
  })

  it("rewrites the rack's redirects to itself and its cookies to this server", async () => {
    const res = await fetch(`${app.url}/login/silo/saml/idp`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/projects')
    expect(res.headers.get('set-cookie')).toBe('session=abc; Path=/; HttpOnly')
  })

  it('answers 502 in JSON, saying where, when the rack cannot be reached', async () => {
    const res = await fetch(`${down.url}/v1/projects`)
    expect(res.status).toBe(502)
    expect(res.headers.get('content-type')).toBe('application/json')
    const body = (await res.json()) as Record<string, string>
    expect(body.error_code).toBe('PlatformUnreachable')
    expect(body.message).toMatch(
      /^the platform at http:\/\/127\.0\.0\.1:\d+ cannot be reached \(ECONNREFUSED\)$/,
    )
    expect(res.headers.get('x-request-id')).toBe(body.request_id)
    safe(res)
    // The console itself is still served.
    expect((await fetch(`${down.url}/projects`)).status).toBe(200)
  })

  it("says what to do when the rack's certificate is refused", () => {
    const err = Object.assign(new Error('self-signed certificate'), {
      code: 'DEPTH_ZERO_SELF_SIGNED_CERT',
    })
    expect(unreachable(new URL('https://rack.example'), err, false)).toMatchObject({
      status: 502,
      body: {
        message:
          'the platform at https://rack.example cannot be reached (DEPTH_ZERO_SELF_SIGNED_CERT: ' +
          'its certificate was refused; --insecure accepts a self-signed one)',
      },
    })
  })

  it('answers 504 in JSON when the rack does not answer in time', async () => {
    const res = await fetch(`${app.url}/v1/slow`)
    expect(res.status).toBe(504)
    const body = (await res.json()) as Record<string, string>
    expect(body.error_code).toBe('PlatformTimeout')
    expect(body.message).toContain('cannot be reached (no answer in 0.5 s)')
  })
})
