// index.html's first script in production builds (vite.config.ts writes it in, with the data of
// early-data.ts): the first screen's calls, and the first page's code, leave while the app's
// entry downloads, instead of after it has loaded. The page's own list leaves first of all: the
// script also adds the entry's tags, which the HTML no longer carries (see earlyFetch).
// Self-contained (no imports): its source text, and matchSegments's, are what the page runs.
import type { EarlyData } from './early-data'

/** A tag the build wrote into the page's head, as the script adds it: [name, attributes]. */
export type HeadTag = [name: 'script' | 'link', attrs: Record<string, string>]

export type EarlyWindow = {
  __earlyData?: { at: number; answers: Record<string, Promise<Response>> }
}

/**
 * The path's segments under `pattern` (`/projects/:project/instances`: a `:name` segment takes
 * any one non-empty segment, literal ones match in any case, a trailing slash is allowed: as
 * the app's router matches), as [name, raw segment] pairs, or null when it does not match. No
 * RegExp: the first script compiled one per route, a hundred and more before the one that
 * matched, and that cost it 5-30 ms of a cold load.
 */
export function matchSegments(pattern: string, path: string): [string, string][] | null {
  const want = pattern.split('/')
  const have = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/')
  if (want.length !== have.length) return null
  const params: [string, string][] = []
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? ''
    const h = have[i] ?? ''
    if (w.startsWith(':')) {
      if (!h) return null
      params.push([w.slice(1), h])
    } else if (w.toLowerCase() !== h.toLowerCase()) return null
  }
  return params
}

export function earlyFetch(
  d: EarlyData,
  path: string,
  storage: Pick<Storage, 'getItem'>,
  fetchFn: (url: string, init: RequestInit) => Promise<Response>,
  win: EarlyWindow,
  doc?: Pick<Document, 'createElement' | 'head'>,
) {
  const addTags = (tags: HeadTag[]) => {
    if (doc)
      for (const [name, attrs] of tags) {
        const el = doc.createElement(name)
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
        doc.head.appendChild(el)
      }
  }
  let then: (() => void) | undefined
  try {
    let route: EarlyData['routes'][number] | undefined
    let found: [string, string][] | null = null
    for (const r of d.routes) {
      found = matchSegments(r[0], path)
      if (found) {
        route = r
        break
      }
    }
    if (route && found) {
      const params = found
      const [, own, bare, code] = route
      const rows = Number(JSON.parse(storage.getItem(d.rowsKey) ?? 'null')) || d.rowsDefault
      const out = { at: Date.now(), answers: {} as Record<string, Promise<Response>> }
      win.__earlyData = out
      const ask = (templates: string[]) => {
        for (const template of templates) {
          const url = template
            .replace(/__limit__/g, String(rows))
            .replace(/__(\w+)__/g, (held, name: string) => {
              const param = params.find(([n]) => n === name)
              return param ? param[1] : held
            })
          if (/__\w+__/.test(url) || out.answers[url]) continue
          out.answers[url] = fetchFn(url, { credentials: 'same-origin' }).then((res) => {
            // No session: the app sends the browser to sign in, and nothing asked early is kept.
            if (res.status === 401) out.answers = {}
            return res
          })
        }
      }
      // The page's own list first of all: it is what the first row waits for. Whatever the
      // browser is already fetching when a call is made delays it on the wire (traced: 20-40 ms
      // behind the entry, its stylesheet and the fonts, when the HTML asked for them; 2-7 ms
      // when the call is first).
      ask(own)
      then = () => {
        // After the entry: the page's code (a module preload each, a preload for the
        // stylesheets; the app's own import of that code later finds it loaded, or on its
        // way), then the shell's calls (session, fleet role, project switcher), which nothing
        // in the list waits for, and which hold a connection each for a whole round trip.
        if (doc)
          for (const i of code) {
            const href = d.files[i] ?? ''
            const link = doc.createElement('link')
            if (href.endsWith('.css')) {
              link.rel = 'preload'
              link.as = 'style'
            } else link.rel = 'modulepreload'
            link.href = href
            doc.head.appendChild(link)
          }
        if (!bare) ask(d.shell)
      }
    }
  } catch {
    // Whatever went wrong here, the app asks for the same calls, and loads its code, itself.
  }
  // The app's entry, its runtime and its stylesheet: on every path, whatever happened above.
  addTags(d.boot)
  try {
    then?.()
  } catch {
    // As above: the app asks for them itself.
  }
  // Last, the font's preloads (at low priority).
  addTags(d.late)
}
