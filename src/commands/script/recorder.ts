// record-script: every command run after the start (from buttons, menus, the palette, keys) as
// script lines, from the command log. The script starts where the recording started and ends
// with a `goto` to where it stopped, so a replay on a fresh mock ends in the same place.
import { commandLogAtom, type LogEntry } from '@/state/command-log'
import type { RecorderState } from '@/state/script'
import type { Store } from '@/state/store'
import { toCommandLine } from '../command-line/line'
import { findCommand } from '../core/registry'

/** Player controls, the recorder itself and palette/UI toggles are not part of a session. */
const replayable = (e: LogEntry) =>
  e.status === 'ok' &&
  !e.commandId.startsWith('script.') &&
  !e.commandId.startsWith('ui.') &&
  // An undo or redo is recorded as the commands it ran (logged after it, from source 'undo').
  !e.commandId.startsWith('history.')

const lineOf = (e: LogEntry) => {
  const cmd = findCommand(e.commandId)
  return cmd ? toCommandLine(cmd, e.args) : `# ${e.title}: not replayable (no such command)`
}

/** The state an instance command leaves the instance in once it settles. */
const SETTLES: Record<string, { key: string; state: string }> = {
  'instance.stop': { key: 'instance', state: 'stopped' },
  'instance.start': { key: 'instance', state: 'running' },
  'instance.reboot': { key: 'instance', state: 'running' },
  'instance.create': { key: 'name', state: 'running' },
}

/** The instance (and its project) a run names, as `project/instance`. */
const instanceOf = (e: LogEntry, key = 'instance') =>
  typeof e.args[key] === 'string' && typeof e.args.project === 'string'
    ? `${e.args.project}/${e.args[key]}`
    : undefined

/**
 * A `wait` for the state the command leaves its instance in, when a later command of the
 * recording acts on that instance: the user waited for it on the page (a stopping instance
 * cannot be deleted yet), and a terminal running the export must wait too.
 */
function settleLine(e: LogEntry, later: LogEntry[]): string | undefined {
  const settles = SETTLES[e.commandId]
  const which = instanceOf(e, settles?.key)
  if (!settles || !which || (e.commandId === 'instance.create' && e.args.start === false)) return
  if (!later.some((x) => instanceOf(x) === which)) return
  const [project, instance] = [e.args.project as string, e.args[settles.key] as string]
  return `wait instance ${instance} ${settles.state} --project ${project}`
}

/**
 * The commands run, in order, with a `goto` wherever the user went to another page between them,
 * and a `wait` where a later command needs an instance to have settled.
 */
export function recordedLines(entries: LogEntry[], rec: RecorderState): string[] {
  const gotos = [...(rec.gotos ?? [])]
  const lines: string[] = []
  const gotosUpTo = (seq: number) => {
    while (gotos[0] && gotos[0].afterSeq <= seq) lines.push(`goto ${gotos.shift()!.path}`)
  }
  gotosUpTo(rec.afterSeq)
  const runs = entries.filter((x) => x.seq > rec.afterSeq)
  for (const [i, e] of runs.entries()) {
    gotosUpTo(e.seq - 1)
    if (!replayable(e)) continue
    lines.push(lineOf(e))
    const wait = settleLine(e, runs.slice(i + 1).filter(replayable))
    if (wait) lines.push(wait)
  }
  gotosUpTo(Infinity)
  return lines
}

export function recordedScript(store: Store, rec: RecorderState, endPath: string): string {
  const lines = recordedLines(store.get(commandLogAtom), rec)
  const commands = lines.filter((l) => !l.startsWith('goto ')).length
  return [
    `# Recorded ${rec.startedAt.toISOString()}: ${commands} command${commands === 1 ? '' : 's'}`,
    `goto ${rec.startPath}`,
    ...lines,
    `goto ${endPath}`,
    '',
  ].join('\n')
}

/** Hands the script to the browser as a download. */
export function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
