// Cold load as a user feels it: a fresh browser context for every run (no HTTP cache, no service
// worker installed, no cookies), from navigation start to the first row of the page's main table,
// median and spread of 5 (11 where each call waits 200-400 ms, whose draw alone moves a median of 5
// by tens of ms). Also the largest long task during that load (a PerformanceObserver
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

/** What a load reports once its first row is in (evaluated in the page). */
const REPORT = `(() => {
  // The page's own list is the first API call a load makes (index.html asks for it first).
  const calls = performance
    .getEntriesByType('resource')
    .filter((e) => e.initiatorType === 'fetch' && /\\/v1\\//.test(e.name))
    .sort((a, b) => a.startTime - b.startTime)
  return {
    row: window.__row,
    // The longest task that started before the first row was in the document.
    longest: Math.max(0, ...window.__tasks.filter(([t]) => t < window.__row).map(([, d]) => d)),
    firstApi: window.__firstApi,
    answer: calls[0]?.responseEnd ?? null,
  }
})()`

/**
 * Cold loads of `path`: [{ row, longest, firstApi, answer }] in ms from navigation start (`answer`:
 * when the page's list had come in). `browser` is launchPlainBrowser's: a page loads as in a
 * user's browser, with none of the protocol domains Playwright turns on (bench-lib.mjs says what
 * they cost); `storageState` is Playwright's (its cookies are set).
 */
export async function coldLoads(browser, base, path, { runs = 5, storageState } = {}) {
  const out = []
  for (let i = 0; i < runs; i++) {
    const page = await browser.load(base + path, {
      cookies: storageState?.cookies ?? [],
      init: OBSERVE,
    })
    // The page records the row's time itself; asking every 25 ms is a tiny task each time.
    const started = Date.now()
    while ((await page.evaluate('window.__row')) == null) {
      if (Date.now() - started > 20_000) throw new Error(`${path}: no table row within 20 s`)
      await new Promise((r) => setTimeout(r, 25))
    }
    // Long tasks are reported a moment after they end.
    await new Promise((r) => setTimeout(r, 50))
    out.push(await page.evaluate(REPORT))
    await page.close()
  }
  return out
}

export function describeRuns(runs) {
  const rows = runs.map((r) => r.row)
  const api = runs.map((r) => r.firstApi).filter((x) => x !== null)
  // The console's own share: from the list's answer to its first row (the rest is the round trip).
  const after = runs.filter((r) => r.answer !== null).map((r) => r.row - r.answer)
  return (
    `median ${median(rows).toFixed(0)} ms (spread ${Math.min(...rows).toFixed(0)}-` +
    `${Math.max(...rows).toFixed(0)}; runs ${rows.map((x) => x.toFixed(0)).join(', ')}); ` +
    `largest long task ${Math.max(...runs.map((r) => r.longest)).toFixed(0)} ms; ` +
    `first API call at median ${api.length ? median(api).toFixed(0) : '-'} ms` +
    (after.length
      ? `; the row ${median(after).toFixed(0)} ms after the list's answer (median)`
      : '')
  )
}

/** The standalone mock platform serving `dist` (npm run mock:server), latency 0 unless given. */
export async function startMockServer(dist, port, latency = '0', extra = []) {
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
      ...extra,
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
export async function signedIn(request, url, username = 'ops-admin') {
  const api = await request.newContext({ baseURL: url })
  const r = await api.post('/v1/login/corp/local', {
    data: { username, password: 'oxide' },
  })
  if (r.status() !== 204) throw new Error(`sign-in answered ${r.status()}`)
  const state = await api.storageState()
  await api.dispose()
  return state
}
