// First: zod must find its configuration when it loads (zod-jitless.ts says why).
import './lib/zod-jitless'
import { createRoot } from 'react-dom/client'
import { setRequestGate } from './api/client'
import { loadCommands, loadWithCommands } from './commands/core/load'
import { App } from './views/app'
import { onCaughtError } from './views/errors/report'
import { prefetchRouteData } from './views/routes/route-data'
import { preloadPage } from './views/routes/route-preload'
import { afterFirstScreen } from './views/first-screen'

// Keys typed while the app loads are kept for the key router (no key is lost): index.html's first
// script keeps them from the first byte of the page. Only a page without that script (the console
// serves none) starts the same keeping here, from early-keys.ts, a chunk of its own for that case:
// the entry does not carry a second copy of the keeper.
if (!window.__earlyKeys) void import('./views/keyboard/early-keys').then((m) => m.startEarlyKeys())
// The table keys (j, k, x, ., /) are commands with zod schemas: they load with the built-ins. A
// list's sort keys (Shift and a column's letter) and its `sort`, `show column` lines come in the
// same chunk (one import, one list of preloads).
loadWithCommands(() =>
  import('./views/keyboard/table-keys').then((m) => [
    ...m.tableKeyCommands,
    ...m.tableViewCommands,
  ]),
)

// Mock mode: the in-browser platform starts ahead of the app (mock/start.ts, a module script of
// its own in index.html) and API calls wait for it (the request gate). The production build
// never contains it.
if (import.meta.env.VITE_MSW === '1') {
  // index.html starts it from a module script of its own, ahead of this one (mock/start.ts).
  setRequestGate(
    window.__oxideMock ??
      Promise.reject(new Error('the mock platform did not start (mock/start.ts)')),
  )
}

// The first screen's queries leave now, in parallel, while the page's code loads (route-data.ts).
prefetchRouteData(window.location.pathname)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// The first page's code is fetched before the first render (at most 400 ms), so that page
// renders at once instead of suspending behind a skeleton.
const firstPage = preloadPage(window.location.pathname).catch(() => undefined)
const cap = new Promise((r) => setTimeout(r, 400))
void Promise.race([firstPage, cap]).then(() => {
  createRoot(root, { onCaughtError }).render(<App />)
  // The built-in commands are not needed to draw the first page: fetch them once its first row
  // is on screen. Anything that needs them before (a key, a click) starts the load itself and
  // waits on the registry's one ready promise.
  afterFirstScreen(() => void loadCommands())
})
