// Serial console under heavy output, in the real page: the mock's `flood 10` streams 10 MB of
// log lines in bursts (32 frames of 8 KiB, then a 15 ms pause) into the terminal of a running
// instance. Measured from the Enter that starts it to the moment the terminal has parsed the
// last byte: the rate in MB/s (10^6 bytes), the longest main-thread task (Long Tasks API) and the
// longest gap between animation frames while it streams. The mock runs in the same page, so
// its own work is counted too, as a real stream's network handling would be.
const FLOOD_MB = 10
const BASE_PATH = '/projects/demo/instances/web-1/serial-console'

export async function benchSerial(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(base + BASE_PATH)
  await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' })
  await page
    .locator('.xterm-rows')
    .getByText('Connected to web-1 serial console')
    .waitFor({ timeout: 30_000 })
  await page.waitForTimeout(300)

  await page.evaluate(() => {
    const w = window
    w.__tasks = []
    w.__gaps = []
    w.__running = true
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push(e.duration)
    }).observe({ type: 'longtask' })
    let last = performance.now()
    const frame = (now) => {
      w.__gaps.push(now - last)
      last = now
      if (w.__running) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  const box = page.getByTestId('serial-terminal')
  const before = Number((await box.getAttribute('data-bytes-parsed')) ?? '0')
  await page.keyboard.type(`flood ${FLOOD_MB}`)
  // Everything typed has echoed: what streams after Enter is the flood.
  await page.locator('.xterm-rows').getByText(`flood ${FLOOD_MB}`).waitFor()
  const echoed = Number((await box.getAttribute('data-bytes-parsed')) ?? '0')
  const start = await page.evaluate(() => performance.now())
  await page.keyboard.press('Enter')
  const target = echoed + FLOOD_MB * 1_000_000
  const end = await page.waitForFunction(
    (t) => {
      const el = document.querySelector('[data-testid="serial-terminal"]')
      return Number(el?.dataset.bytesParsed ?? 0) >= t && performance.now()
    },
    target,
    { polling: 'raf', timeout: 120_000 },
  )
  const finished = await end.jsonValue()
  await page.locator('.xterm-rows').getByText(`flood: ${FLOOD_MB} MB sent`).waitFor()
  const { tasks, gaps } = await page.evaluate(() => {
    window.__running = false
    return { tasks: window.__tasks, gaps: window.__gaps }
  })
  await context.close()
  const seconds = (finished - start) / 1000
  return {
    mb: FLOOD_MB,
    seconds,
    mbPerSecond: FLOOD_MB / seconds,
    replayBytes: before,
    longestTask: Math.max(0, ...tasks),
    longTasks: tasks.length,
    longestFrameGap: Math.max(0, ...gaps),
  }
}

/** Runs the serial bench and prints its figures (the `npm run bench` section). */
export async function printSerialBench(browser, base) {
  const s = await benchSerial(browser, base)
  console.log(`\n== serial console, ${s.mb} MB streamed in bursts`)
  console.log(
    `rendered: ${s.mbPerSecond.toFixed(1)} MB/s (${s.seconds.toFixed(2)} s, after a ${(s.replayBytes / 1024).toFixed(0)} KiB replay)`,
  )
  console.log(
    `longest main-thread task: ${s.longestTask.toFixed(0)} ms (${s.longTasks} tasks over 50 ms); longest frame gap ${s.longestFrameGap.toFixed(0)} ms`,
  )
}
