#!/usr/bin/env node
// `npm run bench`: prints the figures the targets are judged by. Nothing here asserts a time;
// it measures and prints. Steps:
//   1. production build (dist-prod/) and mock build (dist/), with Vite manifests
//   2. gzipped JS of the first load (entry chunk + its static imports) and in total; the
//      production build must contain no mock code
//   3. cold load in Chromium, a fresh context per run (no cache, no service worker, no cookies):
//      navigation start to the first table row, median and spread of 5, the largest long task,
//      when the first API call left; the mock build on the projects and instances pages, and the
//      production build in front of `npm run mock:server` (latency 0, signed in by cookie; then
//      200-400 ms a call, 11 runs, with the row's time after the list's answer)
//   4. palette keystroke-to-results with 10,000 resources in the index, median and p95
//   5. Ctrl+K to an input ready for keys, cold (fresh page) and warm
//   6. the serial console under heavy output
//   7. a rack with 10,000 instances: #name and a table filter to the last page (bench-bulk.mjs),
//      and a sort of the whole list to its first row, cold and warm (bench-sort.mjs)
//   8. the console workspace: four panes receiving 2 MB each at once (bench-consoles.mjs)
//   9. the first table key after a cold load, mock and production builds (bench-keys.mjs)
//  10. palette keystrokes by the Event Timing API, as browsers measure INP (bench-inp.mjs)
//  11. the audit log over a week of history: first row, filter to its last page (bench-audit.mjs)
//  12. the palette's name index: names reached by Enter, 300 projects, idle calls (bench-index.mjs)
//  13. the first row's JS on the wire: mock:server --dist against npm run serve (bench-wire.mjs)
//  14. live: a change made elsewhere to the open page showing it, each kind of page, as a fleet
//      admin and as a silo user; API calls per idle minute, visible, hidden, 300 projects
//      (bench-live.mjs)
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { request } from '@playwright/test'
import { coldLoads, describeRuns, signedIn, startMockServer } from './bench-cold.mjs'
import {
  startPreview,
  launchBrowser,
  launchPlainBrowser,
  median,
  percentile,
} from './bench-lib.mjs'
import { benchPalette } from './bench-palette.mjs'
import { printPaletteOpenBench } from './bench-palette-open.mjs'
import { printSerialBench } from './bench-serial.mjs'
import { printBulkBench } from './bench-bulk.mjs'
import { printSortBench } from './bench-sort.mjs'
import { printConsolesBench } from './bench-consoles.mjs'
import { printFirstKeyBench } from './bench-keys.mjs'
import { printInpBench } from './bench-inp.mjs'
import { printAuditBench } from './bench-audit.mjs'
import { printIndexBench } from './bench-index.mjs'
import { printWireBench } from './bench-wire.mjs'
import { printLiveBench } from './bench-live.mjs'

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length

function build(mode, outDir) {
  execSync(`npx vite build ${mode ? `--mode ${mode}` : ''} --outDir ${outDir} --manifest`, {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
}

/**
 * The JS files the built index.html asks for before any of the app runs: its module scripts and
 * module preloads. The production build's HTML names them in its early script's data instead
 * (`boot`, src/views/routes/early-data.ts takeHeadTags), which adds them after the page's list.
 */
function pageJs(html) {
  const files = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="\/([^"]+\.js)"/g)].map(
    (m) => m[1],
  )
  const data = /\}\)\((\{"rowsKey".*?\}), location\.pathname/s.exec(html)
  for (const [, attrs] of data ? JSON.parse(data[1]).boot : []) {
    const file = attrs.src ?? attrs.href ?? ''
    if (file.endsWith('.js')) files.push(file.replace(/^\//, ''))
  }
  return files
}

/**
 * The JS a cold load fetches before anything runs: pageJs, with their static imports (the
 * manifest's `imports`). Read from the HTML, as the browser does: chunk grouping can fold the
 * entry into another chunk.
 */
function firstLoad(manifest, outDir) {
  const tags = pageJs(readFileSync(join(outDir, 'index.html'), 'utf8'))
  const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]))
  const byKey = manifest
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const dep of byFile.get(file)?.imports ?? []) {
      const chunk = byKey[dep]
      if (chunk) visit(chunk.file)
    }
  }
  for (const file of tags) visit(file)
  const files = [...seen]
  return { files, bytes: files.reduce((s, f) => s + gz(join(outDir, f)), 0) }
}

function allJs(outDir) {
  const dir = join(outDir, 'assets')
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'))
  return files.reduce((s, f) => s + gz(join(dir, f)), 0)
}

function mockCodeIn(outDir) {
  const dir = join(outDir, 'assets')
  const markers = ['mockServiceWorker', 'mock-sw.js', 'setupWorker', 'oxide-mock-chaos']
  const hits = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => markers.some((m) => readFileSync(join(dir, f), 'utf8').includes(m)))
  for (const worker of ['mockServiceWorker.js', 'mock-sw.js'])
    if (existsSync(join(outDir, worker))) hits.push(worker)
  return hits
}

console.log('bench: building (production and mock)...')
const prodManifest = build('', 'dist-prod')
const mockManifest = build('mock', 'dist')

const prodFirst = firstLoad(prodManifest, 'dist-prod')
const mockFirst = firstLoad(mockManifest, 'dist')
console.log('\n== bundle (gzip -9)')
console.log(
  `first-load JS, production: ${kib(prodFirst.bytes)} (${prodFirst.files.length} files; target <= 100 KiB)`,
)
console.log(`first-load JS, mock build (the mock platform included): ${kib(mockFirst.bytes)}`)
console.log(`total JS, production: ${kib(allJs('dist-prod'))}`)
console.log(`total JS, mock build: ${kib(allJs('dist'))}`)
const hits = mockCodeIn('dist-prod')
console.log(
  `mock code in production build: ${hits.length ? `FOUND in ${hits.join(', ')}` : 'none'}`,
)

const preview = await startPreview('dist', 4399)
const browser = await launchBrowser()
// Cold loads run in a browser that no protocol domain watches (bench-lib.mjs says why).
const plain = await launchPlainBrowser()
try {
  console.log(
    '\n== cold load, navigation start to the first table row (fresh context each run, 5 runs; 11 at 200-400 ms a call)',
  )
  const targets = { '/projects': 1000, '/projects/demo/instances': 1100 }
  for (const [path, target] of Object.entries(targets)) {
    const runs = await coldLoads(plain, preview.url, path)
    console.log(`mock build ${path}: ${describeRuns(runs)} (target median <= ${target} ms)`)
  }
  const server = await startMockServer('dist-prod', 4398)
  try {
    const storageState = await signedIn(request, server.url)
    for (const path of Object.keys(targets)) {
      const runs = await coldLoads(plain, server.url, path, { storageState })
      console.log(`production build ${path}, mock:server latency 0: ${describeRuns(runs)}`)
    }
  } finally {
    server.stop()
  }
  // One API round trip as a rack answers it: the first row can come no sooner than one.
  const slow = await startMockServer('dist-prod', 4397, '200-400')
  try {
    const storageState = await signedIn(request, slow.url)
    const prodTargets = { '/projects': 450, '/projects/demo/instances': 500 }
    for (const [path, target] of Object.entries(prodTargets)) {
      const runs = await coldLoads(plain, slow.url, path, { storageState, runs: 11 })
      console.log(
        `production build ${path}, mock:server 200-400 ms a call: ${describeRuns(runs)} (target median <= ${target} ms)`,
      )
    }
  } finally {
    slow.stop()
  }
  console.log('(target: no long task over 150 ms during a cold load)')
  console.log('\n== palette keystroke to results, 10,000 resources indexed')
  const { first, afterFrame, complete } = await benchPalette(browser, preview.url)
  const line = (xs) => `median ${median(xs).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms`
  // The list follows the key's own paint (Event Timing, below, times that paint): two frames.
  console.log(`first results: ${line(first)} over ${first.length} keystrokes (target p95 <= 32 ms)`)
  const inFrame = afterFrame.filter((x) => x === 0).length
  console.log(
    `  the list after the key's own frame began: ${line(afterFrame)} ` +
      `(${inFrame} of ${afterFrame.length} in that frame)`,
  )
  console.log(`complete results, with fuzzy name matches: ${line(complete)}`)
  await printPaletteOpenBench(browser, preview.url)
  await printSerialBench(browser, preview.url)
  await printBulkBench(browser, preview.url, plain)
  await printSortBench(browser, preview.url)
  await printConsolesBench(browser, preview.url)
  await printFirstKeyBench(browser, preview.url, 4396)
  await printInpBench(browser, preview.url)
  await printAuditBench(browser, preview.url)
  await printIndexBench(browser)
  await printWireBench(browser)
  await printLiveBench(browser)
} finally {
  await browser.close()
  await plain.close()
  preview.stop()
}
