// index.html's first script in production builds (vite.config.ts writes it in, with the data of
// early-data.ts): the first screen's calls leave while the app's code downloads, instead of
// after it has loaded. Self-contained (no imports): its source text is what the page runs.
import type { EarlyData } from './early-data'

export type EarlyWindow = {
  __earlyData?: { at: number; answers: Record<string, Promise<Response>> }
}

export function earlyFetch(
  d: EarlyData,
  path: string,
  storage: Pick<Storage, 'getItem'>,
  fetchFn: (url: string, init: RequestInit) => Promise<Response>,
  win: EarlyWindow,
) {
  try {
    let route: EarlyData['routes'][number] | undefined
    let match: RegExpExecArray | null = null
    for (const r of d.routes) {
      match = new RegExp(r[0]).exec(path)
      if (match) {
        route = r
        break
      }
    }
    if (!route || !match) return
    const [, names, own, bare] = route
    const found = match
    const rows = Number(JSON.parse(storage.getItem(d.rowsKey) ?? 'null')) || d.rowsDefault
    const out = { at: Date.now(), answers: {} as Record<string, Promise<Response>> }
    win.__earlyData = out
    for (const template of [...(bare ? [] : d.shell), ...own]) {
      const url = template
        .replace(/__limit__/g, String(rows))
        .replace(/__(\w+)__/g, (held, name: string) => {
          const at = names.indexOf(name)
          return at < 0 ? held : (found[at + 1] ?? held)
        })
      if (/__\w+__/.test(url) || out.answers[url]) continue
      out.answers[url] = fetchFn(url, { credentials: 'same-origin' }).then((res) => {
        // No session: the app sends the browser to sign in, and nothing asked early is kept.
        if (res.status === 401) out.answers = {}
        return res
      })
    }
  } catch {
    // Whatever went wrong here, the app asks for the same calls itself.
  }
}

/**
 * index.html's script that preloads the first page's code (production builds: vite.config.ts
 * writes it in, with early-data.ts's `preloadScript`): the first route of `routes` that matches
 * `path` gives the files (indices into `files`), each asked for now, as a module preload or a
 * stylesheet's preload. The app's own import of that code later finds it loaded (or on its way).
 * Self-contained, as earlyFetch.
 */
export function earlyPreload(
  [files, routes]: [files: string[], routes: (readonly [source: string, files: number[]])[]],
  path: string,
  doc: Pick<Document, 'createElement' | 'head'>,
) {
  try {
    for (const [src, at] of routes) {
      if (!new RegExp(src).test(path)) continue
      for (const i of at) {
        const href = files[i] ?? ''
        const link = doc.createElement('link')
        if (href.endsWith('.css')) {
          link.rel = 'preload'
          link.as = 'style'
        } else link.rel = 'modulepreload'
        link.href = href
        doc.head.appendChild(link)
      }
      return
    }
  } catch {
    // Nothing preloaded: the app loads the page's code itself.
  }
}
