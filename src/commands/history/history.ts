// `undo` and `redo`: commands like any other (logged with the `oxide` lines they ran, confirmed
// where what they run is destructive, bound to Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z). An undo first
// checks that what it restores is still what its change left; if not, it does nothing and says
// what changed. One runs at a time: a redo pressed while its undo still runs waits for it (and a
// second Ctrl+Z for the first) instead of reading a stack the one before is still moving. Scripts
// record the commands an undo ran, not the undo itself.
import { z } from 'zod'
import { store } from '@/state/store'
import {
  dropEntryAtom,
  pushRedoAtom,
  pushUndoAgainAtom,
  redoStackAtom,
  undoStackAtom,
  undoLabel,
  type NewEntry,
  type UndoEntry,
} from '@/state/undo'
import { commandList } from '../core/command-list'
import { defineCommand, type CommandContext } from '../core/define'
import { REDO_COMMAND, UNDO_COMMAND } from '../core/undo-change'
import { entryConfirm, firstStaleStep, runEntry } from './run-entry'
import { whoChanged } from './undo-who'

const group = 'History'
const args = z.object({
  entry: z.coerce
    .number()
    .int()
    .optional()
    .describe('Which change of the stack (the log drawer and toasts name it); the last if omitted'),
})
type Args = z.infer<typeof args>
type Stack = typeof undoStackAtom

const pick = (stack: Stack, entry: number | undefined): UndoEntry | undefined => {
  const list = store.get(stack)
  return entry === undefined ? list.at(-1) : list.find((e) => e.key === entry)
}

type Outcome = { title: string; lines: string[] }

async function take(
  verb: 'Undo' | 'Redo',
  stack: Stack,
  { entry }: Args,
  ctx: CommandContext,
): Promise<Outcome> {
  const e = pick(stack, entry)
  if (!e)
    throw new Error(
      entry === undefined
        ? `Nothing to ${verb.toLowerCase()}`
        : `That change is no longer on the ${verb.toLowerCase()} stack`,
    )
  if (e.never) {
    // Said once; the next Ctrl+Z goes on to the change before it.
    ctx.store.set(dropEntryAtom, e.key)
    throw new Error(`${e.title}: ${e.never}`)
  }
  const stale = await firstStaleStep(e)
  if (stale) {
    // It can never apply safely now: off the stack, and nothing ran. Who moved it, if the log says.
    ctx.store.set(dropEntryAtom, e.key)
    const who = await whoChanged(stale.step, e.at, ctx)
    const done = verb === 'Undo' ? 'undone' : 'redone'
    throw new Error(`Not ${done}, nothing changed: ${stale.reason}${who ? `; ${who}` : ''}`)
  }
  const run = await runEntry(e, ctx)
  ctx.store.set(dropEntryAtom, e.key)
  if (run.changes.length > 0) {
    const never = run.changes.find((c) => c.never)?.never
    const next: NewEntry = {
      title: e.title,
      steps: never ? [] : run.changes.flatMap((c) => c.steps),
      never,
      logSeqs: run.changes.map((c) => c.logSeq),
    }
    ctx.store.set(verb === 'Undo' ? pushRedoAtom : pushUndoAgainAtom, next)
  }
  if (run.failed.length > 0) throw new Error(`${verb} failed on ${run.failed.join('; ')}`)
  return { title: e.title, lines: run.lines }
}

/** "Undoing: Start instance web-1...", what the status bar says the moment Ctrl+Z is pressed. */
const underWay = (verb: string, e: UndoEntry | undefined) =>
  e && !e.never ? `${verb}: ${undoLabel(e)}...` : `${verb}...`

const lineOf = (result: unknown) => (result as Outcome | undefined)?.lines.join(' && ') ?? ''

export const undoCommand = defineCommand({
  id: UNDO_COMMAND,
  title: 'Undo',
  group,
  keywords: ['undo', 'take back', 'revert'],
  args,
  line: { words: ['undo'] },
  keybinding: 'mod+z',
  lane: 'history',
  confirm: ({ entry }) => entryConfirm('Undo', pick(undoStackAtom, entry)),
  progress: ({ entry }) => underWay('Undoing', pick(undoStackAtom, entry)),
  run: (a, ctx) => take('Undo', undoStackAtom, a, ctx),
  successMessage: (_a, r) => `Undone: ${(r as Outcome).title}`,
  cli: (_a, result) => lineOf(result),
})

export const redoCommand = defineCommand({
  id: REDO_COMMAND,
  title: 'Redo',
  group,
  keywords: ['redo', 'again'],
  args,
  line: { words: ['redo'] },
  keybinding: 'mod+shift+z',
  lane: 'history',
  confirm: ({ entry }) => entryConfirm('Redo', pick(redoStackAtom, entry)),
  progress: ({ entry }) => underWay('Redoing', pick(redoStackAtom, entry)),
  run: (a, ctx) => take('Redo', redoStackAtom, a, ctx),
  successMessage: (_a, r) => `Redone: ${(r as Outcome).title}`,
  cli: (_a, result) => lineOf(result),
})

export const historyCommands = commandList(undoCommand, redoCommand)
