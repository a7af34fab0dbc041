// The mock platform over real HTTP: the same handler map, database, seed, state machines and
// errors as the in-browser mock (MSW's getResponse runs the very handlers the service worker
// runs), plus what only a server has: the session cookie, a real WebSocket for the serial
// console, the built console served next to the API, and a state file.
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { getResponse } from 'msw'
import { WebSocketServer, type WebSocket } from 'ws'
import { handlers } from '../handlers/all'
import { newId } from '../db/ids'
import { getDb, setDb } from '../db/store'
import { advanceTransitions } from '../db/transitions'
import { answerRequest, buildHandlers, setBodyValidator } from '../msw/router'
import { describeDone, startActivity } from '../activity-run'
import { setSessionStore } from '../msw/session'
import { setChaos, setLatency } from '../msw/settings'
import { serveSerialConsole } from '../serial-stream'
import { matchOperation } from '../validate/match-operation'
import { requestProblems, responseProblems } from '../validate/nexus-spec'
import type { ServerOptions } from './options'
import { SessionTable } from './sessions'
import { loadState, saveState } from './state-file'
import { seedBulk } from '../seed/bulk'
import { seedManyProjects } from '../seed/many-projects'
import { seedAuditBulk } from '../seed/audit'

export type MockPlatformServer = {
  server: Server
  url: string
  /** mismatches with nexus.json seen so far (with --validate) */
  violations: string[]
  close(): Promise<void>
}

const STREAM = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/
/** Paths the platform answers to a GET; every other method is the API's too (/login and /device
 * pages are the console's, their POSTs the platform's). The rest is the console, when served. */
const API = /^\/(v1|experimental)(\/|$)/

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.raw': 'application/octet-stream',
  '.img': 'application/octet-stream',
}

/** The platform's error body, as Dropshot sends it for a path no route knows. */
function platformError(res: ServerResponse, status: number, message: string) {
  const requestId = newId()
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': requestId })
  res.end(JSON.stringify({ request_id: requestId, message }))
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => ok(Buffer.concat(chunks)))
    req.on('error', fail)
  })
}

export async function startMockPlatform(
  options: ServerOptions,
  log: (line: string) => void = (line) => console.log(line),
): Promise<MockPlatformServer> {
  setLatency(options.latency)
  setChaos(options.chaos)
  const sessions = new SessionTable()
  sessions.install()
  const violations: string[] = []
  const keep = (problem: string) => {
    violations.push(problem)
    log(`conformance: ${problem}`)
  }
  setBodyValidator((op, body) => {
    const problems = requestProblems(op, body)
    if (options.validate) for (const p of problems) keep(`${op} request: ${p}`)
    return problems[0] ?? null
  })

  // State: loaded before the first request, saved after every change.
  const statePath = options.state
  if (statePath) {
    const saved = loadState(statePath)
    if (saved) {
      if (saved.filled)
        console.warn(
          `${statePath} predates the tables ${saved.filled.join(', ')}: they start from the seed`,
        )
      setDb(saved.db)
      for (const [token, user] of Object.entries(saved.sessions)) sessions.users.set(token, user)
    }
  }
  // The load-testing project (`--bulk N`), as `?mock-bulk=N` adds it in the browser; a state
  // that already holds it keeps its own.
  if (options.bulk > 0) seedBulk(getDb(), options.bulk)
  // A silo of many projects (`--projects N`), as `?mock-projects=N` in the browser.
  seedManyProjects(getDb(), options.projects)
  // A week of audit history on top of the seed's (`--audit N`); a state holding it keeps its own.
  if (options.audit > 0) seedAuditBulk(getDb(), options.audit)
  const save = () => {
    if (statePath)
      saveState(statePath, { db: getDb(), sessions: Object.fromEntries(sessions.users) })
  }
  let saveTimer: NodeJS.Timeout | null = null
  let settleTimer: NodeJS.Timeout | null = null
  const saveSoon = () => {
    if (!statePath || saveTimer) return
    saveTimer = setTimeout(() => {
      saveTimer = null
      save()
      // A state change still pending (an instance starting) is saved when it happens.
      const db = getDb()
      const next = Math.min(...db.transitions.map((t) => t.at))
      if (Number.isFinite(next) && !settleTimer)
        settleTimer = setTimeout(
          () => {
            settleTimer = null
            advanceTransitions(getDb())
            saveSoon()
          },
          Math.max(0, next - Date.now()) + 20,
        )
    }, 50)
  }
  sessions.onChange = saveSoon
  save()

  const mockHandlers = buildHandlers(handlers)
  // Other users at work (`--activity`), never as a user signed in here: through the same steps as
  // a request, audited as its person, saved with the rest.
  const activity = options.activity
    ? startActivity({
        db: getDb,
        answer: (request, via) => answerRequest(handlers, request, via),
        every: options.activity,
        signedIn: () => [...new Set(sessions.users.values())],
        onDone: (done) => {
          if (!options.quiet) log(`activity: ${describeDone(done)} (${done.status})`)
          saveSoon()
        },
      })
    : null
  const dist = options.dist ? resolve(options.dist) : null

  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET'
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
    }
    const request = new Request(url, { method, headers, body: body as BodyInit | undefined })
    const op = matchOperation(method, url.href)
    const { result: response, setCookie } = await sessions.run(
      { cookie: req.headers.cookie, authorization: req.headers.authorization },
      () => getResponse(mockHandlers, request),
      // The audit log's source IP, without the IPv6 form of an IPv4 peer (`::ffff:127.0.0.1`).
      req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? null,
    )
    if (!response || !op) {
      // A path or method the API does not have: the platform's 404, never the console's HTML.
      return platformError(res, 404, 'Not Found')
    }
    const out = Buffer.from(await response.arrayBuffer())
    if (options.validate) {
      const json = (response.headers.get('content-type') ?? '').includes('json')
      let parsed: unknown = undefined
      if (json && out.length > 0) {
        try {
          parsed = JSON.parse(out.toString('utf8'))
        } catch {
          keep(`${op} ${response.status}: the body is not JSON`)
        }
      }
      for (const p of responseProblems(op, response.status, parsed))
        keep(`${op} ${response.status}: ${p}`)
    }
    const outHeaders: Record<string, string | string[]> = {}
    response.headers.forEach((value, name) => void (outHeaders[name] = value))
    if (setCookie) outHeaders['set-cookie'] = setCookie
    outHeaders['cache-control'] = 'no-store'
    res.writeHead(response.status, outHeaders)
    res.end(out)
    if (method !== 'GET' && method !== 'HEAD') saveSoon()
  }

  async function serveConsole(res: ServerResponse, url: URL) {
    if (!dist) return platformError(res, 404, 'Not Found')
    let path = normalize(decodeURIComponent(url.pathname))
    const file = join(dist, path)
    if (!file.startsWith(dist + sep) && file !== dist) return platformError(res, 404, 'Not Found')
    let target = file
    const found = await stat(file).catch(() => null)
    if (!found?.isFile()) {
      // A real asset that is missing is a 404; any other path is a route of the console.
      if (path.startsWith(`${sep}assets${sep}`)) return platformError(res, 404, 'Not Found')
      target = join(dist, 'index.html')
      path = '/index.html'
    }
    const data = await readFile(target)
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': path.startsWith(`${sep}assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    })
    res.end(data)
  }

  const server = createServer((req, res) => {
    const started = performance.now()
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`)
    res.on('finish', () => {
      if (!options.quiet)
        log(
          `${req.method} ${url.pathname} ${res.statusCode} ${Math.round(performance.now() - started)}ms`,
        )
    })
    if (url.pathname === '/__mock/conformance' && options.validate) {
      res.writeHead(200, { 'content-type': 'application/json' })
      return void res.end(JSON.stringify({ violations }))
    }
    const api = API.test(url.pathname) || (req.method !== 'GET' && req.method !== 'HEAD')
    const serve = api ? serveApi(req, res, url) : serveConsole(res, url)
    serve.catch((e: unknown) => {
      log(`error: ${req.method} ${url.pathname}: ${(e as Error).stack ?? String(e)}`)
      if (!res.headersSent) platformError(res, 500, 'Internal Server Error')
      else res.end()
    })
  })

  // The serial console: a real WebSocket on the stream's path, checked against the session.
  const sockets = new WebSocketServer({ noServer: true })
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`)
    const m = STREAM.exec(url.pathname)
    if (!m) return void socket.destroy()
    sockets.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      if (!options.quiet) log(`WS ${url.pathname} open`)
      void sessions.run(
        { cookie: req.headers.cookie, authorization: req.headers.authorization },
        () =>
          serveSerialConsole(
            {
              url,
              send: (data) => ws.send(Buffer.from(data), { binary: true }),
              // A close reason is at most 123 bytes on the wire.
              close: (code, reason) =>
                ws.close(code, Buffer.from(reason).subarray(0, 123).toString()),
              onMessage: (fn) => ws.on('message', (data: Buffer) => fn(data)),
              onClose: (fn) => ws.on('close', fn),
            },
            decodeURIComponent(m[1] as string),
          ),
      )
    })
  })

  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(options.port, options.host, () => ok())
  })
  const { port } = server.address() as AddressInfo
  return {
    server,
    url: `http://${options.host}:${port}`,
    violations,
    close: async () => {
      activity?.stop()
      if (saveTimer) clearTimeout(saveTimer)
      if (settleTimer) clearTimeout(settleTimer)
      for (const ws of sockets.clients) ws.terminate()
      server.closeAllConnections()
      await new Promise<void>((ok) => server.close(() => ok()))
      // Pending state changes happen now, so the saved state is a settled one.
      const db = getDb()
      for (const t of [...db.transitions].sort((a, b) => a.at - b.at)) t.apply(db)
      db.transitions = []
      save()
      // The page's single session again: a test that started this server leaves the mock as
      // the next test in its worker expects it.
      setSessionStore(null)
    },
  }
}
