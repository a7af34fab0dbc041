// The audit log over a week of history in the real page (the mock build, `?mock-audit=10000`:
// ten thousand entries more than the seed's six days): from navigation to its first row, then
// the free-text filter to the week's oldest entry (on the range's last page), from the keystroke
// that sets it to the one matching row shown with the whole range searched. Each with the longest
// main-thread task (Long Tasks API; goal under 50 ms). The mock runs in the same page, so its own
// work is counted too, as a real stream's network handling would be.
// Standalone: `node scripts/bench-audit.mjs` (after `npm run build:mock`; BENCH_PORT, default 4433).
import { launchBrowser, startPreview } from './bench-lib.mjs'

const ENTRIES = 10_000
const WEEK_MS = 7 * 86_400_000
const PATH = `/system/audit-log?range=1w&mock-audit=${ENTRIES}`

/** Long tasks from the start of the page's life, collected where the bench can read them. */
function watchTasks() {
  window.__tasks = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push({ at: e.startTime, ms: e.duration })
  }).observe({ type: 'longtask', buffered: true })
}

const longestSince = (tasks, from) =>
  Math.max(0, ...tasks.filter((t) => t.at + t.ms >= from).map((t) => t.ms))

export async function benchAudit(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(watchTasks)
  await page.goto(base + PATH)
  const firstRow = await page.waitForFunction(
    () => document.querySelector('table tbody tr td button.audit-time') && performance.now(),
    null,
    { polling: 'raf', timeout: 60_000 },
  )
  const firstRowMs = await firstRow.jsonValue()
  const loadTasks = await page.evaluate(() => window.__tasks)
  // The week's oldest entry as the page reads the week (the range began when the page opened).
  const from = new Date(Date.now() - WEEK_MS + 60_000).toISOString()
  const oldest = await page.evaluate(async (start) => {
    const q = `start_time=${start}&sort_by=time_and_id_ascending&limit=1`
    const r = await fetch(`/v1/system/audit-log?${q}`)
    return (await r.json()).items[0]
  }, from)
  await page.waitForTimeout(500)
  const box = page.getByPlaceholder('Filter (/)')
  await box.click()
  const start = await page.evaluate(() => performance.now())
  await box.fill(oldest.request_id)
  const found = await page.waitForFunction(
    (id) => {
      const status = [...document.querySelectorAll('[role="status"]')].some((s) =>
        /searched [\d,]+ of [\d,]+ rows · 1 match/.test(s.textContent ?? ''),
      )
      const rows = document.querySelectorAll('table tbody tr td button.audit-time')
      return status && rows.length === 1 && id && performance.now()
    },
    oldest.request_id,
    { polling: 'raf', timeout: 120_000 },
  )
  const end = await found.jsonValue()
  const searched = await page
    .getByRole('status')
    .filter({ hasText: /searched/ })
    .first()
    .innerText()
  const tasks = await page.evaluate(() => window.__tasks)
  await context.close()
  return {
    entries: ENTRIES,
    firstRowMs,
    firstRowLongestTask: longestSince(loadTasks, 0),
    filterMs: end - start,
    filterLongestTask: longestSince(tasks, start),
    searched: /searched ([\d,]+) of/.exec(searched)?.[1] ?? '?',
  }
}

/** Runs the audit log bench and prints its figures (the `npm run bench` section). */
export async function printAuditBench(browser, baseUrl) {
  const a = await benchAudit(browser, baseUrl)
  console.log(`\n== audit log, a week of history (${a.entries.toLocaleString('en')} entries more)`)
  console.log(
    `first row: ${a.firstRowMs.toFixed(0)} ms from navigation (longest main-thread task ${a.firstRowLongestTask.toFixed(0)} ms)`,
  )
  console.log(
    `filter to the oldest entry (last page): ${a.filterMs.toFixed(0)} ms, ${a.searched} entries searched; longest main-thread task ${a.filterLongestTask.toFixed(0)} ms (goal under 50 ms)`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const preview = await startPreview('dist', Number(process.env.BENCH_PORT ?? 4433))
  const browser = await launchBrowser()
  try {
    await printAuditBench(browser, preview.url)
  } finally {
    await browser.close()
    preview.stop()
  }
}
