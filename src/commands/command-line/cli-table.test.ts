// The table of the real CLI is generated (scripts/gen-cli.mjs) and committed: the app never reads
// oxide-cli.json. When the file is present, the committed table must be what the script writes.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { cliTable, cliVersion } from './generated/cli-table'

const root = resolve(__dirname, '../../..')
const spec = process.env.OXIDE_CLI_SPEC ?? resolve(root, '../shared/cli/oxide-cli.json')

describe('cli table', () => {
  test('holds the subcommands, their flags and operations', () => {
    expect(cliVersion).toMatch(/^\d+\.\d+\.\d+/)
    expect(cliTable['instance stop']).toEqual({
      op: 'instance_stop',
      flags: { instance: '', project: '' },
    })
    expect(cliTable['disk create']?.flags.size).toBe('bytes')
    expect(cliTable['system networking ip-pool silo update']?.flags['is-default']).toBe('bool')
    expect(cliTable['api']?.positional).toEqual(['endpoint'])
  })

  test.skipIf(!existsSync(spec))('the committed table matches oxide-cli.json', () => {
    const run = () =>
      execFileSync(process.execPath, [join(root, 'scripts/gen-cli.mjs'), '--check'], {
        encoding: 'utf8',
        stdio: 'pipe',
      })
    expect(run).not.toThrow()
  })
})
