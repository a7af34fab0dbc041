import { createRoot } from 'react-dom/client'
import { App } from './views/app'
import { onCaughtError } from './views/errors/report'

async function boot() {
  // Mock mode: the in-browser platform must answer before the first query. The mock's code is a
  // separate chunk that the production build never contains.
  if (import.meta.env.VITE_MSW === '1') {
    const { startMock } = await import('../mock/browser')
    await startMock()
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root, { onCaughtError }).render(<App />)
}

void boot()
