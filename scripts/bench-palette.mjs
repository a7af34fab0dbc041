// Palette keystroke-to-results in the real page: the mock seeds a project with 10,000 instances
// (`?mock-bulk=10000`), the palette indexes them, then each keystroke is timed from its keydown
// to the moment the results list in the DOM changes.
// What operators type: name prefixes, command words, and one typo (the fuzzy path).
const QUERIES = ['inst-0998', 'go disks', 'stop inst', 'inst-04217', 'isnt-0042', 'vpcs']

export async function benchPalette(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${base}/projects/bulk/instances?mock-bulk=10000`)
  await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
  await page.keyboard.press('Control+k')
  const input = page.getByRole('combobox')
  await input.waitFor()
  // Wait until the background index holds the bulk project's instances.
  await input.fill('inst-09999')
  await page
    .getByRole('option', { name: /inst-09999/ })
    .first()
    .waitFor({ timeout: 60_000 })
  await input.fill('')

  await page.evaluate(() => {
    const w = window
    w.__samples = []
    w.__pending = null
    document.addEventListener('keydown', () => (w.__pending = performance.now()), true)
    const list = document.querySelector('[role="listbox"]')
    new MutationObserver(() => {
      if (w.__pending === null) return
      w.__samples.push(performance.now() - w.__pending)
      w.__pending = null
    }).observe(list, { childList: true, subtree: true, characterData: true, attributes: true })
  })
  for (const q of QUERIES) {
    for (const ch of q) {
      await page.keyboard.type(ch)
      await page.waitForTimeout(120)
    }
    await input.fill('')
    await page.waitForTimeout(120)
  }
  const samples = await page.evaluate(() => window.__samples)
  await context.close()
  return samples
}
