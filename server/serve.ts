// `npm run serve`: the production build and the rack behind one origin. The console's files come
// from sirv (precompressed brotli and gzip copies the build wrote, ETags, no file system walk per
// request: the file list is read once at start); the rack's calls go through rack-proxy.ts.
// Every answer carries the headers of headers.ts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sirv from 'sirv'
import type { CspManifest } from '../build/plugins/csp-hashes'
import { securityHeaders } from './headers'
import type { ServeOptions } from './options'
import { isRackRequest, rackProxy } from './rack-proxy'

export type ConsoleServer = {
  server: Server
  /** where it listens, `http://host:port` */
  url: string
  close(): Promise<void>
}

/** Hashed by the build: the same name is the same bytes for ever. */
const ASSETS = /^\/assets\//
/** A path that names a file (`/robots.txt`), not a page of the console. */
const FILE = /\/[^/]*\.[a-z0-9]+$/i

const IMMUTABLE = 'public, max-age=31536000, immutable'

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' })
  res.end('Not Found\n')
}

export async function startConsoleServer(
  options: ServeOptions,
  build: CspManifest,
  log: (line: string) => void = (line) => console.info(line),
): Promise<ConsoleServer> {
  const files = sirv(options.dist, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    // `/projects` is a page, never `projects.html`.
    extensions: [],
    setHeaders: (res, pathname) =>
      res.setHeader('cache-control', ASSETS.test(pathname) ? IMMUTABLE : 'no-cache'),
  })
  const rack = rackProxy(options.api, {
    insecure: options.insecure,
    log,
    timeoutMs: options.rackTimeoutMs,
  })

  function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET'
    const url = new URL(req.url ?? '/', 'http://console')
    const headers = securityHeaders(build.scriptHashes, req.headers.host)
    if (isRackRequest(method, url.pathname)) return rack.web(req, res, headers)
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      return void res.end('Method Not Allowed\n')
    }
    // A file (an asset, or any path with an extension) is itself or a 404, never the page:
    // a missing chunk must fail as a chunk, not load HTML as script.
    if (ASSETS.test(url.pathname) || FILE.test(url.pathname))
      return files(req, res, () => notFound(res))
    // Every other path is a route of the console: its page, never cached (it names the assets).
    req.url = `/index.html${url.search}`
    files(req, res, () => notFound(res))
  }

  const server = createServer((req, res) => {
    const started = performance.now()
    const path = req.url
    res.on('finish', () => {
      if (!options.quiet)
        log(`${req.method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`)
    })
    handle(req, res)
  })

  // The serial console's WebSocket, from this origin only: a page elsewhere cannot open a
  // console with the user's cookie through this server.
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://console')
    const origin = req.headers.origin
    const sameOrigin = !origin || new URL(origin).host === req.headers.host
    if (!url.pathname.startsWith('/v1/') || !sameOrigin) {
      socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n')
      return
    }
    if (!options.quiet) log(`WS ${url.pathname}`)
    rack.ws(req, socket, head)
  })

  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(options.port, options.host, () => ok())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  return {
    server,
    url: `http://${host}:${port}`,
    close: async () => {
      rack.close()
      server.closeAllConnections()
      await new Promise<void>((ok) => server.close(() => ok()))
    },
  }
}
