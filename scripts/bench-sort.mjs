// A sort of 10,000 instances (mock build, `?mock-bulk=10000`, the mock's own 200-400 ms a call):
// the time from the sorting key or click to the sorted list's first row, in a fresh browser
// context each run.
//   - name descending, cold: a click on the name header of a page just loaded (asc), then the
//     measured click (desc), to inst-09999 in the first row: one API page in `name_descending`;
//   - created descending, cold: Shift+A twice on a page just loaded, from the second key to the
//     header's sort no longer pending: the whole list read in pages of 1,000 from both ends,
//     sorted here;
//   - name descending, warm: the same page once the list has been read, Shift+N twice, from the
//     second key to inst-09999 in the first row (sorted here, from the list kept);
//   - the longest main-thread task in each window.
// Run alone: `node scripts/bench-sort.mjs` (builds the mock site into dist/ unless BENCH_NO_BUILD
// is set; BENCH_PORT picks the preview's port, 4398 unless given).
import { execSync } from 'node:child_process'
import { launchBrowser, median, startPreview } from './bench-lib.mjs'

async function freshPage(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${base}/projects/bulk/instances?mock-bulk=10000`)
  await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
  await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' })
  await page.evaluate(() => {
    window.__tasks = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask' })
  })
  return { context, page }
}

/**
 * Arms the measure: the next keydown or click starts it; it ends at the first frame where the
 * column's header is sorted `dir` and settled, and (when given) the first row is `first`.
 */
const arm = (page, column, dir, first) =>
  page.evaluate(
    ([column, dir, first]) => {
      window.__t0 = null
      window.__t1 = null
      const start = () => (window.__t0 ??= performance.now())
      document.addEventListener('keydown', start, { capture: true, once: true })
      document.addEventListener('click', start, { capture: true, once: true })
      const check = () => {
        if (window.__t1 !== null) return
        const th = [...document.querySelectorAll('main thead th')].find((t) =>
          t.textContent?.trim().startsWith(column),
        )
        const row = document.querySelector('main tbody tr td:nth-child(2)')?.textContent
        const ok =
          window.__t0 !== null &&
          th?.getAttribute('aria-sort') === dir &&
          !th.textContent?.includes('…') &&
          (first === null || row === first)
        if (ok) window.__t1 = performance.now()
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    },
    [column, dir, first],
  )

async function measured(page, act) {
  await act()
  await page.waitForFunction(() => window.__t1 !== null, null, { timeout: 60_000 })
  const { t0, t1 } = await page.evaluate(() => ({ t0: window.__t0, t1: window.__t1 }))
  const longest = await page.evaluate(
    ([a, b]) =>
      Math.max(0, ...window.__tasks.filter(([s, d]) => s + d >= a && s <= b).map(([, d]) => d)),
    [t0, t1],
  )
  return { ms: t1 - t0, longest }
}

const header = (page, name) => page.getByRole('columnheader', { name })

async function nameColdThenWarm(browser, base) {
  const { context, page } = await freshPage(browser, base)
  await header(page, 'name').click()
  await page.locator('main thead th[aria-sort="ascending"]').waitFor()
  await arm(page, 'name', 'descending', 'inst-09999')
  const cold = await measured(page, () => header(page, 'name').click())
  // Read the whole list (a created sort), then name descending again, from the list kept.
  await page.keyboard.press('Shift+A')
  await page.keyboard.press('Shift+A')
  await page.waitForFunction(() => {
    const th = document.querySelector('main thead th[aria-sort="descending"]')
    return th?.textContent?.startsWith('cre') && !th.textContent.includes('…')
  })
  await page.keyboard.press('Shift+N')
  await page.locator('main thead th[aria-sort="ascending"]').waitFor()
  await arm(page, 'name', 'descending', 'inst-09999')
  const warm = await measured(page, () => page.keyboard.press('Shift+N'))
  await context.close()
  return { cold, warm }
}

async function createdCold(browser, base) {
  const { context, page } = await freshPage(browser, base)
  await page.keyboard.press('Shift+A')
  await page.locator('main thead th[aria-sort="ascending"]').waitFor()
  await arm(page, 'created', 'descending', null)
  const r = await measured(page, () => page.keyboard.press('Shift+A'))
  await context.close()
  return r
}

const line = (label, runs) =>
  `${label}: median ${median(runs.map((r) => r.ms)).toFixed(0)} ms ` +
  `(runs ${runs.map((r) => r.ms.toFixed(0)).join(', ')}); longest task ` +
  `${Math.max(...runs.map((r) => r.longest)).toFixed(0)} ms`

export async function printSortBench(browser, base) {
  console.log('\n== sorting 10,000 instances (mock build, 200-400 ms a call)')
  const names = []
  for (let i = 0; i < 3; i++) names.push(await nameColdThenWarm(browser, base))
  const created = []
  for (let i = 0; i < 3; i++) created.push(await createdCold(browser, base))
  console.log(
    line(
      'name descending, cold (API sort_by), click to inst-09999 first (target 2000)',
      names.map((n) => n.cold),
    ),
  )
  console.log(line('created descending, cold (whole list read), key to the sorted rows', created))
  console.log(
    line(
      'name descending, warm (the list read), key to inst-09999 first (target 100)',
      names.map((n) => n.warm),
    ),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.BENCH_NO_BUILD)
    execSync('npx vite build --mode mock --outDir dist', { stdio: ['ignore', 'ignore', 'inherit'] })
  const preview = await startPreview('dist', Number(process.env.BENCH_PORT ?? 4398))
  const browser = await launchBrowser()
  try {
    await printSortBench(browser, preview.url)
  } finally {
    await browser.close()
    preview.stop()
  }
}
