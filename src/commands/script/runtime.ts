// The player's connection to the running console: the palette shows the typed line, the command
// line grammar reads it, dispatch runs it, and `expect` reads the page's visible text.
import {
  closePaletteAtom,
  openPaletteAtom,
  paletteOpenAtom,
  setPaletteQueryAtom,
} from '@/state/palette'
import { instanceView } from '@/api/generated/operations'
import type { StepPreview } from '@/state/script'
import type { Store } from '@/state/store'
import { bulkFailure, runBulkLine } from '../core/bulk'
import { grammarOf } from '../command-line/grammar'
import { parseCommandLine } from '../command-line/line'
import { availability } from '../core/availability'
import { getCommandContext } from '../core/context'
import type { AnyCommand } from '../core/define'
import { dispatch } from '../core/dispatch'
import type { ScriptStep, WaitFor } from './parse'
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

/** The project a step names, else the page's. */
function projectOf(w: WaitFor): string {
  const project = w.project ?? getCommandContext().scope.project
  if (!project) throw new Error(`wait names no --project, and this page is in none`)
  return project
}

async function instanceState(w: WaitFor): Promise<string> {
  const i = await instanceView({ path: { instance: w.instance }, query: { project: projectOf(w) } })
  return i.runState
}

/** "instance worker-1 in project demo": the resource arguments of one run. */
function targetOf(cmd: AnyCommand, runs: Record<string, unknown>[]): string | undefined {
  const g = grammarOf(cmd)
  // What a create makes is named by `--name`: "project rb-import".
  const key = g.bulkKey ?? g.positional[0] ?? ('name' in (runs[0] ?? {}) ? 'name' : undefined)
  const names = key ? runs.map((a) => a[key]).filter((v) => v !== undefined) : []
  const project = runs[0]?.project
  const noun = key === 'name' ? g.words[0] : key
  const what = names.length ? `${noun} ${names.map(String).join(', ')}` : undefined
  const where = typeof project === 'string' && key !== 'project' ? `project ${project}` : undefined
  return what && where ? `${what} in ${where}` : (what ?? where)
}

/** Whether one run may go now: the command's own availability, on the resource it names. */
async function allowedNow(cmd: AnyCommand, args: Record<string, unknown>): Promise<true | string> {
  const ctx = getCommandContext()
  try {
    const target = cmd.resolve ? await cmd.resolve(ctx, args as never) : undefined
    return availability(cmd, ctx, args, target)
  } catch (e) {
    return (e as Error).message
  }
}

/** What a step will do, before it runs (stepping through). */
export async function previewStep(s: ScriptStep): Promise<StepPreview> {
  switch (s.kind) {
    case 'command': {
      const parsed = parseCommandLine(s.text, getCommandContext())
      if (!parsed.ok) return { command: s.text, allowed: parsed.message }
      const runs = parsed.bulk ?? [parsed.args]
      let allowed: true | string = true
      for (const args of runs) {
        const ok = await allowedNow(parsed.command, args)
        if (ok === true) continue
        allowed = runs.length > 1 ? `${toLabel(parsed.command, args)}: ${ok}` : ok
        break
      }
      return { command: parsed.command.title, target: targetOf(parsed.command, runs), allowed }
    }
    case 'wait':
    case 'ensure': {
      const project = s.project ?? getCommandContext().scope.project
      const where = project ? ` in project ${project}` : ''
      const verb = s.state === 'running' ? 'Start' : 'Stop'
      return {
        command:
          s.kind === 'wait'
            ? `Wait until ${s.state}`
            : `${verb} instance unless ${s.state}, then wait until ${s.state}`,
        target: `instance ${s.instance}${where}`,
        allowed: true,
      }
    }
    case 'goto':
      return { command: 'Go to page', target: s.path, allowed: true }
    case 'sleep':
      return { command: `Sleep ${s.ms / 1000} s`, allowed: true }
    case 'expect':
      return { command: 'Wait for text on the page', target: s.expected, allowed: true }
    case 'pause':
      return { command: 'Pause for a key', allowed: true }
  }
}

const toLabel = (cmd: AnyCommand, args: Record<string, unknown>) => {
  const key = grammarOf(cmd).bulkKey
  return key ? String(args[key]) : cmd.title
}

/** Why the console cannot read the line, or undefined when it reads as a command. */
export function checkLine(text: string): string | undefined {
  const parsed = parseCommandLine(text, getCommandContext())
  return parsed.ok ? undefined : parsed.message
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
    instanceState,
    preview: previewStep,
    check: checkLine,
    // A step's results (a bulk stop reveals its rows) leave the page scrolled: back to the top,
    // the table and its breadcrumb in view.
    settle: () => {
      if (typeof document === 'undefined') return
      document.querySelector('main')?.scrollTo({ top: 0 })
      window.scrollTo({ top: 0 })
    },
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
