import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, runnerImport, type Plugin, type ProxyOptions, type Rolldown } from 'vite'
import { compressAssets } from './build/plugins/compress-assets.ts'
import { cspHashes } from './build/plugins/csp-hashes.ts'

type OutputChunk = Rolldown.OutputChunk

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
 * Mock mode: the mock platform starts ahead of the app. Its module script (mock/start.ts) comes
 * before the app's in index.html, so it evaluates first and its service worker handshake runs
 * while the app's modules evaluate (imported from the app, it would start only after them all).
 * A build merges both scripts into one entry chunk; mock/start.ts then yields (a top-level await)
 * so that the app's modules evaluate in a task of their own, not in one long task with the mock's.
 */
function startMockFirst(): Plugin {
  return {
    name: 'start-mock-first',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(
          '<script type="module" src="/src/main.tsx"></script>',
          '<script type="module" src="/mock/start.ts"></script>\n    ' +
            '<script type="module" src="/src/main.tsx"></script>',
        ),
    },
  }
}

/**
 * Mock mode: register the mock's service worker from the first byte of HTML, so it installs and
 * activates while the code downloads. MSW's start (mock/browser.ts) then finds it registered.
 * Right after the keys' script, ahead of the stylesheet: a classic script after a stylesheet
 * waits for it, and the parser with it, so the page had no <body> until the stylesheet arrived,
 * and Ctrl+V typed meanwhile pasted nowhere (the browser sends a paste event to the body).
 */
function registerMockWorkerEarly(): Plugin {
  const script =
    // The registration's promise is kept: the mock waits for it (mock/browser.ts).
    "<script>if ('serviceWorker' in navigator) window.__mockWorker = navigator.serviceWorker.register('/mock-sw.js').catch(function () { return null })</script>"
  return {
    name: 'register-mock-worker-early',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        // After the keys' script (in dev, Vite's own scripts come before it).
        const at = html.indexOf('</script>', html.indexOf('__earlyKeys')) + '</script>'.length
        return `${html.slice(0, at)}\n    ${script}${html.slice(at)}`
      },
    },
  }
}

/**
 * Production builds: index.html's first script, right after the keys', asks for the first
 * screen's calls and the first page's code while the app's entry downloads, instead of after it
 * has loaded and evaluated (src/views/routes/early-data.ts has the route table's calls as
 * templates, and early-fetch.ts the script that fills them in from the URL). The page's code:
 * its chunk (and its form's), the chunks they import that the entry does not already bring, and
 * their stylesheets, read from the bundle.
 *
 * Not in mock mode: there the platform is a service worker that starts with the app; and the
 * code's preloads made the first row later (1233 -> 1434 ms on /projects, 10 loads each; they
 * compete with the mock's start, whose service worker sees every request).
 */
function firstScreenEarly(): Plugin {
  let early: typeof import('./src/views/routes/early-data') | undefined
  let base = '/'
  return {
    name: 'first-screen-early',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    async buildStart() {
      const { module } = await runnerImport<typeof import('./src/views/routes/early-data')>(
        dir('./src/views/routes/early-data.ts'),
        { configFile: false, root: dir('.'), resolve: { alias: { '@': dir('./src') } } },
      )
      early = module
    },
    // Right after the keys' script. The entry's tags (and the font's preloads, which
    // preloadFirstFonts wrote in before this runs) move into the script, which adds them once the
    // page's own list has left (takeHeadTags says why).
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (!early || !ctx.bundle || !ctx.chunk) return html
        const { html: rest, ...head } = early.takeHeadTags(html)
        if (!head.boot.some(([name]) => name === 'script'))
          throw new Error('first-screen-early: no module script of the entry in index.html')
        const script = early.earlyScript(chunkFiles(ctx.bundle, ctx.chunk, base), head)
        const at = rest.indexOf('</script>') + '</script>'.length
        return `${rest.slice(0, at)}\n    <script>${script}</script>${rest.slice(at)}`
      },
    },
  }
}

/**
 * Builds: the Latin faces of the console's font are asked for from the HTML (in production
 * builds, by the early script, after the page's calls and code: firstScreenEarly), not when the
 * first layout finds text that needs them (after the entry has loaded, evaluated
 * and rendered). Without them the first layout shapes every line in a fallback font, and the
 * font's arrival lays the whole page out again and swaps its text. Traced on cold loads of the
 * instance list (production build): the first layout took 40 ms, then a second one came with the
 * font; preloaded, 22-24 ms and no second one. The first row's time did not move (16 alternating
 * loads each): those layouts ran while the list's answer was still on its way.
 *
 * The faces are those of the page's stylesheets whose unicode-range holds the letter A (the
 * basic Latin block), as woff2 files (smaller ones are inlined into the stylesheet already).
 * At low priority: an origin has six connections, and the first screen's calls, which the early
 * script asks for a moment later, must not wait behind the fonts for one (they still arrive
 * long before the first layout: 130-210 ms into a cold load, the layout at 260 ms or later).
 */
function preloadFirstFonts(): Plugin {
  let base = '/'
  return {
    name: 'preload-first-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (!ctx.bundle) return []
        // The page's own stylesheets, as its <link>s name them (a mock build has two entries).
        const sheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap(
          ([tag]) => {
            const href = /\bhref="([^"]+)"/.exec(tag)?.[1] ?? ''
            return href.startsWith(base) ? [href.slice(base.length)] : []
          },
        )
        const files = latinFaces(ctx.bundle, sheets)
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            fetchpriority: 'low',
            crossorigin: '',
            href: base + file,
          },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/** The woff2 files of the basic-Latin @font-face rules in `cssFiles` (see preloadFirstFonts). */
function latinFaces(bundle: Rolldown.OutputBundle, cssFiles: string[]): string[] {
  const fonts = Object.keys(bundle).filter((f) => f.endsWith('.woff2'))
  const out: string[] = []
  for (const file of cssFiles) {
    const asset = bundle[file]
    if (asset?.type !== 'asset') continue
    const css =
      typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
    for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
      const range = /unicode-range:([^;}]*)/i.exec(face)?.[1]
      if (range !== undefined && !inUnicodeRange(range, 0x41)) continue
      const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(face)?.[1] ?? ''
      const font = fonts.find((f) => url.endsWith(f))
      if (font && !out.includes(font)) out.push(font)
    }
  }
  return out
}

/** Whether a CSS unicode-range (`U+0-FF`, `U+??`, `U+4??`, `U+41`, comma-separated) holds `code`. */
function inUnicodeRange(range: string, code: number): boolean {
  return range.split(',').some((part) => {
    const m = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part)
    if (!m) return false
    const from = m[1] ?? ''
    const lo = parseInt(from.replace(/\?/g, '0'), 16)
    const hi = m[2] ? parseInt(m[2], 16) : parseInt(from.replace(/\?/g, 'f'), 16)
    return lo <= code && code <= hi
  })
}

/** A module's files to preload, as URLs: see firstScreenEarly. */
function chunkFiles(bundle: Rolldown.OutputBundle, entry: OutputChunk, base: string) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  // The entry's own files, and what it imports statically: the page loads them already.
  const loaded = new Set<string>()
  const take = (file: string) => {
    if (loaded.has(file)) return
    loaded.add(file)
    for (const i of byFile.get(file)?.imports ?? []) take(i)
  }
  take(entry.fileName)
  return (module: string): string[] => {
    const id = dir(`.${module}`)
    const chunk =
      chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id))
    if (!chunk) return []
    const files: string[] = []
    const seen = new Set<string>()
    const add = (c: OutputChunk) => {
      if (seen.has(c.fileName) || loaded.has(c.fileName)) return
      seen.add(c.fileName)
      files.push(c.fileName, ...(c.viteMetadata?.importedCss ?? []))
      for (const i of c.imports) {
        const next = byFile.get(i)
        if (next) add(next)
      }
    }
    add(chunk)
    return files.map((f) => base + f)
  }
}

/** Modules the pages share, bundled as one chunk (see codeSplitting below). */
const PAGE_KIT =
  /(src[\\/](views[\\/](ui|list|errors|pages[\\/]shared|command-menu|command-button)|lib|commands[\\/]core[\\/](?!args|complete|edit-form))|node_modules[\\/]@floating-ui)/

const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'mock/**/*.test.ts',
  'server/**/*.test.ts',
  'build/**/*.test.ts',
  'tests/unit/**/*.test.{ts,tsx}',
]

const ROUTE_FUZZ = ['tests/unit/fuzz/*.fuzz.test.tsx']

/**
 * Test files that need modules of their own: they test the moment before something has loaded
 * (the command registry, the key router), replace modules (vi.mock), or start a platform, a
 * session or timers that live at module level and would leak into the next file of the worker.
 */
const ISOLATED_TESTS = [
  'mock/serial-stream.test.ts',
  'mock/serial-stream-per-instance.test.ts',
  'src/api/session-gate.test.ts',
  'src/commands/command-line/complete.test.ts',
  'src/commands/core/bulk.test.ts',
  'src/commands/instance/console-workspace.test.ts',
  'src/commands/instance/metrics.test.ts',
  'src/commands/instance/serial-console.test.ts',
  'src/commands/navigation/jump.test.ts',
  'src/views/command-context.test.tsx',
  'src/views/keyboard/chord-before-load.test.tsx',
  'src/views/keyboard/keyboard-shortcuts.test.tsx',
  'src/views/keyboard/page-key-before-load.test.tsx',
  'src/views/list/bulk-bar.test.tsx',
  'src/views/routes/early-data.test.ts',
  'src/views/palette/use-palette-search.test.tsx',
  'src/views/use-command-offline.test.tsx',
  'src/views/use-command.test.tsx',
  'tests/unit/undo/inverses-edit.test.ts',
  'tests/unit/undo/mechanism.test.ts',
  'tests/unit/undo/undo-who.test.ts',
]

export default defineConfig(({ mode }) => {
  const mock = mode === 'mock' && !apiUrl
  return {
    plugins: [
      react(),
      preloadFirstFonts(),
      ...(mock ? [registerMockWorkerEarly(), startMockFirst()] : [firstScreenEarly()]),
      // The inline scripts' hashes for the CSP (dist/csp.json), and the production build's
      // assets precompressed for `npm run serve` and nginx (docs/serving.md).
      cspHashes(),
      ...(mock ? [] : [compressAssets()]),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: dir('./src') },
        { find: '@mock', replacement: dir('./mock') },
        // React 19's own useSyncExternalStore for SWR and cmdk, not the shim for older Reacts.
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: dir('./src/shims/use-sync-external-store-shim.ts'),
        },
        // The public suffix list (270 KB) out of the mock's start-up chunk: mock/shims/tldts.ts.
        ...(mock ? [{ find: 'tldts', replacement: dir('./mock/shims/tldts.ts') }] : []),
      ],
    },
    // The service worker of the mock ships only in mock builds.
    publicDir: mock ? 'mock/public' : false,
    define: { 'import.meta.env.VITE_MSW': JSON.stringify(mock ? '1' : '0') },
    server: {
      port: 4000,
      proxy: apiUrl ? rackProxy(apiUrl) : undefined,
    },
    preview: { port: 4173 },
    // Every browser the console supports has modulepreload: no polyfill in the first load.
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1000,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything the entry imports statically ships as one chunk: a dozen small shared
              // chunks each compress on their own and cost more bytes (and requests) than one.
              { name: 'initial', tags: ['$initial'], priority: 3 },
              // The endpoints (a module each) that the first load does not carry: one chunk,
              // not one per set of pages that use them.
              {
                name: 'endpoints',
                test: /src[\\/]api[\\/]generated[\\/]operations[\\/]/,
                priority: 2,
              },
              // What pages share (tables, menus, dialogs, formatting, the command core): one chunk
              // rather than some twenty that every page fetched one by one.
              { name: 'page-kit', test: PAGE_KIT, minShareCount: 2, priority: 1 },
            ],
          },
        },
      },
    },
    test: {
      environment: 'node',
      pool: 'threads',
      // Vitest's default is one worker fewer than the cores: one, on the 2-core CI machine.
      maxWorkers: 2,
      testTimeout: 20_000,
      reporters: process.env.CI ? ['default', 'json'] : ['default'],
      outputFile: process.env.CI ? { json: 'reports/unit.json' } : undefined,
      projects: [
        // Most test files share their worker's modules: loading the command registry and the
        // generated schemas once per worker instead of once per file takes minutes off the suite.
        {
          extends: true,
          test: {
            name: 'shared',
            include: UNIT_TESTS,
            exclude: [...ISOLATED_TESTS, ...ROUTE_FUZZ],
            isolate: false,
            setupFiles: ['tests/unit/shared-setup.ts'],
          },
        },
        { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS, isolate: true } },
        // The route fuzz's two halves, the suite's longest files, each in a worker of its own
        // from the start (in the shared project both went to one worker, one after the other).
        { extends: true, test: { name: 'route-fuzz', include: ROUTE_FUZZ, isolate: true } },
      ],
    },
  }
})
