// run-script, record-script and the player's controls, as commands like every other action.
import { z } from 'zod'
import { commandLogAtom } from '@/state/command-log'
import {
  recorderAtom,
  SCRIPT_SPEEDS,
  scriptPlayerAtom,
  setRecorderAtom,
  setRunScriptDialogAtom,
  setScriptPlayerAtom,
  type ScriptSpeed,
} from '@/state/script'
import { commandList } from '../core/command-list'
import { defineCommand, type CommandContext } from '../core/define'
import { currentPlayer, startScript, type PlayOptions } from './player'
import { downloadText, recordedScript } from './recorder'
import { DEMOS } from './demo-list'
import { exportAsShell, runbookCommands } from './runbook-commands'
import { browserIo, loadScript } from './runtime'

const here = () => {
  const l = globalThis.location
  return l ? `${l.pathname}${l.search}` : '/'
}

/** Plays in the background: the command returns once the script has started. */
function play(
  ctx: CommandContext,
  name: string,
  text: string,
  speed: ScriptSpeed,
  options: PlayOptions,
) {
  void startScript(browserIo(ctx.store), name, text, speed, options).catch((e: Error) =>
    ctx.toast({ title: 'Script stopped', content: e.message, variant: 'error' }),
  )
  return { started: name }
}

/**
 * The words a newcomer tries for scripts: each, typed alone in the palette, lists the shipped
 * demos, Run script and Record script first.
 */
const SCRIPT_WORDS = ['demo', 'runbook', 'script', 'record', 'play']

const runScript = defineCommand({
  id: 'script.run',
  title: 'Run script',
  group: 'Scripts',
  keywords: [...SCRIPT_WORDS, 'replay', 'run-script'],
  leadWords: SCRIPT_WORDS,
  args: z.object({
    url: z
      .string()
      .optional()
      .describe('Same-origin path of a script file, e.g. /demos/first-boot.txt'),
    clipboard: z.boolean().optional().describe('Play the script on the clipboard'),
    text: z.string().optional().describe('The script itself'),
    name: z.string().optional().describe('What the player bar calls the script'),
    speed: z
      .enum(SCRIPT_SPEEDS as [ScriptSpeed, ...ScriptSpeed[]])
      .default('normal')
      .describe('How fast command lines are typed: slow, normal, fast or instant'),
    step: z
      .boolean()
      .optional()
      .describe('Step through: show each step and wait for Enter (run), s (skip) or Esc (stop)'),
  }),
  line: { words: ['run-script'], positional: ['url'] },
  run: async (args, ctx) => {
    const stepping = args.step ?? false
    if (args.text !== undefined)
      return play(ctx, args.name ?? 'typed script', args.text, args.speed, { stepping })
    if (args.url)
      return play(ctx, args.url, await loadScript(args.url), args.speed, {
        stepping,
        url: args.url,
      })
    if (args.clipboard) {
      const text = await navigator.clipboard.readText()
      return play(ctx, 'clipboard', text, args.speed, { stepping })
    }
    // Nothing named: the dialog offers a file, the clipboard and the shipped demos.
    ctx.store.set(setRunScriptDialogAtom, true)
    return { dialog: true }
  },
  cli: () => '',
})

/** One command a shipped demo, by its name: it plays at once. */
const demoCommands = DEMOS.map((d) => {
  const name = d.path.replace(/^.*\/|\.txt$/g, '')
  return defineCommand({
    id: `script.demo-${name}`,
    title: `Play demo ${name}: ${d.title}`,
    group: 'Scripts',
    keywords: [...SCRIPT_WORDS, 'run', name],
    leadWords: SCRIPT_WORDS,
    args: z.object({}),
    run: async (_args, ctx) =>
      play(ctx, d.path, await loadScript(d.path), 'normal', { stepping: false, url: d.path }),
    cli: () => '',
  })
})

const playing = (ctx: CommandContext) => {
  const s = ctx.store.get(scriptPlayerAtom)
  return s && ['playing', 'paused', 'waiting-key', 'step'].includes(s.status) ? s : null
}

const pauseScript = defineCommand({
  id: 'script.pause',
  title: 'Pause script',
  group: 'Scripts',
  args: z.object({}),
  available: (ctx) => (playing(ctx)?.status === 'playing' ? true : 'No script is playing'),
  run: async () => currentPlayer()?.pause(),
})

const resumeScript = defineCommand({
  id: 'script.resume',
  title: 'Resume script',
  group: 'Scripts',
  args: z.object({}),
  available: (ctx) => {
    const s = playing(ctx)
    return s && s.status !== 'playing' ? true : 'No script is paused'
  },
  run: async () => currentPlayer()?.resume(),
})

const stopScript = defineCommand({
  id: 'script.stop',
  title: 'Stop script',
  group: 'Scripts',
  args: z.object({}),
  available: (ctx) => (playing(ctx) ? true : 'No script is playing'),
  run: async () => currentPlayer()?.stop(),
})

const closeReport = defineCommand({
  id: 'script.close',
  title: 'Close script report',
  group: 'Scripts',
  args: z.object({}),
  available: (ctx) =>
    ctx.store.get(scriptPlayerAtom) && !playing(ctx) ? true : 'No finished script to close',
  run: async (_args, ctx) => ctx.store.set(setScriptPlayerAtom, null),
})

const recordScript = defineCommand({
  id: 'script.record',
  title: 'Record script',
  group: 'Scripts',
  keywords: [...SCRIPT_WORDS, 'record-script', 'macro', 'session'],
  leadWords: SCRIPT_WORDS,
  args: z.object({}),
  line: { words: ['record-script'] },
  available: (ctx) => (ctx.store.get(recorderAtom) ? 'Already recording' : true),
  run: async (_args, ctx) => {
    const last = ctx.store.get(commandLogAtom).at(-1)?.seq ?? 0
    ctx.store.set(setRecorderAtom, { afterSeq: last, startPath: here(), startedAt: new Date() })
  },
  successMessage: () => 'Recording: every command from now on becomes a script line',
})

const recording = (ctx: CommandContext) => ctx.store.get(recorderAtom) ?? null

// The recording's exports: as a shell script first (the README's format, runbook-commands.ts),
// and in the console's own script format, named as such.
const exportRecording = defineCommand({
  id: 'script.export',
  title: 'Export recording as console script',
  group: 'Scripts',
  args: z.object({}),
  available: (ctx) => (recording(ctx) ? true : 'Nothing is being recorded'),
  run: async (_args, ctx) => {
    const text = recordedScript(ctx.store, recording(ctx)!, here())
    downloadText('recorded-script.txt', text)
    return text
  },
})

const stopRecording = defineCommand({
  id: 'script.record-stop',
  title: 'Stop recording and export as shell script',
  group: 'Scripts',
  args: z.object({}),
  available: (ctx) => (recording(ctx) ? true : 'Nothing is being recorded'),
  run: async (_args, ctx) => {
    const exported = await exportAsShell(ctx)
    ctx.store.set(setRecorderAtom, null)
    return exported
  },
  successMessage: (_args, result) => `Exported ${(result as { file: string }).file}`,
})

export const scriptCommands = commandList(
  runScript,
  pauseScript,
  resumeScript,
  stopScript,
  closeReport,
  recordScript,
  exportRecording,
  stopRecording,
  ...demoCommands,
  ...runbookCommands,
)
