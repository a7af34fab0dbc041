// The first row's JS on the wire: what a cold load of `/projects` (signed in) fetches as script
// before its first table row, in bytes as sent, by `npm run mock:server -- --dist` (no
// compression: what the project served before `npm run serve`) and by `npm run serve` to a
// browser (brotli: Chromium asks for it) and to a client that takes gzip alone. Bytes as the
// browser counts them (Resource Timing's encodedBodySize: the body on the wire).
// Run alone: `node scripts/bench-wire.mjs` (builds dist-prod/ unless BENCH_NO_BUILD is set;
// BENCH_PORT: the first of three ports, default 4393).
import { execSync, spawn } from 'node:child_process'
import { request } from '@playwright/test'
import { signedIn, startMockServer } from './bench-cold.mjs'
import { launchBrowser } from './bench-lib.mjs'

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`

/** `npm run serve` of dist-prod in front of the rack at `api`. */
async function startServe(api, port) {
  const child = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'server/main.ts',
      '--api',
      api,
      '--dist',
      'dist-prod',
      '--port',
      String(port),
      '--quiet',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  )
  const url = await new Promise((resolve, reject) => {
    let text = ''
    child.stdout.on('data', (d) => {
      text += d.toString()
      const m = /listening on (http:\/\/\S+)/.exec(text)
      if (m) resolve(m[1].replace(/,$/, ''))
    })
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)))
  })
  return { url, stop: () => process.kill(-child.pid) }
}

/**
 * The script a cold load fetched before its first row: [file, bytes on the wire, decoded] each.
 * `only`: count these files (another load's), wherever the row came.
 */
async function firstRowJs(browser, base, storageState, { headers = {}, only } = {}) {
  const context = await browser.newContext({ storageState, extraHTTPHeaders: headers })
  const page = await context.newPage()
  // The first row's time, taken in the page the moment it is in the document (bench-cold.mjs).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('main table tbody tr')) {
        window.__row = performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto(`${base}/projects`)
  await page.waitForFunction(() => window.__row != null)
  const files = await page.evaluate(
    (only) =>
      performance
        .getEntriesByType('resource')
        .map((e) => [e.name.replace(/^.*\//, '').replace(/\?.*$/, ''), e])
        .filter(([name, e]) =>
          only ? only.includes(name) : name.endsWith('.js') && e.responseEnd <= window.__row,
        )
        .map(([name, e]) => [name, e.encodedBodySize, e.decodedBodySize]),
    only ?? null,
  )
  await context.close()
  return files
}

const sum = (files, i) => files.reduce((s, f) => s + f[i], 0)

export async function printWireBench(browser, port = Number(process.env.BENCH_PORT ?? 4393)) {
  console.log('\n== first-row JS on the wire (/projects, cold, signed in; the browser counts)')
  const rack = await startMockServer('dist-prod', port)
  const serve = await startServe(rack.url, port + 1)
  try {
    const storageState = await signedIn(request, rack.url)
    const before = await firstRowJs(browser, rack.url, storageState)
    const only = before.map(([name]) => name)
    const br = await firstRowJs(browser, serve.url, storageState, { only })
    const gz = await firstRowJs(browser, serve.url, storageState, {
      only,
      headers: { 'accept-encoding': 'gzip' },
    })
    const raw = sum(before, 2)
    const pct = (files) => `${((100 * sum(files, 1)) / raw).toFixed(0)}%`
    console.log(
      `mock:server --dist, uncompressed (as served before npm run serve): ${kib(sum(before, 1))} ` +
        `in ${before.length} files (${only.join(', ')})`,
    )
    console.log(
      `npm run serve: brotli ${kib(sum(br, 1))} (${pct(br)}), gzip ${kib(sum(gz, 1))} (${pct(gz)})`,
    )
  } finally {
    serve.stop()
    rack.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.BENCH_NO_BUILD)
    execSync('npx vite build --outDir dist-prod', { stdio: ['ignore', 'ignore', 'inherit'] })
  const browser = await launchBrowser()
  try {
    await printWireBench(browser)
  } finally {
    await browser.close()
  }
}
