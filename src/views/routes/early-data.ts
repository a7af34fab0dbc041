// What index.html's first script asks for, before any of the app's code has arrived (production
// builds: vite.config.ts writes it into the page, with early-fetch.ts that reads it). For each URL
// pattern, in the order route-preload.ts matches them (redirects, form routes, pages):
// - the calls of that page's first screen (route-data.ts: the shell's queries and the route's
//   declared data) as URL templates: `__name__` stands for a path parameter and `__limit__` for
//   the rows per page, each filled in by the script from the page's URL and the stored
//   preference. The app takes those answers by URL (client.ts `takeEarlyResponse`), so a
//   template that drifted from what the app asks for costs only a second request, never a wrong
//   answer;
// - the files of the page's code (its chunk, its form's, what they import that the entry does
//   not, their stylesheets), which the build knows (vite.config.ts gives `files`).
import { buildUrl, type EndpointMeta } from '@/api/client'
import { DEFAULT_PAGE_SIZE, ROWS_PER_PAGE_KEY } from '@/lib/constants'
import { redirectPatterns } from '@/lib/paths'
import { formRoutes } from '../forms/form-routes'
import { SHELL_QUERIES } from './route-data'
import { pageFor, pageRoutes } from './route-table'
import { listParams } from '../list/list-params'
import { earlyFetch, matchSegments, type HeadTag } from './early-fetch'
import type { RouteQuery } from './route-query'

/**
 * [URL pattern, URL templates, 1 for a bare page (no shell), the page's code as indices into
 * `files`].
 */
export type EarlyRoute = [pattern: string, urls: string[], bare: 0 | 1, code: number[]]
export type EarlyData = {
  rowsKey: string
  rowsDefault: number
  /** the shell's calls, made for every page but the bare ones */
  shell: string[]
  routes: EarlyRoute[]
  /** the files of the pages' code, as URLs */
  files: string[]
  /** the entry's tags (its module script, preloads and stylesheet), which the script adds */
  boot: HeadTag[]
  /** tags it adds last: the font's preloads */
  late: HeadTag[]
}

/** The tags a build wrote into the page's head for the script to add instead: see takeHeadTags. */
export type HeadTags = { boot: HeadTag[]; late: HeadTag[] }

const names = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '')

/** A query's URL, with the list's page size held by `__limit__`. */
const template = (q: RouteQuery) =>
  buildUrl(
    q.endpoint as unknown as EndpointMeta,
    (q.list ? listParams(q.params, '__limit__' as unknown as number) : q.params) as never,
  )

/**
 * Every URL pattern with first-screen calls, in the order the app matches them. `files` gives a
 * module's files as URLs (the build's; without it, no code is preloaded).
 */
export function earlyData(
  files: (module: string) => string[] = () => [],
  head: HeadTags = { boot: [], late: [] },
): EarlyData {
  const table: string[] = []
  const at = (file: string) => {
    const i = table.indexOf(file)
    return i < 0 ? table.push(file) - 1 : i
  }
  const routes: EarlyRoute[] = []
  // Every pattern is listed, with calls or not: the first match ends the search, as in the app.
  const add = (pattern: string, page: string, form?: () => Promise<unknown>) => {
    const route = pageFor(page)
    const held = Object.fromEntries(names(pattern).map((n) => [n, `__${n}__`]))
    const own = route?.data?.(held) ?? []
    const modules = pageModules(page, form)
    const code = [...new Set(modules.flatMap(files))].map(at)
    routes.push([pattern, own.map(template), route?.bare ? 1 : 0, code])
  }
  for (const [from, to] of Object.entries(redirectPatterns)) add(from, to)
  for (const f of formRoutes) add(f.pattern, f.background, f.load)
  for (const r of pageRoutes) add(r.pattern, r.pattern)
  return {
    rowsKey: ROWS_PER_PAGE_KEY,
    rowsDefault: DEFAULT_PAGE_SIZE,
    shell: SHELL_QUERIES.map(template),
    routes,
    files: table,
    ...head,
  }
}

/**
 * The module an import loads, as the build's module runner wrote it (`import("/src/…")`): the
 * build reads the pages' modules from their imports' text (vite.config.ts runs this file in that
 * runner). Undefined when the text names none.
 */
export function importedModule(load: () => Promise<unknown>): string | undefined {
  return /\(\s*["'](\/[^"']+)["']\s*\)/.exec(String(load))?.[1]
}

/** The modules of what a first visit shows: the page's, and the form's over it. */
export function pageModules(page: string, form?: () => Promise<unknown>): string[] {
  const route = pageFor(page)
  const loads = [...(route ? [route.component.load] : []), ...(form ? [form] : [])]
  return loads.map(importedModule).filter((m) => m !== undefined)
}

/**
 * The inline script of index.html: earlyFetch's own text (and matchSegments's, which it calls),
 * run on the route table's data; `files` as for earlyData.
 */
export function earlyScript(files?: (module: string) => string[], head?: HeadTags): string {
  const data = JSON.stringify(earlyData(files, head)).replace(/</g, '\\u003c')
  return `;${matchSegments.toString()};(${earlyFetch.toString()})(${data}, location.pathname, localStorage, window.fetch.bind(window), window, document)`
}

const TAG = /[ \t]*<(script)\b([^>]*)><\/script>\n?|[ \t]*<(link)\b([^>]*)>\n?/g

/**
 * The entry's tags out of a built page's head, for the early script to add after the page's own
 * list has left (earlyFetch): its module script, module preloads and stylesheets, in their order,
 * and the font's preloads. A browser's preload scanner asks for whatever the HTML names before
 * any script runs; asked first, they held the list's call back 20-40 ms on the wire. The
 * stylesheet, added by a script, blocks the first paint as the parser's would (`blocking`).
 * Other tags (inline scripts, the icon) stay.
 */
export function takeHeadTags(html: string): HeadTags & { html: string } {
  const end = html.indexOf('</head>')
  const out: HeadTags = { boot: [], late: [] }
  const head = html
    .slice(0, end)
    .replace(TAG, (tag, script?: string, sa = '', link?: string, la = '') => {
      const attrs: Record<string, string> = {}
      for (const [, k = '', v = ''] of (script ? sa : la).matchAll(/([\w-]+)(?:="([^"]*)")?/g))
        attrs[k] = v.replace(/&quot;/g, '"').replace(/&amp;/g, '&')
      if (script && attrs.src && attrs.type === 'module') out.boot.push(['script', attrs])
      else if (link && (attrs.rel === 'modulepreload' || attrs.rel === 'stylesheet'))
        out.boot.push([
          'link',
          attrs.rel === 'stylesheet' ? { ...attrs, blocking: 'render' } : attrs,
        ])
      else if (link && attrs.rel === 'preload' && attrs.as === 'font')
        out.late.push(['link', attrs])
      else return tag
      return ''
    })
  return { ...out, html: head + html.slice(end) }
}
