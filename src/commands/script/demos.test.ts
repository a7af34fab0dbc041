// The shipped demo scripts: well formed, and every command line reads as a command of the
// registry (the browser test plays one of them to the end).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { registerAllCommands } from '../all'
import { parseCommandLine } from '../command-line/line'
import { parseScript } from './parse'
import { fakeContext } from '../core/test-context'

const dir = join(__dirname, '../../../mock/public/demos')
const demos = readdirSync(dir).filter((f) => f.endsWith('.txt'))

beforeAll(() => registerAllCommands())

describe('shipped demo scripts', () => {
  it('are three', () => {
    expect(demos.sort()).toEqual(['disk-image.txt', 'first-boot.txt', 'on-call.txt'])
  })

  it.each(demos)('%s parses, and each command line names a command with valid args', (f) => {
    const { steps, errors } = parseScript(readFileSync(join(dir, f), 'utf8'))
    expect(errors).toEqual([])
    expect(steps.filter((s) => s.kind === 'expect').length).toBeGreaterThan(0)
    const { ctx } = fakeContext({ project: 'demo' })
    for (const s of steps.filter((x) => x.kind === 'command')) {
      const parsed = parseCommandLine(s.text, ctx)
      expect(parsed, `line ${s.line}: ${s.text}`).toMatchObject({ ok: true })
    }
  })
})

describe('run-script on the command line', () => {
  it('takes the path first, then the speed', () => {
    const { ctx } = fakeContext({})
    expect(parseCommandLine('run-script /demos/on-call.txt --speed fast', ctx)).toMatchObject({
      ok: true,
      command: { id: 'script.run' },
      args: { url: '/demos/on-call.txt', speed: 'fast' },
    })
    expect(parseCommandLine('record-script', ctx)).toMatchObject({ ok: true })
  })
})
