// The player's connection to the running console: the palette shows the typed line, the command
// line grammar reads it, dispatch runs it, and `expect` reads the page's visible text.
import {
  closePaletteAtom,
  openPaletteAtom,
  paletteOpenAtom,
  setPaletteQueryAtom,
} from '@/state/palette'
import type { Store } from '@/state/store'
import { bulkFailure, runBulkLine } from '../core/bulk'
import { parseCommandLine } from '../command-line/line'
import { getCommandContext } from '../core/context'
import { dispatch } from '../core/dispatch'
import type { PlayerIo } from './player'

/** The page's visible text, without the player's own bar (which shows the line being played). */
export function pageText(): string {
  const parts: string[] = []
  for (const el of Array.from(document.body.children)) {
    if (!(el instanceof HTMLElement) || el.closest('[data-script-ui]')) continue
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE') continue
    parts.push(el.innerText)
  }
  return parts.join('\n')
}

/** Runs one typed line as the palette would; the error message, or undefined. */
export async function runLine(text: string): Promise<string | undefined> {
  const parsed = parseCommandLine(text, getCommandContext())
  if (!parsed.ok) return parsed.message
  if (parsed.command.id.startsWith('script.')) return 'a script cannot start or record scripts'
  // The script is the confirmation: destructive lines run without the dialog.
  if (parsed.bulk) {
    const results = await runBulkLine(
      parsed.command.id,
      parsed.bulk,
      getCommandContext(),
      'script',
      true,
    )
    return results ? bulkFailure(parsed.command.title, results) : 'cancelled'
  }
  const result = await dispatch(parsed.command.id, parsed.args, 'script', { skipConfirm: true })
  if (result.status === 'error') return result.message
  if (result.status === 'cancelled') return 'cancelled'
  return undefined
}

export function browserIo(store: Store): PlayerIo {
  return {
    store,
    show: (typed) => {
      if (typed === null) {
        if (store.get(paletteOpenAtom)) store.set(closePaletteAtom)
        return
      }
      if (!store.get(paletteOpenAtom)) store.set(openPaletteAtom)
      store.set(setPaletteQueryAtom, typed)
    },
    run: runLine,
    pageHas: (t) => pageText().toLowerCase().includes(t.toLowerCase()),
    navigate: (path) => getCommandContext().navigate(path),
  }
}

/** The text of a script at a same-origin path; other origins are refused. */
export async function loadScript(path: string): Promise<string> {
  const here = globalThis.location
  const url = new URL(path, here.href)
  if (url.origin !== here.origin)
    throw new Error(
      `Scripts load only from this site (${here.origin}); ${url.origin} is another origin`,
    )
  const response = await fetch(url)
  if (!response.ok)
    throw new Error(
      `Could not load the script ${url.pathname}: ${response.status} ${response.statusText}`.trim(),
    )
  const text = await response.text()
  // A static server's single-page fallback answers unknown paths with the app itself.
  if (/^\s*<(!doctype|html)/i.test(text))
    throw new Error(`No script at ${url.pathname} (the site answered with a web page)`)
  return text
}
