// The runbook commands: export a script as a shell script, answer a step while stepping through
// a script, and run a failed demo again on a fresh mock platform.
import { z } from 'zod'
import { currentUserView } from '@/api/generated/operations'
import { MOCK_RESET_PARAM } from '@/lib/constants'
import { recorderAtom, scriptPlayerAtom } from '@/state/script'
import { defineCommand, type CommandContext } from '../core/define'
import { exportShell } from './export-shell'
import { currentPlayer, currentSource } from './player'
import { downloadText, recordedScript } from './recorder'

const here = () => {
  const l = globalThis.location
  return l ? `${l.pathname}${l.search}` : '/'
}

/** The file's name: the script's own name without its path and extension. */
const fileName = (name: string) =>
  name
    .replace(/^.*\//, '')
    .replace(/\.(txt|sh)$/, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'script'

/** What gets exported: the text given, else the recording, else the last script played. */
function sourceOf(ctx: CommandContext, text?: string, name?: string) {
  if (text !== undefined) return { text, name: name ?? 'script' }
  const rec = ctx.store.get(recorderAtom)
  if (rec)
    return {
      text: recordedScript(ctx.store, rec, here()),
      name: name ?? 'recorded-script',
      recordedAt: rec.startedAt,
    }
  const played = currentSource()
  const player = ctx.store.get(scriptPlayerAtom)
  if (played !== null && player) return { text: played, name: name ?? player.name }
  return null
}

async function siloName(): Promise<string> {
  try {
    return (await currentUserView({})).siloName
  } catch {
    return 'unknown (the current user could not be read)'
  }
}

const exportShellScript = defineCommand({
  id: 'script.export-shell',
  title: 'Export script as shell script',
  group: 'Scripts',
  keywords: ['export-shell', 'sh', 'runbook', 'oxide cli', 'bash', 'download'],
  // The export a recording offers first: the README's format.
  leadWords: ['export'],
  args: z.object({
    text: z
      .string()
      .optional()
      .describe('The script to export; the recording or last script otherwise'),
    name: z.string().optional().describe('The file name, without .sh'),
  }),
  line: { words: ['export-shell'] },
  available: (ctx, args) =>
    args.text !== undefined || ctx.store.get(recorderAtom) || currentSource() !== null
      ? true
      : 'Nothing to export: record or play a script first',
  run: async (args, ctx) => exportAsShell(ctx, args.text, args.name),
  successMessage: (_args, result) => `Exported ${(result as { file: string }).file}`,
})

/**
 * Downloads the script as a shell script of `oxide` lines (the README's format): `text`, else
 * the recording, else the last script played.
 */
export async function exportAsShell(ctx: CommandContext, text?: string, asName?: string) {
  const source = sourceOf(ctx, text, asName)
  if (!source) throw new Error('Nothing to export: record or play a script first')
  const name = fileName(source.name)
  const shell = exportShell(
    source.text,
    {
      name,
      rack: globalThis.location?.origin ?? 'unknown',
      silo: await siloName(),
      made: [
        ...(source.recordedAt ? [`recorded ${source.recordedAt.toISOString()}`] : []),
        `exported ${new Date().toISOString()}`,
      ].join(', '),
    },
    ctx,
    here().split('?')[0],
  )
  downloadText(`${name}.sh`, shell)
  return { file: `${name}.sh`, text: shell }
}

const stepping = (ctx: CommandContext) =>
  ctx.store.get(scriptPlayerAtom)?.status === 'step' ? true : 'No step is waiting'

const runStep = defineCommand({
  id: 'script.step-run',
  title: 'Run this step',
  group: 'Scripts',
  args: z.object({}),
  available: stepping,
  run: async () => currentPlayer()?.answer('run'),
})

const skipStep = defineCommand({
  id: 'script.step-skip',
  title: 'Skip this step',
  group: 'Scripts',
  args: z.object({}),
  available: stepping,
  run: async () => currentPlayer()?.answer('skip'),
})

const mock = import.meta.env.VITE_MSW === '1'

const rerunFresh = defineCommand({
  id: 'script.rerun-fresh',
  title: 'Reset mock platform and run again',
  group: 'Scripts',
  args: z.object({}),
  visible: () => mock,
  available: (ctx) => {
    const s = ctx.store.get(scriptPlayerAtom)
    if (s?.status !== 'failed') return 'No script has failed'
    return s.url ? true : 'The script was not loaded from a path, so it cannot load again'
  },
  run: async (_args, ctx) => {
    const s = ctx.store.get(scriptPlayerAtom)
    if (!mock || !s?.url) throw new Error('Only a script from a path runs again, in mock mode')
    // The page loads again from the seed (mock/browser-state.ts) and plays the script once up.
    const url = new URL(globalThis.location.href)
    url.searchParams.set(MOCK_RESET_PARAM, '1')
    url.searchParams.set('script', s.url)
    url.searchParams.set('speed', s.speed)
    if (s.stepping) url.searchParams.set('step', '1')
    globalThis.location.replace(url.toString())
    return { reset: true }
  },
})

export const runbookCommands = [exportShellScript, runStep, skipStep, rerunFresh] as const
