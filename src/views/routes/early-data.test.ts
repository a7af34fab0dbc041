// index.html's first script asks for what the app's first screen asks for: for every route (and
// its form and redirect URLs), the URLs earlyFetch fills in from the route table's templates are
// exactly the URLs of the queries the app makes for that path (route-data.ts routeQueries).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { buildUrl, type EndpointMeta } from '@/api/client'
import { redirectPatterns } from '@/lib/paths'
import { setRowsPerPageAtom } from '@/state/preferences'
import { store } from '@/state/store'
import { formRoutes } from '../forms/form-routes'
import { earlyData, earlyScript, takeHeadTags, type HeadTags } from './early-data'
import { earlyFetch, matchSegments, type EarlyWindow } from './early-fetch'
import { routeQueries } from './route-data'
import { pageRoutes } from './route-table'

const data = earlyData()
const patterns = [
  ...Object.keys(redirectPatterns),
  ...formRoutes.map((f) => f.pattern),
  ...pageRoutes.map((r) => r.pattern),
]
const sample = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, n: string) => `p-${n.toLowerCase()}`)

function askedEarly(path: string, rows?: number) {
  const asked: string[] = []
  const win: EarlyWindow = {}
  const storage = { getItem: () => (rows === undefined ? null : JSON.stringify(rows)) }
  earlyFetch(
    data,
    path,
    storage,
    (url) => {
      asked.push(url)
      return Promise.resolve(new Response('{}'))
    },
    win,
  )
  return { asked, win }
}

const appAsks = (path: string) =>
  routeQueries(path).map((q) => buildUrl(q.endpoint as unknown as EndpointMeta, q.params as never))

afterEach(() => store.set(setRowsPerPageAtom, 50))

describe('the early script of index.html', () => {
  it.each(patterns)('%s: asks for what the app asks for', (pattern) => {
    const path = sample(pattern)
    expect(askedEarly(path).asked.sort()).toEqual(appAsks(path).sort())
  })

  it('follows the rows-per-page preference', () => {
    store.set(setRowsPerPageAtom, 25)
    const path = '/projects/demo/instances'
    const { asked } = askedEarly(path, 25)
    expect(asked).toContain('/v1/instances?project=demo&limit=25')
    expect(asked.sort()).toEqual(appAsks(path).sort())
  })

  it("asks for the page's own list before the shell's calls", () => {
    const { asked } = askedEarly('/projects/demo/instances')
    expect(asked[0]).toBe('/v1/instances?project=demo&limit=50')
    expect(asked.slice(1).sort()).toEqual(data.shell.slice().sort())
  })

  it('asks nothing on a path no route has, nor on the sign-in page', () => {
    expect(askedEarly('/no/such/page').asked).toEqual([])
    expect(askedEarly('/login').asked).toEqual([])
  })

  it('drops every early answer when one says the session is gone', async () => {
    const win: EarlyWindow = {}
    earlyFetch(
      data,
      '/projects',
      { getItem: () => null },
      () => Promise.resolve(new Response('{}', { status: 401 })),
      win,
    )
    const first = Object.values(win.__earlyData?.answers ?? {})[0]
    await first
    expect(win.__earlyData?.answers).toEqual({})
  })

  it('runs as the page runs it: its own text with the data', () => {
    const asked: string[] = []
    const page = {
      location: { pathname: '/projects' },
      localStorage: { getItem: () => null },
      window: {
        fetch: (url: string) => {
          asked.push(url)
          return Promise.resolve(new Response('{}'))
        },
      } as Record<string, unknown>,
    }
    new Function('location', 'localStorage', 'window', 'document', earlyScript())(
      page.location,
      page.localStorage,
      page.window,
      undefined,
    )
    expect(asked.sort()).toEqual(appAsks('/projects').sort())
    expect(Object.keys((page.window.__earlyData as { answers: object }).answers).sort()).toEqual(
      asked,
    )
  })
})

describe("the first script's matching", () => {
  /** What the script matched with before (a RegExp per pattern), in any case as the router. */
  const byRegExp = (pattern: string, path: string) => {
    const m = new RegExp(`^${pattern.replace(/:(\w+)/g, '([^/]+)')}/?$`, 'i').exec(path)
    return m ? m.slice(1) : null
  }

  it.each(patterns)('%s: matches what its RegExp matched, with the same params', (pattern) => {
    const path = sample(pattern)
    for (const p of [
      path,
      path.toUpperCase(),
      `${path}/`,
      `${path}//`,
      `${path}/more`,
      path.replace(/[^/]+$/, ''),
    ]) {
      const found = matchSegments(pattern, p)
      expect(found?.map(([, v]) => v) ?? null, p).toEqual(byRegExp(pattern, p))
    }
    expect(matchSegments(pattern, path)?.map(([n]) => n)).toEqual(
      [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]),
    )
  })
})

describe("the first script's preloads of the page's code", () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url))
  // With each module standing for its own file, the routes' code is their modules.
  const byModule = earlyData((m) => [m])

  it('knows the modules of every route: the page, and the form over it', () => {
    expect(byModule.routes.map(([p]) => p)).toEqual(patterns)
    for (const [pattern, , , code] of byModule.routes) {
      const form = formRoutes.some((f) => f.pattern === pattern)
      expect(code, pattern).toHaveLength(form ? 2 : 1)
      for (const i of code) expect(existsSync(root + byModule.files[i]), pattern).toBe(true)
    }
  })

  /** The links the script adds for `path`, run as the page runs it (files: the module's name). */
  function preloaded(path: string) {
    const links: { rel: string; as?: string; href: string }[] = []
    const document = {
      createElement: () => ({}) as { rel: string; href: string },
      head: { appendChild: (l: { rel: string; href: string }) => links.push(l) },
    }
    const window = { fetch: () => Promise.resolve(new Response('{}')) }
    const files = (m: string) => [`${m}.js`, `${m}.css`]
    new Function('location', 'localStorage', 'window', 'document', earlyScript(files))(
      { pathname: path },
      { getItem: () => null },
      window,
      document,
    )
    return links
  }

  it("preloads the first matching route's files: modules as modules, stylesheets as styles", () => {
    expect(preloaded('/projects/demo/instances')).toEqual([
      { rel: 'modulepreload', href: '/src/views/pages/project/project-pages.tsx.js' },
      { rel: 'preload', as: 'style', href: '/src/views/pages/project/project-pages.tsx.css' },
    ])
    // A form route: the form's module and the page's under it, each once.
    expect(preloaded('/projects/demo/instances-new').map((l) => l.href)).toEqual([
      '/src/views/pages/project/project-pages.tsx.js',
      '/src/views/pages/project/project-pages.tsx.css',
      '/src/views/forms/instance-create-form.tsx.js',
      '/src/views/forms/instance-create-form.tsx.css',
    ])
    expect(preloaded('/no/such/page')).toEqual([])
  })
})

describe("the entry's tags, added by the early script after the page's own list", () => {
  // As a build writes them (vite.config.ts moves them from the page's head into the script).
  const built = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <script>keys()</script>',
    '    <link rel="icon" href="data:," />',
    '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b2.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
    '    <link rel="preload" as="font" type="font/woff2" fetchpriority="low" crossorigin="" href="/assets/f-400.woff2">',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n')

  it("takes them out of the page's head, in their order; the stylesheet still blocks the first paint", () => {
    const { html, boot, late } = takeHeadTags(built)
    expect(boot).toEqual([
      ['script', { type: 'module', crossorigin: '', src: '/assets/index-a1.js' }],
      ['link', { rel: 'modulepreload', crossorigin: '', href: '/assets/rolldown-runtime-b2.js' }],
      [
        'link',
        { rel: 'stylesheet', crossorigin: '', href: '/assets/index-c3.css', blocking: 'render' },
      ],
    ])
    expect(late).toEqual([
      [
        'link',
        {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          fetchpriority: 'low',
          crossorigin: '',
          href: '/assets/f-400.woff2',
        },
      ],
    ])
    // Nothing the preload scanner could ask for ahead of the script is left; the rest stays.
    expect(html).not.toMatch(/\/assets\//)
    expect(html).toContain('<script>keys()</script>')
    expect(html).toContain('<link rel="icon" href="data:," />')
    expect(html).toContain('<div id="root"></div>')
  })

  /** Runs the page's script on `path`, logging its calls and the tags it adds, in one order. */
  function runLogged(path: string, storage: Pick<Storage, 'getItem'> = { getItem: () => null }) {
    const log: string[] = []
    const head: HeadTags = takeHeadTags(built)
    const document = {
      createElement: (name: string) => {
        const el = {
          name,
          attrs: {} as Record<string, string>,
          rel: '',
          href: '',
          setAttribute: (k: string, v: string) => void (el.attrs[k] = v),
        }
        return el
      },
      head: {
        appendChild: (el: {
          name: string
          attrs: Record<string, string>
          rel: string
          href: string
        }) =>
          log.push(
            el.attrs.src || el.attrs.href
              ? `add ${el.attrs.rel ?? el.name} ${el.attrs.src ?? el.attrs.href}`
              : `preload ${el.rel} ${el.href}`,
          ),
      },
    }
    const window = {
      fetch: (url: string) => {
        log.push(`call ${url}`)
        return Promise.resolve(new Response('{}'))
      },
    }
    new Function(
      'location',
      'localStorage',
      'window',
      'document',
      earlyScript((m) => [`${m}.js`], head),
    )({ pathname: path }, storage, window, document)
    return log
  }

  const entry = [
    'add script /assets/index-a1.js',
    'add modulepreload /assets/rolldown-runtime-b2.js',
    'add stylesheet /assets/index-c3.css',
  ]

  it("asks for the list first, then the entry, the page's code, the shell's calls, the font", () => {
    const log = runLogged('/projects/demo/instances')
    expect(log.slice(0, 5)).toEqual([
      'call /v1/instances?project=demo&limit=50',
      ...entry,
      'preload modulepreload /src/views/pages/project/project-pages.tsx.js',
    ])
    expect(log.slice(5, -1).sort()).toEqual(data.shell.map((u) => `call ${u}`).sort())
    expect(log.at(-1)).toBe('add preload /assets/f-400.woff2')
  })

  it('adds the entry on every path, and when the calls cannot be made', () => {
    const fontAndEntry = [...entry, 'add preload /assets/f-400.woff2']
    expect(runLogged('/no/such/page')).toEqual(fontAndEntry)
    const broken = {
      getItem: () => {
        throw new Error('storage is off')
      },
    }
    expect(runLogged('/projects/demo/instances', broken)).toEqual(fontAndEntry)
  })
})
