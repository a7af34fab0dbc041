import { createRoot } from 'react-dom/client'
import { setRequestGate } from './api/client'
import { App } from './views/app'
import { onCaughtError } from './views/errors/report'
import { preloadPage } from './views/routes/route-preload'

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
void Promise.race([firstPage, cap]).then(() => createRoot(root, { onCaughtError }).render(<App />))
