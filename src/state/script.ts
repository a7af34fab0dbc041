// Script player and recorder state, for their bars and dialogs. The player itself lives in
// src/commands/script/player.ts; this is what it shows.
import { atom } from './store'

export type ScriptSpeed = 'slow' | 'normal' | 'fast' | 'instant'
export const SCRIPT_SPEEDS: readonly ScriptSpeed[] = ['slow', 'normal', 'fast', 'instant']

export type PlayerStatus = 'playing' | 'paused' | 'waiting-key' | 'done' | 'failed' | 'stopped'

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
