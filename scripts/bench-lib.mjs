// Shared pieces of the benchmark: a preview server of a built site, and two Chromium launchers
// with the flags this machine needs: Playwright's, and a plain one for cold loads.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import WebSocket from 'ws'

export const median = (xs) => percentile(xs, 50)
export function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b)
  if (!s.length) return NaN
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))
  return s[i]
}

export async function startPreview(outDir, port) {
  const child = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      'mock',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  )
  const url = `http://localhost:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  return { url, stop: () => process.kill(-child.pid) }
}

/** The full browser (CHROMIUM_PATH, else Debian's), undefined for Playwright's own. */
const chromiumPath = () =>
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

// What Chromium needs on this machine (as in playwright.config.ts): no sandbox as root, no GPU,
// and none of the background connections its closed network refuses.
const MACHINE_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

// The switches Playwright starts Chromium with that change how a page runs (its
// chromiumSwitches), beside this machine's own: a browser started by hand (launchPlainBrowser)
// runs pages as Playwright's does, but for the protocol domains Playwright enables on them.
const PLAIN_SWITCHES = [
  '--headless',
  ...MACHINE_SWITCHES,
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-back-forward-cache',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
  '--allow-pre-commit-input',
  '--disable-hang-monitor',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-features=PaintHolding,DestroyProfileOnBrowserClose,MediaRouter,OptimizationHints',
]

/**
 * Chromium driven over the DevTools protocol with only the Page domain enabled on its pages (for
 * the script every document runs first), so that a page loads as it does in a user's browser.
 * Playwright enables the Network and Runtime domains of every page it opens too, and Chromium
 * then works for the protocol on every request and script: a trace of a cold load under
 * Playwright spent 48 ms collecting source positions while the entry evaluated (a second parse
 * of the whole chunk among them), which made its evaluation a long task of its own. The same
 * build, the production one behind mock:server, 10 alternating cold loads each, the first row's
 * median here against under Playwright: `/projects` 318 against 393 ms and the instances 365
 * against 446 ms at 0 ms a call; 458 against 483 and 524 against 568 ms at 200-400 ms. Used for
 * the cold loads (bench-cold.mjs); the rest of the bench types and clicks, Playwright's job.
 *
 * `load(url, { cookies, init })`: a fresh browser context (no cache, no cookies but these), a tab
 * at about:blank that runs `init` in every document, then navigated to `url`. Returns the page:
 * `evaluate(expression)` (by value) and `close()`.
 */
export async function launchPlainBrowser() {
  const executablePath = chromiumPath()
  if (!executablePath) throw new Error('no Chromium: set CHROMIUM_PATH')
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const child = spawn(
    executablePath,
    [
      ...PLAIN_SWITCHES,
      '--window-size=1440,900',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  )
  const endpoint = await new Promise((resolve, reject) => {
    let text = ''
    child.stderr.on('data', (d) => {
      text += d.toString()
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(text)
      if (m) resolve(m[1])
    })
    child.on('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${text}`)))
  })
  const ws = new WebSocket(endpoint, { perMessageDeflate: false })
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  let lastId = 0
  const waiting = new Map()
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data))
    const done = msg.id !== undefined && waiting.get(msg.id)
    if (!done) return
    waiting.delete(msg.id)
    if (msg.error) done.reject(new Error(`${done.method}: ${msg.error.message}`))
    else done.resolve(msg.result)
  })
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++lastId
      waiting.set(id, { resolve, reject, method })
      ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }))
    })

  async function load(url, { cookies = [], init } = {}) {
    const { browserContextId } = await send('Target.createBrowserContext', {
      disposeOnDetach: true,
    })
    if (cookies.length)
      await send('Storage.setCookies', {
        browserContextId,
        cookies: cookies.map(({ expires, ...c }) => (expires > 0 ? { ...c, expires } : c)),
      })
    const { targetId } = await send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
      width: 1440,
      height: 900,
    })
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true })
    if (init) {
      // The one domain enabled: a document's script runs only for a Page domain turned on.
      await send('Page.enable', {}, sessionId)
      await send('Page.addScriptToEvaluateOnNewDocument', { source: `(${init})()` }, sessionId)
    }
    await send('Page.navigate', { url }, sessionId)
    return {
      async evaluate(expression) {
        const r = await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)
        if (r.exceptionDetails) throw new Error(`evaluate: ${r.exceptionDetails.text}`)
        return r.result.value
      },
      close: () => send('Target.disposeBrowserContext', { browserContextId }),
    }
  }

  return {
    load,
    async close() {
      ws.close()
      // The profile goes once Chromium has stopped writing it (at most 5 s of waiting).
      const exited = new Promise((r) => {
        child.once('exit', r)
        setTimeout(r, 5000).unref()
      })
      try {
        process.kill(-child.pid)
      } catch {
        // already gone
      }
      await exited
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
    },
  }
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: MACHINE_SWITCHES,
  })
}
