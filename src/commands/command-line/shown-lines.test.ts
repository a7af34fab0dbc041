// Every `oxide` line the console shows must run in the real CLI: each registered command's line,
// rendered with sample arguments (booleans on and off), is checked against the CLI's table.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { registerAllCommands } from '../all'
import { allCommands } from '../core/registry'
import type { AnyCommand } from '../core/define'
import { grammarOf } from './grammar'
import { cliProblem } from './cli-check'

beforeAll(() => registerAllCommands())

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

describe('shown oxide lines', () => {
  test('every command shows a line the real CLI runs', () => {
    const invalid: string[] = []
    let checked = 0
    for (const cmd of allCommands()) {
      if (!cmd.cli) continue
      for (const args of samples(cmd)) {
        let line: string | undefined
        try {
          line = cmd.cli(args)
        } catch {
          continue
        }
        if (!line) continue
        checked++
        const problem = cliProblem(line)
        if (problem) invalid.push(`${cmd.id}: ${line}\n    ${problem}`)
      }
    }
    expect(checked).toBeGreaterThan(300)
    expect([...new Set(invalid)]).toEqual([])
  })

  test('every line the views write out is one the real CLI runs', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const p = join(dir, n)
        if (statSync(p).isDirectory()) return files(p)
        return /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [p] : []
      })
    const invalid: string[] = []
    let checked = 0
    for (const file of files(resolve(__dirname, '../../views'))) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/['`](oxide [a-z][^'`]*)['`]/g)) {
        // `${flags}` stands for the instance's flags; any other `${...}` for one value.
        const line = m[1]!
          .replace(/\$\{flags\}/g, '--project p --instance i')
          .replace(/\$\{[^}]+\}/g, 'sample')
        if (line.includes('...') || (/^oxide \S+$/.test(line) && !line.includes(' '))) continue
        checked++
        const problem = cliProblem(line)
        if (problem) invalid.push(`${file}: ${line}\n    ${problem}`)
      }
    }
    expect(checked).toBeGreaterThan(15)
    expect(invalid).toEqual([])
  })

  test('the checker refuses what the CLI refuses', () => {
    expect(cliProblem('oxide instance stop --project p --instance i')).toBeNull()
    expect(cliProblem('oxide system ip-pool list')).toMatch(/no subcommand/)
    expect(cliProblem('oxide instance create --image x')).toMatch(/no flag --image/)
    expect(cliProblem('oxide system networking ip-pool silo update --is-default')).toMatch(
      /needs a value/,
    )
    expect(cliProblem('oxide system networking ip-pool silo update --is-default yes')).toMatch(
      /true or false/,
    )
    expect(cliProblem(`oxide api /v1/disks -X POST --input body.json`)).toBeNull()
    expect(cliProblem(`oxide disk list --profile lab --project p`)).toBeNull()
  })
})
