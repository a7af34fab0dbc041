// Ctrl+K to an input ready for keys: from the keydown's timestamp to the moment the palette's
// input has focus (a focusin listener in the page). Cold: a fresh browser context, Ctrl+K the
// instant the first table row shows (the palette's code may still be loading: its stand-in input
// takes the keys). Warm: the same page, the palette closed and opened again.
import { median } from './bench-lib.mjs'

const PATH = '/projects/demo/instances'

async function openOnce(page) {
  await page.evaluate(() => {
    const w = window
    w.__open = new Promise((resolve) => {
      let down = 0
      const onKey = (e) => {
        if (e.key === 'k' && (e.ctrlKey || e.metaKey)) down = e.timeStamp
      }
      const onFocus = (e) => {
        if (!(e.target instanceof HTMLInputElement) || !e.target.closest('.palette')) return
        window.removeEventListener('keydown', onKey, true)
        document.removeEventListener('focusin', onFocus, true)
        resolve(performance.now() - down)
      }
      window.addEventListener('keydown', onKey, true)
      document.addEventListener('focusin', onFocus, true)
    })
  })
  await page.keyboard.press('Control+k')
  return page.evaluate(() => window.__open)
}

export async function benchPaletteOpen(browser, base, runs = 5) {
  const cold = []
  const warm = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(base + PATH, { waitUntil: 'commit' })
    await page.locator('main table tbody tr').first().waitFor({ timeout: 20_000 })
    cold.push(await openOnce(page))
    await page.keyboard.press('Escape')
    await page.locator('.palette').waitFor({ state: 'detached' })
    await page.waitForTimeout(200)
    warm.push(await openOnce(page))
    await context.close()
  }
  return { cold, warm }
}

export async function printPaletteOpenBench(browser, base) {
  const { cold, warm } = await benchPaletteOpen(browser, base)
  const runs = (xs) => xs.map((x) => x.toFixed(1)).join(', ')
  console.log('\n== Ctrl+K to an input ready for keys (5 runs)')
  console.log(
    `cold (fresh page, at the first row): median ${median(cold).toFixed(1)} ms (runs: ${runs(cold)}; target <= 50 ms)`,
  )
  console.log(`warm (second open): median ${median(warm).toFixed(1)} ms (runs: ${runs(warm)})`)
}
