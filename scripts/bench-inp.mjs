// Palette keystrokes as browsers measure responsiveness: the Event Timing API (the basis of
// INP), each interaction's duration from the key's timestamp to the next paint after its
// handlers, grouped by interactionId (a key's keydown, keypress and keyup are one interaction).
// Real queries typed at 80 ms a key into the palette with 10,000 instances indexed (the mock's
// `?mock-bulk=10000`), and, for the floor of this measure on this machine, a plain <input>
// redrawing a 20-item list.
// Run alone: `node scripts/bench-inp.mjs` (builds the mock site into dist/ unless BENCH_NO_BUILD
// is set; BENCH_PORT picks the preview's port, 4394 unless given).
import { execSync } from 'node:child_process'
import { launchBrowser, median, percentile, startPreview } from './bench-lib.mjs'
import { QUERIES, indexedPalette } from './bench-palette.mjs'

const KEY_EVERY_MS = 80

/** Start collecting Event Timing entries of key interactions (durations are 8 ms steps). */
const OBSERVE = () => {
  const w = window
  w.__interactions = new Map()
  // A modifier's own keydown (Shift for `#`) is an interaction of its own: not a keystroke.
  const modifierAt = new Set()
  const skip = new Set()
  document.addEventListener(
    'keydown',
    (e) => {
      if (/^(Shift|Control|Alt|Meta)$/.test(e.key)) modifierAt.add(e.timeStamp)
    },
    true,
  )
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (modifierAt.has(e.startTime)) skip.add(e.interactionId)
      if (!e.interactionId || !e.name.startsWith('key') || skip.has(e.interactionId)) continue
      const was = w.__interactions.get(e.interactionId) ?? 0
      w.__interactions.set(e.interactionId, Math.max(was, e.duration))
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  w.__takeInteractions = () => {
    const out = [...w.__interactions.values()]
    w.__interactions.clear()
    return out
  }
}

/** Durations of every keystroke (ms; those under 16 ms reported as 8, the API's floor step). */
async function typeQueries(page, input, queries) {
  await page.evaluate(OBSERVE)
  await page.evaluate(() => window.__takeInteractions())
  let keys = 0
  const durations = []
  for (const q of queries) {
    for (const ch of q) {
      await page.keyboard.type(ch)
      keys++
      await page.waitForTimeout(KEY_EVERY_MS)
    }
    // Let the last key's paint be reported, then clear the input (not a keystroke of a query).
    await page.waitForTimeout(300)
    durations.push(...(await page.evaluate(() => window.__takeInteractions())))
    await input.fill('')
    await page.waitForTimeout(150)
    await page.evaluate(() => window.__takeInteractions())
  }
  while (durations.length < keys) durations.push(8)
  return durations
}

/** The floor: a plain input filtering a 20-item list, nothing else on the page. */
async function floor(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.setContent(`<input id="q" autofocus><ul id="l"></ul><script>
    const items = Array.from({ length: 400 }, (_, i) => 'item-' + String(i).padStart(5, '0'))
    const q = document.getElementById('q'), l = document.getElementById('l')
    const draw = () => { l.replaceChildren(...items.filter((x) => x.includes(q.value)).slice(0, 20)
      .map((x) => Object.assign(document.createElement('li'), { textContent: x }))) }
    q.addEventListener('input', draw); draw()
  </script>`)
  const input = page.locator('#q')
  await input.focus()
  const out = await typeQueries(page, input, QUERIES)
  await context.close()
  return out
}

export async function benchInp(browser, base) {
  const { context, page, input } = await indexedPalette(browser, base)
  const palette = await typeQueries(page, input, QUERIES)
  await context.close()
  return { palette, floor: await floor(browser) }
}

const describe = (xs) =>
  `median ${median(xs).toFixed(0)} ms, p75 ${percentile(xs, 75).toFixed(0)} ms, p95 ` +
  `${percentile(xs, 95).toFixed(0)} ms, worst ${Math.max(...xs).toFixed(0)} ms, ` +
  `${xs.filter((x) => x > 50).length} of ${xs.length} over 50 ms`

export async function printInpBench(browser, base) {
  const { palette, floor: plain } = await benchInp(browser, base)
  console.log(
    `\n== palette keystrokes by the Event Timing API (key to next paint), ${KEY_EVERY_MS} ms a key, 10,000 instances indexed`,
  )
  console.log(`palette: ${describe(palette)} (target p95 <= 32 ms, none over 50 ms)`)
  console.log(`floor, a plain <input> redrawing a 20-item list: ${describe(plain)}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.BENCH_NO_BUILD)
    execSync('npx vite build --mode mock --outDir dist', { stdio: 'inherit' })
  const preview = await startPreview('dist', Number(process.env.BENCH_PORT ?? 4394))
  const browser = await launchBrowser()
  try {
    await printInpBench(browser, preview.url)
  } finally {
    await browser.close()
    preview.stop()
  }
}
