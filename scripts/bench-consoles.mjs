// The console workspace under load, in the real page (mock build): four panes of running
// instances each receive 2 MB at once (`flood 2` typed once with broadcast on, so the four
// streams start together). Printed: the longest main-thread task while they stream (Long
// Tasks API; goal under 50 ms), the time from the Enter to the last byte parsed in the last
// pane, and the keystroke-to-echo latency in a fourth pane (left out of the broadcast) while the
// other three stream 2 MB each: from the keydown to the terminal having parsed the echo.
// Run alone: `npm run build:mock && node scripts/bench-consoles.mjs` (BENCH_PORT, default 4397).
import { pathToFileURL } from 'node:url'
import { launchBrowser, median, percentile, startPreview } from './bench-lib.mjs'

const MB = 2
const PANES = ['demo/web-1', 'demo/web-2', 'demo/api-1', 'demo/db-primary']
const KEYS = 20

const paneBox = (key) => `[data-pane="${key}"] [data-testid="serial-terminal"]`

async function openWorkspace(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('oxide-mock-latency', '0'))
  await page.goto(`${base}/consoles?i=${PANES.join(',')}`)
  await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' })
  for (const key of PANES) {
    const name = key.split('/')[1]
    // The prompt ends the greeting and the replayed boot log, which may push the greeting (the
    // first line) out of a small pane's view.
    await page
      .locator(`[data-pane="${key}"] .xterm-rows`)
      .getByText(`ubuntu@${name}:~$`)
      .last()
      .waitFor({ timeout: 30_000 })
  }
  // The built-in commands have loaded (the pane keys do not need them; the page settles).
  await page.waitForTimeout(1500)
  return { context, page }
}

const parsed = (page, key) =>
  page.evaluate(
    (sel) => Number(document.querySelector(sel)?.dataset.bytesParsed ?? 0),
    paneBox(key),
  )

/** Turns broadcast on from pane `from`'s terminal and types `line` there (sent to the marked). */
async function broadcastLine(page, from, line) {
  await page.locator(`[data-pane="${from}"] .xterm`).click()
  await page.keyboard.press('Control+]')
  await page.keyboard.press('b')
  await page.keyboard.press('Enter')
  await page.keyboard.type(line)
}

function watchLongTasks(page) {
  return page.evaluate(() => {
    window.__tasks = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push(e.duration)
    }).observe({ type: 'longtask' })
  })
}

/** Four panes, 2 MB each at once: longest task and time to drain. */
async function floodAll(browser, base) {
  const { context, page } = await openWorkspace(browser, base)
  await broadcastLine(page, PANES[0], `flood ${MB}`)
  const before = await Promise.all(PANES.map((k) => parsed(page, k)))
  await watchLongTasks(page)
  const start = await page.evaluate(() => performance.now())
  await page.keyboard.press('Enter')
  const targets = before.map((b) => b + MB * 1_000_000)
  const end = await page.waitForFunction(
    ({ sels, targets }) =>
      sels.every(
        (s, i) => Number(document.querySelector(s)?.dataset.bytesParsed ?? 0) >= targets[i],
      ) && performance.now(),
    { sels: PANES.map(paneBox), targets },
    { polling: 'raf', timeout: 180_000 },
  )
  const finished = await end.jsonValue()
  for (const key of PANES)
    await page
      .locator(`[data-pane="${key}"] .xterm-rows`)
      .getByText(`flood: ${MB} MB sent`)
      .waitFor()
  const tasks = await page.evaluate(() => window.__tasks)
  await context.close()
  return {
    seconds: (finished - start) / 1000,
    longestTask: Math.max(0, ...tasks),
    longTasks: tasks.length,
  }
}

/** Three panes stream 2 MB each; keys typed in the fourth: keydown to echo parsed. */
async function echoWhileStreaming(browser, base) {
  const { context, page } = await openWorkspace(browser, base)
  const quiet = PANES[3]
  await page.getByRole('button', { name: `Broadcast to ${quiet.split('/')[1]}` }).click()
  await broadcastLine(page, PANES[0], `flood ${MB}`)
  const streaming = PANES.slice(0, 3)
  const before = await Promise.all(streaming.map((k) => parsed(page, k)))
  await page.keyboard.press('Enter')
  // Into the quiet pane (unmarked: what is typed there stays there), by the pane keys.
  await page.keyboard.press('Control+]')
  await page.keyboard.press(String(PANES.length))
  await page.keyboard.press('Enter')
  // In the page: each keydown's time waits for the next growth of the pane's parsed bytes; a
  // key counts only if it went down before the three streams had drained.
  await page.evaluate(
    ({ sel, streams }) => {
      const box = document.querySelector(sel)
      const waiting = []
      window.__latencies = []
      window.__drainedAt = Infinity
      window.addEventListener('keydown', () => waiting.push(performance.now()), { capture: true })
      let seen = Number(box.dataset.bytesParsed ?? 0)
      new MutationObserver(() => {
        const now = Number(box.dataset.bytesParsed ?? 0)
        if (now <= seen) return
        seen = now
        const t0 = waiting.shift()
        if (t0 !== undefined) window.__latencies.push({ t0, ms: performance.now() - t0 })
      }).observe(box, { attributes: true, attributeFilter: ['data-bytes-parsed'] })
      const boxes = streams.map((s) => document.querySelector(s.sel))
      const drained = new MutationObserver(() => {
        const done = boxes.every((b, i) => Number(b.dataset.bytesParsed ?? 0) >= streams[i].target)
        if (!done) return
        window.__drainedAt = performance.now()
        drained.disconnect()
      })
      for (const b of boxes)
        drained.observe(b, { attributes: true, attributeFilter: ['data-bytes-parsed'] })
    },
    {
      sel: paneBox(quiet),
      streams: streaming.map((k, i) => ({ sel: paneBox(k), target: before[i] + MB * 1_000_000 })),
    },
  )
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)))
    await page.waitForTimeout(20)
  }
  await page.waitForFunction((n) => window.__latencies.length >= n, KEYS, { timeout: 60_000 })
  const { all, drainedAt } = await page.evaluate(() => ({
    all: window.__latencies,
    drainedAt: window.__drainedAt,
  }))
  const latencies = all.filter((l) => l.t0 < drainedAt).map((l) => l.ms)
  await context.close()
  return { latencies, typed: KEYS }
}

export async function benchConsoles(browser, base) {
  return { flood: await floodAll(browser, base), echo: await echoWhileStreaming(browser, base) }
}

/** Runs the workspace bench and prints its figures (the `npm run bench` section). */
export async function printConsolesBench(browser, base) {
  const { flood, echo } = await benchConsoles(browser, base)
  console.log(`\n== console workspace, ${PANES.length} panes receiving ${MB} MB each at once`)
  console.log(
    `longest main-thread task: ${flood.longestTask.toFixed(0)} ms (${flood.longTasks} tasks over 50 ms; goal < 50 ms)`,
  )
  console.log(`time to drain all ${PANES.length * MB} MB: ${flood.seconds.toFixed(2)} s`)
  console.log(
    `keystroke to echo in a 4th pane while 3 stream: median ${median(echo.latencies).toFixed(1)} ms, p95 ${percentile(echo.latencies, 95).toFixed(1)} ms, max ${Math.max(...echo.latencies).toFixed(1)} ms over the ${echo.latencies.length} of ${echo.typed} keys typed before the streams drained`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const preview = await startPreview('dist', Number(process.env.BENCH_PORT ?? 4397))
  const browser = await launchBrowser()
  try {
    await printConsolesBench(browser, preview.url)
  } finally {
    await browser.close()
    preview.stop()
  }
}
