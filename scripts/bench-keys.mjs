// The first table key after a cold load, as a user meets it: a fresh browser context, and the
// moment the first row of the instance list is in the page, `j` every 50 ms until the row cursor
// shows. Measured in the page (its own clock): from the first row to the cursor's first
// appearance ("first key applied"), and how many presses went before it ("swallowed"): with the
// first press applied when it lands, that is 0 and the cursor stands on the first row; presses
// kept and replayed at once show as a cursor further down.
// Run alone: `node scripts/bench-keys.mjs` (builds both sites unless BENCH_NO_BUILD is set;
// BENCH_PORT picks the first of two ports, 4395 unless given).
import { execSync } from 'node:child_process'
import { request } from '@playwright/test'
import { signedIn, startMockServer } from './bench-cold.mjs'
import { launchBrowser, median, startPreview } from './bench-lib.mjs'

const PATH = '/projects/demo/instances'
const EVERY_MS = 50

const OBSERVE = () => {
  const w = window
  w.__row = null
  w.__cursor = null
  new MutationObserver(() => {
    if (w.__row === null && document.querySelector('main table tbody tr'))
      w.__row = performance.now()
    if (w.__cursor === null && document.querySelector('main table tbody tr.row-cursor'))
      w.__cursor = performance.now()
  }).observe(document, { childList: true, subtree: true, attributes: true })
}

/** One cold load: { applied: ms from first row to cursor, swallowed: presses before it }. */
async function firstKey(browser, base, storageState) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    ...(storageState ? { storageState } : {}),
  })
  await context.addInitScript(OBSERVE)
  const page = await context.newPage()
  await page.goto(base + PATH, { waitUntil: 'commit' })
  await page.waitForFunction(() => window.__row !== null, null, { timeout: 30_000, polling: 5 })
  let presses = 0
  for (;;) {
    await page.keyboard.press('j')
    presses++
    const shown = await page.evaluate(() => window.__cursor !== null)
    if (shown || presses > 200) break
    await page.waitForTimeout(EVERY_MS)
  }
  // Presses still kept would land now: let them, then read where the cursor stands.
  await page.waitForTimeout(500)
  const { row, cursor, index } = await page.evaluate(() => {
    const rows = [...document.querySelectorAll('main table tbody tr')]
    return {
      row: window.__row,
      cursor: window.__cursor,
      index: rows.findIndex((r) => r.classList.contains('row-cursor')),
    }
  })
  await context.close()
  return { applied: cursor - row, swallowed: presses - 1, index }
}

export async function benchFirstKey(browser, base, { runs = 5, storageState } = {}) {
  const out = []
  for (let i = 0; i < runs; i++) out.push(await firstKey(browser, base, storageState))
  return out
}

export function describeFirstKey(runs) {
  const applied = runs.map((r) => r.applied)
  return (
    `first key applied ${median(applied).toFixed(0)} ms after the first row (median; worst ` +
    `${Math.max(...applied).toFixed(0)}; runs ${applied.map((x) => x.toFixed(0)).join(', ')}); ` +
    `presses swallowed: worst ${Math.max(...runs.map((r) => r.swallowed))}; cursor on row ` +
    `${runs.map((r) => r.index + 1).join(', ')} after the presses stopped (target: row 1)`
  )
}

/** The figures, on the mock build at `base` and the production build behind mock:server. */
export async function printFirstKeyBench(browser, base, prodPort) {
  console.log(
    `\n== first table key after a cold load: ${PATH}, j every ${EVERY_MS} ms from the first row (5 fresh loads)`,
  )
  console.log(`mock build: ${describeFirstKey(await benchFirstKey(browser, base))}`)
  const server = await startMockServer('dist-prod', prodPort, '200-400')
  try {
    const storageState = await signedIn(request, server.url)
    const runs = await benchFirstKey(browser, server.url, { storageState })
    console.log(`production build, mock:server at 200-400 ms a call: ${describeFirstKey(runs)}`)
  } finally {
    server.stop()
  }
  console.log('(target: within 150 ms of the first row, no press swallowed)')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.BENCH_NO_BUILD) {
    execSync('npx vite build --mode mock --outDir dist', { stdio: 'inherit' })
    execSync('npx vite build --outDir dist-prod', { stdio: 'inherit' })
  }
  const port = Number(process.env.BENCH_PORT ?? 4395)
  const preview = await startPreview('dist', port)
  const browser = await launchBrowser()
  try {
    await printFirstKeyBench(browser, preview.url, port + 1)
  } finally {
    await browser.close()
    preview.stop()
  }
}
