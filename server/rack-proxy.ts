// The rack behind `npm run serve`: its API (`/v1`, `/experimental`), the serial console's
// WebSocket, and the API calls under `/login` and `/device` (their POSTs; those paths' pages are
// the console's), through http-proxy-3 (the proxy Vite's own dev server uses: HTTP and WebSocket
// upgrades, redirects' Location and cookies' Domain rewritten to this server's origin).
// When the rack cannot be reached the console gets JSON it can show, never a hung request.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { randomUUID } from 'node:crypto'
import { createProxyServer } from 'http-proxy-3'

/** Paths whose every method is the rack's. */
const API = /^\/(v1|experimental)(\/|$)/
/** Pages of the console whose other methods are the rack's (sign-in, the device flow). */
const API_POSTS = /^\/(login|device)(\/|$)/

/** Whether a request is the rack's to answer. */
export function isRackRequest(method: string, pathname: string): boolean {
  if (API.test(pathname)) return true
  return method !== 'GET' && method !== 'HEAD' && API_POSTS.test(pathname)
}

/** How long the rack has to answer a call's headers before the console gets a 504. */
export const RACK_TIMEOUT_MS = 60_000

/** Codes of a rack that did not answer in time, rather than one that could not be reached. */
const TIMEOUTS = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT'])

/**
 * The answer when the rack cannot be reached: 502 (refused, reset, no such host, a certificate
 * refused) or 504 (no answer in time), as JSON in the platform's error shape, the message saying
 * where the rack is and why, for the console to show.
 */
export function unreachable(
  api: URL,
  err: NodeJS.ErrnoException,
  timedOut: boolean,
  timeoutMs = RACK_TIMEOUT_MS,
): { status: number; body: { request_id: string; error_code: string; message: string } } {
  const timeout = timedOut || TIMEOUTS.has(err.code ?? '')
  const code = err.code ?? err.message
  // A certificate refused: say what would accept it.
  const certificate = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)
    ? `${code}: its certificate was refused; --insecure accepts a self-signed one`
    : code
  const why = timeout ? `no answer in ${timeoutMs / 1000} s` : certificate
  return {
    status: timeout ? 504 : 502,
    body: {
      request_id: randomUUID(),
      error_code: timeout ? 'PlatformTimeout' : 'PlatformUnreachable',
      message: `the platform at ${api.origin} cannot be reached (${why})`,
    },
  }
}

/**
 * A redirect to the rack's own origin, as a path on this server's (the browser resolves it
 * against the page's URL, whatever name and scheme this server is reached by). http-proxy's
 * autoRewrite would not do: it leaves a 303 alone, and Nexus's sign-in answers with a 303.
 */
export function localRedirect(api: URL, location: string): string {
  let url: URL
  try {
    url = new URL(location, api)
  } catch {
    return location
  }
  return url.origin === api.origin ? `${url.pathname}${url.search}${url.hash}` : location
}

export type RackProxy = {
  web(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): void
  ws(req: IncomingMessage, socket: Duplex, head: Buffer): void
  close(): void
}

export function rackProxy(
  api: URL,
  opts: { insecure: boolean; log: (line: string) => void; timeoutMs?: number },
): RackProxy {
  const timeoutMs = opts.timeoutMs ?? RACK_TIMEOUT_MS
  const proxy = createProxyServer({
    target: api.origin,
    // The rack sees its own name (it picks the silo by it, and checks it on WebSockets).
    changeOrigin: true,
    secure: !opts.insecure,
    proxyTimeout: timeoutMs,
    // The rack's cookies belong to this server's name, not the rack's (redirects: below).
    cookieDomainRewrite: { '*': '' },
    xfwd: true,
  })
  const extra = new WeakMap<IncomingMessage, { headers: Record<string, string>; at: number }>()

  // Our headers over the rack's, on every answer passed through; a redirect to the rack itself
  // (a sign-in's 303 to the console) goes to the same path here.
  proxy.on('proxyRes', (proxyRes, req) => {
    const mine = extra.get(req)
    if (mine)
      for (const [name, value] of Object.entries(mine.headers)) proxyRes.headers[name] = value
    const location = proxyRes.headers.location
    if (location) proxyRes.headers.location = localRedirect(api, location)
  })

  proxy.on('error', (err, req, res) => {
    const e = err as NodeJS.ErrnoException
    opts.log(`rack: ${req.method} ${req.url}: ${e.code ?? ''} ${e.message}`)
    if (!('writeHead' in res)) {
      // A WebSocket upgrade: the socket is all there is to answer on.
      res.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n')
      return
    }
    const response = res as ServerResponse
    if (response.headersSent) return void response.end()
    const mine = extra.get(req)
    const timedOut = mine !== undefined && Date.now() - mine.at >= timeoutMs - 50
    const { status, body } = unreachable(api, e, timedOut, timeoutMs)
    response.writeHead(status, {
      ...mine?.headers,
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-request-id': body.request_id,
    })
    response.end(JSON.stringify(body))
  })

  return {
    web(req, res, headers) {
      extra.set(req, { headers, at: Date.now() })
      void proxy.web(req, res)
    },
    ws(req, socket, head) {
      void proxy.ws(req, socket, head)
    },
    close: () => proxy.close(),
  }
}
