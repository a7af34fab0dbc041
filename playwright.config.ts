import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { SERVE_PORTS } from './tests/e2e-serve/ports'

// Playwright cannot download its own browser on this machine: use Debian's when present. Its
// headless shell (package chromium-headless-shell, the same engine without the browser's UI) runs
// the suite a third faster on 2 cores than the full browser in headless mode; the full browser
// when the shell is absent. `npm run bench` measures with the full browser (scripts/bench-lib.mjs).
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p))

const PORT = Number(process.env.E2E_PORT ?? 4317)
/** The production build behind the standalone mock platform (npm run mock:server). */
const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? 4318)

export default defineConfig({
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    trace: 'off',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The built mock-mode console (npm run build:mock): the platform is MSW inside the page.
    { name: 'mock', testDir: 'tests/e2e', use: { baseURL: `http://localhost:${PORT}` } },
    // The production build (npm run build -- --outDir dist-prod) the way a rack serves it:
    // console and API on one origin, real HTTP, cookies and WebSockets.
    {
      name: 'production',
      testDir: 'tests/e2e-prod',
      use: { baseURL: `http://127.0.0.1:${PROD_PORT}` },
    },
    // The production build behind `npm run serve` (and nginx with the shipped configuration),
    // the API-only mock platform as the rack: headers, CSP, compression, the rack going away.
    {
      name: 'serve',
      testDir: 'tests/e2e-serve',
      use: { baseURL: `http://127.0.0.1:${SERVE_PORTS.serve}` },
    },
    // The dev server a newcomer runs (`npm start`): its spec starts one on E2E_DEV_PORT itself.
    { name: 'dev', testDir: 'tests/e2e-dev' },
  ],
  webServer: [
    {
      command: `npx vite preview --mode mock --port ${PORT} --strictPort`,
      port: PORT,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // --validate: every body on the wire is checked against nexus.json (the tests read the
      // mismatches at GET /__mock/conformance and fail on any).
      command: `npx tsx mock/server/main.ts --dist dist-prod --latency 0 --port ${PROD_PORT} --validate --quiet`,
      url: `http://127.0.0.1:${PROD_PORT}/v1/ping`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The rack of the serve project: the mock platform's API alone, no console.
      command: `npx tsx mock/server/main.ts --latency 0 --port ${SERVE_PORTS.rack} --quiet`,
      url: `http://127.0.0.1:${SERVE_PORTS.rack}/v1/ping`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx server/main.ts --api http://127.0.0.1:${SERVE_PORTS.rack} --dist dist-prod --port ${SERVE_PORTS.serve} --quiet`,
      url: `http://127.0.0.1:${SERVE_PORTS.serve}/v1/ping`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
