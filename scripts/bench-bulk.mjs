// A rack with 10,000 instances, in the real page (mock build, `?mock-bulk=10000`, the mock's own
// 200-400 ms a call): how long finding one by name takes. Each part in a fresh browser context.
//   - `#inst-07777` in a fresh palette (a fresh index too): from the keydown of `#` to the
//     instance's row in the palette;
//   - the instance list's filter typed `inst-09998` (a row on the last of 200 pages of 50): from
//     the first key to the row in the table; it must never show the empty-project state;
//   - the longest main-thread task during each (Long Tasks API; the mock runs in the page, so its
//     work is counted too, as a real answer's parsing would be);
//   - the JS heap once the palette's index holds every project's resources and the filter has
//     read the whole list (after a forced GC);
//   - a cold load's first row of the 10,000-instance list beside the seeded project's (5 each).
// Run alone: `node scripts/bench-bulk.mjs` (builds the mock site into dist/ unless BENCH_NO_BUILD
// is set; BENCH_PORT picks the preview's port, 4399 unless given).
import { execSync } from 'node:child_process'
import { coldLoads } from './bench-cold.mjs'
import { launchBrowser, launchPlainBrowser, median, startPreview } from './bench-lib.mjs'

const NAME = 'inst-07777'
const LAST_PAGE_NAME = 'inst-09998'

async function freshPage(browser, base, path) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${base}${path}?mock-bulk=10000`)
  await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
  await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' })
  // Long tasks from here on, with their start times, to pick those inside a measured window.
  await page.evaluate(() => {
    window.__tasks = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask' })
  })
  return { context, page }
}

/** The longest task that overlaps [from, to] (0 when none reached 50 ms). */
const longestBetween = (page, from, to) =>
  page.evaluate(
    ([a, b]) =>
      Math.max(0, ...window.__tasks.filter(([s, d]) => s + d >= a && s <= b).map(([, d]) => d)),
    [from, to],
  )

async function heapMiB(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize / 2 ** 20
}

/** `#inst-07777` typed into a fresh palette: first key to the instance's row. */
async function findByName(browser, base, withHeap = false) {
  const { context, page } = await freshPage(browser, base, '/projects/demo/instances')
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Command palette' })
  await dialog.getByRole('combobox').waitFor()
  await page.evaluate((name) => {
    window.__first = null
    window.__found = null
    document.addEventListener('keydown', () => (window.__first ??= performance.now()), true)
    new MutationObserver(() => {
      if (window.__found !== null) return
      const options = document.querySelectorAll('[role="dialog"] [role="option"]')
      if ([...options].some((o) => o.textContent?.includes(name)))
        window.__found = performance.now()
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  }, NAME)
  await page.keyboard.type(`#${NAME}`, { delay: 40 })
  await dialog
    .getByRole('option', { name: new RegExp(NAME) })
    .first()
    .waitFor({ timeout: 60_000 })
  const { first, found } = await page.evaluate(() => ({
    first: window.__first,
    found: window.__found,
  }))
  const longest = await longestBetween(page, first, found)
  // The heap with the whole index loaded: its status line says so once it is complete.
  let heap = NaN
  if (withHeap) {
    await dialog
      .getByTestId('index-status')
      .filter({ hasText: /^index: [\d,]+ projects? · refreshed/ })
      .waitFor({ timeout: 120_000 })
    heap = await heapMiB(page)
  }
  await context.close()
  return { ms: found - first, longest, heap }
}

/** The bulk project's instance list filtered for a name on its last page. */
async function filterToLastPage(browser, base) {
  const { context, page } = await freshPage(browser, base, '/projects/bulk/instances')
  const box = page.getByRole('searchbox', { name: 'Filter instances' })
  await box.focus()
  await page.evaluate((name) => {
    window.__first = null
    window.__found = null
    window.__claimedEmpty = false
    document.addEventListener('keydown', () => (window.__first ??= performance.now()), true)
    new MutationObserver(() => {
      const main = document.querySelector('main')?.textContent ?? ''
      if (main.includes('No instances')) window.__claimedEmpty = true
      if (
        window.__found === null &&
        [...document.querySelectorAll('main tbody tr')].some((r) => r.textContent?.includes(name))
      )
        window.__found = performance.now()
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  }, LAST_PAGE_NAME)
  await page.keyboard.type(LAST_PAGE_NAME, { delay: 40 })
  await page.getByRole('row', { name: new RegExp(LAST_PAGE_NAME) }).waitFor({ timeout: 60_000 })
  await page
    .getByRole('status')
    .filter({ hasText: /of [\d,]+ rows/ })
    .waitFor({ timeout: 60_000 })
  const r = await page.evaluate(() => ({
    first: window.__first,
    found: window.__found,
    claimedEmpty: window.__claimedEmpty,
  }))
  const longest = await longestBetween(page, r.first, r.found)
  const heap = await heapMiB(page)
  await context.close()
  return { ms: r.found - r.first, longest, heap, claimedEmpty: r.claimedEmpty }
}

/** Median time, the longest task of all runs, the first run's heap. */
const summary = (runs) => ({
  ms: median(runs.map((r) => r.ms)),
  runs: runs.map((r) => r.ms.toFixed(0)).join(', '),
  longest: Math.max(...runs.map((r) => r.longest)),
  heap: runs[0].heap,
})

/** `plain`: launchPlainBrowser's, for the cold loads (bench-cold.mjs). */
export async function printBulkBench(browser, base, plain) {
  console.log('\n== a rack with 10,000 instances (mock build, 200-400 ms a call)')
  const seeded = median(
    (await coldLoads(plain, base, '/projects/demo/instances')).map((r) => r.row),
  )
  const bulk = median(
    (await coldLoads(plain, base, '/projects/bulk/instances?mock-bulk=10000')).map((r) => r.row),
  )
  console.log(
    `first row, cold: /projects/bulk/instances (10,000) median ${bulk.toFixed(0)} ms, ` +
      `/projects/demo/instances ${seeded.toFixed(0)} ms (${(bulk / seeded).toFixed(2)}x)`,
  )
  // Three fresh runs of each (the mock's latency is random); the heap from the first.
  const founds = [
    await findByName(browser, base, true),
    await findByName(browser, base),
    await findByName(browser, base),
  ]
  const found = summary(founds)
  console.log(
    `#${NAME} in a fresh palette, first key to the result: median ${found.ms.toFixed(0)} ms (runs ${found.runs}) ` +
      `(target < 1500 ms); longest task ${found.longest.toFixed(0)} ms (target < 50)`,
  )
  const filters = [
    await filterToLastPage(browser, base),
    await filterToLastPage(browser, base),
    await filterToLastPage(browser, base),
  ]
  const filter = { ...summary(filters), claimedEmpty: filters.some((f) => f.claimedEmpty) }
  console.log(
    `table filter to ${LAST_PAGE_NAME} (last page), first key to the row: median ${filter.ms.toFixed(0)} ms (runs ${filter.runs}); ` +
      `longest task ${filter.longest.toFixed(0)} ms (target < 50); ` +
      `empty-project state shown: ${filter.claimedEmpty ? 'YES' : 'never'}`,
  )
  console.log(
    `JS heap after GC: ${found.heap.toFixed(1)} MiB with the whole index loaded, ` +
      `${filter.heap.toFixed(1)} MiB after the filter read the list (goal < 40 MiB; the in-page mock's 10,000 instances included)`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.BENCH_NO_BUILD)
    execSync('npx vite build --mode mock --outDir dist', { stdio: ['ignore', 'ignore', 'inherit'] })
  const preview = await startPreview('dist', Number(process.env.BENCH_PORT ?? 4399))
  const browser = await launchBrowser()
  const plain = await launchPlainBrowser()
  try {
    await printBulkBench(browser, preview.url, plain)
  } finally {
    await browser.close()
    await plain.close()
    preview.stop()
  }
}
