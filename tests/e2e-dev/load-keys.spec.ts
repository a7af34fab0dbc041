// Keys typed the moment a page starts loading, on the dev server a newcomer starts with
// `npm start` (mock mode, every module compiled on request): the cases of tests/e2e/load-keys.ts.
// The file starts its own dev server (port E2E_DEV_PORT), so only this project pays for it; its
// tests run one after another in one worker, the first of them on a cold server.
import { test as base, expect } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import {
  chordThenFilter,
  paletteLine,
  palettePaste,
  slashFilter,
  slashFilterEnter,
} from '../e2e/load-keys'

const PORT = Number(process.env.E2E_DEV_PORT ?? 4329)
const BASE = `http://localhost:${PORT}`

const test = base.extend<object, { devServer: ViteDevServer }>({
  devServer: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await createServer({
        mode: 'mock',
        logLevel: 'warn',
        server: { port: PORT, strictPort: true },
      })
      await server.listen()
      await provide(server)
      await server.close()
    },
    { scope: 'worker', auto: true },
  ],
})

test.describe.configure({ mode: 'serial', timeout: 60_000 })
test.use({ baseURL: BASE })

test('/etcd typed as the instances page starts loading: "etcd" in the filter, etcd rows only', async ({
  page,
}) => {
  for (let i = 0; i < 3; i++) await slashFilter(page)
})

test('/etcd and Enter typed as the page starts loading: the cursor on the first etcd row', async ({
  page,
}) => {
  await slashFilterEnter(page)
})

test('Ctrl+K, a line and Enter typed as the page starts loading run the line', async ({ page }) => {
  await paletteLine(page)
})

test('Ctrl+K and a paste as the page starts loading: the pasted line in the palette', async ({
  page,
  context,
}) => {
  await palettePaste(page, context, BASE)
  expect(page.url()).toContain('/snapshots')
})

test('a chord and the keys after it: g i, then /etcd, filters the instances', async ({ page }) => {
  await chordThenFilter(page)
})
