// Cold load as a user feels it: a fresh browser context for every run (no HTTP cache, no service
// worker installed, no cookies), from navigation start to the first row of the page's main table,
// median and spread of 5. Also the largest long task during that load (a PerformanceObserver
// installed before any of the page's code runs), and when the first API call left.
import { spawn } from 'node:child_process'
import { median } from './bench-lib.mjs'

const OBSERVE = () => {
  const w = window
  w.__tasks = []
  w.__firstApi = null
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // no long-task timing in this browser
  }
  // The first row, timed in the page the moment it is in the document (the next frame paints
  // it), not when the test harness's next poll notices it.
  w.__row = null
  new MutationObserver((_, observer) => {
    if (document.querySelector('main table tbody tr')) {
      w.__row = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
  const fetch0 = w.fetch
  w.fetch = function (...args) {
    const url = String(args[0] instanceof Request ? args[0].url : args[0])
    if (w.__firstApi === null && /\/v1\//.test(url)) w.__firstApi = performance.now()
    return fetch0.apply(this, args)
  }
}

/** Cold loads of `path`: [{ row, longest, firstApi }] in ms from navigation start. */
export async function coldLoads(browser, base, path, { runs = 5, storageState } = {}) {
  const out = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      ...(storageState ? { storageState } : {}),
    })
    await context.addInitScript(OBSERVE)
    const page = await context.newPage()
    await page.goto(base + path, { waitUntil: 'commit' })
    await page.locator('main table tbody tr').first().waitFor({ timeout: 20_000 })
    // Long tasks are reported a moment after they end.
    await page.waitForTimeout(50)
    // The longest task that started before the first row was in the document.
    const { row, longest, firstApi } = await page.evaluate(() => ({
      row: window.__row,
      longest: Math.max(0, ...window.__tasks.filter(([t]) => t < window.__row).map(([, d]) => d)),
      firstApi: window.__firstApi,
    }))
    out.push({ row, longest, firstApi })
    await context.close()
  }
  return out
}

export function describeRuns(runs) {
  const rows = runs.map((r) => r.row)
  const api = runs.map((r) => r.firstApi).filter((x) => x !== null)
  return (
    `median ${median(rows).toFixed(0)} ms (spread ${Math.min(...rows).toFixed(0)}-` +
    `${Math.max(...rows).toFixed(0)}; runs ${rows.map((x) => x.toFixed(0)).join(', ')}); ` +
    `largest long task ${Math.max(...runs.map((r) => r.longest)).toFixed(0)} ms; ` +
    `first API call at median ${api.length ? median(api).toFixed(0) : '-'} ms`
  )
}

/** The standalone mock platform serving `dist` (npm run mock:server), latency 0 unless given. */
export async function startMockServer(dist, port, latency = '0') {
  const child = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'mock/server/main.ts',
      '--dist',
      dist,
      '--port',
      String(port),
      '--latency',
      latency,
      '--quiet',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  )
  const url = await new Promise((resolve, reject) => {
    let text = ''
    child.stdout.on('data', (d) => {
      text += d.toString()
      const m = /listening on (http:\/\/\S+)/.exec(text)
      if (m) resolve(m[1])
    })
    child.on('exit', (code) => reject(new Error(`mock:server exited with ${code}`)))
  })
  return { url, stop: () => process.kill(-child.pid) }
}

/** A signed-in session for the server, as Playwright storage state (the session cookie). */
export async function signedIn(request, url) {
  const api = await request.newContext({ baseURL: url })
  const r = await api.post('/v1/login/corp/local', {
    data: { username: 'ops-admin', password: 'oxide' },
  })
  if (r.status() !== 204) throw new Error(`sign-in answered ${r.status()}`)
  const state = await api.storageState()
  await api.dispose()
  return state
}
