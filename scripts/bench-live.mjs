// The live console on the production build behind `npm run mock:server` at 200-400 ms a call:
//   - the time from a change made elsewhere to the open page showing it: a second client with a
//     session of its own, signed in as the `oxide` CLI does (the device flow: a code confirmed by
//     a signed-in user, then a bearer token; its calls say `oxide-cli/0.17.0`), makes the change;
//     the clock starts when its call answers and stops when the page shows it. Each kind of page:
//     a disk created and deleted (disks), an instance stopped (the instance list, and that
//     instance's page), a floating IP created (floating IPs), a project created (projects); as a
//     fleet admin (the feed reads the audit log) and as a silo user who may not read it (dev-user:
//     the page polls what it shows);
//   - API calls per idle minute: the instances page after a minute there, visible, then hidden;
//     a silo of 300 projects (`--projects 300`) on /projects with the palette closed, while the
//     index builds, once it is complete (the browser's copy of a complete index), and with a
//     second tab.
// Run alone: `node scripts/bench-live.mjs` (builds dist-prod/ unless BENCH_NO_BUILD is set).
import { execSync } from 'node:child_process'
import { request } from '@playwright/test'
import { signedIn, startMockServer } from './bench-cold.mjs'
import { launchBrowser, median } from './bench-lib.mjs'

const RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 3)
/** `changes,idle,scale` (all unless BENCH_LIVE_PARTS names some) */
const PARTS = new Set((process.env.BENCH_LIVE_PARTS ?? 'changes,idle,scale').split(','))
const SHOW_MS = 45_000
const IDLE_MS = 60_000
const CLI_AGENT = 'oxide-cli/0.17.0'

/**
 * A client signed in as the CLI is: the device flow (`oxide auth login`), the code confirmed by a
 * signed-in session of `user`, then every call with the bearer token and the CLI's user agent.
 */
export async function cliSession(url, user = 'ops-admin') {
  const web = await request.newContext({ baseURL: url })
  const login = await web.post('/v1/login/corp/local', {
    data: { username: user, password: 'oxide' },
  })
  if (login.status() !== 204) throw new Error(`sign-in answered ${login.status()}`)
  const clientId = crypto.randomUUID()
  const auth = await web.post('/device/auth', { form: { client_id: clientId } })
  const { device_code, user_code } = await auth.json()
  const confirm = await web.post('/device/confirm', { data: { user_code } })
  if (confirm.status() !== 204) throw new Error(`device confirm answered ${confirm.status()}`)
  const token = await web.post('/device/token', {
    form: {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code,
      client_id: clientId,
    },
  })
  const { access_token } = await token.json()
  await web.dispose()
  const api = await request.newContext({
    baseURL: url,
    extraHTTPHeaders: { Authorization: `Bearer ${access_token}`, 'User-Agent': CLI_AGENT },
  })
  /** One call; throws unless it succeeded. */
  const call = async (method, path, data) => {
    const r = await api.fetch(path, { method, data })
    if (r.status() >= 300) throw new Error(`${method} ${path}: ${r.status()} ${await r.text()}`)
    return r.status() === 204 ? null : r.json()
  }
  return { call, dispose: () => api.dispose() }
}

const blankDisk = (name) => ({
  name,
  description: '',
  size: 1024 ** 3,
  disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
})

async function waitRunState(cli, project, instance, state) {
  for (let i = 0; i < 100; i++) {
    const v = await cli.call('GET', `/v1/instances/${instance}?project=${project}`)
    if (v.run_state === state) return
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${instance} never became ${state}`)
}

async function waitDiskReady(cli, project, disk) {
  for (let i = 0; i < 100; i++) {
    const d = await cli.call('GET', `/v1/disks/${disk}?project=${project}`)
    if (d.state.state === 'detached') return
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${disk} never became detached`)
}

const context = (browser, storageState) =>
  browser.newContext({ viewport: { width: 1440, height: 900 }, storageState })

/** Counts the API calls a context makes from now on. */
function countCalls(ctx) {
  const calls = { n: 0, paths: [] }
  ctx.on('request', (r) => {
    const u = new URL(r.url())
    if (u.pathname.startsWith('/v1/')) {
      calls.n++
      calls.paths.push(u.pathname)
    }
  })
  return calls
}

/** Opens `path` and waits until its page is drawn and the status bar says how fresh it is. */
async function openPage(page, base, path, live) {
  await page.goto(`${base}${path}`)
  await page.locator('main h1').first().waitFor({ state: 'attached', timeout: 30_000 })
  await page
    .locator('.live-status', { hasText: live ? /live/ : /updated/ })
    .waitFor({ timeout: 30_000 })
  // Settled: the page's first reads are in.
  await page.waitForTimeout(2000)
}

/** ms from `change()` answering to `shown` (a locator) matching; null when not in SHOW_MS. */
async function timeToShow(change, shown, state = 'visible') {
  await change()
  const t0 = Date.now()
  try {
    await shown.waitFor({ state, timeout: SHOW_MS })
    return Date.now() - t0
  } catch {
    return null
  }
}

const row = (page, name) => page.locator('main table tbody tr', { hasText: name })

/** Each kind of change made elsewhere, RUNS times, on its page: ms to showing. */
async function changesShown(browser, base, storageState, cli, { project, live, tag }) {
  const ctx = await context(browser, storageState)
  const page = await ctx.newPage()
  const times = {}
  const add = (label, ms) => (times[label] ??= []).push(ms)
  const suffix = `${tag}-${Date.now() % 100000}`
  const instance = `lb-${suffix}`
  await cli.call('POST', `/v1/instances?project=${project}`, {
    name: instance,
    description: '',
    hostname: instance,
    ncpus: 1,
    memory: 1024 ** 3,
    start: true,
  })
  await waitRunState(cli, project, instance, 'running')
  for (let i = 0; i < RUNS; i++) {
    const disk = `lb-d${i}-${suffix}`
    await openPage(page, base, `/projects/${project}/disks`, live)
    add(
      'disk created, disks page',
      await timeToShow(
        () => cli.call('POST', `/v1/disks?project=${project}`, blankDisk(disk)),
        row(page, disk),
      ),
    )
    await waitDiskReady(cli, project, disk)
    await page.waitForTimeout(2000)
    add(
      'disk deleted, disks page',
      await timeToShow(
        () => cli.call('DELETE', `/v1/disks/${disk}?project=${project}`),
        row(page, disk),
        'detached',
      ),
    )
    await openPage(page, base, `/projects/${project}/instances`, live)
    add(
      'instance stopped, instance list',
      await timeToShow(
        () => cli.call('POST', `/v1/instances/${instance}/stop?project=${project}`),
        row(page, instance).filter({ hasText: /stopping|stopped/ }),
      ),
    )
    await waitRunState(cli, project, instance, 'stopped')
    await cli.call('POST', `/v1/instances/${instance}/start?project=${project}`)
    await waitRunState(cli, project, instance, 'running')
    await openPage(page, base, `/projects/${project}/instances/${instance}`, live)
    add(
      'instance stopped, its page',
      await timeToShow(
        () => cli.call('POST', `/v1/instances/${instance}/stop?project=${project}`),
        page.locator('main .badge', { hasText: /stopping|stopped/ }).first(),
      ),
    )
    await waitRunState(cli, project, instance, 'stopped')
    await cli.call('POST', `/v1/instances/${instance}/start?project=${project}`)
    await waitRunState(cli, project, instance, 'running')
    const fip = `lb-f${i}-${suffix}`
    await openPage(page, base, `/projects/${project}/floating-ips`, live)
    add(
      'floating IP created, floating IPs page',
      await timeToShow(
        () =>
          cli.call('POST', `/v1/floating-ips?project=${project}`, { name: fip, description: '' }),
        row(page, fip),
      ),
    )
    await cli.call('DELETE', `/v1/floating-ips/${fip}?project=${project}`)
    if (live) {
      // A silo user may not create projects.
      const p = `lb-p${i}-${suffix}`
      await openPage(page, base, '/projects', live)
      add(
        'project created, project list',
        await timeToShow(
          () => cli.call('POST', '/v1/projects', { name: p, description: '' }),
          row(page, p),
        ),
      )
      await cli.call('DELETE', `/v1/projects/${p}`)
    }
  }
  await cli.call('POST', `/v1/instances/${instance}/stop?project=${project}`)
  await waitRunState(cli, project, instance, 'stopped')
  await cli.call('DELETE', `/v1/instances/${instance}?project=${project}`)
  await ctx.close()
  for (const [label, runs] of Object.entries(times)) {
    const ok = runs.filter((r) => r !== null)
    const missed = runs.length - ok.length
    console.log(
      `  ${label}: median ${ok.length ? Math.round(median(ok)) : '-'} ms, worst ` +
        `${ok.length ? Math.max(...ok) : '-'} ms (${runs.map((r) => r ?? 'missed').join(', ')})` +
        `${missed ? `; ${missed} not in ${SHOW_MS / 1000} s` : ''}`,
    )
  }
}

/** Makes the page hidden, as a tab behind another one is (the app sees what a browser says). */
const hide = (page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { value: true, configurable: true })
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })

const byPath = (paths) => {
  const by = {}
  for (const p of paths) by[p] = (by[p] ?? 0) + 1
  return Object.entries(by)
    .sort((a, b) => b[1] - a[1])
    .map(([p, n]) => `${p} ${n}`)
    .join(', ')
}

async function idleInstances(browser, base, storageState) {
  const ctx = await context(browser, storageState)
  const calls = countCalls(ctx)
  const page = await ctx.newPage()
  await page.goto(`${base}/projects/demo/instances`)
  await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
  await page.waitForTimeout(IDLE_MS)
  calls.n = 0
  calls.paths = []
  await page.waitForTimeout(IDLE_MS)
  console.log(
    `instances page, API calls in an idle minute after a minute there, visible: ${calls.n} ` +
      `(target 15; ${byPath(calls.paths)})`,
  )
  await hide(page)
  await page.waitForTimeout(5000)
  calls.n = 0
  calls.paths = []
  await page.waitForTimeout(IDLE_MS)
  console.log(`  hidden: ${calls.n} (target 2${calls.n ? `; ${byPath(calls.paths)}` : ''})`)
  await ctx.close()
}

/**
 * Every list of the silo read once, as a browser that indexed it earlier holds them: written into
 * the index's IndexedDB store for `owner` (what src/views/name-index/index-db.ts keeps).
 */
async function seedIndex(page, base, cli, owner, fleet) {
  const all = async (path) => {
    const items = []
    let token
    do {
      const sep = path.includes('?') ? '&' : '?'
      const page = await cli.call(
        'GET',
        `${path}${sep}limit=1000${token ? `&page_token=${token}` : ''}`,
      )
      items.push(...page.items)
      token = page.next_page
    } while (token)
    return items
  }
  const camel = (o) =>
    Array.isArray(o)
      ? o.map(camel)
      : o && typeof o === 'object'
        ? Object.fromEntries(
            Object.entries(o).map(([k, v]) => [
              k.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase()),
              camel(v),
            ]),
          )
        : o
  const now = Date.now()
  const lists = []
  const put = (kind, project, items) =>
    lists.push({
      owner,
      key: `${kind}|${project ?? ''}`,
      kind,
      project,
      items: camel(items),
      readAt: now,
    })
  const projects = await all('/v1/projects')
  put('project', undefined, projects)
  put('silo image', undefined, await all('/v1/images'))
  if (fleet) {
    put('silo', undefined, await all('/v1/system/silos'))
    put('ip pool', undefined, await all('/v1/system/ip-pools'))
  }
  const kinds = [
    ['instance', '/v1/instances'],
    ['disk', '/v1/disks'],
    ['vpc', '/v1/vpcs'],
    ['snapshot', '/v1/snapshots'],
    ['image', '/v1/images'],
    ['floating ip', '/v1/floating-ips'],
    ['anti-affinity group', '/v1/anti-affinity-groups'],
  ]
  const jobs = projects.flatMap((p) => kinds.map(([kind, path]) => [kind, path, p.name]))
  for (let i = 0; i < jobs.length; i += 24)
    await Promise.all(
      jobs
        .slice(i, i + 24)
        .map(async ([kind, path, p]) => put(kind, p, await all(`${path}?project=${p}`))),
    )
  await page.goto(`${base}/v1/ping`)
  await page.evaluate(
    (rows) =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open('oxide-console-name-index', 1)
        req.onupgradeneeded = () => {
          const store = req.result.createObjectStore('lists', { keyPath: ['owner', 'key'] })
          store.createIndex('owner', 'owner')
        }
        req.onsuccess = () => {
          const tx = req.result.transaction('lists', 'readwrite')
          for (const r of rows) tx.objectStore('lists').put(r)
          tx.oncomplete = () => (req.result.close(), resolve(undefined))
          tx.onerror = () => reject(tx.error)
        }
        req.onerror = () => reject(req.error)
      }),
    lists,
  )
  return lists.length
}

async function idleAtScale(browser, base, storageState, cli) {
  // While the index builds: a fresh browser.
  const ctx = await context(browser, storageState)
  const calls = countCalls(ctx)
  const page = await ctx.newPage()
  await page.goto(`${base}/projects`)
  await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
  await page.waitForTimeout(15_000)
  calls.n = 0
  await page.waitForTimeout(IDLE_MS)
  console.log(
    `300 projects, API calls per idle minute with the palette closed, while the index builds: ` +
      `${calls.n} (target 60)`,
  )
  await ctx.close()

  // Once it is complete: a browser holding every list, read a moment ago.
  const done = await context(browser, storageState)
  const doneCalls = countCalls(done)
  const first = await done.newPage()
  const me = await cli.call('GET', '/v1/me')
  const n = await seedIndex(first, base, cli, `${me.silo_name}/${me.id}`, true)
  await first.goto(`${base}/projects`)
  await first.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
  await first.waitForTimeout(15_000)
  doneCalls.n = 0
  doneCalls.paths = []
  await first.waitForTimeout(IDLE_MS)
  const one = doneCalls.n
  const onePaths = byPath(doneCalls.paths)
  const second = await done.newPage()
  await second.goto(`${base}/projects`)
  await second.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
  await second.waitForTimeout(10_000)
  doneCalls.n = 0
  await second.waitForTimeout(IDLE_MS)
  const two = doneCalls.n
  console.log(
    `  once complete (${n} lists held): one tab ${one} (target 20; ${onePaths}), two tabs ${two} ` +
      `(the second adds ${two - one}; target: at most ${Math.floor(one / 10)})`,
  )
  await done.close()
}

export async function printLiveBench(browser) {
  console.log(
    '\n== live: changes made elsewhere, and calls per idle minute (production build, mock:server at 200-400 ms a call)',
  )
  const server = await startMockServer('dist-prod', 4392, '200-400')
  try {
    const storageState = await signedIn(request, server.url)
    if (PARTS.has('changes')) {
      const cli = await cliSession(server.url)
      await cli.call('POST', '/v1/projects', { name: 'live-bench', description: '' })
      console.log('a change made by a CLI session to the open page showing it, as a fleet admin:')
      await changesShown(browser, server.url, storageState, cli, {
        project: 'live-bench',
        live: true,
        tag: 'a',
      })
      console.log('as a silo user who may not read the audit log (dev-user, project demo):')
      const dev = await signedIn(request, server.url, 'dev-user')
      const devCli = await cliSession(server.url, 'dev-user')
      await changesShown(browser, server.url, dev, devCli, {
        project: 'demo',
        live: false,
        tag: 'u',
      })
      await cli.dispose()
      await devCli.dispose()
    }
    if (PARTS.has('idle')) await idleInstances(browser, server.url, storageState)
  } finally {
    server.stop()
  }
  if (!PARTS.has('scale')) return
  const big = await startMockServer('dist-prod', 4393, '200-400', ['--projects', '300'])
  try {
    const storageState = await signedIn(request, big.url)
    const cli = await cliSession(big.url)
    await idleAtScale(browser, big.url, storageState, cli)
    await cli.dispose()
  } finally {
    big.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.BENCH_NO_BUILD)
    execSync('npx vite build --outDir dist-prod', { stdio: ['ignore', 'ignore', 'inherit'] })
  const browser = await launchBrowser()
  try {
    await printLiveBench(browser)
  } finally {
    await browser.close()
  }
}
