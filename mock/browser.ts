// The in-browser platform: MSW's service worker answers every API call (and the serial console
// websocket) with the mock database. mock/start.ts starts it in mock builds only. The tabs of the
// browser share one platform, held by one of them (browser-share.ts); this is the platform as the
// tab holding it runs it, and the way to it from the others.
import { setupWorker } from 'msw/browser'
import { ACTIVITY_EVERY, describeDone, startActivity } from './activity-run'
import { handlers } from './handlers/all'
import { answerRequest, buildHandlers } from './msw/router'
import { sessionUser } from './msw/session'
import {
  activityParam,
  activitySetting,
  chaosFromEnvironment,
  latencyFromEnvironment,
  parseActivity,
  setActivitySetting,
  setChaos,
  setLatency,
} from './msw/settings'
import { getDb, resetDb } from './db/store'
import { bulkFromEnvironment, seedBulk } from './seed/bulk'
import { projectsFromEnvironment, seedManyProjects } from './seed/many-projects'
import { auditBulkFromEnvironment, seedAuditBulkSteps } from './seed/audit'
import { serialConsoleHandler } from './serial-console'
import { serveSerialConsole } from './serial-stream'
import {
  freshTabState,
  platformId,
  rememberBulk,
  restoreTabState,
  saveTabState,
  saveText,
  setPlatformId,
  takeHandedOver,
  takeResetParam,
} from './browser-state'
import { joinTabs, type Asks, type Platform, type Tabs } from './browser-share'

export async function startMock(): Promise<void> {
  // Measured by the bench: how long the worker takes to be ready.
  performance.mark('mock:start')
  setLatency(latencyFromEnvironment())
  setChaos(chaosFromEnvironment())
  const asks: Asks = {
    reset: takeResetParam(),
    bulk: bulkFromEnvironment(),
    projects: projectsFromEnvironment(),
    audit: auditBulkFromEnvironment(),
    activity: activityParam(),
  }
  // The tab's own platform (as the last page left it, unless `?mock-reset=1`) is made ready now,
  // before the app's code evaluates, as when each tab had its own: it is the one this tab holds
  // when no other tab does, which the lock says only after the app's code has evaluated.
  prime(asks)
  // The browser's platform: held here, or by another tab, which meets this one's asks. The
  // service worker's handshake starts meanwhile (it runs while the app's code evaluates); no call
  // reaches the handlers before this start is over (main.tsx's request gate).
  let tabs: Tabs | null = null
  const joined = joinTabs(platform, asks).then((t) => void (tabs = t))
  const worker = setupWorker(
    ...buildHandlers(handlers, () => tabs?.elsewhere() ?? null),
    serialConsoleHandler((client, instance) =>
      tabs ? tabs.serveConsole(client, instance) : serveSerialConsole(client, instance),
    ),
  )
  await earlyWorkerInControl()
  await worker.start({
    serviceWorker: { url: '/mock-sw.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  await joined
  performance.measure('mock:ready', 'mock:start')
  // A mark tests (and people in devtools) can wait for: from here on, /v1 answers.
  document.documentElement.dataset.mock = 'ready'
}

/** The tab's own platform is ready (`prime`) and untouched since. */
let primed = false

/** The tab's own platform, with what its URL asks that takes no time to wait. */
function prime(asks: Asks) {
  if (asks.reset) freshTabState()
  else restoreTabState()
  if (asks.bulk > 0) rememberBulk(seedBulk(getDb(), asks.bulk))
  seedManyProjects(getDb(), asks.projects)
  primed = true
}

/** The tab's asks: a fresh seed, the load-testing projects, more audit history, the activity. */
async function meet(asks: Asks) {
  if (asks.reset) freshTabState()
  if (asks.bulk > 0) rememberBulk(seedBulk(getDb(), asks.bulk))
  seedManyProjects(getDb(), asks.projects)
  // Thousands of entries, a slice a task: the page stays responsive meanwhile.
  if (asks.audit > 0) {
    const steps = seedAuditBulkSteps(getDb(), asks.audit)
    while (!steps.next().done) await new Promise((r) => setTimeout(r, 0))
  }
  if (asks.activity !== null) setActivitySetting(asks.activity)
  followActivitySetting()
}

let activity: { stop(): void } | null = null
let activityPace = ''

/** The other users act while the setting says so (`?mock-activity=1`), at its pace. */
function followActivitySetting() {
  const every = parseActivity(activitySetting(), ACTIVITY_EVERY)
  const pace = every ? every.join('-') : ''
  if (pace === activityPace) return
  activity?.stop()
  activity = null
  activityPace = pace
  if (!every) return
  activity = startActivity({
    db: getDb,
    answer: (request, via) => answerRequest(handlers, request, via),
    every,
    signedIn: () => {
      const me = sessionUser()
      return me ? [me] : []
    },
    onDone: (done) => console.info(`mock activity: ${describeDone(done)}`),
  })
}

const platform: Platform = {
  async take(handover, asks) {
    const own = primed
    primed = false
    if (handover) {
      try {
        takeHandedOver(handover.state, handover.platform)
      } catch (e) {
        console.warn('The mock platform handed over could not be read; the tab keeps its own', e)
        restoreTabState()
      }
    } else if (!own) {
      if (asks?.reset) freshTabState()
      else restoreTabState()
    }
    // The bulk project and the many projects are there already when primed.
    if (asks) await meet({ ...asks, reset: false })
    else followActivitySetting()
  },
  prepare: meet,
  answer: (request, via) =>
    answerRequest(handlers, request, via) ??
    Promise.resolve(new Response(null, { status: 404, statusText: 'Not Found' })),
  serveConsole: serveSerialConsole,
  id: platformId,
  leave() {
    activity?.stop()
    activity = null
    activityPace = ''
    const state = saveText(getDb())
    saveTabState(state)
    return { platform: platformId(), state }
  },
  follow(id) {
    setPlatformId(id)
    // This tab's own platform is not the one it uses.
    primed = false
    resetDb()
  },
}

declare global {
  interface Window {
    /** index.html's registration of the mock's worker (vite.config.ts), null if it failed */
    __mockWorker?: Promise<ServiceWorkerRegistration | null>
  }
}

/** How long to wait for the worker index.html registered to take control of the page. */
const CONTROL_WAIT_MS = 3000

/**
 * index.html registers the worker from its first byte (vite.config.ts). Until it controls the
 * page, MSW would take the registration for a stale one and reload the page: wait for control.
 * The registration itself is awaited first: asked for too early, the list of registrations is
 * still empty, and MSW, a moment later, finds one without control and reloads (a fresh
 * browser's first visit, about one in twenty, lost the keys typed meanwhile).
 */
async function earlyWorkerInControl() {
  const sw = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!sw || sw.controller) return
  const ours = (r: ServiceWorkerRegistration) =>
    (r.installing ?? r.waiting ?? r.active)?.scriptURL.endsWith('/mock-sw.js')
  const registration =
    (await window.__mockWorker) ?? (await sw.getRegistrations()).find(ours) ?? null
  if (!registration || sw.controller) return
  await new Promise<void>((resolve) => {
    sw.addEventListener('controllerchange', () => resolve(), { once: true })
    setTimeout(resolve, CONTROL_WAIT_MS)
  })
}
