// Script player and recorder state, for their bars and dialogs. The player itself lives in
// src/commands/script/player.ts; this is what it shows.
import { atom } from './store'

export type ScriptSpeed = 'slow' | 'normal' | 'fast' | 'instant'
export const SCRIPT_SPEEDS: readonly ScriptSpeed[] = ['slow', 'normal', 'fast', 'instant']

/** `step`: stepping through, the step is shown and waits to be run, skipped or the script stopped. */
export type PlayerStatus =
  'playing' | 'paused' | 'waiting-key' | 'step' | 'done' | 'failed' | 'stopped'

/** A step shown before it runs: what it runs, on what, and whether it may run now. */
export type StepPreview = {
  /** the command's title (or the directive) */
  command: string
  /** the resources it acts on, e.g. "instance worker-1 in project demo" */
  target?: string
  /** true, or why it may not run now (the command's availability) */
  allowed: true | string
}

/** The first line that failed: its number, its text and why. */
export type ScriptFailure = { line: number; text: string; reason: string }

export type PlayerState = {
  name: string
  status: PlayerStatus
  /** 1-based index of the step being played (or the last one played) */
  step: number
  total: number
  /** the line being played */
  line?: number
  text?: string
  speed: ScriptSpeed
  failure?: ScriptFailure
  /** read as a shell runbook (shell-runbook.ts) */
  shell?: boolean
  /** the same-origin path it was loaded from */
  url?: string
  /** stepping through, one step at a time */
  stepping?: boolean
  /** the step shown while stepping through */
  preview?: StepPreview
  /** steps skipped while stepping through */
  skipped?: number
}

const playerPrimitive = atom<PlayerState | null>(null)
export const scriptPlayerAtom = atom((get) => get(playerPrimitive))
export const setScriptPlayerAtom = atom(null, (_get, set, s: PlayerState | null) =>
  set(playerPrimitive, s),
)

/** A page the user went to while recording (a link, the back button), after log entry `afterSeq`. */
export type RecordedGoto = { afterSeq: number; path: string }

/** Recording: the log entries after `afterSeq` become the script; it starts on `startPath`. */
export type RecorderState = {
  afterSeq: number
  startPath: string
  startedAt: Date
  gotos?: RecordedGoto[]
}

const recorderPrimitive = atom<RecorderState | null>(null)
export const recorderAtom = atom((get) => get(recorderPrimitive))
export const setRecorderAtom = atom(null, (_get, set, s: RecorderState | null) =>
  set(recorderPrimitive, s),
)

export const recordGotoAtom = atom(null, (get, set, g: RecordedGoto) => {
  const rec = get(recorderPrimitive)
  const last = rec?.gotos?.at(-1)?.path ?? rec?.startPath
  if (rec && last !== g.path) set(recorderPrimitive, { ...rec, gotos: [...(rec.gotos ?? []), g] })
})

/** The "Run script" dialog (file, clipboard, shipped demos). */
const dialogPrimitive = atom(false)
export const runScriptDialogAtom = atom((get) => get(dialogPrimitive))
export const setRunScriptDialogAtom = atom(null, (_get, set, open: boolean) =>
  set(dialogPrimitive, open),
)
