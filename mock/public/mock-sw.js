// The mock platform's service worker: MSW's own (mockServiceWorker.js, which `msw init` writes
// and npm install keeps current), shown only the API's requests. MSW's worker asks the page
// about every request it sees, and the page answers on its main thread, which is busy starting
// the app: every chunk of code and every font waited for that answer. This listener runs first;
// for anything outside the API's paths it stops the event, and the browser fetches it itself.
// The roots are the first segments of nexus.json's paths (mock-sw.test.ts keeps them so).
const API_ROOTS = ['device', 'experimental', 'login', 'v1']

self.addEventListener('fetch', (event) => {
  const root = new URL(event.request.url).pathname.split('/')[1] ?? ''
  if (!API_ROOTS.includes(root)) event.stopImmediatePropagation()
})

importScripts('./mockServiceWorker.js')
