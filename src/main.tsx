import { createRoot } from 'react-dom/client'
import { setRequestGate } from './api/client'
import { loadCommands } from './commands/core/load'
import { App } from './views/app'
import { onCaughtError } from './views/errors/report'
import { startEarlyKeys } from './views/keyboard/early-keys'
import { preloadPage } from './views/routes/route-preload'
import { whenIdle } from './views/when-idle'

// Keys typed while the app loads are kept for the key router (no key is lost).
startEarlyKeys()

// Mock mode: the in-browser platform starts while the app renders and loads its page code; API
// calls wait for it (the request gate). The mock's code is a separate chunk that the production
// build never contains.
if (import.meta.env.VITE_MSW === '1') {
  setRequestGate(import('../mock/browser').then((m) => m.startMock()))
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// The first page's code is fetched before the first render (at most 400 ms), so that page
// renders at once instead of suspending behind a skeleton.
const firstPage = preloadPage(window.location.pathname).catch(() => undefined)
const cap = new Promise((r) => setTimeout(r, 400))
void Promise.race([firstPage, cap]).then(() => {
  createRoot(root, { onCaughtError }).render(<App />)
  // The built-in commands are not needed to draw the first page: fetch them once it is drawing.
  // Anything that needs them before (a key, a click) waits on the registry's one ready promise.
  whenIdle(() => void loadCommands())
})
