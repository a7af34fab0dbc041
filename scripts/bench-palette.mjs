// Palette keystroke-to-results in the real page: the mock seeds a project with 10,000 instances
// (`?mock-bulk=10000`), the palette indexes them, then each keystroke is timed from its keydown
// to the first change of the results list in the DOM (`first`: commands and names containing
// the query) and to its last change within 300 ms (`complete`: with fuzzy name matches too).
// What operators type: name prefixes, command words, one typo (the fuzzy path), a `#name` search
// over every project's index, and a typed command line completing live instance names.
const QUERIES = [
  'inst-0998',
  'go disks',
  'stop inst',
  'inst-04217',
  'isnt-0042',
  'vpcs',
  '#inst-0421',
  'instance stop inst-04',
]

export async function benchPalette(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${base}/projects/bulk/instances?mock-bulk=10000`)
  await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
  await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' })
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Command palette' })
  const input = dialog.getByRole('combobox')
  await input.waitFor()
  // Wait until the background index holds the bulk project's instances.
  await input.fill('inst-09999')
  await page
    .getByRole('option', { name: /inst-09999/ })
    .first()
    .waitFor({ timeout: 60_000 })
  // And the index of every project, which `#` searches.
  await input.fill('#inst-09999')
  await page
    .getByRole('option', { name: /inst-09999/ })
    .first()
    .waitFor({ timeout: 60_000 })
  await input.fill('')

  await page.evaluate(() => {
    const w = window
    w.__first = []
    w.__complete = []
    w.__down = null
    w.__last = null
    const flush = () => {
      if (w.__down !== null && w.__last !== null) w.__complete.push(w.__last - w.__down)
      w.__down = null
      w.__last = null
    }
    document.addEventListener(
      'keydown',
      () => {
        flush()
        w.__down = performance.now()
      },
      true,
    )
    w.__flush = flush
    const list = document.querySelector('[role="dialog"] [role="listbox"]')
    new MutationObserver(() => {
      if (w.__down === null) return
      const now = performance.now()
      if (now - w.__down > 300) return
      if (w.__last === null) w.__first.push(now - w.__down)
      w.__last = now
    }).observe(list, { childList: true, subtree: true, characterData: true, attributes: true })
  })
  for (const q of QUERIES) {
    for (const ch of q) {
      await page.keyboard.type(ch)
      await page.waitForTimeout(350)
    }
    await input.fill('')
    await page.waitForTimeout(120)
  }
  const samples = await page.evaluate(() => {
    window.__flush()
    return { first: window.__first, complete: window.__complete }
  })
  await context.close()
  return samples
}
