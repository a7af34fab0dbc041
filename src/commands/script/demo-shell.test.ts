// The shipped demos as shell scripts: each `<name>.sh` beside `<name>.txt` is the export of the
// .txt (so they stay in step: `npm run demos:sh` writes them again), passes `sh -n`, and reads
// back in the console with no refusal.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { registerAllCommands } from '../all'
import { parseCommandLine } from '../command-line/line'
import { fakeContext } from '../core/test-context'
import { exportShell } from './export-shell'
import { readShellRunbook } from './shell-runbook'

const dir = join(__dirname, '../../../mock/public/demos')
const demos = readdirSync(dir).filter((f) => f.endsWith('.txt'))

beforeAll(() => registerAllCommands())

/** The demo's export, as `npm run demos:sh` writes it. */
function exported(file: string): string {
  const { ctx } = fakeContext({})
  return exportShell(
    readFileSync(join(dir, file), 'utf8'),
    {
      name: file.replace(/\.txt$/, ''),
      rack: 'the mock platform (npm run dev), or a rack holding its seed',
      silo: 'corp',
      made: `written from /demos/${file} by npm run demos:sh`,
    },
    ctx,
  )
}

describe('the demos as shell scripts', () => {
  it.each(demos)('%s has its .sh beside it, the export of the .txt', (file) => {
    const sh = join(dir, file.replace(/\.txt$/, '.sh'))
    const text = exported(file)
    if (process.env.UPDATE_DEMO_SH === '1') writeFileSync(sh, text)
    expect(readFileSync(sh, 'utf8'), 'run npm run demos:sh').toBe(text)
  })

  it.each(demos)('%s.sh passes sh -n and plays back in the console', (file) => {
    const sh = join(dir, file.replace(/\.txt$/, '.sh'))
    expect(() => execFileSync('sh', ['-n', sh])).not.toThrow()
    const text = readFileSync(sh, 'utf8')
    expect(text.startsWith('#!/bin/sh\n')).toBe(true)
    const { steps, errors } = readShellRunbook(text)
    expect(errors).toEqual([])
    const commands = steps.filter((s) => s.kind === 'command')
    expect(commands.length).toBeGreaterThan(0)
    // Each reads as the console's command, wherever the page is (every flag is on the line).
    for (const s of commands)
      expect(parseCommandLine(s.text, fakeContext({}).ctx), s.text).toMatchObject({ ok: true })
  })
})
