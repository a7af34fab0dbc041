// Mock builds only: index.html loads this as a module script of its own, before the app's
// entry, so the mock platform evaluates and its service worker's handshake runs while the app's
// code is still evaluating (the app's entry would otherwise import it only after all of its own
// modules had run). main.tsx makes API calls wait for the promise it leaves here.
import { startMock } from './browser'

declare global {
  interface Window {
    __oxideMock?: Promise<void>
  }
}

window.__oxideMock = startMock()

// The build merges this script and the app's into one chunk: yield here, so that the app's
// modules evaluate in a task of their own (the service worker's first messages get through in
// between) rather than in one long task with the mock's.
await new Promise((resolve) => setTimeout(resolve, 0))
