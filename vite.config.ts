import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// Point the dev server at a real rack: `API_URL=https://oxide.example.com npm start`.
// The API, login, device flow and the serial-console websocket are proxied; mock mode is off.
const apiUrl = process.env.API_URL

function rackProxy(target: string): Record<string, ProxyOptions> {
  const common = { target, changeOrigin: true, secure: process.env.API_INSECURE !== '1' }
  // /login and /device are also pages of this app: only their API calls (non-GET) are proxied.
  const apiOnly: ProxyOptions = {
    ...common,
    bypass: (req) => (req.method === 'GET' ? req.url : undefined),
  }
  return {
    '/v1': { ...common, ws: true },
    '/experimental': common,
    '/login': apiOnly,
    '/device': apiOnly,
  }
}

/**
 * Mock builds: fetch the mock's chunk (and what it imports) from the first byte of HTML, in
 * parallel with the entry, instead of after the entry has run and asked for it.
 */
function preloadMock(): Plugin {
  return {
    name: 'preload-mock',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {}
        const mock = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/mock/browser.ts'),
        )
        if (!mock || mock.type !== 'chunk') return []
        return [mock.fileName, ...mock.imports].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

export default defineConfig(({ mode }) => {
  const mock = mode === 'mock' && !apiUrl
  return {
    plugins: [react(), ...(mock ? [preloadMock()] : [])],
    resolve: { alias: { '@': dir('./src'), '@mock': dir('./mock') } },
    // The service worker of the mock ships only in mock builds.
    publicDir: mock ? 'mock/public' : false,
    define: { 'import.meta.env.VITE_MSW': JSON.stringify(mock ? '1' : '0') },
    server: {
      port: 4000,
      proxy: apiUrl ? rackProxy(apiUrl) : undefined,
    },
    preview: { port: 4173 },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1000 },
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'mock/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
      environment: 'node',
      pool: 'threads',
      testTimeout: 20_000,
      reporters: process.env.CI ? ['default', 'json'] : ['default'],
      outputFile: process.env.CI ? { json: 'reports/unit.json' } : undefined,
    },
  }
})
