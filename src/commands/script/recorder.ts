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

/** The commands run, in order, with a `goto` wherever the user went to another page between them. */
export function recordedLines(entries: LogEntry[], rec: RecorderState): string[] {
  const gotos = [...(rec.gotos ?? [])]
  const lines: string[] = []
  const gotosUpTo = (seq: number) => {
    while (gotos[0] && gotos[0].afterSeq <= seq) lines.push(`goto ${gotos.shift()!.path}`)
  }
  gotosUpTo(rec.afterSeq)
  for (const e of entries.filter((x) => x.seq > rec.afterSeq)) {
    gotosUpTo(e.seq - 1)
    if (replayable(e)) lines.push(lineOf(e))
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
