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
