// Export as shell script: a recording becomes `#!/bin/sh`, `set -eu` and the real `oxide` lines in
// the order they ran, with every flag explicit; the file passes `sh -n`; every command's export
// line is valid in the CLI's tree; and the export reads back in the console as the same commands.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { registerAllCommands } from '../all'
import { cliProblem } from '../command-line/cli-check'
import { grammarOf } from '../command-line/grammar'
import { parseCommandLine } from '../command-line/line'
import type { AnyCommand } from '../core/define'
import { allCommands, findCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'
import { exportLine, exportShell, type ShellHeader } from './export-shell'
import { recordedLines } from './recorder'
import { readShellRunbook } from './shell-runbook'

beforeAll(() => registerAllCommands())

const header: ShellHeader = {
  name: 'test',
  rack: 'https://rack.example.com',
  silo: 'corp',
  made: 'recorded 2026-12-01T10:00:00.000Z, exported 2026-12-01T10:05:00.000Z',
}

/** Whether `sh -n` reads the text; its complaint otherwise. */
function shN(text: string): string | null {
  const file = join(mkdtempSync(join(tmpdir(), 'export-sh-')), 'script.sh')
  writeFileSync(file, text)
  try {
    execFileSync('sh', ['-n', file], { stdio: 'pipe' })
    return null
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e)
  }
}

const oxideLines = (text: string) => text.split('\n').filter((l) => l.startsWith('oxide '))

describe('export as shell script', () => {
  it('exports a recording of an instance stop and a project create, in order', () => {
    const entry = (seq: number, commandId: string, args: Record<string, unknown>) => ({
      seq,
      time: new Date(),
      commandId,
      title: findCommand(commandId)!.title,
      args,
      source: 'ui',
      status: 'ok' as const,
    })
    const lines = recordedLines(
      [
        entry(5, 'instance.stop', { project: 'demo', instance: 'worker-1' }),
        entry(6, 'project.create', { name: 'rb-export', description: "it's recorded" }),
      ],
      { afterSeq: 4, startPath: '/projects/demo/instances', startedAt: new Date() },
    )
    const script = ['goto /projects/demo/instances', ...lines, 'goto /projects'].join('\n')
    const { ctx } = fakeContext({})
    const text = exportShell(script, header, ctx, '/projects')
    expect(text.startsWith('#!/bin/sh\n')).toBe(true)
    expect(text).toMatch(/^set -eu$/m)
    expect(text).toContain('# Rack: https://rack.example.com  Silo: corp')
    expect(text).toContain('recorded 2026-12-01T10:00:00.000Z')
    expect(text).toContain('# goto /projects/demo/instances')
    expect(oxideLines(text)).toEqual([
      'oxide instance stop --project demo --instance worker-1',
      "oxide project create --name rb-export --description 'it'\\''s recorded'",
    ])
    for (const l of oxideLines(text)) expect(cliProblem(l), l).toBeNull()
    expect(shN(text)).toBeNull()
  })

  it('writes the project a page gave, waits as a bounded loop, and comments the rest', () => {
    const { ctx } = fakeContext({})
    const text = exportShell(
      [
        'goto /projects/demo/instances',
        'instance start web-1',
        'wait 45s: instance web-1 running',
        'expect running',
        'pause',
        'sleep 1.5s',
        'ui toggle-log',
        'instance frobnicate web-1',
      ].join('\n'),
      header,
      ctx,
    )
    expect(oxideLines(text)).toEqual(['oxide instance start --project demo --instance web-1'])
    expect(text).toContain(
      'until [ "$(oxide instance view --project demo --instance web-1 | jq -r .run_state)" = running ]; do',
    )
    expect(text).toContain('echo "instance web-1 is not running after 45 s" >&2; exit 1')
    expect(text).toContain('# expect running: the console waited for this text on the page here')
    expect(text).toContain('# pause: the console waited for a key here')
    expect(text).toMatch(/^sleep 2$/m)
    expect(text).toMatch(/^# instance frobnicate web-1: left out, the console cannot read it/m)
    expect(shN(text)).toBeNull()
  })

  it('writes a command with no CLI equivalent as a comment that says so', () => {
    const cmd = allCommands().find((c) => !c.cli && !c.id.startsWith('script.'))!
    const [line] = exportLine(cmd, {})
    expect(line).toMatch(new RegExp(`^# .*${cmd.title} has no oxide CLI equivalent`))
  })

  it('reads back in the console as the same commands', () => {
    const { ctx } = fakeContext({})
    const script = [
      'goto /projects/demo/instances',
      'instance stop worker-1 worker-2',
      'image create --snapshot golden-snap --name golden-image --os debian --version 12',
      'project create --name rb-q --description "it\'s a b"',
    ].join('\n')
    const text = exportShell(script, header, ctx)
    const { steps, errors } = readShellRunbook(text)
    expect(errors).toEqual([])
    const read = steps.map((s) => {
      const p = parseCommandLine(s.text, fakeContext({}).ctx)
      return p.ok ? [p.command.id, p.args] : p.message
    })
    expect(read).toEqual([
      ['instance.stop', { project: 'demo', instance: 'worker-1' }],
      ['instance.stop', { project: 'demo', instance: 'worker-2' }],
      [
        'image.create',
        expect.objectContaining({ project: 'demo', name: 'golden-image', snapshot: 'golden-snap' }),
      ],
      ['project.create', { name: 'rb-q', description: "it's a b" }],
    ])
  })
})

/** Sample args for a command: every argument set (booleans on, then off), then none. */
function samples(cmd: AnyCommand): Record<string, unknown>[] {
  const on: Record<string, unknown> = {}
  const off: Record<string, unknown> = {}
  for (const a of grammarOf(cmd).args.values()) {
    const v =
      a.kind === 'number'
        ? 512
        : a.kind === 'enum'
          ? a.options[0]
          : a.kind === 'boolean'
            ? true
            : a.kind === 'json'
              ? undefined
              : `sample-${a.flag}`
    on[a.key] = v
    off[a.key] = a.kind === 'boolean' ? false : v
  }
  return [on, off, {}]
}

describe('every command exported', () => {
  it('is a line valid in the CLI tree or a comment, and the whole file passes sh -n', () => {
    const out: string[] = ['#!/bin/sh', 'set -eu']
    const invalid: string[] = []
    let lines = 0
    for (const cmd of allCommands()) {
      for (const args of samples(cmd)) {
        const exported = exportLine(cmd, args)
        for (const l of exported) {
          if (!l.startsWith('oxide ')) continue
          lines++
          const problem = cliProblem(l)
          if (problem) invalid.push(`${cmd.id}: ${l}\n    ${problem}`)
        }
        // Not run: `sh -n` only reads it.
        out.push(...exported)
      }
    }
    expect(lines).toBeGreaterThan(300)
    expect([...new Set(invalid)]).toEqual([])
    expect(shN(out.join('\n') + '\n')).toBeNull()
  })
})
