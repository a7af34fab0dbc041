// Palette keystroke-to-results in the real page: the mock seeds a project with 10,000 instances
// (`?mock-bulk=10000`), the palette indexes them, then each keystroke is timed from its keydown
// to the commit of the list for what is now typed (`first`: the commands and names containing
// the query in the DOM, for the next paint; the keystroke's own render only shows the key in the
// input, and the list follows in a render after that paint; the list says which query it shows,
// so a keystroke that leaves its rows as they were counts too) and to the last change of the
// list within 300 ms (`complete`: with fuzzy name matches too). `afterFrame`: the list's commit
// from the start of the key's own frame (its first animation frame after the keydown), 0 when
// the list was in that frame: the list's own work, apart from the frame it waits for.
// What operators type: name prefixes, command words, one typo (the fuzzy path), a `#name` search
// over every project's index, and a typed command line completing live instance names.
export const QUERIES = [
  'inst-0998',
  'go disks',
  'stop inst',
  'inst-04217',
  'isnt-0042',
  'vpcs',
  '#inst-0421',
  'instance stop inst-04',
]

/** A page of the 10,000-instance project with the palette open, its index complete. */
export async function indexedPalette(browser, base) {
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
  // And the index of every project, which `#` searches (and reads whole): complete once its
  // status line says so ("index: 6 projects · refreshed just now").
  await input.fill('#inst-09999')
  await page
    .getByRole('option', { name: /inst-09999/ })
    .first()
    .waitFor({ timeout: 60_000 })
  await dialog
    .getByTestId('index-status')
    .filter({ hasText: /^index: [\d,]+ projects? · refreshed/ })
    .waitFor({ timeout: 120_000 })
  await input.fill('')
  return { context, page, dialog, input }
}

export async function benchPalette(browser, base) {
  const { context, page, input } = await indexedPalette(browser, base)
  await page.evaluate(() => {
    const w = window
    w.__first = []
    w.__afterFrame = []
    w.__complete = []
    w.__down = null
    w.__last = null
    const flush = () => {
      // Complete is never before the keystroke's own frame, even when the list did not change.
      if (w.__down !== null && w.__last !== null)
        w.__complete.push(Math.max(w.__last - w.__down, w.__shown ?? 0))
      w.__shown = null
      w.__down = null
      w.__last = null
    }
    document.addEventListener(
      'keydown',
      (e) => {
        flush()
        // The clear between queries (fill's Delete) is not a keystroke of a query.
        if (e.key.length !== 1) return
        const down = performance.now()
        w.__down = down
        w.__last = down
        w.__typed = true
        w.__want = undefined
        w.__frame = null
        requestAnimationFrame(() => {
          if (w.__down === down) w.__frame = performance.now()
        })
      },
      true,
    )
    // The list says which query it shows (`data-query`: it follows the input by a render, the
    // keystroke's own render only echoing the key). First results: the commit of the list for
    // what is now typed, seen by the observer's callback, a microtask after the commit and before
    // the paint that shows it.
    const input = document.querySelector('[role="dialog"] [role="combobox"]')
    document.addEventListener('input', () => {
      if (w.__down !== null && w.__typed) w.__want = input.value
    })
    w.__flush = flush
    const list = document.querySelector('[role="dialog"] [role="listbox"]')
    new MutationObserver(() => {
      const down = w.__down
      if (down === null) return
      const now = performance.now()
      // One sample per keystroke (clearing the input between queries is not one).
      if (w.__typed && w.__want !== undefined && list.getAttribute('data-query') === w.__want) {
        w.__typed = false
        w.__first.push(now - down)
        w.__afterFrame.push(w.__frame === null ? 0 : now - w.__frame)
        w.__shown = now - down
      }
      if (now - down > 300) return
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
    return { first: window.__first, afterFrame: window.__afterFrame, complete: window.__complete }
  })
  await context.close()
  return samples
}
