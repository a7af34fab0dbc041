// Every command run, newest last: the log drawer shows it and record-script exports it.
import { atom } from './store'

export type LogEntry = {
  seq: number
  time: Date
  commandId: string
  title: string
  args: Record<string, unknown>
  source: string
  status: 'ok' | 'error' | 'cancelled'
  message?: string
  /** what happened, for a run that went well ("Audit log paused"): the status line says it */
  outcome?: string
  /** the command line that reproduces it, when the command has one */
  line?: string
  /** the JSON of the file that line names (`--json-body body.json`), when it names one */
  body?: string
}

let seq = 1
const logPrimitive = atom<LogEntry[]>([])

export const commandLogAtom = atom((get) => get(logPrimitive))

/** Appends an entry; answers its `seq` (the undo stack names the entries of each change). */
export const appendLogAtom = atom(null, (get, set, e: Omit<LogEntry, 'seq' | 'time'>) => {
  const entry = { ...e, seq: seq++, time: new Date() }
  set(logPrimitive, [...get(logPrimitive), entry].slice(-500))
  return entry.seq
})

export const clearLogAtom = atom(null, (_get, set) => set(logPrimitive, []))
