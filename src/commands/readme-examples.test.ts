// Every command line the README and the docs give as an example runs as written on a fresh mock:
// each inline code span of README.md and docs/*.md whose leading words name a command is parsed
// as the palette parses it and dispatched (a bulk line once per name) against the node mock.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { registerAllCommands } from './all'
import { matchCommand, parseCommandLine, tokenize } from './command-line/line'
import { dispatch } from './core/dispatch'
import { fakeContext } from './core/test-context'

/** Spans that name a command but are not lines to run, each with why. */
const NOT_RUN: Record<string, string> = {
  'instance stop wor': 'the Tab completion example, half typed on purpose',
  'disk import --url': 'names a flag in the prose',
  'disk import': 'names the command in the prose',
}
/**
 * Lines whose run reports what it found as an error toast, each with that toast: the seed's
 * `legacy-siem` points at a host that never resolves, and docs/operator.md probes it to show so.
 */
const REPORTS: Record<string, string> = {
  'alert-receiver probe legacy-siem': 'Probe of legacy-siem failed: unreachable',
}
/**
 * Commands that fetch a path of the site, which only the page serves (scripts.spec.ts and
 * storage.spec.ts play them there): here the line parses and the path is a file the mock serves.
 */
const SITE_PATH: Record<string, string> = { 'script.run': 'url', 'disk.import': 'url' }

registerAllCommands()
/** The README and every page of docs/, each read on its own. */
const DOC_FILES = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
]
// Fenced blocks (shell commands) first: their fences would pair the inline spans' backticks
// the wrong way round from there on.
// And spans in double backticks (a key that is a backtick).
const proseOf = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '')
    .replace(/`` .+? ``/g, '')
const spans = DOC_FILES.flatMap((file) =>
  [...proseOf(file).matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\s+/g, ' ').trim()),
)
const examples = [...new Set(spans)].filter((span) => {
  const words = tokenize(span)
  // `<placeholder>` marks a pattern, not a line.
  if (words.length < 2 || span.includes('<') || span in NOT_RUN) return false
  return matchCommand(words) !== null
})

setUpMockPlatform()
beforeEach(() => {
  store.set(setFleetViewerAtom, true)
})

describe('README and docs command-line examples', () => {
  it('finds the examples', () => {
    expect(examples).toEqual(
      expect.arrayContaining([
        'instance stop web-1',
        'role set collaborator --project demo --group web-team',
        'api system_metric --metric-name cpus_provisioned',
        'disk import --name golden-data --url /demos/tiny-disk.raw --snapshot golden-snap',
        // The operator's area (docs/operator.md).
        'scim-token create research',
        'update set-target 16.1.0',
        'audit-log for instance web-1 --project demo',
      ]),
    )
    expect(examples.length).toBeGreaterThan(20)
  })

  it.each(examples)('%s', async (line) => {
    const { ctx, toasts } = fakeContext({ project: 'demo' })
    const parsed = parseCommandLine(line, ctx)
    if (!parsed.ok) throw new Error(`${line}: ${parsed.message}`)
    const sitePath = SITE_PATH[parsed.command.id]
    if (sitePath) {
      expect(existsSync(`mock/public${String(parsed.args[sitePath])}`), line).toBe(true)
      return
    }
    for (const args of parsed.bulk ?? [parsed.args]) {
      const result = await dispatch(parsed.command.id, args, 'test', { ctx, skipConfirm: true })
      expect(result.status === 'error' ? result.message : result.status, line).toBe('ok')
    }
    expect(toasts.filter((t) => t.variant === 'error').map((t) => t.title)).toEqual(
      line in REPORTS ? [REPORTS[line]] : [],
    )
  })
})
