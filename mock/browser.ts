// The in-browser platform: MSW's service worker answers every API call (and the serial console
// websocket) with the mock database. main.tsx imports this dynamically in mock mode only.
import { setupWorker } from 'msw/browser'
import { handlers } from './handlers/all'
import { buildHandlers } from './msw/router'
import { chaosFromEnvironment, latencyFromEnvironment, setChaos, setLatency } from './msw/settings'
import { getDb } from './db/store'
import { bulkFromEnvironment, seedBulk } from './seed/bulk'
import { projectsFromEnvironment, seedManyProjects } from './seed/many-projects'
import { auditBulkFromEnvironment, seedAuditBulkSteps } from './seed/audit'
import { serialConsoleHandler } from './serial-console'
import { keepTabState, rememberBulk, restoreTabState } from './browser-state'

export async function startMock(): Promise<void> {
  // Measured by the bench: how long the worker takes to be ready.
  performance.mark('mock:start')
  setLatency(latencyFromEnvironment())
  setChaos(chaosFromEnvironment())
  // The tab's platform as the last page left it (unless `?mock-reset=1`), kept when this one goes.
  restoreTabState()
  keepTabState()
  const bulk = bulkFromEnvironment()
  if (bulk > 0) rememberBulk(seedBulk(getDb(), bulk))
  seedManyProjects(getDb(), projectsFromEnvironment())
  const audit = auditBulkFromEnvironment()
  // Thousands of entries, a slice a task: the page stays responsive meanwhile.
  if (audit > 0) {
    const steps = seedAuditBulkSteps(getDb(), audit)
    while (!steps.next().done) await new Promise((r) => setTimeout(r, 0))
  }
  const worker = setupWorker(...buildHandlers(handlers), serialConsoleHandler)
  await earlyWorkerInControl()
  await worker.start({
    serviceWorker: { url: '/mock-sw.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  performance.measure('mock:ready', 'mock:start')
  // A mark tests (and people in devtools) can wait for: from here on, /v1 answers.
  document.documentElement.dataset.mock = 'ready'
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
