// The first screen's calls leave from index.html's first script on the production build, before
// the app's code has loaded, and the app takes their answers: every first-screen URL goes over
// the wire once, nothing asked early is left untaken, and a fresh browser still signs in first.
// The page's code is asked for from there too, not once the entry has evaluated.
import { expect, test, type Page } from './fixtures'

/** Signs in over the API, so the page's first load already has the session cookie. */
async function signInByRequest(page: Page) {
  const r = await page.request.post('/v1/login/corp/local', {
    data: { username: 'ops-admin', password: 'oxide' },
  })
  expect(r.status()).toBe(204)
}

/** A cold load of the instance list, signed in beforehand, up to its first row. */
async function coldInstances(page: Page) {
  await signInByRequest(page)
  await page.goto('/projects/demo/instances')
  await expect(page.getByRole('main').locator('tbody tr').first()).toBeVisible()
}

test('a cold load asks for its first screen once, from the first script, and uses the answers', async ({
  page,
  errors,
}) => {
  await coldInstances(page)
  const seen = await page.evaluate(() => {
    const d = (window as { __earlyData?: { answers: Record<string, unknown> } }).__earlyData
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.startsWith('/v1/'))
      .map((e) => ({
        url: new URL(e.name).pathname + new URL(e.name).search,
        start: e.startTime,
        end: e.responseEnd,
      }))
    return { untaken: d ? Object.keys(d.answers) : null, parsed: nav.domInteractive, calls }
  })
  // The script ran, and the app took every answer it asked for.
  expect(seen.untaken).toEqual([])
  for (const url of ['/v1/me', '/v1/projects?limit=100', '/v1/instances?project=demo&limit=50']) {
    const calls = seen.calls.filter((c) => c.url === url)
    // Asked while the page was still being parsed: before any module script of the app ran.
    expect(calls[0]?.start, url).toBeLessThan(seen.parsed)
    // Not asked again by the app: a later call of the list is its poll (every 3 s while an
    // instance is starting or stopping), never a second request for the same first answer.
    for (const again of calls.slice(1))
      expect(again.start - (calls[0]?.end ?? 0), url).toBeGreaterThan(2_500)
  }
  expect(errors).toEqual([])
})

test("the page's own list leaves first: the early script adds the entry's tags after it", async ({
  page,
}) => {
  // Whatever the HTML names, a browser's preload scanner asks for before any script has run:
  // the entry, its runtime and stylesheet, the fonts. The list's call waited behind them.
  const html = await (await page.request.get('/projects')).text()
  expect(html).not.toMatch(
    /<script\b[^>]*\bsrc=|<link\b[^>]*\brel="(stylesheet|modulepreload|preload)"/,
  )
  await coldInstances(page)
  const asked = await page.evaluate(() => {
    const at = (pattern: string) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
        new RegExp(pattern).test(new URL(e.name).pathname + new URL(e.name).search),
      )?.startTime ?? NaN
    return [
      at('^/v1/instances\\?project=demo&limit=50$'),
      at('^/assets/index-[^/]*\\.js$'),
      at('^/assets/project-pages-[^/]*\\.js$'),
      at('^/v1/me$'),
      at('\\.woff2$'),
    ]
  })
  // The list, the entry, the page's code, the shell's calls, the font: in that order.
  for (const t of asked) expect(t).not.toBeNaN()
  expect(asked).toEqual([...asked].sort((a, b) => a - b))
})

/** After a cold load of a page whose code is in chunk `name`: checks it was preloaded early. */
async function pageCodeAskedEarly(page: Page, name: string) {
  const seen = await page.evaluate((chunk) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const asked = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new RegExp(`/assets/${chunk}-[^/]*\\.js$`).test(e.name))
      .map((e) => e.startTime)
    const link = document.querySelector(`link[rel="modulepreload"][href*="/${chunk}-"]`)
    const entry = document.querySelector('script[type="module"][src]')
    const behind =
      !!link &&
      !!entry &&
      !!(entry.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING)
    return { asked, parsed: nav.domInteractive, behind }
  }, name)
  // One request, made while the page was still being parsed: before any module script ran.
  expect(seen.asked).toHaveLength(1)
  expect(seen.asked[0]).toBeLessThan(seen.parsed)
  // By a link the early script added, right after the entry's tag (which it adds too).
  expect(seen.behind).toBe(true)
}

test("a cold load asks for the page's code from the early script, with its calls", async ({
  page,
  errors,
}) => {
  await coldInstances(page)
  await pageCodeAskedEarly(page, 'project-pages')
  await page.goto('/system/silos')
  await expect(page.locator('tbody tr').first()).toBeVisible()
  await pageCodeAskedEarly(page, 'silo-pages')
  expect(errors).toEqual([])
})

test('without a session the early answers are dropped: sign in, then the page', async ({
  page,
}) => {
  await page.goto('/projects/demo/instances')
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/projects/demo/instances')
  await expect(page.locator('tbody tr').first()).toBeVisible()
})

test("the instance list's addresses are read a few rows at a time, leaving connections for the code", async ({
  page,
  errors,
}) => {
  await coldInstances(page)
  const rows = page.getByRole('main').locator('tbody tr')
  const count = await rows.count()
  const addressReads = () =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => /\/v1\/instances\/[^/]+\/external-ips/.test(new URL(e.name).pathname))
        .map((e) => ({ start: e.startTime, end: e.responseEnd })),
    )
  // Every row's address has been read, once.
  await expect.poll(async () => (await addressReads()).length).toBe(count)
  const reads = await addressReads()
  // The most in flight at any moment (ROW_READS_AT_ONCE in src/api/row-reads.ts).
  const most = Math.max(
    ...reads.map((a) => reads.filter((b) => b.start <= a.start && a.start < b.end).length),
  )
  expect(most).toBeLessThanOrEqual(3)
  expect(errors).toEqual([])
})

test("the console's font is asked for by the early script, not by the first layout", async ({
  page,
  errors,
}) => {
  await coldInstances(page)
  await page.evaluate(() => document.fonts.ready)
  const seen = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const fonts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.name.endsWith('.woff2'))
      .map((e) => ({ file: new URL(e.name).pathname, by: e.initiatorType, start: e.startTime }))
    const used = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.weight)
    return { fonts, used, parsed: nav.domInteractive }
  })
  // The page draws in both weights of its font, and neither was fetched late.
  expect(new Set(seen.used)).toEqual(new Set(['400', '700']))
  expect(seen.fonts.map((f) => f.file).sort()).toEqual([
    expect.stringMatching(/\/jetbrains-mono-latin-400-normal-[^/]+\.woff2$/),
    expect.stringMatching(/\/jetbrains-mono-latin-700-normal-[^/]+\.woff2$/),
  ])
  for (const font of seen.fonts) {
    // By the preload link the early script adds, while the page was still being parsed.
    expect(font.by, font.file).toBe('link')
    expect(font.start, font.file).toBeLessThan(seen.parsed)
  }
  expect(errors).toEqual([])
})
